import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '@/lib/format/dates';
import { dateTimeFormat } from '@/lib/format/intl';
import { toneColours } from '../../controllers/status/statusTone';
import { visuallyHidden } from '../visuallyHidden';
import type { SliceCell } from '../../controllers/sliceGrid/sliceGridModel';
import type { SliceGridController } from '../../controllers/sliceGrid/useSliceGrid';

export interface SliceGridProps {
  controller: SliceGridController;
  /** The grid's accessible name (already translated): "Hangar LFMN, slices". */
  label: string;
  /** A row's header; "Slice n" by default. */
  sliceLabel?: (slice: number) => string;
}

const CELL = { minWidth: 44, height: 36 } as const;

/**
 * Numbered units over days (a hangar's slices, a ramp's places): rows 1..n, a column a day,
 * occupied cells in their status's colour, a range drawn with the mouse or the keys. The free
 * calendar views have no resources; this is the kit's own. See useSliceGrid.
 */
export function SliceGrid({ controller, label, sliceLabel }: SliceGridProps) {
  const { t, i18n } = useTranslation('ui');
  const helpId = useId();
  const { slices, days, selection } = controller;
  const locale = dateLocale(i18n.language);
  const short = dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const dayName = (day: string) => short.format(new Date(`${day}T00:00:00Z`));
  const rowName = sliceLabel ?? ((slice: number) => t('sliceGrid.slice', { number: slice }));
  const rows = Array.from({ length: slices }, (_, index) => index + 1);

  const cellName = (cell: SliceCell) => {
    const occupation = controller.occupationAt(cell);
    const day = days[cell.day] ?? '';
    const state = occupation
      ? t('sliceGrid.occupied', { label: occupation.label, status: occupation.status })
      : t('sliceGrid.free');
    return t('sliceGrid.cell', { slice: rowName(cell.slice), day: dayName(day), state });
  };

  return (
    <Box>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <Box
          component="table"
          role="grid"
          aria-label={label}
          aria-describedby={helpId}
          aria-multiselectable
          sx={{
            borderCollapse: 'separate',
            borderSpacing: 0,
            fontSize: 13,
            fontVariantNumeric: 'tabular-nums',
            userSelect: 'none',
            '& th, & td': { borderBottom: 1, borderRight: 1, borderColor: 'divider', p: 0 },
          }}
        >
          <thead>
            <tr>
              <Box
                component="td"
                sx={{ position: 'sticky', insetInlineStart: 0, bgcolor: 'background.paper' }}
              />
              {days.map((day) => (
                <Box
                  component="th"
                  scope="col"
                  key={day}
                  sx={{
                    ...CELL,
                    px: 0.5,
                    color: 'text.secondary',
                    fontWeight: 500,
                    whiteSpace: 'nowrap',
                  }}
                >
                  {dayName(day)}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((slice) => (
              <tr key={slice}>
                <Box
                  component="th"
                  scope="row"
                  sx={{
                    position: 'sticky',
                    insetInlineStart: 0,
                    zIndex: 1,
                    px: 1.5,
                    bgcolor: 'background.paper',
                    fontWeight: 500,
                    textAlign: 'start',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {rowName(slice)}
                </Box>
                {days.map((day, index) => (
                  <SliceGridCell
                    key={day}
                    controller={controller}
                    cell={{ slice, day: index }}
                    name={cellName({ slice, day: index })}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <Box id={helpId} sx={{ mt: 1, color: 'text.secondary', fontSize: 13 }}>
        {t('sliceGrid.help')}
      </Box>
      <Box aria-live="polite" style={visuallyHidden}>
        {selection &&
          t('sliceGrid.selection', {
            from: rowName(selection.fromSlice),
            to: rowName(selection.toSlice),
            start: dayName(selection.from),
            end: dayName(selection.to),
          })}
      </Box>
    </Box>
  );
}

function SliceGridCell({
  controller,
  cell,
  name,
}: {
  controller: SliceGridController;
  cell: SliceCell;
  name: string;
}) {
  const occupation = controller.occupationAt(cell);
  const selected = controller.isSelected(cell);
  // The label once per run: on its first day shown.
  const before = controller.occupationAt({ slice: cell.slice, day: cell.day - 1 });
  const first = occupation !== undefined && before !== occupation;
  return (
    <Box
      component="td"
      role="gridcell"
      aria-label={name}
      data-tone={occupation?.tone}
      {...controller.cellProps(cell)}
      sx={(theme) => {
        const colours = occupation ? toneColours(theme, occupation.tone) : null;
        return {
          ...CELL,
          maxWidth: 96,
          px: 0.5,
          cursor: 'cell',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          bgcolor: colours?.background,
          color: colours?.text,
          textDecoration: occupation?.tone === 'muted' ? 'line-through' : undefined,
          boxShadow: selected ? `inset 0 0 0 2px ${theme.palette.primary.main}` : undefined,
          backgroundImage: selected
            ? `linear-gradient(${alpha(theme.palette.primary.main, 0.16)}, ${alpha(theme.palette.primary.main, 0.16)})`
            : undefined,
          '&:focus-visible': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: -4,
          },
        };
      }}
    >
      {first ? occupation.label : null}
    </Box>
  );
}
