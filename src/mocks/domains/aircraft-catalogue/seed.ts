import type { Schemas } from '../../../lib/api/contract';
import type { AircraftTypeRecord } from './records';

/** Turbine engines (jets, turboprops, turbine helicopters): Jet A-1 or sustainable aviation fuel. */
const JET: readonly Schemas['FuelType'][] = ['Kerosene', 'Biojet'];
/** Piston engines: aviation gasoline, the document's FuelType `fuel` (its generic value). */
const AVGAS: readonly Schemas['FuelType'][] = ['fuel'];

function t(
  id: number,
  manufacturer: string,
  model: string,
  icaoType: string,
  category: Schemas['AircraftCategory'],
  mtowKg: number,
  wingspanM: number,
  lengthM: number,
  heightM: number,
  seats: number,
  passengerSeats: number,
  minimumFlightCrew: number,
  minimumRunwayLengthM: number | null,
  takeOffDistanceM: number | null,
  maximumFuelKg: number,
  fireFightingCategory: number,
  fuelTypes: readonly Schemas['FuelType'][],
): AircraftTypeRecord {
  return {
    id,
    manufacturer,
    model,
    icaoType,
    category,
    mtowKg,
    wingspanM,
    lengthM,
    heightM,
    seats,
    passengerSeats,
    minimumFlightCrew,
    minimumRunwayLengthM,
    maximumFuelKg,
    fuelTypes: [...fuelTypes],
    fireFightingCategory,
    takeOffDistanceM,
  };
}

/**
 * Real aircraft types with their published figures, rounded, from the manufacturers' spec
 * sheets (metric: kg and m). Seats: minimum crew plus maximum passengers; pax: the typical
 * executive or charter cabin. Runway: landing distance at maximum landing weight; take-off:
 * field length at MTOW (ISA, sea level); both null for helicopters, whose wingspan is the main
 * rotor diameter and length the overall length rotors turning. RFF: ICAO aerodrome category
 * by overall length and fuselage width (Annex 14). Ids are fixed: never renumber a line.
 */
