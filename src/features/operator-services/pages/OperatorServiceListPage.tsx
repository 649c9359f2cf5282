import {
  useListOperatorServicesQuery,
  useOperatorServiceChoices,
  useOperatorServiceFilters,
  useServiceColumns,
  type ServiceSummary,
} from '@/entities/service';
import { useTranslation } from 'react-i18next';
import { ResourceListPage, useResourceList } from '@/lib/ui';
import { operatorServicePaths } from '../paths';
// Shared with OperatorServiceListPage.prefetch, which starts the list's request while this loads.
import { OPERATOR_SERVICE_PAGE_SIZE as PAGE_SIZE } from './operatorServiceListArgs';

/** /operator-services [OPERATOR_SERVICE_VIEW]: every seller's services, awaiting validation first. */
export default function OperatorServiceListPage() {
  const { t } = useTranslation('http');
  const resource = useResourceList({
    filters: useOperatorServiceFilters(useOperatorServiceChoices()),
    defaultPageSize: PAGE_SIZE,
  });
  const result = useListOperatorServicesQuery(resource.args);
  return (
    <ResourceListPage
      texts={{ ns: 'operatorServices' }}
      resource={resource}
      result={result}
      columns={useServiceColumns(true)}
      itemLabel={(row: ServiceSummary) => row.name}
      failureTitle={t('failure.fetchServices')}
      actions={[
        {
          kind: 'show',
          permission: 'OPERATOR_SERVICE_VIEW',
          to: (row) =>
            operatorServicePaths.show({ id: row.id, typology: row.typology, tab: 'information' }),
        },
      ]}
    />
  );
}
