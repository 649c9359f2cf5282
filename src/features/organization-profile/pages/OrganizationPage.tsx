import Box from '@mui/material/Box';
import { skipToken } from '@reduxjs/toolkit/query';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router-dom';
import {
  ORGANIZATION_TAB_GROUPS,
  tabAllowed,
  useOrganizationTabs,
  visibleTabs,
  type Organization,
  type OrganizationStatus,
  type OrganizationTab,
  type OrganizationTabEntry,
  type OrganizationTabGroup,
} from '@/entities/organization';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import { useCan } from '@/lib/auth/useCan';
import { useAppSelector } from '@/lib/store/hooks';
import {
  EmptyState,
  PageHeader,
  RecordGate,
  RecordTabsView,
  StatusChip,
  useIdParam,
  type Breadcrumb,
  type StatusTone,
  useRecordTabs,
} from '@/lib/ui';
import { organizationPaths } from '../paths';
import { useGetOrganizationQuery } from '../api/organizations.api';
import { ValidateOrganizationButton } from '../components/ValidateOrganizationButton';

const DEFAULT_TAB: OrganizationTab = 'main-information';

/** The organization's state on the status palette: awaiting the operator is a warning. */
const ORGANIZATION_TONES: Record<OrganizationStatus, StatusTone> = {
  registration_pending: 'neutral',
  awaiting_validation: 'warning',
  active: 'success',
  suspended: 'error',
  disabled: 'muted',
};

/** Its sides, or the platform's own organization when it has none. */
function sidesOf(organization: Organization): ('buyer' | 'seller' | 'platform')[] {
  const sides = [
    ...(organization.buyer ? (['buyer'] as const) : []),
    ...(organization.seller ? (['seller'] as const) : []),
  ];
  return sides.length > 0 ? sides : ['platform'];
}

type Mode = 'own' | 'edit' | 'view';

/** Where a tab of this screen lives, in the same mode. */
function tabPath(mode: Mode, id: number, tab: OrganizationTab): string {
  if (mode === 'own') return organizationPaths.own({ tab });
  return mode === 'edit'
    ? organizationPaths.edit({ id, tab })
    : organizationPaths.view({ id, tab });
}

/**
 * /organization/{tab} [ORGANIZATION_ACCOUNT_VIEW], /organization/{id}/{tab}
 * [OPERATOR_ORGANIZATION_EDIT] and /organization/{id}/{tab}/view [OPERATOR_ORGANIZATION_VIEW]:
 * the organization's name, status and sides, then its tabs, each loaded when shown.
 */
export default function OrganizationPage() {
  const viewMatch = useMatch(organizationPaths.view.pattern);
  const idParam = useIdParam();
  const selectedId = useAppSelector(selectSelectedOrganizationId);
  const mode: Mode = viewMatch ? 'view' : idParam === null ? 'own' : 'edit';
  const id = mode === 'own' ? selectedId : idParam;
  const record = useGetOrganizationQuery(id ?? skipToken);
  const { t } = useTranslation('organizations');

  if (id === null) return <EmptyState message={t('frame.noOrganization')} />;
  return (
    <RecordGate record={record}>
      {(organization) => <OrganizationFrame organization={organization} mode={mode} />}
    </RecordGate>
  );
}

function OrganizationFrame({ organization, mode }: { organization: Organization; mode: Mode }) {
  const { t } = useTranslation(['organizations', 'enums']);
  const can = useCan();
  const definitions = visibleTabs(organization, useOrganizationTabs()).filter((definition) =>
    tabAllowed(definition, can, mode === 'own'),
  );
  /** Read-only: the view route, or a member without the right (a tab with rights of its own aside). */
  const readOnlyOf = (definition: OrganizationTabEntry) =>
    mode === 'view' ||
    (mode === 'own' && !definition.ownRights && !can('ORGANIZATION_ACCOUNT_EDIT'));
  const tabs = useRecordTabs<OrganizationTab, OrganizationTabGroup>({
    defaultTab: DEFAULT_TAB,
    pathOf: (tab) => tabPath(mode, organization.id, tab),
    groups: ORGANIZATION_TAB_GROUPS.map((group) => ({
      value: group,
      label: t(`frame.groups.${group}`),
    })),
    tabs: definitions.map((definition) => ({
      value: definition.tab,
      label: t(definition.labelKey),
      group: definition.group,
      render: () =>
        // The lazy component is made once, when the app gathers the tabs, never during render.
        createElement(definition.Component, {
          key: organization.id,
          organizationId: organization.id,
          readOnly: readOnlyOf(definition),
          operator: mode !== 'own',
        }),
    })),
  });
  const active = definitions.find((definition) => definition.tab === tabs.active?.value);
  const readOnly = active ? readOnlyOf(active) : mode === 'view';
  // Holding OPERATOR_ORGANIZATION_EDIT makes the trail point to the operator editor (spec).
  const editor = can('OPERATOR_ORGANIZATION_EDIT');
  const home = editor
    ? organizationPaths.edit({ id: organization.id, tab: DEFAULT_TAB })
    : tabPath(mode, organization.id, DEFAULT_TAB);
  const breadcrumbs: Breadcrumb[] = [
    ...(mode === 'own' ? [] : [{ label: t('list.title'), to: organizationPaths.list() }]),
    { label: organization.legalName, to: home },
    ...(tabs.active ? [{ label: tabs.active.label }] : []),
  ];

  return (
    <Box>
      <PageHeader
        title={organization.legalName}
        breadcrumbs={breadcrumbs}
        status={
          <StatusChip
            tone={ORGANIZATION_TONES[organization.organizationStatus]}
            label={t(`enums:OrganizationStatus.${organization.organizationStatus}`)}
          />
        }
        facts={[
          sidesOf(organization)
            .map((side) => t(`frame.${side}`))
            .join(' · '),
          readOnly ? t('frame.viewMode') : null,
          // What the operator checks before validating it again.
          organization.validationReason === 'vat_number_changed'
            ? t('frame.vatNumberChanged')
            : null,
        ]}
        actions={
          mode === 'edit' ? <ValidateOrganizationButton organization={organization} /> : undefined
        }
      />
      <RecordTabsView
        controller={tabs}
        label={t('frame.tabsLabel')}
        groupsLabel={t('frame.groupsLabel')}
        wrap
      />
    </Box>
  );
}
