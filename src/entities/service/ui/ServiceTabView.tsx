import { useTranslation } from 'react-i18next';
import { DetailSection, useDisplayFormat, type DetailItem } from '@/lib/ui';
import { LANGUAGES } from '@/lib/config/constants';
import type {
  LocalizedText,
  Service,
  ServiceAttributeDefinition,
  ServiceCategory,
  ServiceTab,
} from '../service.types';
import { AirportCodes } from './AirportName';
import { TakingChargeList } from './TakingChargeList';
import { useLocalizedText } from './localizedText';
import { slicesText } from './pricingText';
import { areaText, attributeText } from './valueTexts';

export interface ServiceTabViewProps {
  service: Service;
  tab: ServiceTab;
  /** The category tree (names of the service's categories). */
  categories?: readonly ServiceCategory[];
  /** The categories' attributes (names and units of the typed values). */
  attributes?: readonly ServiceAttributeDefinition[];
}

/** One language's text per line, each said in its language's name. */
function useLocalized() {
  const { t } = useTranslation('ui');
  return (label: string, text: LocalizedText): DetailItem[] =>
    LANGUAGES.map((language) => ({
      label: t('multiLanguage.label', { label, language: t(`languages.${language}`) }),
      value: text[language] || null,
    }));
}

function InformationView({ service, categories = [], attributes = [] }: ServiceTabViewProps) {
  const { t } = useTranslation('services');
  const inLanguage = useLocalizedText();
  const show = useDisplayFormat();
  const localized = useLocalized();
  const { information } = service;
  const categoryNames = information.categoryIds.map(
    (id) => categories.find((category) => category.id === id)?.name ?? `#${id}`,
  );
  const attributeItems = information.attributes.map((value): DetailItem => {
    const definition = attributes.find((attribute) => attribute.id === value.attributeId);
    return {
      label: definition?.name ?? `#${value.attributeId}`,
      value: attributeText(value.value, definition, show),
    };
  });
  return (
    <>
      <DetailSection
        title={t('tabs.information')}
        items={[
          ...localized(t('fields.name'), information.name),
          ...localized(t('fields.description'), information.description),
          { label: t('fields.typology'), value: t(`enums:ProductTypology.${service.typology}`) },
          { label: t('fields.categories'), value: show.list(categoryNames) },
          ...attributeItems,
        ]}
      />
      <DetailSection
        title={t('fields.characteristics')}
        items={
          information.characteristics.length === 0
            ? [{ label: t('fields.characteristics'), value: t('show.noCharacteristic') }]
            : information.characteristics.map((item, index) => ({
                label: inLanguage(item.name) || t('fields.characteristic', { index: index + 1 }),
                value: inLanguage(item.value),
              }))
        }
      />
    </>
  );
}

function PricingView({ service }: ServiceTabViewProps) {
  const { t } = useTranslation('services');
  const show = useDisplayFormat();
  const { pricing } = service;
  const sliced = pricing.pricingType === 'price_per_slice';
  const slices = slicesText(pricing.priceSlices, pricing.currency, show.money, (values) =>
    t('show.sliceLine', values),
  );
  return (
    <DetailSection
      title={t('tabs.pricing')}
      items={[
        { label: t('fields.pricingType'), value: t(`enums:PricingType.${pricing.pricingType}`) },
        sliced
          ? {
              label: t('fields.slices'),
              // No slices: one price whatever the booking's size.
              value:
                slices.length > 0
                  ? show.list(slices)
                  : show.money(pricing.unitPrice, pricing.currency),
            }
          : {
              label: t('fields.unitPrice'),
              value: show.money(pricing.unitPrice, pricing.currency),
            },
        { label: t('fields.unit'), value: t(`units.${pricing.unit}`) },
        { label: t('fields.vatRate'), value: show.number(pricing.vatRate) },
        { label: t('fields.ecotax'), value: show.money(pricing.ecotax, pricing.currency) },
        { label: t('fields.discountRate'), value: show.number(pricing.discountRate) },
        { label: t('fields.currency'), value: pricing.currency },
        { label: t('fields.minQuantity'), value: show.number(pricing.minQuantity) },
        { label: t('fields.maxQuantity'), value: show.number(pricing.maxQuantity) },
        ...(pricing.fuelType
          ? [{ label: t('fields.fuelType'), value: t(`enums:FuelType.${pricing.fuelType}`) }]
          : []),
      ]}
    />
  );
}

