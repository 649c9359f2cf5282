import type { Airport } from '../../../lib/api/organizations.types';
import { folded } from '../../api';

const a = (icao: string, iata: string | null, name: string, city: string, countryCode: string) =>
  ({ icao, iata, name, city, countryCode }) satisfies Airport;

/** Real airports of business aviation in Europe (ICAO, IATA, name, city, country). */
// prettier-ignore
export const AIRPORTS: readonly Airport[] = [
  a('LFPB', 'LBG', 'Paris–Le Bourget', 'Le Bourget', 'FR'),
  a('LFPG', 'CDG', 'Paris–Charles de Gaulle', 'Roissy-en-France', 'FR'),
  a('LFPO', 'ORY', 'Paris–Orly', 'Orly', 'FR'),
  a('LFMN', 'NCE', 'Nice Côte d’Azur', 'Nice', 'FR'),
  a('LFMD', 'CEQ', 'Cannes–Mandelieu', 'Cannes', 'FR'),
  a('LFTH', 'TLN', 'Toulon–Hyères', 'Hyères', 'FR'),
  a('LFML', 'MRS', 'Marseille Provence', 'Marignane', 'FR'),
  a('LFMA', 'QXB', 'Aix–Les Milles', 'Aix-en-Provence', 'FR'),
  a('LFLL', 'LYS', 'Lyon–Saint-Exupéry', 'Lyon', 'FR'),
  a('LFLY', 'LYN', 'Lyon–Bron', 'Bron', 'FR'),
  a('LFLS', 'GNB', 'Grenoble Alpes–Isère', 'Saint-Étienne-de-Saint-Geoirs', 'FR'),
  a('LFLB', 'CMF', 'Chambéry–Savoie Mont Blanc', 'Chambéry', 'FR'),
  a('LFLP', 'NCY', 'Annecy Mont Blanc', 'Annecy', 'FR'),
  a('LFSB', 'BSL', 'EuroAirport Basel Mulhouse Freiburg', 'Saint-Louis', 'FR'),
  a('LFBD', 'BOD', 'Bordeaux–Mérignac', 'Mérignac', 'FR'),
  a('LFBO', 'TLS', 'Toulouse–Blagnac', 'Toulouse', 'FR'),
  a('LFKJ', 'AJA', 'Ajaccio Napoléon Bonaparte', 'Ajaccio', 'FR'),
  a('LFKF', 'FSC', 'Figari Sud-Corse', 'Figari', 'FR'),
  a('LFKC', 'CLY', 'Calvi–Sainte-Catherine', 'Calvi', 'FR'),
  a('LFMT', 'MPL', 'Montpellier–Méditerranée', 'Mauguio', 'FR'),
  a('LFRS', 'NTE', 'Nantes Atlantique', 'Bouguenais', 'FR'),
  a('LFOB', 'BVA', 'Paris–Beauvais', 'Beauvais', 'FR'),
  a('LNMC', 'MCM', 'Monaco Heliport', 'Monaco', 'MC'),
  a('LSGG', 'GVA', 'Geneva Airport', 'Geneva', 'CH'),
  a('LSZH', 'ZRH', 'Zurich Airport', 'Zurich', 'CH'),
  a('LSZA', 'LUG', 'Lugano Airport', 'Agno', 'CH'),
  a('LSGS', 'SIR', 'Sion Airport', 'Sion', 'CH'),
  a('LSZS', 'SMV', 'Samedan Engadin Airport', 'Samedan', 'CH'),
  a('EGLF', 'FAB', 'Farnborough Airport', 'Farnborough', 'GB'),
  a('EGLC', 'LCY', 'London City Airport', 'London', 'GB'),
  a('EGGW', 'LTN', 'London Luton Airport', 'Luton', 'GB'),
  a('EGKB', 'BQH', 'London Biggin Hill Airport', 'Biggin Hill', 'GB'),
  a('EGLL', 'LHR', 'London Heathrow Airport', 'London', 'GB'),
  a('EGSS', 'STN', 'London Stansted Airport', 'Stansted', 'GB'),
  a('EGPH', 'EDI', 'Edinburgh Airport', 'Edinburgh', 'GB'),
  a('EINN', 'SNN', 'Shannon Airport', 'Shannon', 'IE'),
  a('EIDW', 'DUB', 'Dublin Airport', 'Dublin', 'IE'),
  a('EDDM', 'MUC', 'Munich Airport', 'Munich', 'DE'),
  a('EDDF', 'FRA', 'Frankfurt Airport', 'Frankfurt', 'DE'),
  a('EDDB', 'BER', 'Berlin Brandenburg Airport', 'Berlin', 'DE'),
  a('EDDH', 'HAM', 'Hamburg Airport', 'Hamburg', 'DE'),
  a('EDDL', 'DUS', 'Düsseldorf Airport', 'Düsseldorf', 'DE'),
  a('EHAM', 'AMS', 'Amsterdam Schiphol', 'Amsterdam', 'NL'),
  a('EHRD', 'RTM', 'Rotterdam The Hague Airport', 'Rotterdam', 'NL'),
  a('EBBR', 'BRU', 'Brussels Airport', 'Zaventem', 'BE'),
  a('ELLX', 'LUX', 'Luxembourg Airport', 'Luxembourg', 'LU'),
  a('LEGE', 'GRO', 'Girona–Costa Brava', 'Girona', 'ES'),
  a('LEBL', 'BCN', 'Barcelona–El Prat', 'Barcelona', 'ES'),
  a('LEMD', 'MAD', 'Adolfo Suárez Madrid–Barajas', 'Madrid', 'ES'),
  a('LEPA', 'PMI', 'Palma de Mallorca', 'Palma', 'ES'),
  a('LEIB', 'IBZ', 'Ibiza Airport', 'Ibiza', 'ES'),
  a('LEMG', 'AGP', 'Málaga–Costa del Sol', 'Málaga', 'ES'),
  a('LPPT', 'LIS', 'Lisbon Humberto Delgado', 'Lisbon', 'PT'),
  a('LPCS', 'CAT', 'Cascais Municipal Aerodrome', 'Cascais', 'PT'),
  a('LPFR', 'FAO', 'Faro Airport', 'Faro', 'PT'),
  a('LIPB', 'BZO', 'Bolzano Airport', 'Bolzano', 'IT'),
  a('LIML', 'LIN', 'Milan Linate', 'Milan', 'IT'),
  a('LIMC', 'MXP', 'Milan Malpensa', 'Milan', 'IT'),
  a('LIRA', 'CIA', 'Rome Ciampino', 'Rome', 'IT'),
  a('LIRF', 'FCO', 'Rome Fiumicino', 'Rome', 'IT'),
  a('LIEO', 'OLB', 'Olbia Costa Smeralda', 'Olbia', 'IT'),
  a('LIPZ', 'VCE', 'Venice Marco Polo', 'Venice', 'IT'),
  a('LOWW', 'VIE', 'Vienna International', 'Vienna', 'AT'),
  a('LOWS', 'SZG', 'Salzburg W. A. Mozart', 'Salzburg', 'AT'),
  a('LOWI', 'INN', 'Innsbruck Airport', 'Innsbruck', 'AT'),
  a('LGAV', 'ATH', 'Athens International', 'Athens', 'GR'),
  a('LGMK', 'JMK', 'Mykonos Airport', 'Mykonos', 'GR'),
  a('LMML', 'MLA', 'Malta International', 'Luqa', 'MT'),
];

export function airportByIcao(icao: string): Airport | undefined {
  return AIRPORTS.find((airport) => airport.icao === icao);
}

/** Matches the ICAO or IATA code, the name or the city, without regard to case or accents. */
export function searchAirports(text: string, limit = 20): Airport[] {
  const wanted = folded(text.trim());
  if (wanted === '') return AIRPORTS.slice(0, limit);
  return AIRPORTS.filter((airport) =>
    [airport.icao, airport.iata ?? '', airport.name, airport.city].some((value) =>
      folded(value).includes(wanted),
    ),
  ).slice(0, limit);
}
