import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { DetailList, useDisplayFormat } from '@/lib/ui';
import { previewPrice } from '../model/pricePreview';
import type { PricingValues } from '../model/pricingForm';
import type { ServiceFormValues } from '../model/serviceFormValues';

/** A rate or ecotax as typed ("20", "5,5"); null when it is not a number yet. */
function typedNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return 0;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

function inputsOf(pricing: PricingValues) {
  const vatRate = typedNumber(pricing.vatRate);
  const ecotax = typedNumber(pricing.ecotax);
  const discountRate = typedNumber(pricing.discountRate);
  if (vatRate === null || ecotax === null || discountRate === null) return null;
  const priceSlices = pricing.priceSlices.flatMap((slice) =>
    slice.places !== null && slice.unitPrice !== null && Number.isFinite(slice.unitPrice)
      ? [{ places: slice.places, unitPrice: slice.unitPrice }]
      : [],
  );
  return { ...pricing, priceSlices, vatRate, ecotax, discountRate };
}

/**
 * What a buyer pays for a quantity the seller picks, live as the pricing is typed: the same
 * computation as the checkout's (model/pricePreview).
 */
export function PricePreview({ currency }: { currency: string }) {
  const { t } = useTranslation('services');
  const show = useDisplayFormat();
  const headingId = useId();
  const pricing = useWatch<ServiceFormValues, 'pricing'>({ name: 'pricing' });
  const [quantity, setQuantity] = useState('1');
  const inputs = inputsOf(pricing);
  const totals =
    inputs === null ? null : previewPrice(inputs, typedNumber(quantity) ?? 0, currency);
  const sliced = pricing.pricingType === 'price_per_slice';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, bgcolor: 'action.hover' }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('preview.title')}
      </Typography>
      <Box sx={{ maxWidth: 240, mb: 2 }}>
        <TextField
          label={t(sliced ? 'preview.slices' : 'preview.quantity')}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          size="small"
          fullWidth
        />
      </Box>
      <Box aria-live="polite">
        {totals === null ? (
          <Typography color="text.secondary">{t('preview.none')}</Typography>
        ) : (
          <DetailList
            items={[
              {
                label: t('preview.excludingTax'),
                value: show.money(totals.totalExcludingTax, currency),
              },
              { label: t('preview.vat'), value: show.money(totals.vat, currency) },
              {
                label: t('preview.includingTax'),
                value: show.money(totals.totalIncludingTax, currency),
              },
            ]}
          />
        )}
      </Box>
    </Paper>
  );
}
