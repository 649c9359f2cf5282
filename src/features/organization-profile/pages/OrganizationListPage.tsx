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
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import {
  ResourceListPage,
  enumFilter,
  listPageTexts,
  searchFilter,
  useResourceList,
  type DataTableColumn,
  type ListFilter,
  type ResourceAction,
} from '@/lib/ui';
import { organizationPaths } from '../paths';
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
      searchFilter('search', t),
      enumFilter('typology', t('filters.typology'), ORGANIZATION_TYPOLOGIES, (value) =>
        t(`enums:OrganizationTypology.${value}`),
      ),
      enumFilter('side', t('filters.side'), SIDES, (value) => t(`sides.${value}`)),
      {
        kind: 'select',
        key: 'country',
        label: t('filters.country'),
        options: countryOptions(language),
      },
      enumFilter('status', t('filters.status'), ORGANIZATION_STATUSES, (value) =>
        t(`enums:OrganizationStatus.${value}`),
      ),
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
      to: (o) => organizationPaths.view({ id: o.id, tab: FIRST_TAB }),
    },
    {
      kind: 'edit',
      permission: 'OPERATOR_ORGANIZATION_EDIT',
      to: (o) => organizationPaths.edit({ id: o.id, tab: FIRST_TAB }),
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
      {...listPageTexts(t)}
      resource={resource}
      result={result}
      columns={useOrganizationColumns()}
      itemLabel={(o) => o.legalName}
      actions={actions}
    />
  );
}
