import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldsFor } from '@/lib/ui';
import { useRegistrationAirportsQuery } from '../api/registration.api';
import type { RegistrationFormValues } from '../model/registration.form';

const { AutocompleteField } = fieldsFor<RegistrationFormValues>();

/** The airports where the organization operates, searched on the public airport list. */
export function AirportsField() {
  const { t } = useTranslation('registration');
  const [search, setSearch] = useState('');
  const airports = useRegistrationAirportsQuery(search);
  const options = useMemo(
    () =>
      (airports.data ?? []).map((a) => ({
        value: a.id,
        label: `${a.icao}${a.iata ? ` / ${a.iata}` : ''} · ${a.name} (${a.city})`,
      })),
    [airports.data],
  );
  return (
    <AutocompleteField
      name="organizationAirportsIds"
      label={t('fields.organizationAirportsIds')}
      helperText={t('fields.organizationAirportsIdsHelp')}
      options={options}
      onInputChange={setSearch}
      loading={airports.isFetching}
      noOptionsText={airports.isError ? t('errors.airports') : undefined}
      multiple
      required
    />
  );
}
