import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPOLOGIES,
  type Organization,
} from '@/entities/organization';
import { countryName, countryOptions } from '@/lib/format/countries';
import { paths } from '@/lib/paths';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import {
  ResourceListPage,
  useResourceList,
  type DataTableColumn,
  type ListFilter,
  type ResourceAction,
} from '@/lib/ui';
import {
  useDeleteOrganizationMutation,
  useListOrganizationsQuery,
  type OrganizationFilter,
} from '../api/organizations.api';

const SIDES = ['buyer', 'seller', 'operator'] as const;
const FIRST_TAB = 'main-information';

function useOrganizationFilters(): ListFilter<OrganizationFilter>[] {
  const { t, i18n } = useTranslation(['organizations', 'enums']);
  const language = toLanguage(i18n.language);
  return useMemo(
    () => [
      {
        kind: 'search',
        key: 'search',
        label: t('list.searchLabel'),
        placeholder: t('list.searchPlaceholder'),
      },
      {
        kind: 'select',
        key: 'typology',
        label: t('filters.typology'),
        options: ORGANIZATION_TYPOLOGIES.map((value) => ({
          value,
          label: t(`enums:OrganizationTypology.${value}`),
        })),
      },
      {
        kind: 'select',
        key: 'side',
        label: t('filters.side'),
        options: SIDES.map((value) => ({ value, label: t(`sides.${value}`) })),
      },
      {
        kind: 'select',
        key: 'country',
        label: t('filters.country'),
        options: countryOptions(language),
      },
      {
        kind: 'select',
        key: 'status',
        label: t('filters.status'),
        options: ORGANIZATION_STATUSES.map((value) => ({
          value,
          label: t(`enums:OrganizationStatus.${value}`),
        })),
      },
    ],
    [t, language],
  );
}

function useOrganizationColumns(): DataTableColumn<Organization>[] {
  const { t, i18n } = useTranslation(['organizations', 'enums']);
  const language = toLanguage(i18n.language);
  return useMemo(
    () => [
      { id: 'legalName', header: t('fields.legalName'), render: (o) => o.legalName },
      {
        id: 'organizationTypology',
        header: t('fields.typology'),
        render: (o) => t(`enums:OrganizationTypology.${o.organizationTypology}`),
        hideOnXs: true,
      },
      {
        id: 'side',
        header: t('fields.side'),
        render: (o) => (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {o.buyer && <Chip size="small" variant="outlined" label={t('sides.buyer')} />}
            {o.seller && <Chip size="small" variant="outlined" label={t('sides.seller')} />}
            {!o.buyer && !o.seller && (
              <Chip size="small" variant="outlined" label={t('sides.operator')} />
            )}
          </Stack>
        ),
        hideOnXs: true,
      },
      {
        id: 'countryCode',
        header: t('fields.country'),
        render: (o) => countryName(o.countryCode, language),
        hideOnXs: true,
      },
      {
        id: 'organizationStatus',
        header: t('fields.status'),
        render: (o) => t(`enums:OrganizationStatus.${o.organizationStatus}`),
      },
    ],
    [t, language],
  );
}

/** /organizations [OPERATOR_ORGANIZATION_VIEW]: every organization, for the platform's operators. */
export default function OrganizationListPage() {
  const { t } = useTranslation('organizations');
  const resource = useResourceList({ filters: useOrganizationFilters() });
  const result = useListOrganizationsQuery(resource.args);
  const [deleteOrganization] = useDeleteOrganizationMutation();
  const actions: ResourceAction<Organization>[] = [
    {
      kind: 'show',
      permission: 'OPERATOR_ORGANIZATION_VIEW',
      to: (o) => paths.organization.view({ id: o.id, tab: FIRST_TAB }),
    },
    {
      kind: 'edit',
      permission: 'OPERATOR_ORGANIZATION_EDIT',
      to: (o) => paths.organization.edit({ id: o.id, tab: FIRST_TAB }),
    },
    {
      kind: 'delete',
      permission: 'OPERATOR_ORGANIZATION_DELETE',
      remove: (o) => deleteOrganization(o.id),
      message: (o) => t('list.deleteMessage', { name: o.legalName }),
    },
  ];
  return (
    <ResourceListPage
      title={t('list.title')}
      tableLabel={t('list.tableLabel')}
      resource={resource}
      result={result}
      columns={useOrganizationColumns()}
      getRowId={(o) => o.id}
      itemLabel={(o) => o.legalName}
      actions={actions}
      emptyMessage={t('list.empty')}
      emptyFilteredMessage={t('list.emptyFiltered')}
    />
  );
}
