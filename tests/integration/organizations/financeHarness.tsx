import { delay, http as mock } from 'msw';
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { appRoutes } from '@/app/routeTable';
import { selectSelectedOrganizationId } from '@/lib/auth/organizationSlice';
import { defineRoutes, type AppRoute } from '@/lib/auth/routes';
import { useCan } from '@/lib/auth/useCan';
import { useAppSelector } from '@/lib/store/hooks';
import { server } from '@/mocks/node';
import { ORGANIZATION_TAB_DEFINITIONS } from '@/features/organizations/tabs/registry';
import type { OrganizationTabProps } from '@/features/organizations/tabs/types';
import { renderRoute, type DemoRole } from '@tests/utils/renderRoute';

/**
 * Until the organization frame (`/organization/:tab`) is merged, these rows render one finance
 * tab as the frame will: the selected organization for members (read-only without
 * ORGANIZATION_ACCOUNT_EDIT), any organization for an operator.
 */
const TABS = new Map<string, ComponentType<OrganizationTabProps>>(
  ORGANIZATION_TAB_DEFINITIONS.map((d) => [d.tab, lazy(d.load)]),
);

function FinanceTabPage() {
  const { tab, id } = useParams();
  const selected = useAppSelector(selectSelectedOrganizationId);
  const can = useCan();
  const Tab = tab === undefined ? undefined : TABS.get(tab);
  if (!Tab) return <h1>Unknown tab</h1>;
  const operator = id !== undefined;
  const organizationId = operator ? Number(id) : (selected ?? 0);
  return (
    <Suspense fallback={null}>
      <h1>Organization</h1>
      {createElement(Tab, {
        organizationId,
        operator,
        readOnly: !operator && !can('ORGANIZATION_ACCOUNT_EDIT'),
      })}
    </Suspense>
  );
}

const page = () => Promise.resolve({ default: FinanceTabPage });

export const financeRoutes: AppRoute[] = defineRoutes([
  {
    path: '/test/finance/:tab',
    permission: 'ORGANIZATION_ACCOUNT_VIEW',
    namespaces: ['orgFinance'],
    page,
  },
  {
    path: '/test/finance/:id/:tab',
    permission: 'OPERATOR_ORGANIZATION_EDIT',
    namespaces: ['orgFinance'],
    page,
  },
]);

/** Opens a finance tab through the test rows, in English. */
export function openFinanceTab(path: string, as: DemoRole) {
  return renderRoute(path, {
    as,
    routes: [...financeRoutes, ...appRoutes],
    preferences: { language: 'en' },
  });
}

/** Holds the GET answers of `path` a moment, so the loading state can be seen. */
export function slowly(path: string, ms = 300) {
  server.use(
    mock.get(path, async () => {
      await delay(ms);
      // Nothing returned: the demo API's own handler answers next.
    }),
  );
}

/** The first render loads the tab's chunk and texts: a more patient wait. */
export const PATIENT = { timeout: 5000 };