// prettier-ignore
const CATALOGUE: readonly AircraftTypeRecord[] = [
  // id, manufacturer, model, ICAO type, category, MTOW kg, span m, length m, height m, seats, passengers, crew, runway m, take-off m, fuel kg, RFF, fuel types
  t(1,  'Cessna',               'Citation M2',          'C25M', 'light_jet',              4853,  14.4,  12.98, 4.24,  8,    6,  1,    783,   978,   1495,  3, JET),
  t(2,  'Cessna',               'Citation CJ3+',        'C25B', 'light_jet',              6291,  16.26, 15.59, 4.62,  10,   7,  1,    844,   969,   2136,  3, JET),
  t(3,  'Cessna',               'Citation CJ4',         'C25C', 'light_jet',              7761,  15.49, 16.26, 4.67,  11,   8,  1,    896,   1039,  2644,  3, JET),
  t(4,  'Cessna',               'Citation XLS+',        'C56X', 'midsize_jet',            9163,  17.17, 16.0,  5.23,  14,   9,  2,    969,   1085,  3057,  3, JET),
  t(5,  'Cessna',               'Citation Latitude',    'C68A', 'midsize_jet',            13971, 22.05, 18.97, 6.38,  11,   8,  2,    756,   1091,  5168,  4, JET),
  t(6,  'Cessna',               'Citation Longitude',   'C700', 'super_midsize_jet',      17917, 21.0,  22.3,  5.92,  14,   8,  2,    966,   1466,  6577,  4, JET),
  t(7,  'Embraer',              'Phenom 100EV',         'E50P', 'light_jet',              4855,  12.3,  12.82, 4.35,  7,    4,  1,    741,   972,   1272,  3, JET),
  t(8,  'Embraer',              'Phenom 300E',          'E55P', 'light_jet',              8415,  15.91, 15.64, 5.1,   11,   7,  1,    674,   978,   2428,  3, JET),
  t(9,  'Embraer',              'Praetor 500',          'E545', 'midsize_jet',            19440, 20.25, 19.69, 6.43,  11,   7,  2,    636,   1287,  5990,  4, JET),
  t(10, 'Embraer',              'Praetor 600',          'E550', 'super_midsize_jet',      21500, 21.5,  20.74, 6.44,  14,   8,  2,    660,   1438,  8100,  4, JET),
  t(11, 'Embraer',              'Legacy 650E',          'E35L', 'heavy_jet',              24300, 21.17, 26.33, 6.76,  16,  13,  2,    990,   1753,  9194,  5, JET),
  t(12, 'Embraer',              'Lineage 1000E',        'E190', 'heavy_jet',              54500, 28.72, 36.24, 10.57, 21,  16,  2,    1341,  1970,  24000, 6, JET),
  t(13, 'Bombardier',           'Learjet 75 Liberty',   'LJ75', 'light_jet',              9752,  15.51, 17.68, 4.31,  8,    6,  2,    811,   1353,  2750,  3, JET),
  t(14, 'Bombardier',           'Challenger 350',       'CL35', 'super_midsize_jet',      18416, 21.0,  20.92, 6.1,   12,   8,  2,    721,   1474,  6418,  4, JET),
  t(15, 'Bombardier',           'Challenger 650',       'CL60', 'heavy_jet',              21863, 19.61, 20.85, 6.3,   14,  10,  2,    732,   1720,  9072,  4, JET),
  t(16, 'Bombardier',           'Global 5500',          'GL5T', 'heavy_jet',              41957, 28.65, 29.49, 7.77,  18,  13,  2,    673,   1628,  17804, 6, JET),
  t(17, 'Bombardier',           'Global 6500',          'GLEX', 'ultra_long_range_jet',   45132, 28.65, 30.3,  7.72,  19,  13,  2,    682,   1873,  20434, 6, JET),
  t(18, 'Bombardier',           'Global 7500',          'GL7T', 'ultra_long_range_jet',   52096, 31.7,  33.88, 8.18,  21,  14,  2,    682,   1756,  25855, 6, JET),
  t(19, 'Bombardier',           'Global 8000',          'GL7T', 'ultra_long_range_jet',   52096, 31.7,  33.88, 8.18,  21,  14,  2,    682,   1756,  25855, 6, JET),
  t(20, 'Gulfstream',           'G280',                 'G280', 'super_midsize_jet',      17962, 19.2,  20.37, 6.5,   12,   8,  2,    721,   1448,  6622,  4, JET),
  t(21, 'Gulfstream',           'G500',                 'GA5C', 'heavy_jet',              36106, 26.54, 27.79, 7.75,  21,  13,  2,    914,   1615,  17509, 5, JET),
  t(22, 'Gulfstream',           'G600',                 'GA6C', 'heavy_jet',              42910, 28.7,  29.29, 7.7,   21,  14,  2,    899,   1737,  18824, 6, JET),
  t(23, 'Gulfstream',           'G650ER',               'GLF6', 'ultra_long_range_jet',   46992, 30.36, 30.41, 7.82,  21,  14,  2,    914,   1920,  21863, 6, JET),
  t(24, 'Gulfstream',           'G700',                 'GA7C', 'ultra_long_range_jet',   48807, 31.39, 33.48, 7.75,  21,  14,  2,    914,   1905,  22407, 6, JET),
  t(25, 'Gulfstream',           'G800',                 'GA8C', 'ultra_long_range_jet',   47900, 31.39, 30.41, 7.75,  21,  14,  2,    914,   1820,  22407, 6, JET),
  t(26, 'Dassault',             'Falcon 900LX',         'F900', 'heavy_jet',              22226, 21.38, 20.21, 7.55,  16,  12,  2,    736,   1634,  9482,  4, JET),
  t(27, 'Dassault',             'Falcon 2000LXS',       'F2TH', 'heavy_jet',              19414, 21.38, 20.23, 7.06,  12,   8,  2,    689,   1425,  7557,  4, JET),
  t(28, 'Dassault',             'Falcon 6X',            'FA6X', 'heavy_jet',              35135, 25.96, 25.68, 7.9,   18,  12,  2,    805,   1670,  15830, 5, JET),
  t(29, 'Dassault',             'Falcon 7X',            'FA7X', 'heavy_jet',              31751, 26.21, 23.19, 7.83,  18,  12,  2,    631,   1740,  14488, 4, JET),
  t(30, 'Dassault',             'Falcon 8X',            'FA8X', 'heavy_jet',              33113, 26.29, 24.46, 7.94,  18,  12,  2,    677,   1792,  15940, 5, JET),
  t(31, 'Honda Aircraft',       'HondaJet Elite II',    'HDJT', 'light_jet',              5035,  12.12, 12.99, 4.54,  7,    5,  1,    930,   1064,  1360,  3, JET),
  t(32, 'Pilatus',              'PC-24',                'PC24', 'light_jet',              8300,  17.0,  16.85, 5.4,   11,   8,  1,    646,   893,   2721,  3, JET),
  t(33, 'Cirrus',               'SF50 Vision Jet',      'SF50', 'light_jet',              2722,  11.79, 9.42,  3.32,  7,    4,  1,    689,   621,   900,   2, JET),
  t(34, 'Cessna',               'Citation Sovereign+',  'C680', 'midsize_jet',            13959, 22.04, 19.35, 6.2,   14,   9,  2,    808,   1076,  5166,  4, JET),
  t(35, 'Hawker Beechcraft',    'Hawker 900XP',         'H25B', 'midsize_jet',            12701, 15.66, 15.6,  5.51,  11,   8,  2,    802,   1533,  4536,  3, JET),
  t(36, 'Beechcraft',           'King Air 350i',        'B350', 'turboprop',              6804,  17.65, 14.22, 4.37,  12,   8,  1,    821,   1006,  1638,  3, JET),
  t(37, 'Beechcraft',           'King Air 260',         'BE20', 'turboprop',              5670,  16.61, 13.36, 4.52,  9,    6,  1,    697,   643,   1653,  3, JET),
  t(38, 'Pilatus',              'PC-12 NGX',            'PC12', 'turboprop',              4740,  16.28, 14.4,  4.26,  10,   6,  1,    661,   793,   1226,  3, JET),
  t(39, 'Daher',                'TBM 960',              'TBM9', 'turboprop',              3454,  12.83, 10.74, 4.35,  6,    4,  1,    741,   726,   884,   2, JET),
  t(40, 'Piper',                'M600 SLS',             'P46T', 'turboprop',              2722,  13.11, 9.04,  3.45,  6,    4,  1,    810,   803,   790,   2, JET),
  t(41, 'Cessna',               'Grand Caravan EX',     'C208', 'turboprop',              3995,  15.88, 12.67, 4.53,  14,   9,  1,    585,   658,   1009,  3, JET),
  t(42, 'Piaggio Aerospace',    'P.180 Avanti EVO',     'P180', 'turboprop',              5489,  14.03, 14.41, 3.97,  10,   7,  1,    872,   994,   1271,  3, JET),
  t(43, 'Cirrus',               'SR22',                 'SR22', 'piston',                 1633,  11.68, 7.92,  2.72,  5,    4,  1,    709,   462,   250,   1, AVGAS),
  t(44, 'Piper',                'M350',                 'PA46', 'piston',                 1969,  13.11, 8.81,  3.45,  6,    4,  1,    600,   637,   327,   1, AVGAS),
  t(45, 'Beechcraft',           'Baron G58',            'BE58', 'piston',                 2495,  11.53, 9.09,  2.97,  6,    4,  1,    762,   701,   528,   2, AVGAS),
  t(46, 'Beechcraft',           'Bonanza G36',          'BE36', 'piston',                 1656,  10.21, 8.38,  2.62,  6,    4,  1,    442,   583,   201,   1, AVGAS),
  t(47, 'Airbus',               'ACJ319neo',            'A19N', 'airliner',               75500, 35.8,  33.84, 11.76, 21,  16,  2,    1350,  2090,  32600, 6, JET),
  t(48, 'Airbus',               'A320neo',              'A20N', 'airliner',               79000, 35.8,  37.57, 11.76, 196, 180, 2,    1440,  2100,  19000, 6, JET),
  t(49, 'Boeing',               'BBJ 737-700',          'B737', 'airliner',               77565, 35.79, 33.63, 12.55, 21,  16,  2,    1430,  2100,  32540, 6, JET),
  t(50, 'Embraer',              'E190',                 'E190', 'airliner',               51800, 28.72, 36.24, 10.57, 116, 100, 2,    1244,  2056,  12971, 6, JET),
  t(51, 'ATR',                  'ATR 72-600',           'AT76', 'airliner',               23000, 27.05, 27.17, 7.65,  80,  70,  2,    915,   1367,  5000,  5, JET),
  t(52, 'De Havilland Canada',  'Dash 8-400',           'DH8D', 'airliner',               30481, 28.42, 32.83, 8.34,  92,  78,  2,    1287,  1425,  5318,  6, JET),
  t(53, 'Airbus Helicopters',   'H125',                 'AS50', 'helicopter',             2250,  10.69, 12.94, 3.34,  7,    5,  1,    null,  null,  426,   3, JET),
  t(54, 'Airbus Helicopters',   'H130',                 'EC30', 'helicopter',             2500,  10.69, 12.64, 3.61,  8,    6,  1,    null,  null,  426,   3, JET),
  t(55, 'Airbus Helicopters',   'H135',                 'EC35', 'helicopter',             2980,  10.2,  12.16, 3.51,  8,    6,  1,    null,  null,  538,   3, JET),
  t(56, 'Airbus Helicopters',   'H145',                 'EC45', 'helicopter',             3800,  11.0,  13.64, 3.95,  10,   6,  1,    null,  null,  723,   3, JET),
  t(57, 'Airbus Helicopters',   'H160',                 'H160', 'helicopter',             6050,  13.4,  15.69, 4.88,  13,   8,  1,    null,  null,  1130,  3, JET),
  t(58, 'Airbus Helicopters',   'H175',                 'EC75', 'helicopter',             7800,  14.8,  18.06, 5.34,  20,   8,  2,    null,  null,  2036,  4, JET),
  t(59, 'Leonardo',             'AW109 Trekker',        'A109', 'helicopter',             3175,  10.83, 13.04, 3.5,   7,    5,  1,    null,  null,  530,   3, JET),
  t(60, 'Leonardo',             'AW139',                'A139', 'helicopter',             6400,  13.8,  16.66, 4.98,  16,   8,  1,    null,  null,  1254,  3, JET),
  t(61, 'Leonardo',             'AW169',                'A169', 'helicopter',             4800,  12.12, 14.65, 4.5,   11,   6,  1,    null,  null,  1000,  3, JET),
  t(62, 'Bell',                 '429',                  'B429', 'helicopter',             3175,  10.98, 13.11, 4.04,  8,    6,  1,    null,  null,  657,   3, JET),
  t(63, 'Bell',                 '505 Jet Ranger X',     'B505', 'helicopter',             1669,  11.28, 12.95, 3.27,  5,    4,  1,    null,  null,  255,   3, JET),
  t(64, 'Robinson',             'R44 Raven II',         'R44',  'helicopter',             1134,  10.06, 11.66, 3.28,  4,    3,  1,    null,  null,  127,   2, AVGAS),
  t(65, 'Robinson',             'R66',                  'R66',  'helicopter',             1225,  10.06, 11.66, 3.48,  5,    4,  1,    null,  null,  223,   2, JET),
  t(66, 'Sikorsky',             'S-76D',                'S76',  'helicopter',             5307,  13.41, 16.0,  4.42,  14,   6,  2,    null,  null,  863,   3, JET),
];

/** Fresh records at each call (a reset runs before every test). */
export function seedAircraftTypes(): AircraftTypeRecord[] {
  return CATALOGUE.map((type) => ({ ...type, fuelTypes: [...type.fuelTypes] }));
}
