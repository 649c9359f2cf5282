import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CheckoutChange } from '@/entities/cart';
import { ChangeList, ConfirmDialog, useDisplayFormat } from '@/lib/ui';
import {
  changedLinesOf,
  figureText,
  type FigureFormat,
  type SentLine,
} from '../../model/checkoutChanges';

export interface CheckoutChangesDialogProps {
  changes: readonly CheckoutChange[];
  /** The lines as the checkout sent them (`lineIndex` names one). */
  sent: readonly SentLine[];
  /** The checkout's currency: the changes' amounts are in it. */
  currency: string;
  /** The buyer takes the new figures: nothing is ordered until the buyer confirms again. */
  onAccept: () => void;
  onDecline: () => void;
}

/**
 * The checkout found figures the buyer did not see (DECISIONS.md "Catalogue"): nothing was
 * ordered; each changed line and the total show what was seen and what applies now. Accepting
 * puts the new figures in the cart; the order is placed only when the buyer confirms again.
 */
export function CheckoutChangesDialog(props: CheckoutChangesDialogProps) {
  const { changes, sent, currency, onAccept, onDecline } = props;
  const { t } = useTranslation('checkout');
  const show = useDisplayFormat();
  const format: FigureFormat = {
    number: (value) => show.number(value) ?? '',
    money: (value) => show.money(value, currency) ?? '',
    percent: (value) => t('changes.percent', { rate: show.number(value) ?? '' }),
    contents: (value) =>
      value.length === 0
        ? t('changes.noContents')
        : (show.list(
            value.map((item) => t('changes.content', { name: item.name, quantity: item.quantity })),
          ) ?? ''),
    onRequest: t('review.priceOnRequest'),
  };
  return (
    <ConfirmDialog
      open
      title={t('changes.title')}
      message={t('changes.intro')}
      confirmLabel={t('changes.accept')}
      cancelLabel={t('changes.decline')}
      onConfirm={onAccept}
      onClose={onDecline}
    >
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 2 }}>
        {changedLinesOf(changes, sent).map((line) => (
          <Box
            component="li"
            key={line.lineId ?? 'total'}
            aria-label={line.name ?? t('changes.total')}
          >
            <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
              {line.name ?? t('changes.total')}
            </Typography>
            <ChangeList
              rows={line.changes.map((change) => ({
                label: t(`changes.fields.${change.field}`),
                before: figureText(change, 'seen', format),
                after: figureText(change, 'current', format),
              }))}
            />
          </Box>
        ))}
      </Box>
    </ConfirmDialog>
  );
}
