import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OfferSubscriber } from '@/entities/offer';
import { RecordGate, StaticTable, useDisplayFormat } from '@/lib/ui';
import { useGetOfferSubscribersQuery } from '../api/offers.api';
import type { OfferTabProps } from '../pages/OfferPage';

/** The organizations subscribed to the offer, read only. */
export default function SubscribersTab({ offerId }: OfferTabProps) {
  const { t } = useTranslation(['offers', 'orgFinance']);
  const show = useDisplayFormat();
  const record = useGetOfferSubscribersQuery(offerId);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('tabs.subscribers')}
      </Typography>
      <RecordGate record={record}>
        {({ subscribers }) => (
          <StaticTable<OfferSubscriber>
            label={t('tabs.subscribers')}
            rows={subscribers}
            getRowId={(row) => row.organizationId}
            rowHeader="name"
            emptyMessage={t('subscribers.empty')}
            columns={[
              { id: 'name', header: t('subscribers.name'), render: (row) => row.name },
              {
                id: 'status',
                header: t('subscribers.status'),
                render: (row) => t(`subscribers.statuses.${row.status}`),
              },
              {
                id: 'startAt',
                header: t('subscribers.startAt'),
                render: (row) => show.date(row.startAt),
              },
              {
                id: 'endAt',
                header: t('subscribers.endAt'),
                render: (row) => show.date(row.endAt),
              },
            ]}
          />
        )}
      </RecordGate>
    </Paper>
  );
}
