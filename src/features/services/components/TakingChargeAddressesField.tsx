import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isPrecisePlace, useSearchPlacesQuery, type Place } from '@/entities/service';
import { useBoundField } from '@/lib/ui';
import type { ServiceFormValues } from '../model/serviceFormValues';

const NAME = 'takingChargeAddresses';
const DEBOUNCE_MS = 300;
/** Shorter searches match too much to help. */
const MIN_SEARCH = 2;

/** The typed text once the person paused typing. */
function useDebounced(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * A helicopter service's taking-charge addresses: places chosen from the directory (GET
 * api/place, searched as the person types), never free text. A city, a region or a road can be
 * found but not kept: the field says at once that it is not precise enough.
 */
export function TakingChargeAddressesField() {
  const { t } = useTranslation('services');
  const { field, errorText } = useBoundField<ServiceFormValues>(NAME);
  const { trigger } = useFormContext<ServiceFormValues>();
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim());
  const places = useSearchPlacesQuery(search.length >= MIN_SEARCH ? search : skipToken);
  const value: Place[] = Array.isArray(field.value) ? (field.value as Place[]) : [];
  const kind = (place: Place) => t(`takingCharge.kinds.${place.kind}`);
  return (
    <Autocomplete
      multiple
      options={places.data ?? []}
      value={value}
      disabled={field.disabled}
      loading={places.isFetching}
      // The API searched: every answer is a match.
      filterOptions={(all) => all}
      getOptionLabel={(place) => place.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, next) => {
        field.onChange(next);
        void trigger(NAME);
      }}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
      }}
      onBlur={field.onBlur}
      noOptionsText={
        search.length < MIN_SEARCH ? t('takingCharge.typeToSearch') : t('takingCharge.noPlace')
      }
      loadingText={t('takingCharge.searching')}
      renderOption={({ key, ...props }, place) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body1">{place.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {place.formattedAddress} · {kind(place)}
              {!isPrecisePlace(place) && ` · ${t('takingCharge.imprecise')}`}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <MuiTextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={t('takingCharge.label')}
          placeholder={t('takingCharge.placeholder')}
          error={Boolean(errorText)}
          helperText={errorText ?? t('takingCharge.help')}
        />
      )}
    />
  );
}
