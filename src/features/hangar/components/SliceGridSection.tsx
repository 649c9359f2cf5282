import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState, SliceGrid, useSliceGrid, type SliceOccupation } from '@/lib/ui';
import {
  useGetHangarSliceGridQuery,
  useGetHangarSlicesNumberQuery,
  type HangarSliceBar,
  type HangarVariant,
} from '../api/hangar.api';
import { addDays, daysFrom } from '../model/gridPeriod';

export interface GridSelection {
  slices: number[];
  startDate: string;
  endDate: string;
}

interface SliceGridSectionProps {
  variant: HangarVariant;
  start: string;
  onStartChange: (start: string) => void;
  /** A range selected (Enter or the mouse): absent without DASHBOARD_HANGAR_EDIT. */
  onSelect?: (selection: GridSelection) => void;
}

function useOccupations(bars: readonly HangarSliceBar[] | undefined): SliceOccupation[] {
  const { t } = useTranslation('hangar');
  return useMemo(
    () =>
      (bars ?? []).map((bar) => ({
        id: `${bar.holder.kind}-${bar.holder.id}-${bar.slice}-${bar.startDate}`,
        label: bar.holder.label,
        tone: bar.holder.kind === 'booking' ? 'info' : 'warning',
        status:
          bar.holder.kind === 'booking'
            ? t('grid.booking', { reference: bar.holder.orderReference ?? t('grid.outside') })
            : t('grid.event', { reason: bar.holder.reason ?? t('grid.noReason') }),
        slices: [bar.slice],
        from: bar.startDate,
        to: bar.endDate,
      })),
    [bars, t],
  );
}

/** The numbered slices by days of two weeks, their bookings and custom events as bars. */
export function SliceGridSection({
  variant,
  start,
  onStartChange,
  onSelect,
}: SliceGridSectionProps) {
  const { t } = useTranslation('hangar');
  const [allSlices, setAllSlices] = useState(false);
  const days = useMemo(() => daysFrom(start), [start]);
  const slices = useGetHangarSlicesNumberQuery({ variantId: variant.id });
  const grid = useGetHangarSliceGridQuery({
    variantId: variant.id,
    from: days[0] ?? start,
    to: days.at(-1) ?? start,
  });
  const occupations = useOccupations(grid.currentData?.bars);
  const shown = allSlices
    ? variant.slicesNumber
    : (slices.data?.defaultSelectedSlices.length ?? Math.min(18, variant.slicesNumber));
  const controller = useSliceGrid({
    slices: shown,
    days,
    occupations,
    onSelect: onSelect
      ? (range) =>
          onSelect({
            slices: Array.from(
              { length: range.toSlice - range.fromSlice + 1 },
              (_, index) => range.fromSlice + index,
            ),
            startDate: range.from,
            endDate: range.to,
          })
      : undefined,
  });

  return (
    <>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}
      >
        <Button variant="outlined" onClick={() => onStartChange(addDays(start, -7))}>
          {t('grid.previous')}
        </Button>
        <Button variant="outlined" onClick={() => onStartChange(addDays(start, 7))}>
          {t('grid.next')}
        </Button>
        {variant.slicesNumber > shown || allSlices ? (
          <FormControlLabel
            control={<Switch checked={allSlices} onChange={(_e, on) => setAllSlices(on)} />}
            label={t('grid.allSlices', { count: variant.slicesNumber })}
          />
        ) : null}
      </Stack>
      {grid.isError ? (
        <ErrorState message={t('grid.failed')} onRetry={() => void grid.refetch()} />
      ) : grid.currentData ? (
        <SliceGrid
          controller={controller}
          label={t('grid.label', { name: variant.name, icao: variant.airport.icao })}
        />
      ) : (
        <LoadingState label={t('grid.loading')} />
      )}
    </>
  );
}
