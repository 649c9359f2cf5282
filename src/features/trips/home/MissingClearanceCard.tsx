import { Trans, useTranslation } from 'react-i18next';
import { CLEARANCE_WINDOW_HOURS } from '@/entities/trip';
import { routeTo } from '@/lib/paths/routeTo';
import { CountCard, type CountCardState } from '@/lib/ui';
import { useTripCountQuery } from '../api/home.api';

/** The buyer's trips with a leg soon that lacks a slot or PPR, opening the filtered trips list. */
export default function MissingClearanceCard() {
  const { t, ready } = useTranslation('trips');
  const query = useTripCountQuery(
    { missingClearance: 'true' },
    { refetchOnMountOrArgChange: true },
  );
  const count = query.data;
  const card: CountCardState =
    count !== undefined && ready
      ? {
          status: 'ready',
          count,
          to: `${routeTo('trips.list')}?missingClearance=true`,
          text: (
            <Trans
              t={t}
              i18nKey="home.missingClearance"
              count={count}
              values={{ count, hours: CLEARANCE_WINDOW_HOURS }}
              components={{ strong: <strong /> }}
            />
          ),
        }
      : query.isError
        ? { status: 'error', retry: () => void query.refetch() }
        : { status: 'loading' };
  return <CountCard state={card} />;
}
