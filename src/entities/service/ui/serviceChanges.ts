import { useTranslation } from 'react-i18next';
import { useDisplayFormat, type ChangeRow } from '@/lib/ui';
import type {
  LocalizedText,
  Service,
  ServiceAttributeDefinition,
  ServiceCapacity,
  ServiceCategory,
  ServiceCharacteristic,
  ServiceContent,
  ServiceTab,
} from '../service.types';
import { pairsBy, useChangeRows } from './changeRows';
import { slicesText } from './pricingText';
import { areaText, attributeText } from './valueTexts';

export interface ServiceChangeGroup {
  tab: ServiceTab;
  rows: ChangeRow[];
}

export interface ChangeLookups {
  /** The category tree (names of the categories). */
  categories?: readonly ServiceCategory[];
  /** The attributes of both versions' categories (names and units). */
  attributes?: readonly ServiceAttributeDefinition[];
}

const asIs = (text: string | null) => text;

/** A characteristic as one text per language: "Wingspan: 28 m". */
function characteristicText(line: ServiceCharacteristic | null): LocalizedText | null {
  if (!line) return null;
  const join = (name: string, value: string) => [name, value].filter(Boolean).join(': ');
  return { en: join(line.name.en, line.value.en), fr: join(line.name.fr, line.value.fr) };
}

/**
 * What a change awaiting validation (or refused) changes against the version on sale, tab by
 * tab, field by field: only the tabs a validation covers (information, pricing with its slices
 * and options, capacity, packages) and, in them, only what differs, each language of a text on
 * its own row. Empty for a service never validated (nothing is on sale to compare with).
 */
