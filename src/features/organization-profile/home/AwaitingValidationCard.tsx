import { routeTo } from '@/lib/paths/routeTo';
import { defineCountCard } from '@/lib/ui/cards';
import { useOrganizationCountQuery } from '../api/home.api';

/** The platform's organizations awaiting validation, opening the filtered organizations list. */
export default defineCountCard({
  namespace: 'organizations',
  textKey: 'home.awaitingValidation',
  useCount: (options) =>
    useOrganizationCountQuery({ organizationStatus: 'awaiting_validation' }, options),
  to: () => `${routeTo('organizations.list')}?status=awaiting_validation`,
});
