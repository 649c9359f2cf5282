import type { ServiceAttributeDefinition } from '../../../entities/service/contract';
import { db } from '../../db';
import type { Lang, ProductContent } from '../shop';
import type { CatalogueAttributeRecord, ServiceRecord } from './records';

/**
 * What a service holds, without copies: its content awaiting validation (if any) and the version
 * on sale (if any). A use of a category or an attribute by either counts (issue 31).
 */
export function serviceContents(service: ServiceRecord): ProductContent[] {
  const onSale = db.shopProducts.find((product) => product.serviceId === service.id);
  return [service.draft, onSale].filter((content) => content !== null && content !== undefined);
}

/** The services holding a value of the attribute. */
export function attributeUsers(attributeId: number): ServiceRecord[] {
  return db.services.filter((service) =>
    serviceContents(service).some((content) =>
      content.attributeValues.some((value) => value.attributeId === attributeId),
    ),
  );
}

/** The answer of api/attribute[/{id}]: names and choices in the call's language and in all. */
export function toAttributeDefinition(
  record: CatalogueAttributeRecord,
  lang: Lang,
): ServiceAttributeDefinition {
  return {
    id: record.id,
    name: record.name[lang] || record.name.en,
    names: { ...record.name },
    type: record.type,
    unit: record.unit,
    required: record.required,
    filterable: record.filterable,
    inputName: record.inputName,
    values: record.values.map((choice) => ({
      value: choice.value,
      label: choice.label[lang] || choice.label.en,
      labels: { ...choice.label },
      icon: choice.icon,
    })),
    categoryIds: [...record.categoryIds],
    usedBy: attributeUsers(record.id).length,
  };
}
