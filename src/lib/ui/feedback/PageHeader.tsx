import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DocumentTitle } from './DocumentTitle';

export interface Breadcrumb {
  /** Already translated. */
  label: string;
  /** Absent on the current page's own crumb. */
  to?: string;
}

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons on the right; they wrap under the title on narrow screens. */
  actions?: ReactNode;
  breadcrumbs?: readonly Breadcrumb[];
  /** 'h2' inside a page that has its h1 already (a tab of a detail page). Default 'h1'. */
  headingLevel?: 'h1' | 'h2';
}

/** The page's one h1, its trail and its main actions. */
export function PageHeader({
  title,
  subtitle,
  actions,
  breadcrumbs,
  headingLevel = 'h1',
}: PageHeaderProps) {
  const { t } = useTranslation('ui');
  return (
    <Box component="header" sx={{ mb: 3 }}>
      {headingLevel === 'h1' && <DocumentTitle title={title} />}
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
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant={headingLevel === 'h1' ? 'h4' : 'h5'}
            component={headingLevel}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
        </Box>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
      </Box>
    </Box>
  );
}
