import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldGrid, fieldsFor } from '@/lib/ui';
import { useListNegotiatedRatesQuery } from '@/entities/negotiated-rate';
import { PRICE_LIST_STATUSES } from '@/entities/price-list';
import type { PriceListFormValues } from '../model/priceList.schema';
import { PriceListLines } from './PriceListLines';

const { TextField, SelectField } = fieldsFor<PriceListFormValues>();

/** Every client company of the seller (the API's page maximum). */
const ALL_RATES = { page: 1, pageSize: 100, sort: null, order: 'asc', filters: {} } as const;

/** The price list's name, status, client company, then its lines. */
export function PriceListFields() {
  const { t } = useTranslation(['priceLists', 'ui'], { nsMode: 'fallback' });
  const rates = useListNegotiatedRatesQuery(ALL_RATES);
  const companies = useMemo(
    () =>
      (rates.data?.items ?? []).map((rate) => ({
        value: rate.id,
        label: `${rate.companyName} (${rate.intracommunityVatNumber})`,
      })),
    [rates.data],
  );
  const statuses = PRICE_LIST_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }));
  return (
    <Stack spacing={3}>
      <FieldGrid columns={{ xs: '1fr', md: '2fr 1fr' }}>
        <TextField name="name" label={t('fields.name')} autoComplete="off" required />
        <SelectField name="status" label={t('fields.status')} options={statuses} required />
        <SelectField
          name="negotiatedRateId"
          label={t('fields.company')}
          helperText={t('fields.companyHelp')}
          options={companies}
          required
        />
      </FieldGrid>
      <PriceListLines />
    </Stack>
  );
}
