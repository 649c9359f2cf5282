import type { Schemas } from '../../../lib/api/contract';
import { db } from '../../db';
import type { Lang } from './catalog';
import type { ShopProductRecord } from './records';

/** One asked filter: an attribute by its input name, and the value a product must hold. */
export interface WantedAttribute {
  attributeId: number;
  value: string;
}

const YES_NO: Record<Lang, Record<string, string>> = {
  en: { true: 'Yes', false: 'No' },
  fr: { true: 'Oui', false: 'Non' },
};

const heldBy = (product: ShopProductRecord, attributeId: number) =>
  product.attributeValues.filter((v) => v.attributeId === attributeId).map((v) => String(v.value));

/**
 * The filterable attributes (issue 31) some of the products hold, each with the values held:
 * a choice's in its order, labelled and with their icons; others as written (yes/no translated).
 */
export function attributeFiltersOf(
  products: readonly ShopProductRecord[],
  lang: Lang,
): Schemas['ShopAttributeFilter'][] {
  return db.catalogueAttributes.flatMap((attribute) => {
    if (!attribute.filterable) return [];
    const held = new Set(products.flatMap((product) => heldBy(product, attribute.id)));
    if (held.size === 0) return [];
    const options =
      attribute.type === 'choice'
        ? attribute.values
            .filter((choice) => held.has(choice.value))
            .map((c) => ({ value: c.value, label: c.label[lang] || c.label.en, icon: c.icon }))
        : [...held].sort().map((value) => ({
            value,
            label: attribute.type === 'boolean' ? (YES_NO[lang][value] ?? value) : value,
            icon: null,
          }));
    const name = attribute.name[lang] || attribute.name.en;
    return [{ inputName: attribute.inputName, name, type: attribute.type, options }];
  });
}

/** `heated:true` -> the attribute and value; null for an input name no filterable attribute has. */
export function readWanted(raw: readonly string[]): WantedAttribute[] | null {
  const wanted: WantedAttribute[] = [];
  for (const item of raw) {
    const at = item.indexOf(':');
    const attribute = db.catalogueAttributes.find(
      (a) => a.filterable && a.inputName === item.slice(0, at),
    );
    if (at < 1 || !attribute) return null;
    wanted.push({ attributeId: attribute.id, value: item.slice(at + 1) });
  }
  return wanted;
}

/** The product holds every wanted value. */
export function holdsAll(product: ShopProductRecord, wanted: readonly WantedAttribute[]) {
  return wanted.every((w) => heldBy(product, w.attributeId).includes(w.value));
}
