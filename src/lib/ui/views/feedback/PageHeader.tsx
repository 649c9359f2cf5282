import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { reportKitBreach } from '../../controllers/rules/kitBreaches';
import { visuallyHidden } from '../visuallyHidden';
import { DocumentTitle } from './DocumentTitle';
import { HeaderActions, type HeaderAction } from './HeaderActions';
import type { OverflowMenuItem } from './OverflowMenu';

export interface Breadcrumb {
  /** Already translated. */
  label: string;
  /** Absent on the current page's own crumb. */
  to?: string;
}

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /**
   * The primary action on the right (a contained button), beside the title even on a phone, where
   * the title wraps first; the whole group goes under the title when a wider screen lacks room.
   */
  actions?: ReactNode;
  /** Secondary actions: outlined buttons before `actions` from sm up, in "⋯" on a phone. */
  secondary?: readonly HeaderAction[];
  breadcrumbs?: readonly Breadcrumb[];
  /** 'h2' inside a page that has its h1 already (a tab of a detail page). Default 'h1'. */
  headingLevel?: 'h1' | 'h2';
  /** A detail page's state, beside the title: a StatusChip. */
  status?: ReactNode;
  /** The record's key facts in one line under the title, joined by " · " (empty ones left out). */
  facts?: readonly ReactNode[];
  /** Secondary and destructive actions in the "⋯" menu after `actions` (the primary one). */
  menu?: readonly OverflowMenuItem[];
  /** The browser tab's title when `title` is not plain text, or should name more. */
  documentTitle?: string;
}

/** The page's one h1, its trail and its main actions. */
export function PageHeader({
  title,
  subtitle,
  actions,
  breadcrumbs,
  headingLevel = 'h1',
  status,
  facts = [],
  menu = [],
  secondary = [],
  documentTitle,
}: PageHeaderProps) {
  const { t } = useTranslation('ui');
  const shownFacts = facts.filter(
    (fact) => fact !== null && fact !== undefined && fact !== false && fact !== '',
  );
  const hasActions = Boolean(actions) || menu.length > 0 || secondary.length > 0;
  const header = useOnePrimaryAction(title);
  return (
    // data-page-header: the kit's page rules find the header's primary action (EmptyState).
    <Box component="header" ref={header} data-page-header sx={{ mb: 3 }}>
      {headingLevel === 'h1' && <DocumentTitle title={documentTitle ?? title} />}
      {breadcrumbs && breadcrumbs.length > 0 && (
        <Breadcrumbs aria-label={t('breadcrumbs')} sx={{ mb: 1 }}>
          {breadcrumbs.map((crumb, index) =>
            crumb.to && index < breadcrumbs.length - 1 ? (
              <Link
                key={`${index}-${crumb.label}`}
                component={RouterLink}
                to={crumb.to}
                underline="hover"
                color="inherit"
              >
                {crumb.label}
              </Link>
            ) : (
              <Typography
                key={`${index}-${crumb.label}`}
                color="text.primary"
                aria-current={index === breadcrumbs.length - 1 ? 'page' : undefined}
              >
                {crumb.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      )}
      <Box
        sx={{
          // On a phone the title's block dissolves into this row: the title (at least half the
          // row), the actions (HeaderActions: beside it, their words wrapping, or under it when
          // even wrapped they do not fit), then the subtitle and the facts under both.
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          columnGap: { xs: 1, sm: 2 },
          rowGap: { xs: 0.5, sm: 2 },
        }}
      >
        <Box sx={{ minWidth: 0, display: { xs: 'contents', sm: 'block' } }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 1.5,
              minWidth: 0,
              flex: '1 1 50%',
            }}
          >
            <Typography
              variant={headingLevel === 'h1' ? 'h5' : 'h6'}
              component={headingLevel}
              // Between words first: a reference such as RJC-2026-001728 stays whole if it fits.
              sx={{ overflowWrap: 'break-word', minWidth: 0 }}
            >
              {title}
            </Typography>
            {status}
          </Box>
          {subtitle && (
            <Typography color="text.secondary" sx={{ flexBasis: '100%', order: 1 }}>
              {subtitle}
            </Typography>
          )}
          {shownFacts.length > 0 && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 0.5, fontVariantNumeric: 'tabular-nums', flexBasis: '100%', order: 1 }}
            >
              {shownFacts.map((fact, index) => (
                <Box component="span" key={index}>
                  {index > 0 && <span aria-hidden> · </span>}
                  {index > 0 && <span style={visuallyHidden}>, </span>}
                  {fact}
                </Box>
              ))}
            </Typography>
          )}
        </Box>
        {hasActions && (
          <HeaderActions
            secondary={secondary}
            actions={actions}
            menu={menu}
            label={t('pageActions')}
          />
        )}
      </Box>
    </Box>
  );
}

/** UI.md: one primary (contained) button per page header; the others outlined or in "⋯". */
function useOnePrimaryAction(title: ReactNode) {
  const ref = useRef<HTMLElement>(null);
  const reported = useRef(false);
  useEffect(() => {
    if (!import.meta.env.DEV || reported.current) return;
    const primary = ref.current?.querySelectorAll('.MuiButton-contained').length ?? 0;
    if (primary > 1) {
      reported.current = true;
      const name =
        typeof title === 'string'
          ? title
          : (ref.current?.querySelector('h1, h2')?.textContent ?? '');
      reportKitBreach(
        `PageHeader "${name}": ${primary} contained buttons, one primary action per page (UI.md)`,
      );
    }
  });
  return ref;
}
