import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { routeTo } from '@/lib/paths/routeTo';
import { selectCurrency } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  useDisplayFormat,
  useIdParam,
} from '@/lib/ui';
import { DocumentTitle } from '@/lib/ui/views/feedback/DocumentTitle';
import { shopPaths } from '../paths';
import { useHelicopterOperatorsQuery } from '../api/checkout.api';

/** /trip/{trip}/step/{step}/event/{event}/helicopters [TRIP_EDIT]: operators and destinations. */
export default function HelicoptersPage() {
  const { t } = useTranslation('checkout');
  const show = useDisplayFormat();
  const tripId = useIdParam('tripId') ?? 0;
  const stepId = useIdParam('stepId') ?? 0;
  const eventId = useIdParam('eventId') ?? 0;
  const currency = useAppSelector(selectCurrency);
  const operators = useHelicopterOperatorsQuery({ tripId, stepId, eventId, currency });
  const title = t('helicopter.operatorsTitle');

  let content;
  if (operators.isLoading) content = <LoadingState />;
  else if (operators.isError) content = <ErrorState onRetry={() => void operators.refetch()} />;
  else if (!operators.data || operators.data.length === 0) {
    content = <EmptyState message={t('helicopter.noOperator')} />;
  } else {
    content = (
      <Stack spacing={2} useFlexGap>
        {operators.data.map((operator) => (
          <Paper
            key={operator.provider.id}
            variant="outlined"
            sx={{ p: 2 }}
            component="section"
            aria-label={operator.provider.name}
          >
            <Typography component="h2" variant="h6">
              {operator.provider.name}
            </Typography>
            {operator.priceFrom !== null && (
              <Typography variant="body2">
                {t('helicopter.priceFrom', {
                  price: show.money(operator.priceFrom, operator.currency),
                })}
              </Typography>
            )}
            <Stack component="ul" spacing={1} useFlexGap sx={{ listStyle: 'none', p: 0 }}>
              {operator.destinations.flatMap((destination) =>
                operator.types.map((type) => (
                  <li key={`${destination.id}-${type}`}>
                    <Button
                      component={RouterLink}
                      variant="outlined"
                      to={shopPaths.helicopter({
                        tripId,
                        stepId,
                        eventId,
                        requiredOrganizationId: operator.provider.id,
                        destinationId: destination.id,
                        type,
                      })}
                    >
                      {t('helicopter.destinationOffers', {
                        destination: destination.name,
                        type: t(`helicopter.types.${type}`),
                      })}
                    </Button>
                  </li>
                )),
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <>
      <DocumentTitle title={title} />
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: t('trip'), to: routeTo('trips.detail', { tripId }) },
          { label: title },
        ]}
      />
      {content}
    </>
  );
}
