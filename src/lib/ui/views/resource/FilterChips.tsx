import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { parseDateRange } from '@/lib/api/dateRange';
import { CloseIcon } from '../icons';
import { useDisplayFormat, type DisplayFormat } from '../../controllers/resource/displayFormat';
import type { ListFilter } from '../../controllers/list/filters';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The value of a filter as a person reads it: the option's label, the dates in their format. */
export function filterValueText(
  filter: ListFilter,
  value: string,
  t: Translate,
  show: Pick<DisplayFormat, 'date'>,
): string {
  switch (filter.kind) {
    case 'search':
      return value;
    case 'select':
      return filter.options.find((option) => option.value === value)?.label ?? value;
    case 'boolean':
      return value === 'true'
        ? (filter.trueLabel ?? t('filters.yes'))
        : (filter.falseLabel ?? t('filters.no'));
    case 'dateRange': {
      const range = parseDateRange(value);
      const from = range?.from ? show.date(range.from) : null;
      const to = range?.to ? show.date(range.to) : null;
      if (from && to) return t('filters.between', { from, to });
      if (from) return t('filters.since', { from });
      return to ? t('filters.until', { to }) : value;
    }
  }
}

interface FilterChipsProps {
  filters: readonly ListFilter[];
  values: Partial<Record<string, string>>;
  onRemove: (key: string) => void;
  onClearAll: () => void;
}

/** The filters in use, each a chip that removes it ("State: Awaiting quotation ×"), and "Clear all". */
export function FilterChips({ filters, values, onRemove, onClearAll }: FilterChipsProps) {
  const { t } = useTranslation('ui');
  const show = useDisplayFormat();
  const active = filters.filter((filter) => (values[filter.key] ?? '').trim() !== '');
  if (active.length === 0) return null;

  return (
    <Box
      role="group"
      aria-label={t('filters.active')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      {active.map((filter) => {
        const text = t('filters.chip', {
          label: filter.label,
          value: filterValueText(filter, values[filter.key] ?? '', t, show),
        });
        return (
          <Chip
            key={filter.key}
            size="small"
            label={text}
            aria-label={text}
            onDelete={() => onRemove(filter.key)}
            deleteIcon={<CloseIcon titleAccess={t('filters.remove', { filter: text })} />}
          />
        );
      })}
      <Button size="small" onClick={onClearAll} sx={{ ml: 'auto' }}>
        {t('filters.clearAll')}
      </Button>
    </Box>
  );
}
