import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutChange } from '@/entities/cart';
import { ChangeList, ConfirmDialog, useDisplayFormat, type ChangeRow } from '@/lib/ui';
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
  const figureRows = (line: ChangedLine): ChangeRow[] =>
    line.changes.map((change) => ({
      label: t(`fields.${change.field}`),
      before: figureText(change, 'seen', format),
      after: figureText(change, 'current', format),
    }));
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
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
        {groups
          .filter((line) => line.lineId !== null)
          .map((line) => (
            <ChangedItem key={line.lineId} name={line.name ?? ''} rows={figureRows(line)} />
          ))}
        {policyChangesOf(changes, sellers).map((policy) => (
          <ChangedItem
            key={`policy-${policy.sellerId}`}
            name={t('policyOf', { seller: policy.sellerName })}
            rows={[
              {
                label: t('fields.cancellationPolicy'),
                before: policyText(policy.seen),
                after: policyText(policy.current),
              },
            ]}
          >
            <Typography variant="body2">{t('policyNote')}</Typography>
          </ChangedItem>
        ))}
        {groups
          .filter((line) => line.lineId === null)
          .map((line) => (
            <ChangedItem key="total" name={t('total')} rows={figureRows(line)} />
          ))}
      </Stack>
    </ConfirmDialog>
  );
}

/** A changed line, a seller's policy or the total: its name, then each value seen and now. */
function ChangedItem({
  name,
  rows,
  children,
}: {
  name: string;
  rows: ChangeRow[];
  children?: ReactNode;
}) {
  return (
    <Box component="li" aria-label={name}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {name}
      </Typography>
      <ChangeList rows={rows} />
      {children}
    </Box>
  );
}
