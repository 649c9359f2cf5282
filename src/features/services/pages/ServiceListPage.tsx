import { useTranslation } from 'react-i18next';
import {
  useDeleteServiceMutation,
  useListServicesQuery,
  useServiceChoices,
  useServiceColumns,
  useServiceFilters,
  type ServiceSummary,
} from '@/entities/service';
import { ResourceListPage, useResourceList } from '@/lib/ui';
import { servicePaths } from '../paths';
import { useServiceActions } from '../components/serviceActions';
// Shared with ServiceListPage.prefetch, which starts these requests while this page loads.
import { SERVICE_LIST_ALL as ALL, SERVICE_LIST_PAGE_SIZE as PAGE_SIZE } from './serviceListArgs';

const nameOf = (row: ServiceSummary) => row.name;

/** /services [SERVICE_VIEW]: the organization's services and where each stands. */
export default function ServiceListPage() {
  const { t } = useTranslation(['services', 'http']);
  const all = useListServicesQuery(ALL);
  const choices = useServiceChoices(all.data?.items);
  const resource = useResourceList({
    filters: useServiceFilters(choices),
    defaultPageSize: PAGE_SIZE,
  });
  const result = useListServicesQuery(resource.args);
  const [deleteService] = useDeleteServiceMutation();
  return (
    <ResourceListPage
      texts={{ ns: 'services' }}
      resource={resource}
      result={result}
      columns={useServiceColumns(false)}
      itemLabel={nameOf}
      failureTitle={t('http:failure.fetchServices')}
      create={{ permission: 'SERVICE_EDIT', to: servicePaths.add(), label: t('list.add') }}
      actions={useServiceActions<ServiceSummary>((id) => deleteService(id), nameOf)}
    />
  );
}
