import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '@/lib/theme/theme';
import { StatusChip } from './StatusChip';
import { toneColours, type StatusTone } from '../../controllers/status/statusTone';

function renderChip(tone: StatusTone, skin: 'light' | 'dark' = 'light') {
  const theme = createAppTheme(skin, 'ltr');
  render(
    <ThemeProvider theme={theme}>
      <StatusChip tone={tone} label="Quotation" />
    </ThemeProvider>,
  );
  return { chip: screen.getByText('Quotation').closest('[data-tone]'), theme };
}

describe('StatusChip', () => {
  it.each<[StatusTone, 'light' | 'dark']>([
    ['warning', 'light'],
    ['success', 'dark'],
    ['error', 'light'],
  ])('paints %s in the %s skin with its tone', (tone, skin) => {
    const { chip, theme } = renderChip(tone, skin);
    const colours = toneColours(theme, tone);
    expect(chip).toHaveStyle({ backgroundColor: colours.background, color: colours.text });
    expect(chip).not.toHaveStyle({ textDecoration: 'line-through' });
  });

  it('strikes a muted state through (cancelled, withdrawn, closed)', () => {
    const { chip } = renderChip('muted');
    expect(chip).toHaveStyle({ textDecoration: 'line-through' });
  });
});
