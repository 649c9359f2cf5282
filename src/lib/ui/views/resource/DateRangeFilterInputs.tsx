import Box from '@mui/material/Box';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateRange, parseDateRange } from '@/lib/api/dateRange';
import { PickerLocalization } from '../form/PickerLocalization';
import type { DateRangeFilter } from '../../controllers/list/filters';

interface DateRangeFilterInputsProps {
  filter: DateRangeFilter;
  /** `from..to` in the URL. */
  value: string;
  onChange: (value: string) => void;
}

const URL_DATE = 'YYYY-MM-DD';

const toDayjs = (date: string | null): Dayjs | null =>
  date === null ? null : dayjs.utc(date, URL_DATE, true);

interface DateSideProps {
  label: string;
  /** `YYYY-MM-DD` in the URL, or null. */
  stored: string | null;
  onChange: (date: string | null) => void;
  minDate?: Dayjs;
  maxDate?: Dayjs;
}

/** A date the URL may hold: whole, and with its four-digit year typed (not 0202 on the way). */
const writable = (date: Dayjs): boolean => date.isValid() && date.year() >= 1000;

/**
 * One side of the range. A half-typed date is not written, and the picker keeps its own value
 * so what the person is typing stays: the URL's echoes of its own writes arrive later (each is a
 * navigation) and are not read back; any other change of the URL replaces the value.
 */
function DateSide({ label, stored, onChange, minDate, maxDate }: DateSideProps) {
  const [state, setState] = useState(() => ({
    date: toDayjs(stored),
    stored,
    writes: [] as (string | null)[],
  }));
  let date = state.date;
  if (stored !== state.stored) {
    const echo = state.writes.indexOf(stored);
    if (echo < 0) date = toDayjs(stored);
    setState({ date, stored, writes: echo < 0 ? [] : state.writes.slice(echo + 1) });
  }
  return (
    <DatePicker
      label={label}
      value={date}
      minDate={minDate}
      maxDate={maxDate}
      timezone="UTC"
      onChange={(next) => {
        const written = next === null ? null : writable(next) ? next.format(URL_DATE) : undefined;
        const last = state.writes.at(-1) ?? state.stored;
        const changed = written !== undefined && written !== last;
        setState({
          ...state,
          date: next,
          writes: changed ? [...state.writes, written] : state.writes,
        });
        if (changed) onChange(written);
      }}
      slotProps={{ textField: { size: 'small', fullWidth: true } }}
    />
  );
}

/**
 * Two date pickers (the kit's, in the interface language: dd/mm/yyyy in French and in British
 * English), each labelled by the filter; either may stay empty for an open-ended range. The
 * URL keeps `from..to` in ISO dates.
 */
export function DateRangeFilterInputs({ filter, value, onChange }: DateRangeFilterInputsProps) {
  const { t } = useTranslation('ui');
  const range = parseDateRange(value) ?? { from: null, to: null };
  const set = (side: 'from' | 'to', date: string | null) =>
    onChange(formatDateRange({ ...range, [side]: date }));

  return (
    <PickerLocalization>
      <Box
        role="group"
        aria-label={filter.label}
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}
      >
        <DateSide
          label={t('filters.from', { label: filter.label })}
          stored={range.from}
          maxDate={toDayjs(range.to) ?? undefined}
          onChange={(date) => set('from', date)}
        />
        <DateSide
          label={t('filters.to', { label: filter.label })}
          stored={range.to}
          minDate={toDayjs(range.from) ?? undefined}
          onChange={(date) => set('to', date)}
        />
      </Box>
    </PickerLocalization>
  );
}
