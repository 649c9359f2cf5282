import { describe, expect, it } from 'vitest';
import type { AirportDetails } from '../../../entities/airport/contract';
import { isCountryCode } from '../../api';
import { AIRPORTS, AIRPORT_TYPES, airportById, airportByIcao, findAirports } from './catalogue';

const NORTH_AMERICA = new Set(['US', 'CA', 'MX']);
const MIDDLE_EAST = new Set(['AE', 'QA', 'SA', 'BH', 'OM', 'KW', 'JO', 'IL', 'LB']);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function duplicates(values: readonly (string | number)[]): (string | number)[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Every airport breaking the rule, named by ICAO: an empty list passes. */
function breaking(rule: (airport: AirportDetails) => boolean): string[] {
  return AIRPORTS.filter((airport) => !rule(airport)).map((airport) => airport.icao);
}

describe('the airport catalogue', () => {
  it('holds at least 170 real airports, most of them in Europe', () => {
    expect(AIRPORTS.length).toBeGreaterThanOrEqual(170);
    const inNorthAmerica = AIRPORTS.filter((a) => NORTH_AMERICA.has(a.countryCode));
    const inMiddleEast = AIRPORTS.filter((a) => MIDDLE_EAST.has(a.countryCode));
    expect(inNorthAmerica.length).toBeGreaterThanOrEqual(40);
    expect(inMiddleEast.length).toBeGreaterThanOrEqual(20);
    expect(AIRPORTS.length - inNorthAmerica.length - inMiddleEast.length).toBeGreaterThan(
      AIRPORTS.length / 2,
    );
  });

  it('has unique ids, ICAO and IATA codes', () => {
    expect(duplicates(AIRPORTS.map((a) => a.id))).toEqual([]);
    expect(duplicates(AIRPORTS.map((a) => a.icao))).toEqual([]);
    expect(duplicates(AIRPORTS.flatMap((a) => a.iata ?? []))).toEqual([]);
    expect(duplicates(AIRPORTS.flatMap((a) => a.faa ?? []))).toEqual([]);
  });

  it.each<[string, (airport: AirportDetails) => boolean]>([
    ['a positive integer id', (a) => Number.isInteger(a.id) && a.id > 0],
    ['an ICAO code of 4 capital letters', (a) => /^[A-Z]{4}$/.test(a.icao)],
    [
      'an IATA code of 3 capital letters or none',
      (a) => a.iata === null || /^[A-Z]{3}$/.test(a.iata),
    ],
    [
      'an FAA identifier only in the United States',
      (a) => (a.faa === null) !== (a.countryCode === 'US'),
    ],
    [
      'an FAA identifier of 3 or 4 capitals and digits',
      (a) => a.faa === null || /^[A-Z0-9]{3,4}$/.test(a.faa),
    ],
    [
      'a US ICAO code made of K/P and the FAA identifier',
      (a) => a.faa === null || a.icao.slice(1) === a.faa,
    ],
    ['a known country', (a) => isCountryCode(a.countryCode)],
    ['a name and a city', (a) => a.name.trim() !== '' && a.city.trim() !== ''],
    ['a known type', (a) => AIRPORT_TYPES.some((type) => type === a.type)],
    ['a valid IANA time zone', (a) => isTimeZone(a.timezone)],
    ['coordinates on the globe', (a) => Math.abs(a.latitude) <= 90 && Math.abs(a.longitude) <= 180],
    [
      'an elevation in metres between the Dead Sea and Everest',
      (a) => Number.isInteger(a.elevationM) && a.elevationM > -430 && a.elevationM < 8849,
    ],
    [
      'a runway with a positive length and width, but for heliports',
      (a) => a.type === 'heliport' || a.runways.some((r) => r.lengthM > 0 && r.widthM > 0),
    ],
    [
      'runways of a plausible size',
      (a) =>
        a.runways.every(
          (r) => r.lengthM > 0 && r.lengthM <= 5500 && r.widthM > 0 && r.widthM <= 100,
        ),
    ],
    [
      'runway designators as both ends (or a helipad)',
      (a) => a.runways.every((r) => /^(\d{2}[LCR]?\/\d{2}[LCR]?|H\d)$/.test(r.designator)),
    ],
    [
      'opening hours H24 or two HH:mm times',
      (a) =>
        a.openingHours.h24 || (TIME.test(a.openingHours.opens) && TIME.test(a.openingHours.closes)),
    ],
    [
      'no slot without customs but at big airports',
      (a) => !a.slotRequired || a.customs || a.type === 'large_airport',
    ],
  ])('gives every airport %s', (_rule, rule) => {
    expect(breaking(rule)).toEqual([]);
  });

  it('opposite runway ends differ by 18 (180 degrees)', () => {
    const wrong = AIRPORTS.flatMap((a) =>
      a.runways
        .filter((r) => !r.designator.startsWith('H'))
        .filter((r) => {
          const [one = '', other = ''] = r.designator.split('/');
          return Math.abs(Number.parseInt(one, 10) - Number.parseInt(other, 10)) !== 18;
        })
        .map((r) => `${a.icao} ${r.designator}`),
    );
    expect(wrong).toEqual([]);
  });

  it.each([
    ['LHR', 'EGLL'],
    ['CDG', 'LFPG'],
    ['GVA', 'LSGG'],
    ['DXB', 'OMDB'],
    ['DOH', 'OTHH'],
    ['JFK', 'KJFK'],
    ['LGA', 'KLGA'],
  ])('flags %s as slot coordinated', (iata, icao) => {
    expect(airportByIcao(icao)).toMatchObject({ iata, slotRequired: true });
  });

  it('tells congested business airports and limited hours apart from H24 hubs', () => {
    expect(airportByIcao('KTEB')).toMatchObject({ faa: 'TEB', congested: true, customs: true });
    expect(airportByIcao('LFMD')?.openingHours).toEqual({
      h24: false,
      opens: '07:30',
      closes: '20:00',
    });
    expect(airportByIcao('LSZS')?.openingHours.h24).toBe(false);
    expect(airportByIcao('LFKC')?.openingHours.h24).toBe(false);
    expect(airportByIcao('EGLL')?.openingHours).toEqual({ h24: true });
    expect(airportByIcao('LNMC')).toMatchObject({ type: 'heliport', countryCode: 'MC' });
  });

  it('keeps every airport the seeds and the registration ids use', () => {
    // The ids the registration form sent before the catalogue (tests and the demo's journeys).
    expect(airportById(4)?.icao).toBe('LFMN');
    expect(airportById(45)?.icao).toBe('LIEO');
    expect(airportById(48)?.icao).toBe('LEMD');
    expect(airportById(49)?.icao).toBe('LEBL');
    for (const icao of ['LFMD', 'LNMC', 'LFMA', 'LIPB', 'LPCS', 'EINN', 'LEGE', 'EGLF']) {
      expect(airportByIcao(icao)?.icao).toBe(icao);
    }
  });
});

describe('findAirports', () => {
  const icaos = (airports: readonly AirportDetails[]) => airports.map((a) => a.icao);

  it.each([
    ['an IATA code, any case', 'nce', 'LFMN'],
    ['an ICAO code', 'LSZS', 'LSZS'],
    ['an FAA identifier', 'teb', 'KTEB'],
    ['a city without its accents', 'hyeres', 'LFTH'],
    ['a name with accents', 'Mérignac', 'LFBD'],
  ])('finds by %s', (_by, searchQuery, icao) => {
    expect(icaos(findAirports({ searchQuery }))).toContain(icao);
  });

  it('puts exact code matches first, then sorts by name', () => {
    const found = icaos(findAirports({ searchQuery: 'olb' }));
    expect(found).toEqual(['LIEO', 'OLBA']);
    const london = findAirports({ searchQuery: 'london', countryCode: 'GB' }).map((a) => a.name);
    expect(london).toEqual([...london].sort((a, b) => a.localeCompare(b)));
    expect(london.length).toBeGreaterThanOrEqual(6);
  });

  it('filters by country and type', () => {
    const heliports = findAirports({ type: 'heliport' });
    expect(icaos(heliports)).toContain('LNMC');
    expect(heliports.every((a) => a.type === 'heliport')).toBe(true);
    const swiss = findAirports({ countryCode: 'CH', type: 'large_airport' });
    expect(icaos(swiss).sort()).toEqual(['LSGG', 'LSZH']);
  });
});
