import { decomposeColor, recomposeColor, type Theme } from '@mui/material/styles';

/**
 * The status palette (UI.md "Tokens"): every chip, calendar event and timeline dot says a state
 * with one of these. neutral: draft, not planned; info: request, quotation, requested; warning:
 * awaiting the other side, payment pending; success: validated, paid, delivered, active; error:
 * refused, declined, payment error; muted (struck through): cancelled, withdrawn, closed.
 */
export const STATUS_TONES = ['neutral', 'info', 'warning', 'success', 'error', 'muted'] as const;
export type StatusTone = (typeof STATUS_TONES)[number];

/** A tone's tonal colours: a tinted background, a strong text (4.5:1 on it) and a border. */
export interface ToneColours {
  background: string;
  text: string;
  border: string;
}

/** `overlay` at `opacity` over the opaque `background`: opaque, so its contrast can be measured. */
function over(background: string, overlay: string, opacity: number): string {
  const base = decomposeColor(background).values;
  const top = decomposeColor(overlay).values;
  const mix = (i: 0 | 1 | 2) => Math.round(top[i] * opacity + base[i] * (1 - opacity));
  return recomposeColor({ type: 'rgb', values: [mix(0), mix(1), mix(2)] });
}

/** The colours of `tone` on the theme's paper, in its mode. */
export function toneColours(theme: Theme, tone: StatusTone): ToneColours {
  const { palette } = theme;
  const paper = palette.background.paper;
  const dark = palette.mode === 'dark';
  if (tone === 'neutral' || tone === 'muted') {
    const grey = dark ? palette.grey[400] : palette.grey[600];
    const strong = dark ? palette.grey[100] : palette.grey[900];
    return {
      background: over(paper, grey, dark ? 0.16 : 0.12),
      text: tone === 'muted' ? (dark ? palette.grey[400] : palette.grey[700]) : strong,
      border: over(paper, grey, 0.4),
    };
  }
  const colour = palette[tone];
  return {
    background: over(paper, colour.main, dark ? 0.18 : 0.1),
    text: dark ? colour.light : colour.dark,
    border: over(paper, colour.main, dark ? 0.6 : 0.5),
  };
}
