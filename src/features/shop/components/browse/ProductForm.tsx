import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ShopProduct } from '@/entities/cart';
import type { CartEventKey } from '@/entities/cart';
import { useFormatters } from '@/lib/format';
import { maxQuantityOf } from '@/entities/quote';
import {
  Form,
  NumberField,
  SubmitButton,
  TextField,
  UnitNumberField,
  useMutationForm,
} from '@/lib/ui';
import { cartLineOf, lineTotalOf } from '../../model/cartLine';
import {
  quantityError,
  serviceFormDefaults,
  serviceFormSchema,
  type ServiceFormOutput,
  type ServiceFormValues,
} from '../../model/serviceForm';
import { AddedAlert, type Added } from './AddedAlert';
import { useAddToCart } from './useAddToCart';

function OptionsField({ product }: { product: ShopProduct }) {
  const { t } = useTranslation('shop');
  const fmt = useFormatters();
  const { field } = useController<ServiceFormValues, 'optionIds'>({ name: 'optionIds' });
  if (product.options.length === 0) return null;
  const toggle = (id: number, on: boolean) =>
    field.onChange(on ? [...field.value, id] : field.value.filter((value) => value !== id));
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('product.options')}
      </Typography>
      <FormGroup>
        {product.options.map((option) => (
          <FormControlLabel
            key={option.id}
            control={
              <Checkbox
                checked={field.value.includes(option.id)}
                onChange={(event) => toggle(option.id, event.target.checked)}
              />
            }
            label={t('product.option', {
              name: option.name,
              price: fmt.money(option.unitPrice, product.currency),
            })}
          />
        ))}
      </FormGroup>
    </fieldset>
  );
}

function LineTotal({ product }: { product: ShopProduct }) {
  const { t } = useTranslation('shop');
  const fmt = useFormatters();
  const [quantity, optionIds] = useWatch<ServiceFormValues, ['quantity', 'optionIds']>({
    name: ['quantity', 'optionIds'],
  });
  const valid = quantity !== null && quantityError(product, quantity) === null;
  const totals = valid ? lineTotalOf(product, { quantity, optionIds }) : null;
  if (totals === null) {
    return (
      <Typography role="status">
        {product.unitPrice === null ? t('product.priceOnQuotation') : t('product.totalUnknown')}
      </Typography>
    );
  }
  return (
    <Typography role="status" variant="h6" component="p">
      {t('product.total', {
        excluding: fmt.money(totals.totalExcludingTax, product.currency),
        including: fmt.money(totals.totalIncludingTax, product.currency),
      })}
    </Typography>
  );
}

/**
 * The quantity, options and comment of a product, its line total (lib/pricing through
 * model/cartLine), and "Add to cart" (direct sale) or "Request a quote" (quotation).
 */
export function ProductForm({
  product,
  cartKey,
  sellerProducts,
}: {
  product: ShopProduct;
  cartKey: CartEventKey;
  sellerProducts: readonly ShopProduct[];
}) {
  const { t } = useTranslation('shop');
  const addToCart = useAddToCart(cartKey);
  const [added, setAdded] = useState<Added | null>(null);
  const quotation = product.saleMode === 'quotation';
  const schema = useMemo(() => serviceFormSchema(product), [product]);
  // The cart is kept in the store: adding a line is a dispatch, which cannot be refused.
  const { form, submit } = useMutationForm<
    ServiceFormValues,
    ServiceFormOutput,
    ServiceFormOutput,
    ShopProduct | null
  >({
    schema,
    defaultValues: serviceFormDefaults(product),
    mutation: (values) => ({
      unwrap: () => {
        const line = cartLineOf(product, {
          quantity: values.quantity,
          optionIds: values.optionIds,
          comment: quotation ? values.comment : null,
        });
        return Promise.resolve(addToCart(line, sellerProducts));
      },
    }),
    onSaved: (pack) => setAdded({ name: product.name, pack: pack?.name ?? null }),
  });
  const limits = t('product.between', {
    min: Math.max(1, product.minQuantity),
    max: maxQuantityOf(product),
  });
  return (
    <Form form={form} onSubmit={submit} aria-label={t('product.order')}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        {product.typology === 'fuel' ? (
          <UnitNumberField<ServiceFormValues>
            name="quantity"
            unit="l"
            label={t('fuel.volume')}
            helperText={limits}
            required
          />
        ) : (
          <NumberField<ServiceFormValues>
            name="quantity"
            label={t('product.quantity')}
            helperText={limits}
            integer
            required
          />
        )}
        <OptionsField product={product} />
        {quotation && (
          <TextField<ServiceFormValues>
            name="comment"
            label={t('product.comment')}
            multiline
            minRows={2}
          />
        )}
        <LineTotal product={product} />
        <div>
          <SubmitButton>
            {quotation ? t('product.requestQuote') : t('product.addToCart')}
          </SubmitButton>
        </div>
        <AddedAlert added={added} cartKey={cartKey} />
      </Stack>
    </Form>
  );
}
