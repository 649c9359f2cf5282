import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedIn, loggedOut, profileUpdated } from '@/lib/auth/sessionSlice';
import {
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type CurrencyDisplay,
  type Direction,
  type Language,
  type Measurement,
  type Skin,
} from '@/lib/config/constants';

export interface PreferencesState {
  language: Language;
  currency: string;
  currencyDisplay: CurrencyDisplay;
  measurement: Measurement;
  skin: Skin;
  direction: Direction;
  /** The wide screen's menu shows its icons only (a device choice, kept across sessions). */
  navCollapsed: boolean;
}

export const defaultPreferences: PreferencesState = {
  language: DEFAULT_LANGUAGE,
  currency: DEFAULT_CURRENCY,
  currencyDisplay: 'symbol',
  measurement: 'metric',
  skin: 'light',
  direction: 'ltr',
  navCollapsed: false,
};

export function toLanguage(code: string | null | undefined): Language {
  const short = (code ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : DEFAULT_LANGUAGE;
}

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: defaultPreferences,
  reducers: {
    languageChanged(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    currencyChanged(state, action: PayloadAction<string>) {
      state.currency = action.payload;
    },
    currencyDisplayChanged(state, action: PayloadAction<CurrencyDisplay>) {
      state.currencyDisplay = action.payload;
    },
    measurementChanged(state, action: PayloadAction<Measurement>) {
      state.measurement = action.payload;
    },
    skinChanged(state, action: PayloadAction<Skin>) {
      state.skin = action.payload;
    },
    directionChanged(state, action: PayloadAction<Direction>) {
      state.direction = action.payload;
    },
    navCollapsedChanged(state, action: PayloadAction<boolean>) {
      state.navCollapsed = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedIn, (state, action) => {
        // Login sets language and currency from the user (currency defaults to EUR).
        state.language = toLanguage(action.payload.user.defaultLang?.code ?? state.language);
        state.currency = action.payload.user.defaultCurrency?.code ?? DEFAULT_CURRENCY;
      })
      // A language saved in the account becomes the app's language at once.
      .addCase(profileUpdated, (state, action) => {
        const code = action.payload.defaultLang?.code;
        if (code) state.language = toLanguage(code);
      })
      // Logout clears the session's language and currency; device choices (skin, units, direction) stay.
      .addCase(loggedOut, (state) => ({
        ...state,
        language: defaultPreferences.language,
        currency: defaultPreferences.currency,
        currencyDisplay: defaultPreferences.currencyDisplay,
      }));
  },
  selectors: {
    selectPreferences: (state) => state,
    selectLanguage: (state) => state.language,
    selectCurrency: (state) => state.currency,
    selectMeasurement: (state) => state.measurement,
    selectSkin: (state) => state.skin,
    selectDirection: (state) => state.direction,
    selectNavCollapsed: (state) => state.navCollapsed,
  },
});

export const {
  languageChanged,
  currencyChanged,
  currencyDisplayChanged,
  measurementChanged,
  skinChanged,
  directionChanged,
  navCollapsedChanged,
} = preferencesSlice.actions;
export const {
  selectPreferences,
  selectLanguage,
  selectCurrency,
  selectMeasurement,
  selectSkin,
  selectDirection,
  selectNavCollapsed,
} = preferencesSlice.selectors;
