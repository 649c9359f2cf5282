/**
 * Countries (ISO 3166-1 alpha-2) named in the interface language by the browser's own
 * `Intl.DisplayNames` (CLDR names): no name tables in the bundle, only the list of codes.
 */
import type { Language } from '@/lib/config/constants';

/** The codes the pickers offer and the rules accept: ISO 3166-1 alpha-2, with XK (Kosovo). */
const COUNTRY_CODES = `
  AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE
  BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD
  CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM
  DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF
  GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU
  ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN
  KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME
  MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA
  NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM
  PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI
  SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK
  TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI
  VN VU WF WS XK YE YT ZA ZM ZW
`
  .trim()
  .split(/\s+/);

const KNOWN = new Set(COUNTRY_CODES);

export interface CountryOption {
  value: string;
  label: string;
}

/** True for an upper-case ISO 3166-1 alpha-2 code that exists, e.g. `FR`. */
export function isCountryCode(code: string): boolean {
  return KNOWN.has(code);
}

const namers = new Map<Language, Intl.DisplayNames>();

function namerOf(language: Language): Intl.DisplayNames {
  let namer = namers.get(language);
  if (!namer) {
    namer = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    namers.set(language, namer);
  }
  return namer;
}

/** The country's name in `language`, or the code itself when it is unknown. */
export function countryName(code: string, language: Language): string {
  // Checked first: `of` throws on a malformed code and names a well-formed unknown one.
  return isCountryCode(code) ? (namerOf(language).of(code) ?? code) : code;
}

const cache = new Map<Language, CountryOption[]>();

/** Every country, sorted by its name in `language` (accents compared as the language does). */
export function countryOptions(language: Language): CountryOption[] {
  const known = cache.get(language);
  if (known) return known;
  const collator = new Intl.Collator(language);
  const options = COUNTRY_CODES.map((value) => ({
    value,
    label: countryName(value, language),
  })).sort((a, b) => collator.compare(a.label, b.label));
  cache.set(language, options);
  return options;
}
