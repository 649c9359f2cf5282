import { describe, expect, it } from 'vitest';
import type { Right } from '@/lib/auth/types';
import {
  asksBeforeApplying,
  familyOf,
  hasRight,
  invitationRights,
  normalizeRights,
  rightActionOf,
  rightsAfterWorkroleChange,
  rightsMatrix,
  rowState,
  sameRights,
  toggleRight,
  withinReach,
} from './rights';

const r = (subject: string, action: string): Right => ({ subject, action });
const DISPATCHER = { custom: false, rights: [r('TRIP', 'read'), r('TRIP', 'write')] };
const CUSTOM = { custom: true, rights: [] };
const CURRENT = [r('CHAT', 'read')];

describe('familyOf', () => {
  it.each([
    ['ORGANIZATION_USER', 'organization'],
    ['ORGANIZATION_ACCOUNT_AIRCRAFT', 'organization'],
    ['TRIP', 'trips'],
    ['TRIP_SLOT_MANAGEMENT', 'trips'],
    ['QUOTE', 'quotes'],
    ['QUOTE_ON_CONTRACT', 'quotes'],
    ['PRICE_MANAGEMENT', 'sales'],
    ['FUEL', 'sales'],
    ['ACCOUNTING', 'accounting'],
    ['SELLER_ACCOUNTING', 'accounting'],
    ['CREW', 'operations'],
    ['CHAT', 'operations'],
  ])('%s -> %s', (subject, family) => {
    expect(familyOf(subject)).toBe(family);
  });
});

describe('rightActionOf', () => {
  it.each([
    ['VIEW', 'read'],
    ['ADD', 'create'],
    ['EDIT', 'write'],
    ['LIST', 'list'],
    ['REQUEST', 'request'],
  ] as const)('%s -> %s', (action, verb) => {
    expect(rightActionOf(action)).toBe(verb);
  });
});

describe('rightsMatrix', () => {
  const matrix = rightsMatrix();
  const subjects = matrix.flatMap((group) => group.rows.map((row) => row.subject));

  it('never offers operator rights nor DEFAULT', () => {
    expect(subjects.some((s) => s.startsWith('OPERATOR_'))).toBe(false);
    expect(subjects).not.toContain('DEFAULT');
  });

  it('groups by family, columns in catalogue order', () => {
    expect(matrix.map((group) => group.family)).toEqual([
      'organization',
      'trips',
      'quotes',
      'sales',
      'accounting',
      'operations',
    ]);
    const organization = matrix[0];
    expect(organization?.actions).toEqual(['VIEW', 'LIST', 'ADD', 'EDIT', 'DELETE']);
    expect(organization?.rows.map((row) => row.subject)).toContain('ORGANIZATION_USER');
    expect(matrix.find((g) => g.family === 'accounting')?.actions).toEqual(['VIEW']);
  });
});

describe('normalizeRights, toggleRight, sameRights, hasRight', () => {
  it.each([
    ['drops operator rights', [r('OPERATOR_USER', 'read'), r('CHAT', 'read')], [r('CHAT', 'read')]],
    ['drops unknown actions', [r('CHAT', 'write'), r('CHAT', 'read')], [r('CHAT', 'read')]],
    ['drops unknown subjects', [r('NOPE', 'read')], []],
    [
      'dedups and sorts',
      [r('TRIP', 'read'), r('chat', 'READ'), r('TRIP', 'read')],
      [r('CHAT', 'read'), r('TRIP', 'read')],
    ],
  ])('%s', (_case, input, expected) => {
    expect(normalizeRights(input)).toEqual(expected);
  });

  it.each([
    [[], 'TRIP', 'EDIT', true, [r('TRIP', 'write')]],
    [[r('TRIP', 'write')], 'TRIP', 'EDIT', false, []],
    [[r('TRIP', 'write')], 'TRIP', 'EDIT', true, [r('TRIP', 'write')]],
  ] as const)('toggle %j %s %s %s', (rights, subject, action, on, expected) => {
    expect(toggleRight(rights, subject, action, on)).toEqual(expected);
  });

  it('compares sets', () => {
    expect(
      sameRights([r('TRIP', 'read'), r('CHAT', 'read')], [r('chat', 'read'), r('TRIP', 'read')]),
    ).toBe(true);
    expect(sameRights([r('TRIP', 'read')], [])).toBe(false);
    expect(hasRight([r('TRIP', 'create')], 'TRIP', 'ADD')).toBe(true);
    expect(hasRight([r('TRIP', 'create')], 'TRIP', 'EDIT')).toBe(false);
  });

  it('tells a row state', () => {
    const row = { subject: 'CHAT', actions: ['VIEW'] } as const;
    const trip = { subject: 'TRIP', actions: ['VIEW', 'EDIT'] } as const;
    expect(rowState([r('CHAT', 'read')], row)).toBe('all');
    expect(rowState([r('TRIP', 'read')], trip)).toBe('some');
    expect(rowState([], trip)).toBe('none');
  });
});

