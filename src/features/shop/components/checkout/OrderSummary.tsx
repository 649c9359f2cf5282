import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartEvent } from '@/entities/cart';
import { useDisplayFormat } from '@/lib/ui';
import { summarize } from '../../model/checkout';

const amountSx = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * What is being paid, kept in view beside the pay step: each line with its quantity and total
 * incl. tax, by seller, then the grand totals (the review's figures, read-only and compact).
 */
export function OrderSummary({ cart }: { cart: CartEvent }) {
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
          <Box key={currency} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>{t('review.totalIncludingTax')}</Typography>
            <Typography sx={{ ...amountSx, fontWeight: 600 }}>
              {show.money(totals.totalIncludingTax, currency)}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
