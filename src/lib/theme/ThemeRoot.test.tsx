import Box from '@mui/material/Box';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetInsertedStyles, ThemeRoot } from './ThemeRoot';

const appStyles = () => document.head.querySelectorAll('style[data-emotion^="css"]').length;

function renderSample() {
  render(
    <ThemeRoot skin="light" direction="ltr">
      <Box data-testid="sample" sx={{ display: 'none' }} />
    </ThemeRoot>,
  );
  return screen.getByTestId('sample');
}

describe('resetInsertedStyles (the test setup calls it between files sharing a jsdom)', () => {
  it('empties the head of the app styles, and a later render inserts them again', () => {
    renderSample();
    expect(appStyles()).toBeGreaterThan(0);
    cleanup();

    resetInsertedStyles();
    expect(appStyles()).toBe(0);

    // Forgotten, not only removed: the same rule is inserted again, so it still applies.
    expect(renderSample()).not.toBeVisible();
    expect(appStyles()).toBeGreaterThan(0);
  });
});
