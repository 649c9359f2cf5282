import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CAPACITY_COUNTS, SERVICE_STATUSES } from '@/entities/service';
import { selectMeasurement } from '@/lib/preferences/preferencesSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { CheckboxField, FieldGrid, FieldRows, fieldsFor, useFieldError } from '@/lib/ui';
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

/** The footprint's unit: the person's measurement setting (sent with the values). */
export function useAreaUnit() {
  return useAppSelector(selectMeasurement) === 'imperial' ? ('ft2' as const) : ('m2' as const);
}

/** Status, visibility and the dates the service is sold between. */
export function AvailabilityFields() {
  const { t } = useTranslation('services');
  return (
    <FieldGrid>
      <SelectField
        name="availability.status"
        label={t('fields.status')}
        options={SERVICE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        required
      />
      <CheckboxField<ServiceFormValues> name="availability.visible" label={t('fields.visible')} />
      <DateField name="availability.availableFrom" label={t('fields.availableFrom')} />
      <DateField name="availability.availableTo" label={t('fields.availableTo')} />
    </FieldGrid>
  );
}

/** Hangar, parking, outside ramps: slices or places, their area, the aircraft it takes. */
export function CapacityFields() {
  const { t } = useTranslation('services');
  const unit = useAreaUnit();
  const unitLabel = unit === 'ft2' ? 'ft²' : 'm²';
  return (
    <FieldGrid>
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
    </FieldGrid>
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
    <FieldRows
      legend={t('fields.packages')}
      rows={fields}
      rowLabel={(index) => t('form.content', { index: index + 1 })}
      removeLabel={(index) => t('form.removeContent', { index: index + 1 })}
      onRemove={remove}
      columns={{ xs: '1fr auto', md: '3fr 1fr auto' }}
      error={listError}
      add={{ label: t('form.addContent'), onClick: () => append(structuredClone(EMPTY_CONTENT)) }}
    >
      {(index) => (
        <>
          <MultiLanguageTextField
            name={`packages.contents.${index}.name`}
            label={t('fields.contentName')}
          />
          <NumberField
            name={`packages.contents.${index}.quantity`}
            label={t('fields.contentQuantity')}
            required
          />
        </>
      )}
    </FieldRows>
  );
}
