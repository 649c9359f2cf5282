import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { routeTo } from '@/lib/paths/routeTo';
import { StaticTable, type DataTableColumn } from '@/lib/ui';
import { wideCardSx } from '@/lib/ui/views/dashboard';
import type { HangarMovement } from '../api/hangar.api';

function useMovementColumns(): DataTableColumn<HangarMovement>[] {
  const { t, i18n } = useTranslation('hangar');
  return useMemo(() => {
    // A movement's date is the airport's calendar day: shown as that day, whatever the zone.
    const day = new Intl.DateTimeFormat(i18n.language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const none = t('movements.none');
    return [
      {
        id: 'date',
        header: t('movements.date'),
        render: (movement) => day.format(new Date(`${movement.date}T00:00:00Z`)),
      },
      { id: 'type', header: t('movements.type'), render: (m) => t(`movements.types.${m.type}`) },
      {
        id: 'registration',
        header: t('movements.registration'),
        render: (m) => m.registration ?? none,
      },
      {
        id: 'aircraftType',
        header: t('movements.aircraftType'),
        render: (m) => m.aircraftType ?? none,
        hideOnXs: true,
      },
      {
        id: 'buyer',
        header: t('movements.buyer'),
        render: (m) => m.buyer ?? t('movements.outside'),
      },
      { id: 'slices', header: t('movements.slices'), render: (m) => m.slices.join(', ') },
      {
        id: 'order',
        header: t('movements.order'),
        render: (m) =>
          m.orderId !== null && m.orderReference !== null ? (
            <Link component={RouterLink} to={routeTo('orders.show', { id: m.orderId })}>
              {m.orderReference}
            </Link>
          ) : (
            none
          ),
      },
    ];
  }, [t, i18n.language]);
}

/** Who arrives and who leaves in the next 7 days, each with its order. */
export function MovementsCard({ movements }: { movements: readonly HangarMovement[] }) {
  const { t } = useTranslation('hangar');
  const titleId = useId();
  const columns = useMovementColumns();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2.5, ...wideCardSx, gridColumn: '1 / -1' }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('movements.title')}
      </Typography>
      <StaticTable
        label={t('movements.title')}
        columns={columns}
        rows={movements}
        rowHeader="date"
        getRowId={(m) => `${m.type}-${m.date}-${m.orderId ?? 0}-${m.slices.join('.')}`}
        emptyMessage={t('movements.empty')}
        framed={false}
      />
    </Card>
  );
}
