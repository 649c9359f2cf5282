import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { CheckoutResult } from '@/entities/cart';
import { routeTo } from '@/lib/paths/routeTo';

/** The created orders and quotation requests, with a link back to the trip. */
export function CheckoutResultView({ result, tripId }: { result: CheckoutResult; tripId: number }) {
  const { t } = useTranslation('checkout');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2} useFlexGap>
        <Alert severity="success">{t('result.success')}</Alert>
        <Box component="ul" sx={{ m: 0, pl: 3 }} aria-label={t('result.quotes')}>
          {result.quotes.map((quote) => (
            <li key={quote.id}>
              {quote.reference} · {quote.organization.name} · {t(`quoteStates.${quote.state}`)}
            </li>
          ))}
        </Box>
        <Box>
          <Button
            component={RouterLink}
            to={routeTo('trips.detail', { tripId })}
            variant="contained"
          >
            {t('result.backToTrip')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
