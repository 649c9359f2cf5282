import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MuiTextField from '@mui/material/TextField';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FUEL_TYPES, PRICING_TYPES, PRODUCT_UNITS, SALE_MODES } from '@/entities/cart';
import { CAPACITY_TYPOLOGIES, type ServiceTypology } from '@/entities/service';
import { fieldsFor, useFieldError } from '@/lib/ui';
import { AddIcon, DeleteIcon } from '@/lib/ui/icons';
import { EMPTY_SLICE } from '../model/pricingForm';
import type { ServiceFormValues } from '../model/serviceFormValues';
import { PricePreview } from './PricePreview';

const { SelectField, MoneyField, NumberField, TextField } = fieldsFor<ServiceFormValues>();

/** The slices, largest first: each row's places not above the previous row's. */
function PriceSlices({ currency }: { currency: string }) {
  const { t } = useTranslation('services');
  const { fields, append, remove } = useFieldArray<ServiceFormValues, 'pricing.priceSlices'>({
    name: 'pricing.priceSlices',
  });
  const { errors } = useFormState<ServiceFormValues>({ name: 'pricing.priceSlices' });
  const listError = useFieldError(
    errors.pricing?.priceSlices?.root ?? errors.pricing?.priceSlices,
    'priceSlices',
  );
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {t('fields.slices')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('form.slicesHint')}
      </Typography>
      {fields.map((row, index) => (
        <Box
          key={row.id}
          role="group"
          aria-label={t('form.slice', { index: index + 1 })}
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr 1fr auto' },
          }}
        >
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
          <IconButton
            aria-label={t('form.removeSlice', { index: index + 1 })}
            onClick={() => remove(index)}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      {listError && (
        <Typography role="alert" color="error" variant="body2">
          {listError}
        </Typography>
      )}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => append({ ...EMPTY_SLICE })}>
          {t('form.addSlice')}
        </Button>
      </Box>
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
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };
  return (
    <Stack spacing={3}>
      <Box sx={grid}>
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
      </Box>
      {pricingType === 'price_per_slice' ? (
        <PriceSlices currency={currency} />
      ) : (
        <Box sx={grid}>
          <MoneyField name="pricing.unitPrice" label={t('fields.unitPrice')} currency={currency} />
        </Box>
      )}
      <Box sx={grid}>
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
      </Box>
      <PricePreview currency={currency} />
    </Stack>
  );
}
