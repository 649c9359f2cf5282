import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSelectedOrganization } from '@/lib/auth/organizationSlice';
import { selectUser } from '@/lib/auth/sessionSlice';
import { useCan } from '@/lib/auth/useCan';
import { contributions, visibleContributions } from '@/lib/contributions/contributions';
import { useAppSelector } from '@/lib/store/hooks';
import { PageHeader } from '@/lib/ui';
import { CountCardGrid } from '@/lib/ui/cards';

/**
 * Where work starts (UI.md "Home"): the acting organization's work to do as counts linking to
 * the filtered lists (those with nothing to do after the others), then what comes next. The
 * cards are the features' (their contributes.ts, each with its own query): the page only lays
 * out those the member's sides and rights allow.
 * Display settings live in the top bar's drawer.
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
    () => visibleContributions(contributions().homeCards, acting ? { buyer, seller } : null, can),
    [acting, buyer, seller, can],
  );
  const work = cards.filter((card) => card.section === 'work');
  const upcoming = cards.filter((card) => card.section === 'upcoming');
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title', { name: user?.firstName ?? '' })}
        subtitle={selected ? t('subtitle', { organization: selected.name }) : t('noOrganization')}
      />
      {work.length > 0 && (
        <section aria-labelledby="home-work">
          <Typography id="home-work" variant="h2" sx={{ mb: 2 }}>
            {t('work.heading')}
          </Typography>
          <CountCardGrid cards={work} />
        </section>
      )}
      {upcoming.map(({ id, component: Section }) => (
        <Suspense key={id} fallback={null}>
          <Section />
        </Suspense>
      ))}
    </Stack>
  );
}
