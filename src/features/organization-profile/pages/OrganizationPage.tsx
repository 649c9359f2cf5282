import Box from '@mui/material/Box';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useMatch, useParams } from 'react-router-dom';
import {
  tabAllowed,
  useOrganizationTabs,
  visibleTabs,
  type Organization,
  type OrganizationStatus,
} from '@/entities/organization';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import { useCan } from '@/lib/auth/useCan';
import { useAppSelector } from '@/lib/store/hooks';
import {
  EmptyState,
  PageHeader,
  RecordGate,
  StatusChip,
  useIdParam,
  type Breadcrumb,
  type StatusTone,
} from '@/lib/ui';
import type { OrganizationTab } from '@/entities/organization';
import { organizationPaths } from '../paths';
import { useGetOrganizationQuery } from '../api/organizations.api';
import { OrganizationTabPanel } from '../components/OrganizationTabPanel';
import { OrganizationTabStrip } from '../components/OrganizationTabStrip';
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
  const raw = useParams().tab;
  const panelId = useId();
  const tabs = visibleTabs(organization, useOrganizationTabs()).filter((definition) =>
    tabAllowed(definition, can, mode === 'own'),
  );
  const active = tabs.find((definition) => definition.tab === raw);
  if (!active) {
    return <Navigate to={tabPath(mode, organization.id, DEFAULT_TAB)} replace />;
  }
  const readOnly =
    mode === 'view' || (mode === 'own' && !active.ownRights && !can('ORGANIZATION_ACCOUNT_EDIT'));
  // Holding OPERATOR_ORGANIZATION_EDIT makes the trail point to the operator editor (spec).
  const editor = can('OPERATOR_ORGANIZATION_EDIT');
  const home = editor
    ? organizationPaths.edit({ id: organization.id, tab: DEFAULT_TAB })
    : tabPath(mode, organization.id, DEFAULT_TAB);
  const breadcrumbs: Breadcrumb[] = [
    ...(mode === 'own' ? [] : [{ label: t('list.title'), to: organizationPaths.list() }]),
    { label: organization.legalName, to: home },
    { label: t(active.labelKey) },
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
      <OrganizationTabStrip
        tabs={tabs}
        active={active}
        pathOf={(tab) => tabPath(mode, organization.id, tab)}
        panelId={panelId}
      />
      <Box role="tabpanel" id={`${panelId}-panel`} aria-labelledby={`${panelId}-tab-${active.tab}`}>
        <OrganizationTabPanel
          key={`${organization.id}-${active.tab}`}
          definition={active}
          organizationId={organization.id}
          readOnly={readOnly}
          operator={mode !== 'own'}
        />
      </Box>
    </Box>
  );
}
