import type {
  AttributeIcon,
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

/** One value of a choice attribute: stored in the services' values, labelled per language. */
export interface AttributeChoiceRecord {
  value: string;
  label: Texts;
  icon: AttributeIcon | null;
}

/**
 * An attribute the categories give their products (spec "Attribute"), typed. Issue 31 added the
 * operator's fields (filterable, input name, a choice's values): saved lists without them are
 * reseeded (index.ts).
 */
export interface CatalogueAttributeRecord {
  id: number;
  name: Texts;
  type: AttributeType;
  unit: string | null;
  required: boolean;
  categoryIds: number[];
  /** The shop offers it as a filter. */
  filterable: boolean;
  /** Unique: its column in files, its field name in forms. */
  inputName: string;
  /** A choice's values, in order; empty for the other types. */
  values: AttributeChoiceRecord[];
}

declare module '../../db/types' {
  interface Db {
    services: ServiceRecord[];
    catalogueAttributes: CatalogueAttributeRecord[];
  }
}
