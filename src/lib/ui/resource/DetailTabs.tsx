import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useTabParam } from './useTabParam';

export interface DetailTab<T extends string> {
  value: T;
  /** Already translated. */
  label: string;
  /** Rendered only while the tab is shown. */
  render: () => ReactNode;
}

export interface DetailTabsProps<T extends string> {
  tabs: readonly DetailTab<T>[];
  defaultTab: T;
  /** The tab list's accessible name; defaults to "Sections". */
  label?: string;
}

/** Tabs whose choice is the `{tab}` path segment: each tab is a link, the URL says which shows. */
export function DetailTabs<T extends string>({ tabs, defaultTab, label }: DetailTabsProps<T>) {
  const { t } = useTranslation('ui');
  const id = useId();
  const { tab, tabPath } = useTabParam(
    tabs.map((item) => item.value),
    defaultTab,
  );
  const active = tabs.find((item) => item.value === tab);

  return (
    <Box>
      <Tabs
        value={tab}
        aria-label={label ?? t('detail.tabs')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {tabs.map((item) => (
          <Tab
            key={item.value}
            value={item.value}
            label={item.label}
            component={RouterLink}
            to={tabPath(item.value)}
            id={`${id}-tab-${item.value}`}
            aria-controls={`${id}-panel-${item.value}`}
          />
        ))}
      </Tabs>
      {active && (
        <Box
          role="tabpanel"
          id={`${id}-panel-${active.value}`}
          aria-labelledby={`${id}-tab-${active.value}`}
        >
          {active.render()}
        </Box>
      )}
    </Box>
  );
}
