import { route } from '@/lib/pathBuilder';

/** The home page (spec section 2, "/ (home)"): where work starts. */
export const homePaths = {
  home: route('/'),
};
