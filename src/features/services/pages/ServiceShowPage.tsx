import Button from '@mui/material/Button';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  ServiceDetail,
  ServiceSlugGate,
  ServiceStateChip,
  useDeleteServiceMutation,
  useGetServiceQuery,
  useLocalizedText,
  useServiceFacts,
  type Service,
} from '@/entities/service';
import { useCan } from '@/lib/auth/useCan';
import { isOneOf } from '@/lib/pathBuilder';
import { ActionDialog, PageHeader, RecordGate, useIdParam } from '@/lib/ui';
import { servicePaths } from '../paths';
import { tabsAllowed } from '../model/tabRights';

function ServiceView({ service }: { service: Service }) {
  const { t } = useTranslation(['services', 'http']);
  const can = useCan();
  const navigate = useNavigate();
  const localized = useLocalizedText();
  const [deleting, setDeleting] = useState(false);
  const [deleteService] = useDeleteServiceMutation();
  const raw = useParams().tab;
  const tab = isOneOf(service.tabs, raw) ? raw : 'information';
  const name = localized(service.information.name);
  return (
    <>
      <PageHeader
        title={name}
        status={<ServiceStateChip state={service.validationState} />}
        facts={useServiceFacts(service)}
        breadcrumbs={[{ label: t('list.title'), to: servicePaths.list() }, { label: name }]}
        actions={
          can('SERVICE_EDIT') && (
            <Button
              component={RouterLink}
              to={servicePaths.edit({ id: service.id, typology: service.typology, tab })}
              variant="contained"
            >
              {t('show.edit')}
            </Button>
          )
        }
        menu={
          can('SERVICE_DELETE')
            ? [
                {
                  id: 'delete',
                  label: t('show.delete'),
                  destructive: true,
                  onClick: () => setDeleting(true),
                },
              ]
            : []
        }
      />
      <ServiceDetail service={{ ...service, tabs: tabsAllowed(service.tabs, can, 'show') }} />
      {deleting && (
        <ActionDialog
          title={t('list.deleteTitle', { name })}
          message={t('list.deleteMessage', { name })}
          destructive
          failureTitle={t('http:failure.itemNotDeleted')}
          mutation={() => deleteService(service.id)}
          onSaved={() => void navigate(servicePaths.list())}
          onClose={() => setDeleting(false)}
        />
      )}
    </>
  );
}

/** /services/show/{id}/{typology}/{tab} [SERVICE_VIEW]: one service, why it is not on sale, its tabs. */
export default function ServiceShowPage() {
  const { t } = useTranslation(['services', 'http']);
  const id = useIdParam();
  const record = useGetServiceQuery(id ?? skipToken);
  const back = { label: t('list.title'), to: servicePaths.list() };
  return (
    <>
      {record.data === undefined && (
        <PageHeader title={t('show.placeholderTitle')} breadcrumbs={[back]} />
      )}
      <RecordGate record={record} backTo={back} failureTitle={t('http:failure.productData')}>
        {(service) => (
          <ServiceSlugGate service={service} backTo={back}>
            <ServiceView service={service} />
          </ServiceSlugGate>
        )}
      </RecordGate>
    </>
  );
}
