import { describe, expect, it } from 'vitest';
import { crewRoleValues } from '../../../lib/api/generated/constants';
import { advanceClock, db, isoDateIn, resetClock, resetDb, resetDemoApi, today } from '../../db';
import { loadDomains } from '../../registry';
import { ORG } from '../organizations';
import { ICAO_TYPE_DESIGNATOR } from './validation';

await loadDomains();

function crewOf(organizationId: number) {
  return db.crewMembers.filter((m) => m.organizationId === organizationId);
}

describe('the crew seed', () => {
  it('gives the buyer about 25, the helicopter operator about 10 and the large operator 3000', () => {
    resetDemoApi();
    expect(crewOf(ORG.alpine)).toHaveLength(25);
    expect(crewOf(ORG.azurHeli)).toHaveLength(10);
    expect(crewOf(ORG.euroConnect)).toHaveLength(3000);
    expect(new Set(db.crewMembers.map((m) => m.id)).size).toBe(db.crewMembers.length);
  });

  it('flies real ICAO types: business jets for the buyer, helicopters for the heli operator', () => {
    resetDemoApi();
    const types = (organizationId: number) =>
      new Set(crewOf(organizationId).flatMap((m) => m.aircraftTypes));
    expect([...types(ORG.alpine)].sort()).toEqual([
      'A320',
      'B738',
      'C56X',
      'C68A',
      'CL35',
      'E55P',
      'F2TH',
      'FA7X',
      'GLEX',
      'GLF6',
      'LJ45',
      'PC12',
    ]);
    expect([...types(ORG.azurHeli)].sort()).toEqual(['A109', 'A139', 'AS50', 'EC35', 'EC45']);
    expect(
      db.crewMembers.every((m) => m.aircraftTypes.every((t) => ICAO_TYPE_DESIGNATOR.test(t))),
    ).toBe(true);
  });

  it('has every role, several nationalities and unique licence numbers in each organization', () => {
    resetDemoApi();
    for (const organizationId of [ORG.alpine, ORG.euroConnect]) {
      const crew = crewOf(organizationId);
      expect(new Set(crew.map((m) => m.crewRole))).toEqual(new Set(crewRoleValues));
      expect(new Set(crew.map((m) => m.nationality)).size).toBeGreaterThanOrEqual(8);
      const licences = crew.map((m) => m.licenceNumber.toUpperCase());
      expect(new Set(licences).size).toBe(licences.length);
      expect(licences.every((l) => /^[A-Z]{3}\.[A-Z]{3}(\.[A-Z]{2})?\.\d{6}$/.test(l))).toBe(true);
      expect(new Set(crew.map((m) => m.email)).size).toBe(crew.length);
    }
  });

  it.each([0, 400])(
    'always has licences expired and expiring within 30 days (seeded %i days from now)',
    (days) => {
      resetClock();
      advanceClock(days * 86_400);
      resetDb();
      for (const organizationId of [ORG.alpine, ORG.azurHeli]) {
        const crew = crewOf(organizationId);
        const expired = crew.filter((m) => m.licenceExpiryDate < today());
        const soon = crew.filter(
          (m) => m.licenceExpiryDate >= today() && m.licenceExpiryDate <= isoDateIn(30),
        );
        expect(expired.length, `expired at ${today()}`).toBeGreaterThanOrEqual(1);
        expect(soon.length, `soon at ${today()}`).toBeGreaterThanOrEqual(2);
      }
      resetDemoApi();
    },
  );
});