function AvailabilityView({ service }: ServiceTabViewProps) {
  const { t } = useTranslation('services');
  const show = useDisplayFormat();
  return (
    <DetailSection
      title={t('tabs.availability')}
      items={[
        { label: t('fields.status'), value: t(`status.${service.status}`) },
        {
          label: t('fields.visibility'),
          value: t(`visibility.${service.visible ? 'visible' : 'invisible'}`),
        },
        { label: t('fields.availableFrom'), value: show.date(service.availability.availableFrom) },
        { label: t('fields.availableTo'), value: show.date(service.availability.availableTo) },
      ]}
    />
  );
}

function CapacityView({ service }: ServiceTabViewProps) {
  const { t } = useTranslation('services');
  const show = useDisplayFormat();
  const capacity = service.capacity;
  const footprint = capacity?.footprint ?? null;
  return (
    <DetailSection
      title={t('tabs.capacity')}
      items={
        capacity
          ? [
              { label: t('fields.capacityMode'), value: t(`capacityModes.${capacity.count}`) },
              { label: t('fields.capacityTotal'), value: show.number(capacity.total) },
              { label: t('fields.sliceArea'), value: show.unit(capacity.sliceAreaM2, 'm2') },
              {
                label: t('fields.footprintMin'),
                value: footprint ? areaText(footprint.min, footprint.unit, show) : null,
              },
              {
                label: t('fields.footprintMax'),
                value: footprint ? areaText(footprint.max, footprint.unit, show) : null,
              },
            ]
          : []
      }
    />
  );
}

/** A helicopter service's aircraft and flight (its transfer tab), or why the shop lacks them. */
function TransferView({ service }: ServiceTabViewProps) {
  const { t } = useTranslation('services');
  const show = useDisplayFormat();
  const transfer = service.transfer;
  return (
    <DetailSection
      title={t('tabs.transfer')}
      items={
        transfer
          ? [
              {
                label: t('fields.helicopterId'),
                value: [transfer.helicopterModel, transfer.registration]
                  .filter(Boolean)
                  .join(' · '),
              },
              { label: t('fields.type'), value: t(`transfer.types.${transfer.type}`) },
              { label: t('fields.seats'), value: show.number(transfer.seats) },
              { label: t('fields.luggageKg'), value: `${show.number(transfer.luggageKg)} kg` },
              {
                label: t('fields.durationMinutes'),
                value: t('transfer.duration', { minutes: transfer.durationMinutes }),
              },
            ]
          : [{ label: t('fields.helicopterId'), value: t('transfer.notSet') }]
      }
    />
  );
}

function AirportsView({ service }: ServiceTabViewProps) {
  const { t } = useTranslation('services');
  return (
    <DetailSection
      title={t('tabs.airports')}
      items={[
        {
          label: t('fields.airports'),
          value:
            service.airportIds.length > 0 ? (
              <AirportCodes ids={service.airportIds} />
            ) : (
              t('show.noAirport')
            ),
        },
        ...(service.typology === 'helicopter'
          ? [{ label: t('takingCharge.label'), value: <TakingChargeList service={service} /> }]
          : []),
      ]}
    />
  );
}

function PackagesView({ service }: ServiceTabViewProps) {
  const { t } = useTranslation('services');
  const localized = useLocalizedText();
  const contents = service.packages?.contents ?? [];
  return (
    <DetailSection
      title={t('tabs.packages')}
      items={
        contents.length === 0
          ? [{ label: t('fields.packages'), value: t('show.noPackage') }]
          : contents.map((line, index) => ({
              label: localized(line.name) || String(index + 1),
              value: `× ${line.quantity}`,
            }))
      }
    />
  );
}

const VIEWS: Record<ServiceTab, (props: ServiceTabViewProps) => React.ReactNode> = {
  information: InformationView,
  pricing: PricingView,
  availability: AvailabilityView,
  capacity: CapacityView,
  transfer: TransferView,
  airports: AirportsView,
  packages: PackagesView,
};

/** One tab of a service, read-only (the seller's and the operator's show pages). */
export function ServiceTabView(props: ServiceTabViewProps) {
  const View = VIEWS[props.tab];
  return <View {...props} />;
}
