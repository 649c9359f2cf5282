import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useMemo } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AGE_CATEGORIES } from '@/entities/trip';
import { countryOptions } from '@/lib/format/countries';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { FieldGrid, fieldsFor } from '@/lib/ui';
import { EMPTY_PASSENGER_ROW, type FlightStepFormValues } from './flightStepForm';

const { TextField, SelectField, AutocompleteField } = fieldsFor<FlightStepFormValues>();

/** The leg's named passengers, one row each, added and removed in place. */
export function PassengerRows() {
  const { t, i18n } = useTranslation('trips');
  const countries = useMemo(() => countryOptions(toLanguage(i18n.language)), [i18n.language]);
  const { fields, append, remove } = useFieldArray<FlightStepFormValues, 'passengers'>({
    name: 'passengers',
  });
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {t('fields.passengers')}
      </Typography>
      {fields.map((row, index) => (
        <FieldGrid
          key={row.id}
          role="group"
          aria-label={t('edit.passenger', { index: index + 1 })}
          gap={1}
          alignItems="start"
          columns={{ xs: '1fr', sm: '2fr 2fr 1fr auto' }}
        >
          <TextField
            name={`passengers.${index}.name`}
            label={t('fields.passengerName')}
            autoComplete="off"
            required
          />
          <AutocompleteField
            name={`passengers.${index}.nationality`}
            label={t('fields.nationality')}
            options={countries}
            required
          />
          <SelectField
            name={`passengers.${index}.type`}
            label={t('fields.passengerType')}
            options={AGE_CATEGORIES.map((value) => ({
              value,
              label: t(`ageCategories.${value}`),
            }))}
            required
          />
          <IconButton
            aria-label={t('edit.removePassenger', { index: index + 1 })}
            onClick={() => remove(index)}
          >
            <DeleteIcon />
          </IconButton>
        </FieldGrid>
      ))}
      <div>
        <Button onClick={() => append({ ...EMPTY_PASSENGER_ROW })}>{t('edit.addPassenger')}</Button>
      </div>
    </Stack>
  );
}
