import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSelectedOrganization } from '@/lib/auth/organizationSlice';
import { selectUser } from '@/lib/auth/sessionSlice';
import { useCan } from '@/lib/auth/useCan';
import { useAppSelector } from '@/lib/store/hooks';
import { PageHeader } from '@/lib/ui';
import { UpcomingLegs, UpcomingOrders } from '../components/Upcoming';
import { WorkCards } from '../components/WorkCards';
import { visibleWorkCards } from '../model/workCards';

/**
 * Where work starts (UI.md "Home"): the acting organization's work to do as counts linking to
 * the filtered lists, then what comes next. Display settings live in the top bar's drawer.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const can = useCan();
  const user = useAppSelector(selectUser);
  const selected = useAppSelector(selectSelectedOrganization);
  const membership = user?.organizations.find((organization) => organization.id === selected?.id);
  const buyer = membership?.buyer === true;
  const seller = membership?.seller === true;
  const acting = membership !== undefined;
  const cards = useMemo(
    () => visibleWorkCards(acting ? { buyer, seller } : null, can),
    [acting, buyer, seller, can],
  );
  const showLegs = buyer && can('TRIP_VIEW') && can('CALENDAR_VIEW');
  const showOrders = seller && can('TRIP_ACCOUNTING_VIEW') && can('CALENDAR_VIEW');
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title', { name: user?.firstName ?? '' })}
        subtitle={selected ? t('subtitle', { organization: selected.name }) : t('noOrganization')}
      />
      {cards.length > 0 && (
        <section aria-labelledby="home-work">
          <Typography id="home-work" variant="h2" sx={{ mb: 2 }}>
            {t('work.heading')}
          </Typography>
          <WorkCards cards={cards} />
        </section>
      )}
      {showLegs && <UpcomingLegs />}
      {showOrders && <UpcomingOrders />}
    </Stack>
  );
}
