import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { SKINS } from '@/lib/config/constants';
import { createAppTheme } from '@/lib/theme/theme';
import { STATUS_TONES, toneColours } from './statusTone';

const cases = SKINS.flatMap((skin) => STATUS_TONES.map((tone) => [skin, tone] as const));

describe('the status palette', () => {
  it.each(cases)(
    '%s skin, %s: text at 4.5:1 on its tint, tint apart from the paper',
    (skin, tone) => {
      const theme = createAppTheme(skin, 'ltr');
      const colours = toneColours(theme, tone);
      expect(getContrastRatio(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
      expect(colours.background).not.toBe(theme.palette.background.paper);
      // Opaque colours only: a contrast is measured on what is painted.
      expect(colours.background).toMatch(/^rgb\(/);
    },
  );

  it.each(SKINS)('%s skin: the five coloured tones are five different colours', (skin) => {
    const theme = createAppTheme(skin, 'ltr');
    const texts = new Set(
      STATUS_TONES.filter((t) => t !== 'muted').map((t) => toneColours(theme, t).text),
    );
    expect(texts.size).toBe(5);
  });
});
