import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListServiceCategoriesQuery } from '@/entities/service';
import { RecordGate } from '@/lib/ui';
import { useGetOfferCommissionQuery } from '../api/offers.api';
import { CategoryRates } from '../components/CategoryRates';
import { CommissionPreview } from '../components/CommissionPreview';
import { SliceTable } from '../components/SliceTable';
import type { OfferTabProps } from '../pages/OfferPage';

function Card({ title, help, children }: { title: string; help?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {help && <Typography color="text.secondary">{help}</Typography>}
        {children}
      </Stack>
    </Paper>
  );
}

/** The slice table, the category rates, and a preview of the commission of a typed amount. */
export default function CommissionTab({ offerId, readOnly }: OfferTabProps) {
  const { t } = useTranslation('offers');
  const record = useGetOfferCommissionQuery(offerId);
  const categories = (useListServiceCategoriesQuery(null).data ?? []).map((c) => ({
    value: c.id,
    label: c.name,
  }));
  return (
    <RecordGate record={record}>
      {(commission) => (
        <Stack spacing={3}>
          <Card title={t('commission.slices')} help={t('commission.slicesHelp')}>
            <SliceTable offerId={offerId} commission={commission} readOnly={readOnly} />
          </Card>
          <Card title={t('commission.categories')} help={t('commission.categoriesHelp')}>
            <CategoryRates
              offerId={offerId}
              commission={commission}
              categories={categories}
              readOnly={readOnly}
            />
          </Card>
          <Card title={t('commission.preview')}>
            <CommissionPreview commission={commission} categories={categories} />
          </Card>
        </Stack>
      )}
    </RecordGate>
  );
}
