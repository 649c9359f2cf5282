import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import {
  ORGANIZATION_TAB_GROUPS,
  type OrganizationTab,
  type OrganizationTabEntry,
} from '@/entities/organization';

/**
 * Rows that wrap instead of scrolling: a scrolling strip clipped its first label at 360 px
 * ("NFORMATION"). A wrapped row has no single line for MUI's sliding indicator, so the selected
 * tab carries its own underline.
 */
const wrappedRow = {
  minHeight: 0,
  '& .MuiTabs-list': { flexWrap: 'wrap', columnGap: 0.5 },
  '& .MuiTabs-scroller': { whiteSpace: 'normal' },
  '& .MuiTabs-indicator': { display: 'none' },
  '& .MuiTab-root': {
    minHeight: 40,
    minWidth: 0,
    px: 1.5,
    textTransform: 'none',
    borderBottom: 2,
    borderColor: 'transparent',
  },
  '& .MuiTab-root.Mui-selected': { borderColor: 'primary.main', fontWeight: 600 },
} as const;

export interface OrganizationTabStripProps {
  tabs: readonly OrganizationTabEntry[];
  active: OrganizationTabEntry;
  /** Where a tab lives, in the page's mode. */
  pathOf: (tab: OrganizationTab) => string;
  /** The tab panel the tabs control, and the prefix of the tabs' ids. */
  panelId: string;
}

/**
 * The organization's tabs in groups (profile, finance, users, integrations): a row of the groups
 * the organization has, each opening its first tab, then the active group's tabs.
 */
export function OrganizationTabStrip({ tabs, active, pathOf, panelId }: OrganizationTabStripProps) {
  const { t } = useTranslation('organizations');
  const groups = ORGANIZATION_TAB_GROUPS.flatMap((group) => {
    const first = tabs.find((definition) => definition.group === group);
    return first ? [{ group, first }] : [];
  });
  const inGroup = tabs.filter((definition) => definition.group === active.group);
  return (
    <>
      {groups.length > 1 && (
        <Tabs
          value={active.group}
          aria-label={t('frame.groupsLabel')}
          sx={{ ...wrappedRow, mb: 1 }}
        >
          {groups.map(({ group, first }) => (
            <Tab
              key={group}
              value={group}
              label={t(`frame.groups.${group}`)}
              component={RouterLink}
              to={pathOf(first.tab)}
            />
          ))}
        </Tabs>
      )}
      <Tabs
        value={active.tab}
        aria-label={t('frame.tabsLabel')}
        sx={{ ...wrappedRow, borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {inGroup.map((definition) => (
          <Tab
            key={definition.tab}
            value={definition.tab}
            label={t(definition.labelKey)}
            component={RouterLink}
            to={pathOf(definition.tab)}
            id={`${panelId}-tab-${definition.tab}`}
            aria-controls={`${panelId}-panel`}
          />
        ))}
      </Tabs>
    </>
  );
}
