import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingState } from '../feedback/LoadingState';
import { useUnsavedChangesGuard } from '../resource/useUnsavedChangesGuard';
import { UnsavedChangesContext } from '../../controllers/resource/unsavedChanges';
import {
  useRecordTabs,
  type RecordTabsController,
  type RecordTabsOptions,
} from '../../controllers/tabs/useRecordTabs';

/**
 * Rows that wrap instead of scrolling: a scrolling strip clipped its first label at 360 px. A
 * wrapped row has no single line for MUI's sliding indicator, so the selected tab carries its own
 * underline.
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

export interface RecordTabsViewProps<T extends string, G extends string> {
  controller: RecordTabsController<T, G>;
  /** The tab list's accessible name; defaults to "Sections". */
  label?: string;
  /** The group row's accessible name; defaults to "Section groups". */
  groupsLabel?: string;
  /**
   * Rows that wrap (many short tabs) rather than scroll (a few), from sm up: on a phone they
   * scroll, or three rows of tabs would push the content out of the first screen.
   */
  wrap?: boolean;
}

/**
 * A record's tabs, each a link to its URL, and the shown tab's panel. A form inside that holds
 * unsaved changes (SectionForm reports them) makes leaving the tab or the page ask first.
 */
export function RecordTabsView<T extends string, G extends string>({
  controller,
  label,
  groupsLabel,
  wrap: wrapFromSm = false,
}: RecordTabsViewProps<T, G>) {
  const { t } = useTranslation('ui');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const wrap = wrapFromSm && !phone;
  const id = useId();
  const { active, groups, row, pathOf } = controller;
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((form: string, dirty: boolean) => {
    setDirtyForms((forms) => {
      if (forms.has(form) === dirty) return forms;
      const next = new Set(forms);
      if (dirty) next.add(form);
      else next.delete(form);
      return next;
    });
  }, []);
  const guard = useUnsavedChangesGuard(dirtyForms.size > 0);
  const rowSx = wrap ? wrappedRow : {};

  return (
    <Box>
      {active?.group !== undefined && groups.length > 0 && (
        <Tabs
          value={active.group}
          aria-label={groupsLabel ?? t('detail.groups')}
          variant={wrap ? 'standard' : 'scrollable'}
          sx={{ ...rowSx, mb: 1 }}
        >
          {groups.map((group) => (
            <Tab
              key={group.value}
              value={group.value}
              label={group.label}
              component={RouterLink}
              to={group.path}
            />
          ))}
        </Tabs>
      )}
      <Tabs
        value={active?.value ?? false}
        aria-label={label ?? t('detail.tabs')}
        variant={wrap ? 'standard' : 'scrollable'}
        allowScrollButtonsMobile={!wrap}
        sx={{ ...rowSx, borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {row.map((item) => (
          <Tab
            key={item.value}
            value={item.value}
            label={item.label}
            component={RouterLink}
            to={pathOf(item.value)}
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
          <UnsavedChangesContext value={report}>
            <Suspense fallback={<LoadingState />}>
              <Box key={active.value}>{active.render()}</Box>
            </Suspense>
          </UnsavedChangesContext>
        </Box>
      )}
      {guard.dialog}
    </Box>
  );
}

export type RecordTabsProps<T extends string, G extends string = string> = RecordTabsOptions<T, G> &
  Omit<RecordTabsViewProps<T, G>, 'controller'>;

/**
 * A tabbed record page's tabs declared as data (`tabs`, `defaultTab`, optional `groups`), each
 * its own form and save, the shown one in the URL. See useRecordTabs for the controller alone.
 */
export function RecordTabs<T extends string, G extends string = string>(
  props: RecordTabsProps<T, G>,
) {
  const { label, groupsLabel, wrap, ...options } = props;
  const controller = useRecordTabs(options);
  return (
    <RecordTabsView controller={controller} label={label} groupsLabel={groupsLabel} wrap={wrap} />
  );
}
