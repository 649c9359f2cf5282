import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CheckoutChange } from '@/entities/cart';
import { ChangeList, ConfirmDialog, useDisplayFormat } from '@/lib/ui';
import {
  changedLinesOf,
  figureText,
  policyChangesOf,
  type ChangedLine,
  type FigureFormat,
  type PolicyVersion,
  type SentLine,
  type ShownSellerPolicy,
} from '../../model/checkoutChanges';

export interface CheckoutChangesDialogProps {
  changes: readonly CheckoutChange[];
  /** The lines as the checkout sent them (`lineIndex` names one). */
  sent: readonly SentLine[];
  /** The checkout's currency: the changes' amounts are in it. */
  currency: string;
  /** The sellers' policies as the page showed them (a policy change names one). */
  sellers: readonly ShownSellerPolicy[];
  /** The buyer takes the new figures: nothing is ordered until the buyer confirms again. */
  onAccept: () => void;
  onDecline: () => void;
}

/**
 * The checkout found figures the buyer did not see (DECISIONS.md "Catalogue"): nothing was
 * ordered; each changed line, each seller whose cancellation policy changed and the total show
 * what was seen and what applies now. Accepting puts the new figures in the cart and the new
 * policies on the page; the order is placed only when the buyer confirms again.
 */
export function CheckoutChangesDialog(props: CheckoutChangesDialogProps) {
  const { changes, sent, currency, sellers, onAccept, onDecline } = props;
  const { t } = useTranslation(['checkoutChanges', 'checkout']);
  const show = useDisplayFormat();
  const groups = changedLinesOf(changes, sent);
  const policyText = (policy: PolicyVersion) =>
    policy
      ? t('policy', { name: policy.name, date: show.dateTime(policy.updatedAt) ?? '' })
      : t('noPolicy');
  const format: FigureFormat = {
    number: (value) => show.number(value) ?? '',
    money: (value) => show.money(value, currency) ?? '',
    percent: (value) => t('percent', { rate: show.number(value) ?? '' }),
    contents: (value) =>
      value.length === 0
        ? t('noContents')
        : (show.list(
            value.map((item) =>
              t('checkout:changes.content', { name: item.name, quantity: item.quantity }),
            ),
          ) ?? ''),
    onRequest: t('checkout:review.priceOnRequest'),
  };
  return (
    <ConfirmDialog
      open
      title={t('title')}
      message={t('intro')}
      confirmLabel={t('accept')}
      cancelLabel={t('decline')}
      onConfirm={onAccept}
      onClose={onDecline}
    >
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 2 }}>
        {groups
          .filter((line) => line.lineId !== null)
          .map((line) => (
            <ChangedItem key={line.lineId} name={line.name ?? ''} line={line} format={format} />
          ))}
        {policyChangesOf(changes, sellers).map((policy) => {
          const name = t('policyOf', { seller: policy.sellerName });
          return (
            <Box component="li" key={`policy-${policy.sellerId}`} aria-label={name}>
              <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
                {name}
              </Typography>
              <ChangeList
                rows={[
                  {
                    label: t('fields.cancellationPolicy'),
                    before: policyText(policy.seen),
                    after: policyText(policy.current),
                  },
                ]}
              />
              <Typography variant="body2">{t('policyNote')}</Typography>
            </Box>
          );
        })}
        {groups
          .filter((line) => line.lineId === null)
          .map((line) => (
            <ChangedItem key="total" name={t('total')} line={line} format={format} />
          ))}
      </Box>
    </ConfirmDialog>
  );
}

/** A changed line (or the total): its name, then each figure seen and now. */
function ChangedItem(props: { name: string; line: ChangedLine; format: FigureFormat }) {
  const { name, line, format } = props;
  const { t } = useTranslation(['checkoutChanges', 'checkout']);
  return (
    <Box component="li" aria-label={name}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {name}
      </Typography>
      <ChangeList
        rows={line.changes.map((change) => ({
          label: t(`fields.${change.field}`),
          before: figureText(change, 'seen', format),
          after: figureText(change, 'current', format),
        }))}
      />
    </Box>
  );
}
