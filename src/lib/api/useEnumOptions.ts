import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumValuesQuery } from './platform.api';

export interface EnumOption {
  value: string | number;
  label: string;
}

/** Options of `api/enum/{name}` with labels translated from the `enums` namespace (`enums:{name}.{label}`). */
export function useEnumOptions(name: string) {
  const { t } = useTranslation('enums');
  const query = useEnumValuesQuery(name);
  const options = useMemo<EnumOption[]>(
    () =>
      Object.entries(query.data ?? {}).map(([label, value]) => ({
        value,
        label: t(`${name}.${label}`, { defaultValue: label.replace(/_/g, ' ') }),
      })),
    [query.data, name, t],
  );
  return { options, isLoading: query.isLoading, isError: query.isError, refetch: query.refetch };
}
