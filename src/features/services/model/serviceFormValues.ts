import type { Place, ServiceTypology } from '@/entities/service';
import type { InformationValues } from './informationForm';
import type { AvailabilityValues, CapacityValues, ContentValues } from './otherForms';
import type { PricingValues } from './pricingForm';
import type { TransferValues } from './transferForm';

/**
 * Every field of a service, nested as the API's payload (`information.name.en`,
 * `pricing.priceSlices.1.places`), so that a server error's path is the field's name. The add
 * page holds them all; each edit tab holds its own part.
 */
export interface ServiceFormValues {
  typology: ServiceTypology | null;
  information: InformationValues;
  pricing: PricingValues;
  availability: AvailabilityValues;
  capacity: CapacityValues;
  airportIds: number[];
  /** Helicopter only: chosen from the places directory (sent as their ids). */
  takingChargeAddresses: Place[];
  packages: { contents: ContentValues[] };
  /** Helicopter only: the transfer tab (the edit page's; a new service sets it after). */
  transfer: TransferValues;
}
