import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import {
  NotOnSaleBanner,
  ServiceSlugGate,
  ServiceStateChip,
  useGetServiceQuery,
  useListServiceAttributesQuery,
  useListServiceCategoriesQuery,
  useLocalizedText,
  type Service,
} from '@/entities/service';
import { useCan } from '@/lib/auth/useCan';
import { PageHeader, RecordGate, RecordTabs, useIdParam } from '@/lib/ui';
import { servicePaths } from '../paths';
import { tabsAllowed } from '../model/tabRights';
import { ServiceTabForm } from '../components/ServiceTabForm';

/**
 * The information tab's lists, asked by the page rather than by the fields (issue 29, a cold edit
 * form waited for them in series): the categories with the service, the attributes as soon as the
 * service names its categories, instead of after the form has drawn. Same arguments as the
 * fields', so these are the requests the fields read.
 */
function useInformationLists(service: Service | undefined) {
  useListServiceCategoriesQuery(null);
  const categoryIds = service?.information.categoryIds ?? [];
  useListServiceAttributesQuery(categoryIds.length > 0 ? categoryIds : skipToken);
}

/**
 * /services/edit/{id}/{typology}/{tab} [SERVICE_EDIT]: the service's tabs, each saved on its
 * own (leaving one with unsaved changes asks first). Each tab says before saving whether its changes wait for an operator (information,
 * pricing, capacity, packages: the service goes back to awaiting validation, as the banner then
 * says) or apply at once.
 */
export default function ServiceEditPage() {
  const { t } = useTranslation(['services', 'http']);
  const back = { label: t('list.title'), to: servicePaths.list() };
  const id = useIdParam();
  const record = useGetServiceQuery(id ?? skipToken);
  const localized = useLocalizedText();
  const can = useCan();
  const service = record.data;
  useInformationLists(service);
  const name = service ? localized(service.information.name) : t('show.placeholderTitle');
  return (
    <>
      <PageHeader
        title={t('form.editTitle', { name })}
        status={service && <ServiceStateChip state={service.validationState} />}
        breadcrumbs={[
          back,
          ...(service
            ? [
                {
                  label: name,
                  to: servicePaths.show({
                    id: service.id,
                    typology: service.typology,
                    tab: 'information',
                  }),
                },
              ]
            : []),
          { label: t('show.edit') },
        ]}
      />
      <RecordGate record={record} backTo={back} failureTitle={t('http:failure.productData')}>
        {(loaded) => (
          <ServiceSlugGate service={loaded} backTo={back}>
            <Stack spacing={2}>
              <NotOnSaleBanner service={loaded} />
              <RecordTabs
                label={t('tabs.label')}
                defaultTab={loaded.tabs[0] ?? 'information'}
                tabs={tabsAllowed(loaded.tabs, can, 'edit').map((tab) => ({
                  value: tab,
                  label: t(`tabs.${tab}`),
                  render: () => <ServiceTabForm record={record} tab={tab} />,
                }))}
              />
            </Stack>
          </ServiceSlugGate>
        )}
      </RecordGate>
    </>
  );
}
