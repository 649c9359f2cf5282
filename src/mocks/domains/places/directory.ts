import type { Place, PlaceKind } from '../../../entities/service/contract';
import { matchesWords, searchWords } from '../../api';

/** Place ids the seeds and the tests name. */
export const PLACE = {
  monacoHeliport: 1,
  cannesMandelieu: 2,
  laMole: 3,
  capEdenRoc: 4,
  portHercule: 5,
  hotelDeParis: 6,
  portVauban: 7,
  courchevelAltiport: 8,
  beauRivage: 9,
  cristalloCortina: 10,
  adlerOrtisei: 11,
  princesseGrace: 12,
  nice: 20,
  cannes: 21,
  saintTropez: 22,
  cotedAzur: 23,
  promenadeDesAnglais: 24,
  courchevel: 25,
  geneva: 26,
  cortina: 27,
} as const;

/**
 * The places directory: reference data in constants (real places near the helicopter
 * operators' airports), as the airport catalogue is. The imprecise ones (cities, regions, roads)
 * are listed too: a search finds them, choosing one is refused.
 */
export const PLACES: readonly Place[] = (
  [
    [PLACE.monacoHeliport, 'Monaco Heliport', 'Avenue des Ligures, 98000 Monaco', 'heliport', 'MC'],
    [PLACE.cannesMandelieu, 'Cannes Mandelieu Airport', '06150 Cannes, France', 'premise', 'FR'],
    [
      PLACE.laMole,
      'La Môle – Saint-Tropez Airport',
      'RD 98, 83310 La Môle, France',
      'premise',
      'FR',
    ],
    [
      PLACE.capEdenRoc,
      'Hôtel du Cap-Eden-Roc',
      'Boulevard J.F. Kennedy, 06160 Antibes, France',
      'premise',
      'FR',
    ],
    [PLACE.portHercule, 'Port Hercule', 'Quai Antoine Ier, 98000 Monaco', 'premise', 'MC'],
    [
      PLACE.hotelDeParis,
      'Hôtel de Paris Monte-Carlo',
      'Place du Casino, 98000 Monaco',
      'premise',
      'MC',
    ],
    [PLACE.portVauban, 'Port Vauban', 'Avenue de Verdun, 06600 Antibes, France', 'premise', 'FR'],
    [
      PLACE.courchevelAltiport,
      'Courchevel Altiport',
      'Route de l’Altiport, 73120 Courchevel, France',
      'helipad',
      'FR',
    ],
    [
      PLACE.beauRivage,
      'Hotel Beau-Rivage Geneva',
      'Quai du Mont-Blanc 13, 1201 Genève, Switzerland',
      'premise',
      'CH',
    ],
    [
      PLACE.cristalloCortina,
      'Cristallo Resort, Cortina',
      'Via Rinaldo Menardi 42, 32043 Cortina d’Ampezzo, Italy',
      'premise',
      'IT',
    ],
    [
      PLACE.adlerOrtisei,
      'Adler Dolomiti, Ortisei',
      'Via Rezia 7, 39046 Ortisei, Italy',
      'premise',
      'IT',
    ],
    [
      PLACE.princesseGrace,
      '7 Avenue Princesse Grace',
      '7 Avenue Princesse Grace, 98000 Monaco',
      'street_address',
      'MC',
    ],
    [PLACE.nice, 'Nice', '06000 Nice, France', 'city', 'FR'],
    [PLACE.cannes, 'Cannes', '06400 Cannes, France', 'city', 'FR'],
    [PLACE.saintTropez, 'Saint-Tropez', '83990 Saint-Tropez, France', 'city', 'FR'],
    [PLACE.cotedAzur, 'Côte d’Azur', 'Provence-Alpes-Côte d’Azur, France', 'region', 'FR'],
    [
      PLACE.promenadeDesAnglais,
      'Promenade des Anglais',
      'Promenade des Anglais, Nice, France',
      'road',
      'FR',
    ],
    [PLACE.courchevel, 'Courchevel', '73120 Courchevel, France', 'city', 'FR'],
    [PLACE.geneva, 'Geneva', 'Genève, Switzerland', 'city', 'CH'],
    [PLACE.cortina, 'Cortina d’Ampezzo', '32043 Cortina d’Ampezzo, Italy', 'city', 'IT'],
  ] satisfies [number, string, string, PlaceKind, string][]
).map(([id, name, formattedAddress, kind, countryCode]) => ({
  id,
  name,
  formattedAddress,
  kind,
  countryCode,
}));

export function placeById(id: number): Place | undefined {
  const place = PLACES.find((candidate) => candidate.id === id);
  return place ? { ...place } : undefined;
}

/** The places whose name or address has every word of the search, by name. */
export function findPlaces(search: string | undefined): Place[] {
  const words = searchWords(search);
  return PLACES.filter((place) =>
    matchesWords(`${place.name} ${place.formattedAddress}`, words),
  ).map((place) => ({ ...place }));
}
