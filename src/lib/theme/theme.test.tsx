import Box from '@mui/material/Box';
import { ThemeProvider, decomposeColor, getContrastRatio } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SKINS, type Skin } from '@/lib/config/constants';
import { createAppTheme } from './theme';

/** Relative luminance (0 black .. 1 white) of a computed `rgb(r, g, b)` colour. */
function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** The menu's colours as the shell asks for them: colour strings that `sx` resolves. */
function renderMenuSample(skin: Skin) {
  render(
    <ThemeProvider theme={createAppTheme(skin, 'ltr')}>
      <Box data-testid="menu" sx={{ bgcolor: 'navigation.background', color: 'navigation.text' }} />
      <Box data-testid="content" sx={{ bgcolor: 'background.default' }} />
    </ThemeProvider>,
  );
  const style = (id: string) => getComputedStyle(screen.getByTestId(id));
  return { menu: style('menu'), content: style('content') };
}

describe('the menu colours of each skin resolve through sx', () => {
  it.each<[Skin, 'dark' | 'light']>([
    ['light', 'light'],
    ['bordered', 'light'],
    ['dark', 'dark'],
    ['semi-dark', 'dark'],
  ])('%s: %s menu', (skin, shade) => {
    const { menu } = renderMenuSample(skin);
    expect(menu.backgroundColor).toMatch(/^rgb/);
    const light = luminance(menu.backgroundColor) > 0.5;
    expect(light ? 'light' : 'dark').toBe(shade);
    // The text stands out from the menu.
    expect(Math.abs(luminance(menu.color) - luminance(menu.backgroundColor))).toBeGreaterThan(0.5);
  });

  it('semi-dark keeps a light content area', () => {
    const { content } = renderMenuSample('semi-dark');
    expect(luminance(content.backgroundColor)).toBeGreaterThan(0.5);
  });

  it('covers every skin', () => {
    expect([...SKINS].sort()).toEqual(['bordered', 'dark', 'light', 'semi-dark']);
  });
});

describe('status colours keep 4.5:1 in every skin (WCAG AA, what axe checks)', () => {
  const STATUSES = ['error', 'warning', 'info', 'success', 'primary'] as const;
  it.each(SKINS.flatMap((skin) => STATUSES.map((status) => [skin, status] as const)))(
    '%s %s: as a chip fill with its text, and as text on the paper',
    (skin, status) => {
      const { palette } = createAppTheme(skin, 'ltr');
      const colour = palette[status];
      expect(getContrastRatio(colour.main, colour.contrastText)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(colour.main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

/** `colour` at `opacity` over `background` (both hex or rgb), as the browser paints a tint. */
function tinted(colour: string, opacity: number, background: string): string {
  const top = decomposeColor(colour).values;
  const under = decomposeColor(background).values;
  const mix = [0, 1, 2].map((i) =>
    Math.round((top[i] ?? 0) * opacity + (under[i] ?? 0) * (1 - opacity)),
  );
  return `rgb(${mix.join(', ')})`;
}

describe('a hovered red outlined button keeps 4.5:1 on the page (found by axe, Bordered)', () => {
  it.each(SKINS.filter((skin) => skin === 'light' || skin === 'bordered'))('%s', (skin) => {
    const { palette } = createAppTheme(skin, 'ltr');
    const hovered = tinted(
      palette.error.main,
      palette.action.hoverOpacity,
      palette.background.default,
    );
    // MUI's own red falls short there; the theme darkens it on hover.
    expect(getContrastRatio(palette.error.main, hovered)).toBeLessThan(4.5);
    expect(getContrastRatio(palette.error.dark, hovered)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('a hovered red outlined button in the dark skins keeps its light red', () => {
  it.each(SKINS.filter((skin) => skin === 'dark'))('%s', (skin) => {
    const { palette } = createAppTheme(skin, 'ltr');
    const hovered = tinted(
      palette.error.main,
      palette.action.hoverOpacity,
      palette.background.default,
    );
    // Found by axe on the trip editor's "Delete leg": the darker red fell short there.
    expect(getContrastRatio(palette.error.main, hovered)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(palette.error.dark, hovered)).toBeLessThan(4.5);
  });
});

describe('type (UI.md "Type")', () => {
  it.each(SKINS)('%s: the bundled face, 24 px page titles, sentence-case buttons', (skin) => {
    const { typography } = createAppTheme(skin, 'ltr');
    expect(typography.fontFamily).toMatch(/^"Inter Variable"/);
    expect(typography.h5).toMatchObject({ fontSize: '1.5rem', fontWeight: 600 });
    expect(typography.subtitle1).toMatchObject({ fontWeight: 600 });
    expect(typography.button.textTransform).toBe('none');
  });
});
