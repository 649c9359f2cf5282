import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { BooleanFilter, SelectFilter } from '../../controllers/list/filters';

interface ChoiceFilterSelectProps {
  filter: SelectFilter | BooleanFilter;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A select or a yes/no filter, with "All" for no filter. Native: best on touch screens and at
 * 360 px. A boolean is a choice of three (all, yes, no), since "no" is a filter too.
 */
export function ChoiceFilterSelect({ filter, value, onChange }: ChoiceFilterSelectProps) {
  const { t } = useTranslation('ui');
  const options =
    filter.kind === 'select'
      ? filter.options
      : [
          { value: 'true', label: filter.trueLabel ?? t('filters.yes') },
          { value: 'false', label: filter.falseLabel ?? t('filters.no') },
        ];
  // A value the options do not know (an old link) shows as "All" rather than blank.
  const current = options.some((option) => option.value === value) ? value : '';

  return (
    <TextField
      select
      size="small"
      fullWidth
      label={filter.label}
      value={current}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('filters.all')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
