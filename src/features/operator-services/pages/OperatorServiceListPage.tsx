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

const PAGE_SIZE = 10;

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
