import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationHelicopter } from '@/entities/organization';
import { useCan } from '@/lib/auth/useCan';
import { formatRelativeTime } from '@/lib/format/relativeTime';
import {
  ResourceListPage,
  useDisplayFormat,
  useResourceList,
  type DataTableColumn,
  type ListFilter,
  type ResourceAction,
} from '@/lib/ui';
import { EditIcon } from '@/lib/ui/views/icons';
import {
  useDeleteOrganizationHelicopterMutation,
  useListOrganizationHelicoptersQuery,
  useRefreshHelicopterCalendarMutation,
  type HelicopterFilter,
} from '../api/organizationFleet.api';
import { helicopterLabel, useFleetOptions } from '../components/aircraftDisplay';
import { HelicopterDialog } from '../components/HelicopterDialog';

/** The spec's "Organization aircraft and helicopters 10" (section 9). */
const PAGE_SIZE = 10;

/** The current time, renewed every minute so "5 minutes ago" stays true on an open page. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function useHelicopterFilters(): ListFilter<HelicopterFilter>[] {
  const { t } = useTranslation('fleet');
  const options = useFleetOptions();
  return useMemo(
    () => [
      {
        kind: 'search',
        key: 'search',
        label: t('helicopters.searchLabel'),
        placeholder: t('helicopters.searchPlaceholder'),
      },
      {
        kind: 'select',
        key: 'status',
        label: t('fields.status'),
        options: options.helicopterStatuses,
      },
    ],
    [t, options],
  );
}

/** "3 hours ago" above "11/23/2026, 09:00", or "Never refreshed". */
function LastRefresh({ at, now }: { at: string | null; now: number }) {
  const { t, i18n } = useTranslation('fleet');
  const show = useDisplayFormat();
  if (at === null) return <>{t('helicopters.neverRefreshed')}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      <span>{formatRelativeTime(at, Math.max(now, Date.parse(at)), i18n.language)}</span>
      <Typography component="time" dateTime={at} variant="body2" color="text.secondary">
        {show.dateTime(at)}
      </Typography>
    </Box>
  );
}

/** Refresh the calendar (with its URL and the right) and edit in the dialog (with the right). */
function RowButtons({
  helicopter,
  onEdit,
}: {
  helicopter: OrganizationHelicopter;
  onEdit: (helicopter: OrganizationHelicopter) => void;
}) {
  const { t } = useTranslation('fleet');
  const can = useCan();
  const [refresh, refreshing] = useRefreshHelicopterCalendarMutation();
  if (!can('ORGANIZATION_ACCOUNT_HELICOPTER_EDIT')) return null;
  const name = helicopterLabel(helicopter);
  return (
    <Box sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {helicopter.calendarUrl !== null ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<RefreshIcon fontSize="small" />}
          aria-label={t('helicopters.refreshOf', { name })}
          disabled={refreshing.isLoading}
          onClick={() => void refresh(helicopter.id)}
        >
          {t('helicopters.refresh')}
        </Button>
      ) : null}
      <IconButton
        aria-label={t('helicopters.edit', { name })}
        title={t('helicopters.edit', { name })}
        onClick={() => onEdit(helicopter)}
      >
        <EditIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

function useHelicopterColumns(
  onEdit: (helicopter: OrganizationHelicopter) => void,
): DataTableColumn<OrganizationHelicopter>[] {
  const { t } = useTranslation('fleet');
  const now = useNow();
  return useMemo(
    () => [
      { id: 'registration', header: t('fields.registration'), render: (h) => h.registration },
      {
        id: 'model',
        header: t('fields.modelType'),
        render: (h) => `${h.manufacturer} ${h.modelType}`,
      },
      {
        id: 'cockpit',
        header: t('fields.cockpitConfiguration'),
        render: (h) => t(`cockpitConfigurations.${h.cockpitConfiguration}`),
        hideOnXs: true,
      },
      {
        id: 'status',
        header: t('fields.status'),
        render: (h) => t(`aircraftStatuses.${h.status}`),
      },
      {
        id: 'calendarUrl',
        header: t('fields.calendarUrl'),
        render: (h) =>
          h.calendarUrl === null ? (
            t('helicopters.noCalendar')
          ) : (
            <Box component="span" sx={{ wordBreak: 'break-all' }}>
              {h.calendarUrl}
            </Box>
          ),
      },
      {
        id: 'lastCalendarRefreshAt',
        header: t('helicopters.lastRefresh'),
        render: (h) => <LastRefresh at={h.lastCalendarRefreshAt} now={now} />,
      },
      {
        id: 'calendar',
        header: t('helicopters.calendar'),
        render: (h) => <RowButtons helicopter={h} onEdit={onEdit} />,
      },
    ],
    [t, now, onEdit],
  );
}

/**
 * /organization-helicopter [ORGANIZATION_ACCOUNT_HELICOPTER_VIEW]: the organization's
 * helicopters, added and edited in a dialog, each calendar refreshed on demand.
 */
export default function HelicopterListPage() {
  const { t } = useTranslation('fleet');
  const resource = useResourceList({
    filters: useHelicopterFilters(),
    defaultPageSize: PAGE_SIZE,
  });
  const result = useListOrganizationHelicoptersQuery(resource.args);
  const [deleteHelicopter] = useDeleteOrganizationHelicopterMutation();
  // undefined: closed; null: adding; a helicopter: editing it.
  const [editing, setEditing] = useState<OrganizationHelicopter | null | undefined>(undefined);
  const columns = useHelicopterColumns(setEditing);
  const actions: ResourceAction<OrganizationHelicopter>[] = [
    {
      kind: 'delete',
      permission: 'ORGANIZATION_ACCOUNT_HELICOPTER_DELETE',
      remove: (h) => deleteHelicopter(h.id),
      message: (h) => t('helicopters.deleteMessage', { name: helicopterLabel(h) }),
    },
  ];

  return (
    <>
      <ResourceListPage
        title={t('helicopters.title')}
        tableLabel={t('helicopters.tableLabel')}
        resource={resource}
        result={result}
        columns={columns}
        itemLabel={helicopterLabel}
        create={{
          permission: 'ORGANIZATION_ACCOUNT_HELICOPTER_ADD',
          onClick: () => setEditing(null),
          label: t('helicopters.add'),
        }}
        actions={actions}
        emptyMessage={t('helicopters.empty')}
        emptyFilteredMessage={t('helicopters.emptyFiltered')}
      />
      {editing !== undefined ? (
        <HelicopterDialog helicopter={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </>
  );
}
