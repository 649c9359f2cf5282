import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSelectedOrganization } from '@/lib/auth/organizationSlice';
import { selectUser } from '@/lib/auth/sessionSlice';
import { useCan } from '@/lib/auth/useCan';
import {
  contributions,
  visibleContributions,
  type DashboardCard,
} from '@/lib/contributions/contributions';
import { useAppSelector } from '@/lib/store/hooks';
import { EmptyState, PageHeader } from '@/lib/ui';
import { CardGrid, wideCardSx } from '@/lib/ui/views/dashboard';

const WIDTH_SX: Record<NonNullable<DashboardCard['width']>, object> = {
  wide: wideCardSx,
  full: { gridColumn: '1 / -1' },
};

/**
 * The acting organization's overview (spec section 2, "Other"): the calendar, and for a seller
 * its balance, visits, orders by status and sales forecast, for a buyer its spending and next
 * trips. The cards are the features' (their contributes.ts, each with its own query and
 * rights): the page lays out those the member's sides and rights allow, so a card the member
 * may not see is never drawn and its call never made.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const can = useCan();
  const user = useAppSelector(selectUser);
  const selected = useAppSelector(selectSelectedOrganization);
  const membership = user?.organizations.find((organization) => organization.id === selected?.id);
  const acting = membership !== undefined;
  const buyer = membership?.buyer === true;
  const seller = membership?.seller === true;
  const cards = useMemo(
    () =>
      visibleContributions(contributions().dashboardCards, acting ? { buyer, seller } : null, can),
    [acting, buyer, seller, can],
  );
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title')}
        subtitle={selected ? t('subtitle', { organization: selected.name }) : undefined}
      />
      {cards.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <CardGrid label={t('cards')} minCardWidth={280}>
          {cards.map(({ id, width, component: Card }) => (
            <Box key={id} sx={{ minWidth: 0, ...(width ? WIDTH_SX[width] : {}) }}>
              <Suspense
                fallback={
                  <Skeleton
                    variant="rounded"
                    height={160}
                    role="progressbar"
                    aria-label={t('loading')}
                  />
                }
              >
                <Card />
              </Suspense>
            </Box>
          ))}
        </CardGrid>
      )}
    </Stack>
  );
}
