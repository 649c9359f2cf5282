import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/auth/useCan';
import type { Breadcrumb } from '@/lib/ui';
import { useIdParam } from '@/lib/ui';
import { routeTo } from '@/lib/paths/routeTo';
import { useActsAsOperator } from './userDisplay';

/**
 * The ids of `/organization/:organizationId/user[-edit]/:organizationUserId`, whether the
 * person acts as an operator there, and the users list the breadcrumbs lead back to (the
 * operator editor when holding OPERATOR_ORGANIZATION_EDIT, spec section 2).
 */
export function useUserPageContext() {
  const { t } = useTranslation('orgUsers');
  const can = useCan();
  const organizationId = useIdParam('organizationId');
  const organizationUserId = useIdParam('organizationUserId');
  const operator = useActsAsOperator(organizationId ?? 0);
  const listPath =
    organizationId !== null && can('OPERATOR_ORGANIZATION_EDIT')
      ? routeTo('organizations.edit', { id: organizationId, tab: 'users-list' })
      : routeTo('organizations.own', { tab: 'users-list' });
  const key =
    organizationId === null || organizationUserId === null
      ? null
      : { organizationId, organizationUserId };
  const listCrumb: Breadcrumb = { label: t('users.title'), to: listPath };
  return { key, operator, listPath, listCrumb };
}
