import Typography from '@mui/material/Typography';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { clientUnitPrice } from '@/entities/quote';
import type { ServiceSummary } from '@/entities/service';
import { FieldRows, fieldsFor, useDisplayFormat } from '@/lib/ui';
import {
  EMPTY_LINE,
  PRICE_KINDS,
  type PriceListFormValues,
  type PriceListLineValues,
} from '../model/priceList.schema';
import { useSellerServices } from './useSellerServices';

const { SelectField, MoneyField, NumberField } = fieldsFor<PriceListFormValues>();

/**
 * A service priced by the slice has several prices: its own is "from" its listed slice price, and
 * a discount leaves the client's price depending on the slices booked ("from" too), whereas a
 * negotiated unit price is one price whatever the slices (as the shop charges it).
 */
function previewKey(
  pricingType: ServiceSummary['pricingType'],
  kind: PriceListLineValues['kind'],
): string {
  if (pricingType !== 'price_per_slice') return 'lines.preview';
  return kind === 'unitPrice' ? 'lines.previewSlicedUnitPrice' : 'lines.previewSlicedDiscount';
}

/** The service's price beside the line, and what the client pays with it (same rule as the shop). */
function LinePreview({ index }: { index: number }) {
  const { t } = useTranslation('priceLists');
  const show = useDisplayFormat();
  const { byId } = useSellerServices();
  const line = useWatch<PriceListFormValues, `lines.${number}`>({ name: `lines.${index}` }) as
    PriceListLineValues | undefined;
  const service = line?.serviceId == null ? undefined : byId.get(line.serviceId);
  if (!service || !line) return null;
  const base = service.price;
  const value = line[line.kind];
  const client =
    base === null || value === null || Number.isNaN(value)
      ? null
      : clientUnitPrice(
          base,
          line.kind === 'unitPrice'
            ? { unitPrice: value, discountRate: null }
            : { unitPrice: null, discountRate: value },
          service.currency,
        );
  return (
    <Typography variant="body2" color="text.secondary">
      {base === null
        ? t('lines.onQuotation')
        : t(previewKey(service.pricingType, line.kind), {
            base: show.money(base, service.currency),
            client: client === null ? '—' : show.money(client, service.currency),
          })}
    </Typography>
  );
}

/** Per service, the client's unit price or discount rate: one row each, added and removed in place. */
export function PriceListLines() {
  const { t } = useTranslation('priceLists');
  const { options } = useSellerServices();
  const { fields, append, remove } = useFieldArray<PriceListFormValues, 'lines'>({
    name: 'lines',
  });
  const lines = useWatch<PriceListFormValues, 'lines'>({ name: 'lines' });
  const kindOptions = PRICE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }));
  return (
    <FieldRows
      legend={t('lines.title')}
      hint={fields.length === 0 && t('lines.empty')}
      rows={fields}
      rowLabel={(index) => t('lines.line', { index: index + 1 })}
      removeLabel={(index) => t('lines.remove', { index: index + 1 })}
      onRemove={remove}
      // Phones: one field a row (the French labels do not fit half of 360 px), framed.
      columns={{ xs: '1fr', sm: '1fr 1fr', md: '3fr 2fr 2fr auto' }}
      framedOnPhone
      rowNote={(index) => <LinePreview index={index} />}
      add={{ label: t('lines.add'), onClick: () => append({ ...EMPTY_LINE }) }}
    >
      {(index) => (
        <>
          <SelectField
            name={`lines.${index}.serviceId`}
            label={t('fields.service')}
            options={options}
            required
          />
          <SelectField
            name={`lines.${index}.kind`}
            label={t('fields.kind')}
            options={kindOptions}
            required
          />
          {lines[index]?.kind === 'unitPrice' ? (
            <MoneyField name={`lines.${index}.unitPrice`} label={t('kinds.unitPrice')} required />
          ) : (
            <NumberField
              name={`lines.${index}.discountRate`}
              label={t('kinds.discountRate')}
              unit="%"
              required
            />
          )}
        </>
      )}
    </FieldRows>
  );
}
