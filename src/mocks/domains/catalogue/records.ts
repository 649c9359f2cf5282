import type {
  AttributeType,
  ServiceStatus,
  ServiceTypology,
  ValidationState,
} from '../../../entities/service/contract';
import type { ProductContent, Texts } from '../shop';

/**
 * A seller's service: only what its shop products (one per airport, the validated version) do
 * not hold. The content awaiting validation is `draft`; validating writes it onto the products.
 */
export interface ServiceRecord {
  id: number;
  sellerId: number;
  typology: ServiceTypology;
  status: ServiceStatus;
  visible: boolean;
  validationState: ValidationState;
  /** The operator's reason, kept while refused. */
  refusalReason: string | null;
  /** Where it is (to be) on sale; validated products exist at these airports only. */
  airportIds: number[];
  /** The content awaiting validation (or refused); null when what is on sale is current. */
  draft: ProductContent | null;
  createdAt: string;
  updatedAt: string;
}

/** An attribute the categories give their products (spec "Attribute"), typed. */
export interface CatalogueAttributeRecord {
  id: number;
  name: Texts;
  type: AttributeType;
  unit: string | null;
  required: boolean;
  categoryIds: number[];
}

declare module '../../db/types' {
  interface Db {
    services: ServiceRecord[];
    catalogueAttributes: CatalogueAttributeRecord[];
  }
}
