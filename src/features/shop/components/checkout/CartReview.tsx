import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCartActions, type CartEvent, type CartLine } from '@/entities/cart';
import type { LineTotals } from '@/entities/quote';
import { ConfirmDialog, StaticTable, useDisplayFormat, type DataTableColumn } from '@/lib/ui';
import { DeleteIcon } from '@/lib/ui/views/icons';
import { isRemovable, shownContentsOf, summarize } from '../../model/checkout';
import { QuantityInput } from './QuantityInput';
import { RestoredLinePrice } from './RestoredLinePrice';
import { SellerCancellationPolicy } from './SellerCancellationPolicy';

interface ReviewRow {
  line: CartLine;
  totals: LineTotals | null;
}

/** The line's name and what qualifies it: options, contents, mandatory, restored, its rates. */
function ServiceCell({ line }: { line: CartLine }) {
  const { t } = useTranslation('checkout');
  const show = useDisplayFormat();
  const contents = shownContentsOf(line);
  const rates = [
    line.price.discountRate > 0 && `${t('review.discountRate')} ${line.price.discountRate} %`,
    line.price.ecotax > 0 &&
      `${t('review.ecotax')} ${show.money(line.price.ecotax, line.currency || undefined) ?? ''}`,
    `${t('review.vatRate')} ${line.price.vatRate} %`,
  ].filter((rate) => typeof rate === 'string');
  return (
    <Stack spacing={0.25} useFlexGap sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {line.productName}
      </Typography>
      {line.typology === 'mandatory_package' && (
        <Chip
          size="small"
          color="info"
          variant="outlined"
          label={t('review.mandatory')}
          // Its words may break rather than widen the service column past the table's width.
          sx={{ height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal' } }}
        />
      )}
      {line.optionNames.length > 0 && (
        <Typography variant="body2">{line.optionNames.join(', ')}</Typography>
      )}
      {contents.length > 0 && (
        <Typography variant="body2">
          {t('review.contents', {
            contents: show.list(
              contents.map((item) =>
                t('changes.content', { name: item.name, quantity: item.quantity }),
              ),
            ),
          })}
        </Typography>
      )}
      {line.restoredFrom && (
        <Typography variant="body2" color="text.secondary">
          {t('review.restoredFrom', { reference: line.restoredFrom })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {rates.join(' · ')}
      </Typography>
    </Stack>
  );
}

/**
 * The review: one table of lines per seller (service, quantity, unit price, total excl. tax,
 * remove as a trailing icon), the seller's cancellation policy after its lines. The mandatory
 * package keeps its quantity and, while the seller's other lines are in the cart, its place.
 */
export function CartReview({ cart, readOnly = false }: { cart: CartEvent; readOnly?: boolean }) {
  const { t } = useTranslation('checkout');
  const show = useDisplayFormat();
  const { remove } = useCartActions();
  const [removing, setRemoving] = useState<CartLine | null>(null);
  const summary = summarize(cart);
  const eventId = cart.key.eventId;
  // The figures' columns; on a phone's card they read as one line (`amount`).
  const right = { align: 'right', hideOnXs: true } as const;
  const quantityOf = (line: CartLine) =>
    // A period's quantity is the slices × nights; a mandatory package's is the seller's.
    readOnly || line.period || line.typology === 'mandatory_package' ? (
      line.quantity
    ) : (
      <QuantityInput line={line} eventId={eventId} />
    );
  const unitPriceOf = (line: CartLine) =>
    line.price.unitPrice === null
      ? t('review.priceOnRequest')
      : show.money(line.price.unitPrice, line.currency);
  const totalOf = ({ line, totals }: ReviewRow) =>
    totals ? show.money(totals.totalExcludingTax, line.currency) : t('review.priceOnRequest');
  const columns: DataTableColumn<ReviewRow>[] = [
    {
      id: 'service',
      header: t('review.service'),
      render: ({ line }) => <ServiceCell line={line} />,
    },
    {
      id: 'quantity',
      header: t('review.quantity'),
      ...right,
      render: ({ line }) => quantityOf(line),
    },
    {
      id: 'unitPrice',
      header: t('review.unitPrice'),
      ...right,
      // The first to fold if the lines still do not fit (long names, another language): the
      // quantity and the total say it; the table never clips its last column.
      hideBelow: 480,
      render: ({ line }) => unitPriceOf(line),
    },
    { id: 'total', header: t('review.totalExcludingTax'), ...right, render: totalOf },
    {
      // Three bare figures on a card's line said nothing ("1 · €450.00 · €450.00").
      id: 'amount',
      header: t('review.amount'),
      cardsOnly: true,
      render: (row) => (
        <Box
          component="span"
          sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 0.5 }}
        >
          {quantityOf(row.line)}
          <span>× {unitPriceOf(row.line)}</span>
          <span>= {totalOf(row)}</span>
        </Box>
      ),
    },
  ];

  return (
    <Stack spacing={2} useFlexGap>
      {cart.lines
        .filter((line) => line.restoredFrom && line.currency === '')
        .map((line) => (
          <RestoredLinePrice key={line.id} line={line} cart={cart} />
        ))}
      {summary.groups.map((group) => (
        <Paper key={group.provider.id} variant="outlined" component="section" sx={{ p: 2 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {group.provider.name}
          </Typography>
          <StaticTable<ReviewRow>
            label={t('review.linesOf', { seller: group.provider.name })}
            framed={false}
            columns={columns}
            rows={group.lines}
            getRowId={({ line }) => line.id}
            rowHeader="service"
            getRowLabel={({ line }) => line.productName}
            rowActions={
              readOnly
                ? undefined
                : ({ line }) =>
                    isRemovable(line, cart) && (
                      <IconButton
                        size="small"
                        onClick={() => setRemoving(line)}
                        aria-label={t('review.removeLine', { name: line.productName })}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    )
            }
          />
          <Typography component="h3" variant="body2" sx={{ fontWeight: 600, mt: 2 }}>
            {t('review.policy')}
          </Typography>
          <SellerCancellationPolicy
            providerId={group.provider.id}
            airportId={cart.key.airportId}
            productIds={[...new Set(group.lines.map(({ line }) => line.productId))].sort(
              (a, b) => a - b,
            )}
          />
        </Paper>
      ))}
      <ConfirmDialog
        open={removing !== null}
        destructive
        title={t('review.removeTitle')}
        message={t('review.removeMessage', { name: removing?.productName ?? '' })}
        confirmLabel={t('review.remove')}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove(eventId, removing.id);
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
