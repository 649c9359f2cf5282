import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailTabs, LoadingState, PageHeader, type DetailTab } from '@/lib/ui';
import type { ACCOUNT_TABS } from '../paths';

type AccountTab = (typeof ACCOUNT_TABS)[number];

// Each tab loads with its own chunk: the strength meter (zxcvbn) and Stripe stay off the others.
const TABS: Record<AccountTab, ComponentType> = {
  'main-info': lazy(() => import('../tabs/MainInfoTab')),
  organization: lazy(() => import('../tabs/OrganizationTab')),
  'address-book': lazy(() => import('../tabs/AddressBookTab')),
  'payment-method': lazy(() => import('../tabs/PaymentMethodTab')),
  security: lazy(() => import('../tabs/SecurityTab')),
};

const ORDER: readonly AccountTab[] = [
  'main-info',
  'organization',
  'address-book',
  'payment-method',
  'security',
];

/** /account/{tab} [DEFAULT_VIEW]: the signed-in person's own account. */
export default function AccountPage() {
  const { t } = useTranslation('account');
  const tabs = useMemo<DetailTab<AccountTab>[]>(
    () =>
      ORDER.map((value) => {
        const Tab = TABS[value];
        return {
          value,
          label: t(`tabs.${value}`),
          render: () => (
            <Suspense fallback={<LoadingState />}>
              <Tab />
            </Suspense>
          ),
        };
      }),
    [t],
  );
  return (
    <>
      <PageHeader title={t('title')} />
      <DetailTabs tabs={tabs} defaultTab="main-info" label={t('tabsLabel')} />
    </>
  );
}
