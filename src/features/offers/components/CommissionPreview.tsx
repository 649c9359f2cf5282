import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commissionOf, type OfferCommission } from '@/entities/offer';
import { useDisplayFormat } from '@/lib/ui';

interface CommissionPreviewProps {
  commission: OfferCommission;
  categories: readonly { value: number; label: string }[];
}

/** The operator types an amount (and a category) and reads the commission and the slice that applied. */
export function CommissionPreview({ commission, categories }: CommissionPreviewProps) {
  const { t } = useTranslation('offers');
  const show = useDisplayFormat();
  const [typed, setTyped] = useState('');
  const [categoryId, setCategoryId] = useState<number | ''>('');
  const amount = Number(typed.replace(',', '.'));
  const valid = typed.trim() !== '' && Number.isFinite(amount) && amount >= 0;
  const result = valid
    ? commissionOf(commission, amount, categoryId === '' ? null : categoryId)
    : null;
  const money = (value: number) => show.money(value, commission.currencyCode);
  const slice = result?.slice;
  return (
    <Stack spacing={2} component="section" aria-label={t('commission.preview')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('commission.previewAmount')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={typed.trim() !== '' && !valid}
          helperText={
            typed.trim() !== '' && !valid ? t('validation:validator.positive') : undefined
          }
        />
        <TextField
          select
          label={t('commission.previewCategory')}
          value={categoryId}
          onChange={(event) =>
            setCategoryId(event.target.value === '' ? '' : Number(event.target.value))
          }
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('commission.anyCategory')}</MenuItem>
          {categories.map((category) => (
            <MenuItem key={category.value} value={category.value}>
              {category.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {result && (
        <Alert severity={slice ? 'info' : 'warning'} role="status">
          {slice
            ? t('commission.previewResult', {
                commission: money(result.commission),
                slice:
                  slice.toAmount === null
                    ? t('commission.from', { from: money(slice.fromAmount) })
                    : t('commission.between', {
                        from: money(slice.fromAmount),
                        to: money(slice.toAmount),
                      }),
                rate: result.rate,
                fixed: money(slice.fixedCommission),
                minimum: money(slice.minimumCommission),
              })
            : t('commission.previewNoSlice')}
        </Alert>
      )}
    </Stack>
  );
}