export function useServiceChanges(
  service: Service,
  { categories = [], attributes = [] }: ChangeLookups = {},
): ServiceChangeGroup[] {
  const { t } = useTranslation('services');
  const show = useDisplayFormat();
  const { texts, value } = useChangeRows();
  const was = service.onSaleVersion;
  if (!was) return [];
  const now: ServiceContent = service;
  const currency = now.pricing.currency;
  const money = (amount: number | null) => show.money(amount, currency);
  const number = (amount: number | null) => show.number(amount);
  const categoryNames = (ids: readonly number[]) =>
    show.list(ids.map((id) => categories.find((c) => c.id === id)?.name ?? `#${id}`));
  const sortedIds = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

  const information: ChangeRow[] = [
    ...texts(t('fields.name'), was.information.name, now.information.name),
    ...texts(t('fields.description'), was.information.description, now.information.description),
    ...value(
      t('fields.categories'),
      sortedIds(was.information.categoryIds),
      sortedIds(now.information.categoryIds),
      categoryNames,
    ),
    ...pairsBy(
      was.information.attributes,
      now.information.attributes,
      (a) => a.attributeId,
    ).flatMap((pair) => {
      const id = pair.after?.attributeId ?? pair.before?.attributeId ?? 0;
      const definition = attributes.find((attribute) => attribute.id === id);
      return value(
        definition?.name ?? `#${id}`,
        pair.before?.value ?? null,
        pair.after?.value ?? null,
        (shown) => (shown === null ? null : attributeText(shown, definition, show)),
      );
    }),
    ...pairsBy(
      was.information.characteristics,
      now.information.characteristics,
      (_, i) => i,
    ).flatMap((pair) =>
      texts(
        t('fields.characteristic', { index: pair.index + 1 }),
        characteristicText(pair.before),
        characteristicText(pair.after),
      ),
    ),
  ];

  const p = { was: was.pricing, now: now.pricing };
  const pricing: ChangeRow[] = [
    ...value(t('fields.pricingType'), p.was.pricingType, p.now.pricingType, (type) =>
      t(`enums:PricingType.${type}`),
    ),
    ...value(t('fields.unitPrice'), p.was.unitPrice, p.now.unitPrice, money),
    ...value(t('fields.slices'), p.was.priceSlices, p.now.priceSlices, (slices) =>
      show.list(slicesText(slices, currency, show.money, (v) => t('show.sliceLine', v))),
    ),
    ...value(t('fields.unit'), p.was.unit, p.now.unit, (unit) => t(`units.${unit}`)),
    ...value(t('fields.vatRate'), p.was.vatRate, p.now.vatRate, number),
    ...value(t('fields.ecotax'), p.was.ecotax, p.now.ecotax, money),
    ...value(t('fields.discountRate'), p.was.discountRate, p.now.discountRate, number),
    ...value(t('fields.minQuantity'), p.was.minQuantity, p.now.minQuantity, number),
    ...value(t('fields.maxQuantity'), p.was.maxQuantity, p.now.maxQuantity, number),
    ...value(t('fields.saleMode'), p.was.saleMode, p.now.saleMode, (mode) =>
      t(`saleModes.${mode}`),
    ),
    ...value(t('fields.fuelType'), p.was.fuelType, p.now.fuelType, (fuel) =>
      fuel === null ? null : t(`enums:FuelType.${fuel}`),
    ),
    ...pairsBy(p.was.options, p.now.options, (option, i) => option.id ?? `new-${i}`).flatMap(
      (pair) => {
        const option = t('changes.option', { index: pair.index + 1 });
        return [
          ...texts(option, pair.before?.name ?? null, pair.after?.name ?? null),
          ...value(
            t('changes.optionPrice', { index: pair.index + 1 }),
            pair.before?.unitPrice ?? null,
            pair.after?.unitPrice ?? null,
            money,
          ),
        ];
      },
    ),
  ];

  const c: { was: Partial<ServiceCapacity>; now: Partial<ServiceCapacity> } = {
    was: was.capacity ?? {},
    now: now.capacity ?? {},
  };
  const footprint = (bound: 'min' | 'max') => (capacity: Partial<ServiceCapacity>) =>
    capacity.footprint ? areaText(capacity.footprint[bound], capacity.footprint.unit, show) : null;
  const capacity: ChangeRow[] = [
    ...value(t('fields.capacityMode'), c.was.count ?? null, c.now.count ?? null, (count) =>
      count === null ? null : t(`capacityModes.${count}`),
    ),
    ...value(t('fields.capacityTotal'), c.was.total ?? null, c.now.total ?? null, number),
    ...value(t('fields.sliceArea'), c.was.sliceAreaM2 ?? null, c.now.sliceAreaM2 ?? null, (a) =>
      show.unit(a, 'm2'),
    ),
    ...value(t('fields.footprintMin'), footprint('min')(c.was), footprint('min')(c.now), asIs),
    ...value(t('fields.footprintMax'), footprint('max')(c.was), footprint('max')(c.now), asIs),
  ];

  const packages: ChangeRow[] = pairsBy(
    was.packages?.contents ?? [],
    now.packages?.contents ?? [],
    (_, i) => i,
  ).flatMap((pair) => [
    ...texts(
      t('form.content', { index: pair.index + 1 }),
      pair.before?.name ?? null,
      pair.after?.name ?? null,
    ),
    ...value(
      t('changes.contentQuantity', { index: pair.index + 1 }),
      pair.before?.quantity ?? null,
      pair.after?.quantity ?? null,
      (quantity) => (quantity === null ? null : `× ${show.number(quantity) ?? ''}`),
    ),
  ]);

  const f = { was: was.transfer ?? null, now: now.transfer ?? null };
  const aircraft = (x: ServiceContent['transfer']) =>
    x ? [x.helicopterModel, x.registration].filter(Boolean).join(' · ') : null;
  const transfer: ChangeRow[] = [
    ...value(t('fields.helicopterId'), aircraft(f.was), aircraft(f.now), asIs),
    ...value(t('fields.type'), f.was?.type ?? null, f.now?.type ?? null, (type) =>
      type === null ? null : t(`transfer.types.${type}`),
    ),
    ...value(t('fields.seats'), f.was?.seats ?? null, f.now?.seats ?? null, number),
    ...value(t('fields.luggageKg'), f.was?.luggageKg ?? null, f.now?.luggageKg ?? null, number),
    ...value(
      t('fields.durationMinutes'),
      f.was?.durationMinutes ?? null,
      f.now?.durationMinutes ?? null,
      (minutes) => (minutes === null ? null : t('transfer.duration', { minutes })),
    ),
  ];

  const groups: ServiceChangeGroup[] = [
    { tab: 'information', rows: information },
    { tab: 'pricing', rows: pricing },
    { tab: 'capacity', rows: capacity },
    { tab: 'transfer', rows: transfer },
    { tab: 'packages', rows: packages },
  ];
  return groups.filter((group) => group.rows.length > 0);
}
