import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCartActions, type CartEvent, type CartLine } from '@/entities/cart';
import { maxQuantityOf } from '@/entities/quote';
import { ConfirmDialog, useDisplayFormat } from '@/lib/ui';
import { messageWithValues, translateError, VALIDATOR } from '@/lib/validation';
import { isRemovable, shownContentsOf, summarize } from '../../model/checkout';
import { RestoredLinePrice } from './RestoredLinePrice';
import { SellerCancellationPolicy } from './SellerCancellationPolicy';

/** A whole quantity from 1 to the line's maximum; the error's message otherwise. */
function quantityInputError(line: CartLine, value: number): string | null {
  const max = maxQuantityOf(line);
  return Number.isInteger(value) && value > 0 && value <= max
    ? null
    : messageWithValues(VALIDATOR.quantityBetween, { min: 1, max });
}

/**
 * A line's quantity, editable: a whole number up to the product's maximum reaches the cart;
 * anything else says why, and the cart keeps its quantity.
 */
function QuantityInput({ line, eventId }: { line: CartLine; eventId: number }) {
  const { t } = useTranslation('checkout');
  const { setQuantity } = useCartActions();
  const [text, setText] = useState(String(line.quantity));
  // The cart's quantity changed elsewhere (accepted checkout changes, another tab): show it.
  const [shown, setShown] = useState(line.quantity);
  if (shown !== line.quantity) {
    setShown(line.quantity);
    if (Number(text) !== line.quantity) setText(String(line.quantity));
  }
  const error = quantityInputError(line, Number(text));
  return (
    <TextField
      size="small"
      type="number"
      label={t('review.quantity')}
      value={text}
      sx={{ width: 120 }}
      error={error !== null}
      helperText={error === null ? undefined : translateError(t, error)}
      slotProps={{ htmlInput: { min: 1, max: maxQuantityOf(line), step: 1, inputMode: 'numeric' } }}
      onChange={(event) => {
        setText(event.target.value);
        const value = Number(event.target.value);
        if (quantityInputError(line, value) === null) setQuantity(eventId, line.id, value);
      }}
      onBlur={() => {
        if (quantityInputError(line, line.quantity) === null) setText(String(line.quantity));
      }}
    />
  );
}

/** The review: lines grouped by seller, each line's pricing fields and totals, grand totals. */
export function CartReview({ cart, readOnly = false }: { cart: CartEvent; readOnly?: boolean }) {
  const { t } = useTranslation('checkout');
  const show = useDisplayFormat();
  const { remove } = useCartActions();
  const [removing, setRemoving] = useState<CartLine | null>(null);
  const summary = summarize(cart);
  const eventId = cart.key.eventId;

  return (
    <Stack spacing={2} useFlexGap>
      {cart.lines
        .filter((line) => line.restoredFrom && line.currency === '')
        .map((line) => (
          <RestoredLinePrice key={line.id} line={line} cart={cart} />
        ))}
      {summary.groups.map((group) => (
        <Paper key={group.provider.id} variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" variant="h6">
            {group.provider.name}
          </Typography>
          <SellerCancellationPolicy
            providerId={group.provider.id}
            airportId={cart.key.airportId}
            productIds={[...new Set(group.lines.map(({ line }) => line.productId))].sort(
              (a, b) => a - b,
            )}
          />
          <Stack component="ul" spacing={2} useFlexGap sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {group.lines.map(({ line, totals }) => (
              <Box
                component="li"
                key={line.id}
                aria-label={line.productName}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
              >
                <Box sx={{ flex: '1 1 200px' }}>
                  <Typography sx={{ fontWeight: 600 }}>{line.productName}</Typography>
                  {line.optionNames.length > 0 && (
                    <Typography variant="body2">{line.optionNames.join(', ')}</Typography>
                  )}
                  {shownContentsOf(line).length > 0 && (
                    <Typography variant="body2">
                      {t('review.contents', {
                        contents: show.list(
                          shownContentsOf(line).map((item) =>
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
                  <Typography variant="body2">
                    {t('review.unitPrice')}:{' '}
                    {line.price.unitPrice === null
                      ? t('review.priceOnRequest')
                      : show.money(line.price.unitPrice, line.currency)}
                    {' · '}
                    {t('review.discountRate')}: {line.price.discountRate} %{' · '}
                    {t('review.ecotax')}:{' '}
                    {show.money(line.price.ecotax, line.currency || undefined)}
                    {' · '}
                    {t('review.vatRate')}: {line.price.vatRate} %
                  </Typography>
                </Box>
                {/* A period's quantity is the slices the aircraft needs × its nights. */}
                {readOnly || line.period ? (
                  <Typography>
                    {t('review.quantity')}: {line.quantity}
                  </Typography>
                ) : (
                  <QuantityInput line={line} eventId={eventId} />
                )}
                <Box sx={{ minWidth: 160, textAlign: 'right' }}>
                  {totals ? (
                    <>
                      <Typography variant="body2">
                        {t('review.totalExcludingTax')}:{' '}
                        {show.money(totals.totalExcludingTax, line.currency)}
                      </Typography>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {t('review.totalIncludingTax')}:{' '}
                        {show.money(totals.totalIncludingTax, line.currency)}
                      </Typography>
                    </>
                  ) : (
                    <Typography variant="body2">{t('review.priceOnRequest')}</Typography>
                  )}
                </Box>
                {!readOnly && isRemovable(line, cart) && (
                  <Button
                    color="error"
                    onClick={() => setRemoving(line)}
                    aria-label={t('review.removeLine', { name: line.productName })}
                  >
                    {t('review.remove')}
                  </Button>
                )}
              </Box>
            ))}
          </Stack>
        </Paper>
      ))}
      <Paper variant="outlined" sx={{ p: 2 }} aria-label={t('review.grandTotal')}>
        <Typography component="h2" variant="h6">
          {t('review.grandTotal')}
        </Typography>
        {summary.grandTotals.map(({ currency, totals }) => (
          <Box key={currency} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Typography>
              {t('review.totalExcludingTax')}: {show.money(totals.totalExcludingTax, currency)}
            </Typography>
            <Typography>
              {t('review.vat')}: {show.money(totals.vat, currency)}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>
              {t('review.totalIncludingTax')}: {show.money(totals.totalIncludingTax, currency)}
            </Typography>
          </Box>
        ))}
      </Paper>
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
