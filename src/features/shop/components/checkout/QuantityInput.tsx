import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCartActions, type CartLine } from '@/entities/cart';
import { maxQuantityOf } from '@/entities/quote';
import { messageWithValues, translateError, VALIDATOR } from '@/lib/validation';

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
export function QuantityInput({ line, eventId }: { line: CartLine; eventId: number }) {
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
      value={text}
      // Room for four digits and the spin buttons: the table's other figures keep theirs.
      sx={{ width: 88 }}
      error={error !== null}
      helperText={error === null ? undefined : translateError(t, error)}
      slotProps={{
        htmlInput: {
          min: 1,
          max: maxQuantityOf(line),
          step: 1,
          inputMode: 'numeric',
          // The column's header names it on screen; a screen reader hears it on the field.
          'aria-label': t('review.quantity'),
        },
      }}
      onChange={(event) => {
        setText(event.target.value);
        const value = Number(event.target.value);
        if (quantityInputError(line, value) === null) setQuantity(eventId, line.id, value);
      }}
      // Enter here must not send the order: the quantity is taken as typed.
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      onBlur={() => {
        if (quantityInputError(line, line.quantity) === null) setText(String(line.quantity));
      }}
    />
  );
}
