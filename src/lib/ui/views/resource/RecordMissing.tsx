import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';

import type { Breadcrumb } from '../feedback/PageHeader';

export interface BackTo {
  /** The page to go back to, usually the list. */
  to: string;
  /** Already translated: the list's name ("Aircraft"), read as "Back to Aircraft". */
  label: string;
}

/**
 * A record that does not exist or that the acting organization cannot see (404 and 403 are told
 * apart by no one: saying which would tell a stranger the record exists). A way back, no retry.
 */
export function RecordMissing({
  backTo,
  title,
  detail,
}: {
  backTo?: BackTo;
  /** Already translated: what is missing, when it is not the record ("No item for this slug"). */
  title?: string;
  detail?: string;
}) {
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  // 'default' is the first entry of this tab's history: there is no previous page to go back to.
  const firstPage = useLocation().key === 'default';
  const back = backTo ? (
    <Button component={RouterLink} to={backTo.to} color="inherit" size="small">
      {t('missing.backTo', { label: backTo.label })}
    </Button>
  ) : firstPage ? (
    <Button component={RouterLink} to="/" color="inherit" size="small">
      {t('missing.home')}
    </Button>
  ) : (
    <Button color="inherit" size="small" onClick={() => void navigate(-1)}>
      {t('missing.back')}
    </Button>
  );
  return (
    <Alert severity="info" role="alert" sx={{ my: 2, alignItems: 'center' }} action={back}>
      <AlertTitle>{title ?? t('missing.title')}</AlertTitle>
      {detail ?? (title === undefined && t('missing.detail'))}
    </Alert>
  );
}

/** The nearest crumb with a link (the list a detail page belongs to), as the way back. */
export function backToOf(breadcrumbs: readonly Breadcrumb[] | undefined): BackTo | undefined {
  const parent = breadcrumbs?.filter((crumb) => crumb.to !== undefined).at(-1);
  return parent?.to === undefined ? undefined : { to: parent.to, label: parent.label };
}
