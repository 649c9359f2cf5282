import Box from '@mui/material/Box';
import { HELICOPTER_STATUSES } from '@/entities/organization';
import type { ResourcePages } from '@/lib/api/defineResource';
import { enumOf, resourceViews, search } from '@/lib/ui/resourceKit';
import { RelativeTime } from '@/lib/ui/views/time/RelativeTime';
import { helicoptersApi } from '../api/helicopters.api';
import { RefreshButton, helicopterLabel } from '../components/HelicopterCalendar';
import { helicopterForm } from '../model/organizationHelicopter.schema';
import { helicopters } from '../resource';

/**
 * /organization-helicopter [ORGANIZATION_ACCOUNT_HELICOPTER_*]: the organization's
 * helicopters, added and edited in a dialog, each calendar refreshed on demand.
 */
const views: ResourcePages = resourceViews(helicopters, helicoptersApi, {
  itemLabel: helicopterLabel,
  wordsPrefix: 'helicopters',
  list: {
    filters: [search('search'), enumOf('status', HELICOPTER_STATUSES)],
    // The spec's "Organization aircraft and helicopters 10" (section 9).
    defaultPageSize: 10,
    columns: [
      { id: 'registration' },
      { id: 'modelType', value: (h) => `${h.manufacturer} ${h.modelType}` },
      { id: 'cockpitConfiguration', words: 'cockpitConfigurations', hideOnXs: true },
      { id: 'status', words: 'statuses' },
      {
        id: 'calendarUrl',
        render: (h, { t }) =>
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
        label: 'helicopters.lastRefresh',
        render: ({ lastCalendarRefreshAt: at }, { t }) =>
          at === null ? t('helicopters.neverRefreshed') : <RelativeTime value={at} />,
      },
      {
        id: 'calendar',
        label: 'helicopters.calendar',
        render: (h) => <RefreshButton helicopter={h} />,
      },
    ],
  },
  form: helicopterForm,
});

export default views;
