import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartEvent } from '@/entities/cart';
import { useDisplayFormat } from '@/lib/ui';
import { summarize } from '../../model/checkout';

const amountSx = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A total's label and amount on one line, the amount right-aligned. */
function Figure({
  label,
  strong,
  children,
}: {
  label: string;
  strong?: boolean;
  children: ReactNode;
}) {
  const weight = strong ? { fontWeight: 600 } : {};
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant={strong ? 'body1' : 'body2'} sx={weight}>
        {label}
      </Typography>
      <Typography variant={strong ? 'body1' : 'body2'} sx={{ ...amountSx, ...weight }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * What is being paid, kept in view beside the pay step: each line with its quantity and total
 * incl. tax, by seller, then the grand totals (the review's figures, read-only and compact);
 * at checkout, its primary button (`action`) under them.
 */
export function OrderSummary({ cart, action }: { cart: CartEvent; action?: ReactNode }) {
  const { t } = useTranslation('checkout');
  const show = useDisplayFormat();
  const titleId = useId();
  const summary = summarize(cart);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2, alignSelf: 'start', position: { md: 'sticky' }, top: { md: 16 } }}
    >
      <Stack spacing={1.5} useFlexGap>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('summary.title')}
        </Typography>
        {summary.groups.map((group) => (
          <Stack key={group.provider.id} spacing={0.5} useFlexGap>
            <Typography variant="body2" color="text.secondary">
              {group.provider.name}
            </Typography>
            {group.lines.map(({ line, totals }) => (
              <Box key={line.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <Typography variant="body2">
                  {t('summary.line', { name: line.productName, quantity: line.quantity })}
                </Typography>
                <Typography variant="body2" sx={amountSx}>
                  {totals
                    ? show.money(totals.totalIncludingTax, line.currency)
                    : t('review.priceOnRequest')}
                </Typography>
              </Box>
            ))}
          </Stack>
        ))}
        <Divider />
        {summary.grandTotals.map(({ currency, totals }) => (
          <Stack key={currency} spacing={0.5} useFlexGap>
            <Figure label={t('review.totalExcludingTax')}>
              {show.money(totals.totalExcludingTax, currency)}
            </Figure>
            <Figure label={t('review.vat')}>{show.money(totals.vat, currency)}</Figure>
            <Figure label={t('review.totalIncludingTax')} strong>
              {show.money(totals.totalIncludingTax, currency)}
            </Figure>
          </Stack>
        ))}
        {action}
      </Stack>
    </Paper>
  );
}
