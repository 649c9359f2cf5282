import { Trans, useTranslation } from 'react-i18next';
import { routeTo } from '@/lib/paths/routeTo';
import { CountCard, type CountCardState } from '@/lib/ui';
import { useOrganizationCountQuery } from '../api/home.api';

/** The platform's organizations awaiting validation, opening the filtered organizations list. */
export default function AwaitingValidationCard() {
  const { t, ready } = useTranslation('organizations');
  const query = useOrganizationCountQuery(
    { organizationStatus: 'awaiting_validation' },
    { refetchOnMountOrArgChange: true },
  );
  const count = query.data;
  const card: CountCardState =
    count !== undefined && ready
      ? {
          status: 'ready',
          count,
          to: `${routeTo('organizations.list')}?status=awaiting_validation`,
          text: (
            <Trans
              t={t}
              i18nKey="home.awaitingValidation"
              count={count}
              values={{ count }}
              components={{ strong: <strong /> }}
            />
          ),
        }
      : query.isError
        ? { status: 'error', retry: () => void query.refetch() }
        : { status: 'loading' };
  return <CountCard state={card} />;
}
