import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import type { PermissionKey } from '@/lib/auth/permissions';
import {
  recordActionsFor,
  visibleContributions,
  type ActingSides,
  type HomeCard,
  type RecordAction,
} from './contributions';

const component = lazy(() => Promise.resolve({ default: () => null }));
const card = (id: string, side: HomeCard['side'], ...permissions: PermissionKey[]): HomeCard => ({
  id,
  side,
  permissions,
  order: 0,
  section: 'work',
  component,
});

const CARDS = [
  card('quotations', 'buyer', 'TRIP_ACCOUNTING_VIEW'),
  card('clearance', 'buyer', 'TRIP_VIEW'),
  card('nextLegs', 'buyer', 'TRIP_VIEW', 'CALENDAR_VIEW'),
  card('requests', 'seller', 'TRIP_ACCOUNTING_VIEW'),
  card('awaiting', 'platform', 'OPERATOR_ORGANIZATION_VIEW'),
];

const BUYER: ActingSides = { buyer: true, seller: false };
const SELLER: ActingSides = { buyer: false, seller: true };
const all = () => true;
const only =
  (...keys: PermissionKey[]) =>
  (key: PermissionKey) =>
    keys.includes(key);

describe('visibleContributions', () => {
  it.each([
    ['a buyer with every right', BUYER, all, ['quotations', 'clearance', 'nextLegs', 'awaiting']],
    ['a buyer who may see trips only', BUYER, only('TRIP_VIEW'), ['clearance']],
    [
      'a buyer with trips and the calendar',
      BUYER,
      only('TRIP_VIEW', 'CALENDAR_VIEW'),
      ['clearance', 'nextLegs'],
    ],
    ['a seller with the orders right', SELLER, only('TRIP_ACCOUNTING_VIEW'), ['requests']],
    ['a seller without it', SELLER, only('TRIP_VIEW'), []],
    [
      'a platform operator acting for neither side',
      { buyer: false, seller: false },
      only('OPERATOR_ORGANIZATION_VIEW', 'TRIP_ACCOUNTING_VIEW'),
      ['awaiting'],
    ],
    ['a member of no organization', null, only('TRIP_VIEW', 'TRIP_ACCOUNTING_VIEW'), []],
  ] as const)('%s', (_who, sides, can, expected) => {
    expect(visibleContributions(CARDS, sides, can).map((c) => c.id)).toEqual(expected);
  });
});

describe('visibleContributions of any acting organization', () => {
  const unread = [card('unread', 'member', 'CHAT_VIEW')];
  it.each([
    ['a buyer with the right', BUYER, all, ['unread']],
    ['a seller with the right', SELLER, all, ['unread']],
    ['an organization of neither side', { buyer: false, seller: false }, all, ['unread']],
    ['a member without the right', BUYER, only('TRIP_VIEW'), []],
    ['a member of no organization', null, all, []],
  ] as const)('%s', (_who, sides, can, expected) => {
    expect(visibleContributions(unread, sides, can).map((c) => c.id)).toEqual(expected);
  });
});

describe('recordActionsFor', () => {
  const action = (id: string, ...permissions: PermissionKey[]): RecordAction => ({
    id,
    record: 'quote',
    permissions,
    order: 0,
    component: lazy(() => Promise.resolve({ default: () => null })),
  });
  const actions = [action('message', 'CHAT_VIEW'), action('export', 'TRIP_ACCOUNTING_EDIT')];
  it.each([
    ['every right', all, ['message', 'export']],
    ['the chat only', only('CHAT_VIEW'), ['message']],
    ['neither', only('TRIP_VIEW'), []],
  ] as const)('a member with %s', (_who, can, expected) => {
    expect(recordActionsFor(actions, 'quote', can).map((a) => a.id)).toEqual(expected);
  });
});
