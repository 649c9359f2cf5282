import { useTranslation } from 'react-i18next';
import type { ServiceSummary } from '@/entities/service';
import type { MutationCall, ResourceAction } from '@/lib/ui';
import { servicePaths } from '../paths';

type Row = Pick<ServiceSummary, 'id' | 'typology'>;

/** Show, edit and delete of a service, each with its right. */
export function useServiceActions<R extends Row>(
  remove: (id: number) => MutationCall,
  label: (row: R) => string,
  afterDelete?: string,
): ResourceAction<R>[] {
  const { t } = useTranslation(['services', 'http']);
  return [
    {
      kind: 'show',
      permission: 'SERVICE_VIEW',
      to: (row) => servicePaths.show({ id: row.id, typology: row.typology, tab: 'information' }),
    },
    {
      kind: 'edit',
      permission: 'SERVICE_EDIT',
      to: (row) => servicePaths.edit({ id: row.id, typology: row.typology, tab: 'information' }),
    },
    {
      kind: 'delete',
      permission: 'SERVICE_DELETE',
      remove: (row) => remove(row.id),
      message: (row) => t('list.deleteMessage', { name: label(row) }),
      redirectTo: afterDelete,
      failureTitle: t('http:failure.itemNotDeleted'),
    },
  ];
}
