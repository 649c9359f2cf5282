import { useTranslation } from 'react-i18next';
import { DetailSection, useDisplayFormat } from '@/lib/ui';
import type { InvoiceCompositionEntry } from './invoices.types';

/**
 * What the invoice shows of the billed flight: the items its seller chose (invoice settings), in
 * their order. Nothing when the seller chose none.
 */
export function InvoiceComposition({ entries }: { entries: readonly InvoiceCompositionEntry[] }) {
  const { t } = useTranslation(['invoices', 'enums']);
  const show = useDisplayFormat();
  if (entries.length === 0) return null;
  const valueOf = ({ item, value }: InvoiceCompositionEntry) => {
    if (value === null) return null;
    if (item === 'mtow' && typeof value === 'number') return show.unit(value, 'kg', 0);
    if (item === 'flight_mission') return t(`enums:FlightMission.${value}`);
    return show.text(value);
  };
  return (
    <DetailSection
      title={t('composition.title')}
      items={entries.map((entry) => ({
        label: t(`composition.items.${entry.item}`),
        value: valueOf(entry),
      }))}
    />
  );
}
