import Stack from '@mui/material/Stack';
import MuiTextField from '@mui/material/TextField';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { FUEL_TYPES, PRICING_TYPES, PRODUCT_UNITS, SALE_MODES } from '@/entities/cart';
import { CAPACITY_TYPOLOGIES, type ServiceTypology } from '@/entities/service';
import { FieldGrid, FieldRows, fieldsFor, useFieldError } from '@/lib/ui';
import { EMPTY_SLICE } from '../model/pricingForm';
import type { ServiceFormValues } from '../model/serviceFormValues';

const { SelectField, MoneyField, NumberField, TextField } = fieldsFor<ServiceFormValues>();

/** The preview prices as the checkout does (the quote's pricing): loaded after the form shows. */
const PricePreview = lazy(() =>
  import('./PricePreview').then((module) => ({ default: module.PricePreview })),
);

/**
 * The price per slice: one price whatever the booking's size while there is no slice (the
 * contract's `unitPrice` with empty `priceSlices`), then slices, largest first, each row's places
 * not above the previous row's. A first slice starts at the one price.
 */
function PriceSlices({ currency }: { currency: string }) {
  const { t } = useTranslation('services');
  const { fields, append, remove } = useFieldArray<ServiceFormValues, 'pricing.priceSlices'>({
    name: 'pricing.priceSlices',
  });
  const flatPrice = useWatch<ServiceFormValues, 'pricing.unitPrice'>({ name: 'pricing.unitPrice' });
  const { errors } = useFormState<ServiceFormValues>({ name: 'pricing.priceSlices' });
  const listError = useFieldError(
    errors.pricing?.priceSlices?.root ?? errors.pricing?.priceSlices,
    'priceSlices',
  );
  return (
    <Stack spacing={2}>
      {fields.length === 0 && (
        <FieldGrid>
          <MoneyField
            name="pricing.unitPrice"
            label={t('fields.flatSlicePrice')}
            helperText={t('form.flatSliceHint')}
            currency={currency}
          />
        </FieldGrid>
      )}
      <FieldRows
        legend={t('form.slicesLegend')}
        hint={t('form.slicesHint')}
        rows={fields}
        rowLabel={(index) => t('form.slice', { index: index + 1 })}
        removeLabel={(index) => t('form.removeSlice', { index: index + 1 })}
        onRemove={remove}
        columns={{ xs: '1fr 1fr auto' }}
        error={listError}
        add={{
          label: t('form.addSlice'),
          onClick: () =>
            append({ ...EMPTY_SLICE, unitPrice: fields.length === 0 ? flatPrice : null }),
        }}
      >
        {(index) => (
          <>
            <NumberField
              name={`pricing.priceSlices.${index}.places`}
              label={t('fields.slicePlaces')}
              required
            />
            <MoneyField
              name={`pricing.priceSlices.${index}.unitPrice`}
              label={t('fields.sliceUnitPrice')}
              currency={currency}
              required
            />
          </>
        )}
      </FieldRows>
    </Stack>
  );
}

/**
 * The pricing tab's fields: a unit price, or price slices for what is sold by the slice; unit,
 * rates, quantities; then what a buyer pays, live. Money is in the seller's currency.
 */
export function PricingFields({
  typology,
  currency,
}: {
  typology: ServiceTypology | null;
  currency: string;
}) {
  const { t } = useTranslation(['services', 'enums']);
  const pricingType = useWatch<ServiceFormValues, 'pricing.pricingType'>({
    name: 'pricing.pricingType',
  });
  const sliceable = typology !== null && CAPACITY_TYPOLOGIES.includes(typology);
  const types = PRICING_TYPES.filter((type) => sliceable || type === 'unit_price');
  return (
    <Stack spacing={3}>
      <FieldGrid>
        <SelectField
          name="pricing.pricingType"
          label={t('fields.pricingType')}
          options={types.map((value) => ({ value, label: t(`enums:PricingType.${value}`) }))}
          required
        />
        <SelectField
          name="pricing.saleMode"
          label={t('fields.saleMode')}
          options={SALE_MODES.map((value) => ({ value, label: t(`saleModes.${value}`) }))}
          required
        />
      </FieldGrid>
      {pricingType === 'price_per_slice' ? (
        <PriceSlices currency={currency} />
      ) : (
        <FieldGrid>
          <MoneyField name="pricing.unitPrice" label={t('fields.unitPrice')} currency={currency} />
        </FieldGrid>
      )}
      <FieldGrid>
        <SelectField
          name="pricing.unit"
          label={t('fields.unit')}
          options={PRODUCT_UNITS.map((value) => ({ value, label: t(`units.${value}`) }))}
          required
        />
        {typology === 'fuel' && (
          <SelectField
            name="pricing.fuelType"
            label={t('fields.fuelType')}
            options={FUEL_TYPES.map((value) => ({ value, label: t(`enums:FuelType.${value}`) }))}
          />
        )}
        <TextField name="pricing.vatRate" label={t('fields.vatRate')} />
        <TextField name="pricing.ecotax" label={t('fields.ecotax')} />
        <TextField name="pricing.discountRate" label={t('fields.discountRate')} />
        <MuiTextField label={t('fields.currency')} value={currency} disabled />
        <NumberField name="pricing.minQuantity" label={t('fields.minQuantity')} required />
        <NumberField name="pricing.maxQuantity" label={t('fields.maxQuantity')} />
      </FieldGrid>
      <Suspense fallback={null}>
        <PricePreview currency={currency} />
      </Suspense>
    </Stack>
  );
}
