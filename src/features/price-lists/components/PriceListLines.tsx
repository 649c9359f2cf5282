import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { clientUnitPrice } from '@/entities/quote';
import type { ServiceSummary } from '@/entities/service';
import { fieldsFor, useDisplayFormat } from '@/lib/ui';
import { AddIcon, DeleteIcon } from '@/lib/ui/views/icons';
import {
  EMPTY_LINE,
  PRICE_KINDS,
  type PriceListFormValues,
  type PriceListLineValues,
} from '../model/priceList.schema';
import { useSellerServices } from './priceListDisplay';

const { SelectField, MoneyField, NumberField } = fieldsFor<PriceListFormValues>();
const FULL_ROW_ON_PHONES = { gridColumn: { xs: '1 / -1', md: 'auto' } };

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
    <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
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
  const kinds = useWatch<PriceListFormValues, 'lines'>({ name: 'lines' });
  const kindOptions = PRICE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }));
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {t('lines.title')}
      </Typography>
      {fields.length === 0 && <Typography color="text.secondary">{t('lines.empty')}</Typography>}
      {fields.map((row, index) => {
        const kind = kinds[index]?.kind ?? 'discountRate';
        return (
          <Box
            key={row.id}
            role="group"
            aria-label={t('lines.line', { index: index + 1 })}
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'start',
              // Phones: the service and its bin, then pricing and value each on a full row (their
              // French labels do not fit half of 360 px), in a frame that holds the line together.
              gridTemplateColumns: { xs: '1fr auto', md: '3fr 2fr 2fr auto' },
              border: { xs: 1, md: 0 },
              borderColor: 'divider',
              borderRadius: 2,
              p: { xs: 1.5, md: 0 },
            }}
          >
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
              sx={FULL_ROW_ON_PHONES}
            />
            {kind === 'unitPrice' ? (
              <MoneyField
                name={`lines.${index}.unitPrice`}
                label={t('kinds.unitPrice')}
                required
                sx={FULL_ROW_ON_PHONES}
              />
            ) : (
              <NumberField
                name={`lines.${index}.discountRate`}
                label={t('kinds.discountRate')}
                unit="%"
                required
                sx={FULL_ROW_ON_PHONES}
              />
            )}
            <IconButton
              sx={{ gridColumn: { xs: 2, md: 'auto' }, gridRow: { xs: 1, md: 'auto' }, mt: 1 }}
              aria-label={t('lines.remove', { index: index + 1 })}
              onClick={() => remove(index)}
            >
              <DeleteIcon />
            </IconButton>
            <LinePreview index={index} />
          </Box>
        );
      })}
      <div>
        <Button startIcon={<AddIcon />} onClick={() => append({ ...EMPTY_LINE })}>
          {t('lines.add')}
        </Button>
      </div>
    </Stack>
  );
}
