import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListView } from '../../controllers/calendar/calendarUrlState';
import { useListView } from '../../controllers/calendar/useListView';

export { useListView };
import { preloadCalendar, preloadCalendarWhenIdle } from './loadCalendarBody';

/** The view in use and its setter: a list controller's (useListController), or the URL's. */
export interface ListViewSwitchProps {
  controller?: { view: ListView; setView: (view: ListView) => void };
}

/**
 * The list/calendar switch of a list page's header, reading and writing `view` in the URL
 * (through the page's list controller when given). The calendar's chunk loads before it is asked
 * for: when the browser is idle, or as soon as the pointer or the focus reaches "Calendar"
 * (issue 18: the switch waited for it).
 */
export function ListViewSwitch({ controller }: ListViewSwitchProps = {}) {
  const { t } = useTranslation('ui');
  const fromUrl = useListView();
  const { view, setView } = controller ?? fromUrl;
  useEffect(() => (view === 'list' ? preloadCalendarWhenIdle() : undefined), [view]);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={view}
      aria-label={t('calendar.switchLabel')}
      onChange={(_event, next: ListView | null) => {
        if (next) setView(next);
      }}
    >
      <ToggleButton value="list">{t('calendar.list')}</ToggleButton>
      <ToggleButton value="calendar" onPointerEnter={preloadCalendar} onFocus={preloadCalendar}>
        {t('calendar.calendar')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
