import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { ApiErrorMessage, EmptyState, ErrorState, LoadingState, StaticTable } from '@/lib/ui';
import type { OrganizationTabProps } from '@/entities/organization';
import { useGetBalanceQuery } from '../api/finance.api';
import { TabSection } from '../components/TabSection';

/** Available, pending and escrowed amounts per currency, and the latest movements. */
export default function BalanceTab({ organizationId }: OrganizationTabProps) {
  const { t } = useTranslation('orgFinance');
  const format = useFormatters();
  const balance = useGetBalanceQuery(organizationId);
  if (balance.isLoading) return <LoadingState label={t('balance.loading')} />;
  if (balance.isError || !balance.data) {
    return (
      <ErrorState message={<ApiErrorMessage error={balance.error} />} onRetry={balance.refetch} />
    );
  }
  const { amounts, movements } = balance.data;
  return (
    <>
      <TabSection title={t('balance.title')}>
        {amounts.length === 0 ? (
          <EmptyState message={t('balance.empty')} />
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {amounts.map((amount) => (
              <Card key={amount.currencyCode} variant="outlined" sx={{ flex: 1 }}>
                <CardContent>
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    {format.currencyLabel(amount.currencyCode)}
                  </Typography>
                  <dl>
                    {(['available', 'pending', 'escrowed'] as const).map((kind) => (
                      <Stack key={kind} direction="row" sx={{ justifyContent: 'space-between' }}>
                        <Typography component="dt" color="text.secondary">
                          {t(`balance.${kind}`)}
                        </Typography>
                        <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                          {format.money(amount[kind], amount.currencyCode)}
                        </Typography>
                      </Stack>
                    ))}
                  </dl>
                </CardContent>
              </Card>
            ))}
          </Stack>
        )}
      </TabSection>
      <TabSection title={t('balance.movements')}>
        <StaticTable
          label={t('balance.movements')}
          columns={[
            { id: 'date', header: t('balance.date'), render: (m) => format.date(m.date) },
            { id: 'kind', header: t('balance.kind'), render: (m) => t(`balance.kinds.${m.kind}`) },
            { id: 'reference', header: t('balance.reference'), render: (m) => m.reference },
            {
              id: 'amount',
              header: t('balance.amount'),
              align: 'right',
              render: (m) => format.money(m.amount, m.currencyCode),
            },
          ]}
          rows={movements}
          getRowId={(m) => m.id}
          emptyMessage={t('balance.noMovement')}
          framed={false}
        />
      </TabSection>
    </>
  );
}