describe('rights after a workrole change (spec section 6)', () => {
  it.each([
    ['new user takes the workrole rights', false, undefined, DISPATCHER, DISPATCHER.rights],
    ['existing user keeps by default', true, undefined, DISPATCHER, CURRENT],
    ['existing user keeps when told', true, 'keep', DISPATCHER, CURRENT],
    ['existing user takes them when told', true, 'apply', DISPATCHER, DISPATCHER.rights],
    ['custom keeps the rights to edit freely (new)', false, undefined, CUSTOM, CURRENT],
    ['custom keeps the rights (existing, apply)', true, 'apply', CUSTOM, CURRENT],
  ] as const)('%s', (_case, existingUser, choice, workrole, expected) => {
    expect(rightsAfterWorkroleChange(CURRENT, workrole, { existingUser, choice })).toEqual(
      normalizeRights(expected),
    );
  });

  it.each([
    ['existing user, other rights', CURRENT, DISPATCHER, true, true],
    ['existing user, same rights', DISPATCHER.rights, DISPATCHER, true, false],
    ['existing user, custom', CURRENT, CUSTOM, true, false],
    ['new user', CURRENT, DISPATCHER, false, false],
  ] as const)('asks before applying: %s', (_case, current, workrole, existing, expected) => {
    expect(asksBeforeApplying(current, workrole, existing)).toBe(expected);
  });

  it.each([
    ['the workrole own rights: none sent', DISPATCHER.rights, DISPATCHER, undefined],
    ['changed rights are sent', CURRENT, DISPATCHER, CURRENT],
    ['custom always sends', CURRENT, CUSTOM, CURRENT],
  ] as const)('invitation rights: %s', (_case, rights, workrole, expected) => {
    expect(invitationRights(rights, workrole)).toEqual(expected);
  });
});

describe('withinReach: nobody gives or takes a right they do not hold', () => {
  /** The editor holds trips and chat, nothing of the organization's account. */
  const holds = (subject: string) => subject === 'TRIP' || subject === 'CHAT';
  const ACCOUNT_EDIT = r('ORGANIZATION_ACCOUNT', 'write');
  it.each([
    ['gives what the editor holds', [], [r('TRIP', 'read')], [r('TRIP', 'read')]],
    ['takes what the editor holds', [r('CHAT', 'read')], [], []],
    [
      'does not give what the editor lacks',
      [],
      [ACCOUNT_EDIT, r('TRIP', 'read')],
      [r('TRIP', 'read')],
    ],
    ['does not take what the editor lacks', [ACCOUNT_EDIT], [], [ACCOUNT_EDIT]],
    [
      'mixes both',
      [ACCOUNT_EDIT, r('CHAT', 'read')],
      [r('TRIP', 'write')],
      [ACCOUNT_EDIT, r('TRIP', 'write')],
    ],
  ] as const)('%s', (_case, current, next, expected) => {
    expect(withinReach(current, next, holds)).toEqual(normalizeRights(expected));
  });
});
