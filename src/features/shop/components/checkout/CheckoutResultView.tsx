import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { CheckoutResult } from '@/entities/cart';
import type { PaymentIntentStatus } from '@/entities/payment';
import { routeTo } from '@/lib/paths/routeTo';
import { useDisplayFormat } from '@/lib/ui';
import { checkoutMoneyOf } from '../../model/checkoutMoney';

/**
 * The order confirmation: each order and quotation request linked to its page, what happened to
 * the money (authorised, debiting, charged, or paid at invoice), and the next steps: the order
 * (the only one) or the trip.
 */
export function CheckoutResultView({
  result,
  status = null,
  tripId,
}: {
  result: CheckoutResult;
  /** The payment's last status, when the pay step told it. */
  status?: PaymentIntentStatus | null;
  tripId: number;
}) {
  const { t } = useTranslation('checkout');
  const show = useDisplayFormat();
  const { money, quotationRequests } = checkoutMoneyOf(result, status ?? undefined);
  const moneyLine =
    'amount' in money
      ? t(`result.money.${money.kind}`, { amount: show.money(money.amount, money.currency) })
      : t(`result.money.${money.kind}`);
  const only = result.quotes.length === 1 ? result.quotes[0] : undefined;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2} useFlexGap>
        <Alert severity="success">{t('result.success')}</Alert>
        <Box component="ul" sx={{ m: 0, pl: 3 }} aria-label={t('result.quotes')}>
          {result.quotes.map((quote) => (
            <li key={quote.id}>
              <Link component={RouterLink} to={routeTo('orders.show', { id: quote.id })}>
                {quote.reference}
              </Link>
              {' · '}
              {quote.organization.name} · {t(`quoteStates.${quote.state}`)}
            </li>
          ))}
        </Box>
        <Typography role="note" aria-label={t('result.moneyLabel')}>
          {moneyLine}
          {quotationRequests && money.kind !== 'onQuote' && ` ${t('result.money.quotations')}`}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap>
          {only && (
            <Button
              component={RouterLink}
              to={routeTo('orders.show', { id: only.id })}
              variant="contained"
            >
              {t('result.seeOrder', { reference: only.reference })}
            </Button>
          )}
          <Button
            component={RouterLink}
            to={routeTo('trips.detail', { tripId })}
            variant={only ? 'outlined' : 'contained'}
          >
            {t('result.backToTrip')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
