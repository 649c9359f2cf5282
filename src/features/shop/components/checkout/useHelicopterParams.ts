import { useParams } from 'react-router-dom';
import { HELICOPTER_TRANSFER_TYPES, type HelicopterTransferType } from '@/entities/cart';
import { selectCurrency } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { idFromParam } from '@/lib/ui/controllers/resource/useIdParam';

/** The helicopter shop's path parameters and the buyer's currency (null on a wrong path). */
export function useHelicopterParams() {
  const params = useParams();
  const currency = useAppSelector(selectCurrency);
  const type: HelicopterTransferType | undefined = HELICOPTER_TRANSFER_TYPES.find(
    (value) => value === params.type,
  );
  const tripId = idFromParam(params.tripId);
  const stepId = idFromParam(params.stepId);
  const eventId = idFromParam(params.eventId);
  const organizationId = idFromParam(params.requiredOrganizationId);
  const destinationId = idFromParam(params.destinationId);
  if (
    tripId === null ||
    stepId === null ||
    eventId === null ||
    organizationId === null ||
    destinationId === null ||
    type === undefined
  ) {
    return null;
  }
  return { tripId, stepId, eventId, organizationId, destinationId, type, currency };
}
