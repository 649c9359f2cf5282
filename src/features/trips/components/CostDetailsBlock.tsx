import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import { ApiErrorMessage, LinesTable, LoadingState, useDisplayFormat } from '@/lib/ui';
import { COST_DETAILS_TIMEOUT, useCostDetailsQuery } from '../api/trips.api';

/**
 * A step's cost details: asked every 100 ms until the server has computed them, given up after
 * 30 s with an error (api/trips.api.ts `costDetails`, model/polling.ts).
 */
export function CostDetailsBlock({ stepId }: { stepId: number }) {
  const { t } = useTranslation('trips');
  const show = useDisplayFormat();
  const result = useCostDetailsQuery(stepId);
  const headingId = `costs-${stepId}`;
  let body;
  if (result.data) {
    const { charges, total, currency } = result.data;
    // A document's lines: amounts right-aligned in tabular figures, the total under them.
    body =
      charges.length === 0 ? (
        <Typography>{t('costs.none')}</Typography>
      ) : (
        <LinesTable
          label={t('costs.title')}
          columns={[
            { id: 'charge', header: t('costs.charge'), render: (charge) => charge.label },
            {
              id: 'amount',
              header: t('costs.amount'),
              align: 'right',
              numeric: true,
              nowrap: true,
              render: (charge) => show.money(charge.amount, charge.currency),
            },
          ]}
          rows={charges.map((charge, index) => ({ ...charge, index }))}
          getRowId={(charge) => charge.index}
          totals={[{ label: t('costs.total'), value: show.money(total, currency), emphasis: true }]}
        />
      );
  } else if (result.error) {
    const error = apiErrorOf(result.error);
    body = (
      <Alert severity="error">
        {error?.message === COST_DETAILS_TIMEOUT ? (
          t('costs.timeout')
        ) : (
          <ApiErrorMessage error={result.error} />
        )}
      </Alert>
    );
  } else {
    body = <LoadingState label={t('costs.loading')} />;
  }
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        {t('costs.title')}
      </Typography>
      {body}
    </section>
  );
}
