import type { CSSProperties } from 'react';

/** Text for screen readers only (the usual clip pattern; @mui/utils is not a direct dependency). */
export const visuallyHidden: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
};
