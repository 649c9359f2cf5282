import { route } from '@/lib/pathBuilder';

/** The operator's texts and the server's cache. */
export const translationPaths = {
  list: route('/translations'),
  cache: route('/cache'),
};
