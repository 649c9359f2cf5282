import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CAPACITY_COUNTS, SERVICE_STATUSES } from '@/entities/service';
import { selectMeasurement } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { CheckboxField, fieldsFor, useFieldError } from '@/lib/ui';
import { AddIcon, DeleteIcon } from '@/lib/ui/icons';
import { EMPTY_CONTENT } from '../model/otherForms';
import type { ServiceFormValues } from '../model/serviceFormValues';
import { useSellerAirportChoices } from '../api/sellerAirports.api';

const {
  SelectField,
  NumberField,
  UnitNumberField,
  DateField,
  AutocompleteField,
  MultiLanguageTextField,
} = fieldsFor<ServiceFormValues>();

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** The footprint's unit: the person's measurement setting (sent with the values). */
export function useAreaUnit() {
  return useAppSelector(selectMeasurement) === 'imperial' ? ('ft2' as const) : ('m2' as const);
}

/** Status, visibility and the dates the service is sold between. */
export function AvailabilityFields() {
  const { t } = useTranslation('services');
  return (
    <Box sx={grid}>
      <SelectField
        name="availability.status"
        label={t('fields.status')}
        options={SERVICE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        required
      />
      <CheckboxField<ServiceFormValues> name="availability.visible" label={t('fields.visible')} />
      <DateField name="availability.availableFrom" label={t('fields.availableFrom')} />
      <DateField name="availability.availableTo" label={t('fields.availableTo')} />
    </Box>
  );
}

/** Hangar, parking, outside ramps: slices or places, their area, the aircraft it takes. */
export function CapacityFields() {
  const { t } = useTranslation('services');
  const unit = useAreaUnit();
  const unitLabel = unit === 'ft2' ? 'ft²' : 'm²';
  return (
    <Box sx={grid}>
      <SelectField
        name="capacity.count"
        label={t('fields.capacityMode')}
        options={CAPACITY_COUNTS.map((value) => ({ value, label: t(`capacityModes.${value}`) }))}
        required
      />
      <NumberField name="capacity.total" label={t('fields.capacityTotal')} required />
      <UnitNumberField
        name="capacity.sliceAreaM2"
        label={t('fields.sliceArea')}
        unit="m2"
        required
      />
      <Box />
      <NumberField name="capacity.footprintMin" label={t('fields.footprintMin')} unit={unitLabel} />
      <NumberField name="capacity.footprintMax" label={t('fields.footprintMax')} unit={unitLabel} />
    </Box>
  );
}

/** The airports it is sold at, among the organization's. */
export function AirportsFields() {
  const { t } = useTranslation('services');
  const { choices, isLoading } = useSellerAirportChoices();
  return (
    <Stack spacing={1}>
      <AutocompleteField
        name="airportIds"
        label={t('fields.airports')}
        options={choices}
        multiple
        required
        loading={isLoading}
        noOptionsText={t('form.noAirport')}
      />
    </Stack>
  );
}

/** What a package contains, line by line. */
export function PackagesFields() {
  const { t } = useTranslation('services');
  const { fields, append, remove } = useFieldArray<ServiceFormValues, 'packages.contents'>({
    name: 'packages.contents',
  });
  const { errors } = useFormState<ServiceFormValues>({ name: 'packages.contents' });
  const listError = useFieldError(
    errors.packages?.contents?.root ?? errors.packages?.contents,
    'contents',
  );
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {t('fields.packages')}
      </Typography>
      {fields.map((row, index) => (
        <Box
          key={row.id}
          role="group"
          aria-label={t('form.content', { index: index + 1 })}
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr auto', md: '3fr 1fr auto' },
          }}
        >
          <MultiLanguageTextField
            name={`packages.contents.${index}.name`}
            label={t('fields.contentName')}
          />
          <NumberField
            name={`packages.contents.${index}.quantity`}
            label={t('fields.contentQuantity')}
            required
          />
          <IconButton
            aria-label={t('form.removeContent', { index: index + 1 })}
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
        <Button startIcon={<AddIcon />} onClick={() => append(structuredClone(EMPTY_CONTENT))}>
          {t('form.addContent')}
        </Button>
      </Box>
    </Stack>
  );
}
