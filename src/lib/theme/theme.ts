import { createTheme, type Theme } from '@mui/material/styles';
import { BREAKPOINTS, type Direction, type Skin } from '@/lib/config/constants';

/** Colours of the vertical menu, dark in the dark and semi-dark skins. */
export interface NavigationPalette {
  background: string;
  text: string;
  selected: string;
}

declare module '@mui/material/styles' {
  interface Theme {
    skin: Skin;
  }
  interface ThemeOptions {
    skin?: Skin;
  }
  // In the palette: `sx` resolves a colour string such as 'navigation.background' against
  // theme.palette only; a key at the theme's root is silently ignored (FIELD-NOTES.md).
  interface Palette {
    navigation: NavigationPalette;
  }
  interface PaletteOptions {
    navigation?: NavigationPalette;
  }
}

const brand = { primary: '#1565c0', secondary: '#00897b' };

/** One theme per skin (light default, dark, bordered, semi-dark) and direction (spec section 1). */
export function createAppTheme(skin: Skin, direction: Direction): Theme {
  const dark = skin === 'dark';
  const bordered = skin === 'bordered';
  const navigation: NavigationPalette =
    skin === 'semi-dark' || dark
      ? { background: '#1e2433', text: '#e3e8f2', selected: 'rgba(144, 202, 249, 0.16)' }
      : { background: '#ffffff', text: '#1f2937', selected: 'rgba(21, 101, 192, 0.10)' };
  return createTheme({
    skin,
    direction,
    breakpoints: { values: { ...BREAKPOINTS } },
    palette: {
      mode: dark ? 'dark' : 'light',
      navigation,
      primary: { main: dark ? '#90caf9' : brand.primary },
      secondary: { main: dark ? '#80cbc4' : brand.secondary },
      // Status colours that keep 4.5:1 as chip fills (with their contrast text) and as text on
      // the paper: MUI's light warning and info, and its dark error, fall short (axe).
      ...(dark
        ? { error: { main: '#ff8a80' } }
        : { warning: { main: '#b45309' }, info: { main: '#01579b' } }),
      background: dark
        ? { default: '#121826', paper: '#1a2233' }
        : { default: '#f4f6fa', paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    // UI.md "Type": the bundled Inter (lib/theme/fonts.css); a page title is h5 (24 px, 600),
    // a section title subtitle1 (16 px, 600); buttons, tabs and toggles in sentence case.
    typography: {
      fontFamily: '"Inter Variable", "Inter Fallback", system-ui, "Segoe UI", Roboto, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.4rem', fontWeight: 600 },
      h3: { fontSize: '1.2rem', fontWeight: 600 },
      h5: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
      h6: { fontSize: '1.125rem', fontWeight: 600 },
      subtitle1: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiPaper: {
        defaultProps: bordered ? { variant: 'outlined', elevation: 0 } : {},
      },
      MuiCard: {
        defaultProps: bordered ? { variant: 'outlined', elevation: 0 } : {},
      },
      MuiAppBar: {
        defaultProps: { elevation: bordered ? 0 : 1, color: 'inherit' },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          // A hovered outlined or text button takes a tint of its colour, which leaves MUI's red
          // under 4.5:1 on the grey page of the light skins (axe): it darkens as it is tinted.
          // (The dark skins' red is light already: darker, it would fall short on their page.)
          root: ({ theme }) =>
            theme.palette.mode === 'light'
              ? {
                  '&.MuiButton-colorError:is(.MuiButton-outlined, .MuiButton-text):hover': {
                    color: theme.palette.error.dark,
                  },
                }
              : {},
        },
      },
    },
  });
}
