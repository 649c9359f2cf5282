import { route } from '@/lib/pathBuilder';

/** The spec's paths (section 2): a plural list, the singular for one policy. */
export const policyPaths = {
  list: route('/cancellation-policies'),
  add: route('/cancellation-policy/add'),
  edit: route('/cancellation-policy/:id/edit'),
  show: route('/cancellation-policy/:id/show'),
  duplicate: route('/cancellation-policy/:id/duplicate'),
};
