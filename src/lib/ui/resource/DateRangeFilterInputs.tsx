import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateRange, parseDateRange } from '@/lib/api/dateRange';
import type { DateRangeFilter } from './filters';

interface DateRangeFilterInputsProps {
  filter: DateRangeFilter;
  /** `from..to` in the URL. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * Two native date inputs (no date-picker library on list pages), grouped under the filter's
 * label; either may stay empty for an open-ended range.
 */
export function DateRangeFilterInputs({ filter, value, onChange }: DateRangeFilterInputsProps) {
  const { t } = useTranslation('ui');
  const range = parseDateRange(value) ?? { from: null, to: null };
  const set = (side: 'from' | 'to', date: string) =>
    onChange(formatDateRange({ ...range, [side]: date === '' ? null : date }));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="caption" color="text.secondary" sx={{ p: 0, mb: 1 }}>
        {filter.label}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {(['from', 'to'] as const).map((side) => (
          <TextField
            key={side}
            type="date"
            size="small"
            label={t(`filters.${side}`, { label: filter.label })}
            value={range[side] ?? ''}
            onChange={(event) => set(side, event.target.value)}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput:
                side === 'to' ? { min: range.from ?? undefined } : { max: range.to ?? undefined },
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
