import type { RegistrationAirport } from '../../../features/registration/api/registration.types';

type Row = [icao: string, iata: string | null, name: string, city: string, countryCode: string];

// One airport per line reads as a table.
// prettier-ignore
const ROWS: Row[] = [
  ['LFPG', 'CDG', 'Paris Charles de Gaulle', 'Paris', 'FR'],
  ['LFPO', 'ORY', 'Paris Orly', 'Paris', 'FR'],
  ['LFPB', 'LBG', 'Paris Le Bourget', 'Le Bourget', 'FR'],
  ['LFMN', 'NCE', "Nice Côte d'Azur", 'Nice', 'FR'],
  ['LFMD', 'CEQ', 'Cannes Mandelieu', 'Cannes', 'FR'],
  ['LFTH', 'TLN', 'Toulon Hyères', 'Hyères', 'FR'],
  ['LFML', 'MRS', 'Marseille Provence', 'Marignane', 'FR'],
  ['LFLL', 'LYS', 'Lyon Saint-Exupéry', 'Lyon', 'FR'],
  ['LFLS', 'GNB', 'Grenoble Alpes-Isère', 'Grenoble', 'FR'],
  ['LFLB', 'CMF', 'Chambéry Savoie Mont Blanc', 'Chambéry', 'FR'],
  ['LFBO', 'TLS', 'Toulouse Blagnac', 'Toulouse', 'FR'],
  ['LFBD', 'BOD', 'Bordeaux Mérignac', 'Bordeaux', 'FR'],
  ['LFRS', 'NTE', 'Nantes Atlantique', 'Nantes', 'FR'],
  ['LFSB', 'BSL', 'EuroAirport Basel Mulhouse Freiburg', 'Saint-Louis', 'FR'],
  ['LFKJ', 'AJA', 'Ajaccio Napoléon Bonaparte', 'Ajaccio', 'FR'],
  ['LFKF', 'FSC', 'Figari Sud Corse', 'Figari', 'FR'],
  ['LNMC', 'MCM', 'Monaco Heliport', 'Monaco', 'MC'],
  ['LSGG', 'GVA', 'Geneva', 'Geneva', 'CH'],
  ['LSZH', 'ZRH', 'Zurich', 'Zurich', 'CH'],
  ['LSGS', 'SIR', 'Sion', 'Sion', 'CH'],
  ['LSZS', 'SMV', 'Samedan Engadin', 'Samedan', 'CH'],
  ['EGLL', 'LHR', 'London Heathrow', 'London', 'GB'],
  ['EGLF', 'FAB', 'Farnborough', 'Farnborough', 'GB'],
  ['EGGW', 'LTN', 'London Luton', 'Luton', 'GB'],
  ['EGKB', 'BQH', 'London Biggin Hill', 'Biggin Hill', 'GB'],
  ['EGLC', 'LCY', 'London City', 'London', 'GB'],
  ['EGPH', 'EDI', 'Edinburgh', 'Edinburgh', 'GB'],
  ['EIDW', 'DUB', 'Dublin', 'Dublin', 'IE'],
  ['EBBR', 'BRU', 'Brussels', 'Brussels', 'BE'],
  ['ELLX', 'LUX', 'Luxembourg Findel', 'Luxembourg', 'LU'],
  ['EHAM', 'AMS', 'Amsterdam Schiphol', 'Amsterdam', 'NL'],
  ['EHRD', 'RTM', 'Rotterdam The Hague', 'Rotterdam', 'NL'],
  ['EDDF', 'FRA', 'Frankfurt am Main', 'Frankfurt', 'DE'],
  ['EDDM', 'MUC', 'Munich', 'Munich', 'DE'],
  ['EDDB', 'BER', 'Berlin Brandenburg', 'Berlin', 'DE'],
  ['EDDH', 'HAM', 'Hamburg', 'Hamburg', 'DE'],
  ['EDDL', 'DUS', 'Düsseldorf', 'Düsseldorf', 'DE'],
  ['LOWW', 'VIE', 'Vienna Schwechat', 'Vienna', 'AT'],
  ['LOWS', 'SZG', 'Salzburg W. A. Mozart', 'Salzburg', 'AT'],
  ['LOWI', 'INN', 'Innsbruck', 'Innsbruck', 'AT'],
  ['LIRF', 'FCO', 'Rome Fiumicino', 'Rome', 'IT'],
  ['LIRA', 'CIA', 'Rome Ciampino', 'Rome', 'IT'],
  ['LIML', 'LIN', 'Milan Linate', 'Milan', 'IT'],
  ['LIMC', 'MXP', 'Milan Malpensa', 'Milan', 'IT'],
  ['LIEO', 'OLB', 'Olbia Costa Smeralda', 'Olbia', 'IT'],
  ['LIRN', 'NAP', 'Naples Capodichino', 'Naples', 'IT'],
  ['LIPZ', 'VCE', 'Venice Marco Polo', 'Venice', 'IT'],
  ['LEMD', 'MAD', 'Madrid Barajas', 'Madrid', 'ES'],
  ['LEBL', 'BCN', 'Barcelona El Prat', 'Barcelona', 'ES'],
  ['LEPA', 'PMI', 'Palma de Mallorca', 'Palma', 'ES'],
  ['LEIB', 'IBZ', 'Ibiza', 'Ibiza', 'ES'],
  ['LEMG', 'AGP', 'Málaga Costa del Sol', 'Málaga', 'ES'],
  ['LPPT', 'LIS', 'Lisbon Humberto Delgado', 'Lisbon', 'PT'],
  ['LPFR', 'FAO', 'Faro', 'Faro', 'PT'],
  ['LGAV', 'ATH', 'Athens Eleftherios Venizelos', 'Athens', 'GR'],
  ['LGMK', 'JMK', 'Mykonos', 'Mykonos', 'GR'],
  ['LKPR', 'PRG', 'Prague Václav Havel', 'Prague', 'CZ'],
  ['EPWA', 'WAW', 'Warsaw Chopin', 'Warsaw', 'PL'],
  ['EKCH', 'CPH', 'Copenhagen Kastrup', 'Copenhagen', 'DK'],
  ['ESSA', 'ARN', 'Stockholm Arlanda', 'Stockholm', 'SE'],
  ['ENGM', 'OSL', 'Oslo Gardermoen', 'Oslo', 'NO'],
  ['EFHK', 'HEL', 'Helsinki Vantaa', 'Helsinki', 'FI'],
  ['LHBP', 'BUD', 'Budapest Ferenc Liszt', 'Budapest', 'HU'],
  ['LDZA', 'ZAG', 'Zagreb Franjo Tuđman', 'Zagreb', 'HR'],
  ['LDSP', 'SPU', 'Split', 'Split', 'HR'],
];

/** Real European airports the registration form offers (ids stable: the row's position + 1). */
export const REGISTRATION_AIRPORTS: readonly RegistrationAirport[] = ROWS.map(
  ([icao, iata, name, city, countryCode], index) => ({
    id: index + 1,
    icao,
    iata,
    name,
    city,
    countryCode,
  }),
);

export function airportById(id: number): RegistrationAirport | undefined {
  return REGISTRATION_AIRPORTS.find((airport) => airport.id === id);
}
