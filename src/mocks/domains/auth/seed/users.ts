import type { Right } from '../../../../lib/auth/types';
import { hashPasswordWithSalt } from '../../../auth/password';
import { DEMO_PASSWORD, grant } from '../../../db';
import { ORG } from '../../organizations';
import type { OrganizationUser, UserRecord, UserStatus, Workrole } from '../records';
import { OPERATOR_RIGHTS, WORKROLE } from './workroles';

/**
 * Every seeded user has the demo password. It is public (README, login page), so its hash
 * protects nothing: a fixed salt and a light cost, computed once per process, keep seeds
 * deterministic and resets and test logins fast. Passwords people choose get PASSWORD_COST and
 * a random salt (auth/password.ts).
 */
const SEED_SALT = 'aeromarket-demo-seed';
const SEED_COST = { N: 2 ** 10, r: 8, p: 1 };
let demoHash: string | null = null;

export function demoPasswordHash(): string {
  demoHash ??= hashPasswordWithSalt(DEMO_PASSWORD, SEED_SALT, SEED_COST);
  return demoHash;
}

export const USER = {
  buyer: 1,
  seller: 2,
  heli: 3,
  operator: 4,
  multi: 5,
  /** claire.martin@alpine-jets.fr, chief pilot at Alpine: CREW_VIEW only. */
  chiefPilot: 6,
  /** lena.schmit@euroconnect.lu, flight operations manager of the large operator. */
  euroConnect: 20,
  /** oliver.grant@thames-exec.co.uk, Thames Executive's gendec dispatcher: gendecs only. */
  gendecDispatcher: 21,
} as const;

type UserSeed = Pick<UserRecord, 'id' | 'email' | 'firstName' | 'lastName'> & Partial<UserRecord>;

function user(seed: UserSeed): UserRecord {
  return {
    passwordHash: demoPasswordHash(),
    phone: null,
    profilePictureFileUrl: null,
    defaultLangCode: 'en',
    defaultCurrencyCode: 'EUR',
    rights: [],
    status: 'active',
    createdAt: '2025-02-01T09:00:00.000Z',
    ...seed,
  };
}

// prettier-ignore
export function seedUsers(): UserRecord[] {
  return [
    user({ id: USER.buyer, email: 'buyer@demo.aero', firstName: 'Camille', lastName: 'Laurent', phone: '+33 4 72 00 11 22' }),
    user({ id: USER.seller, email: 'seller@demo.aero', firstName: 'Sophie', lastName: 'Bernard', phone: '+33 4 93 21 30 30', profilePictureFileUrl: '/uploads/avatars/2.svg' }),
    user({ id: USER.heli, email: 'heli@demo.aero', firstName: 'Marc', lastName: 'Giordano', phone: '+377 97 97 39 00' }),
    user({ id: USER.operator, email: 'operator@demo.aero', firstName: 'Oliver', lastName: 'Bennett', defaultCurrencyCode: 'GBP', rights: OPERATOR_RIGHTS }),
    user({ id: USER.multi, email: 'multi@demo.aero', firstName: 'Nathalie', lastName: 'Rochat', defaultLangCode: 'fr', defaultCurrencyCode: 'CHF' }),
    user({ id: USER.chiefPilot, email: 'claire.martin@alpine-jets.fr', firstName: 'Claire', lastName: 'Martin', defaultLangCode: 'fr' }),
    user({ id: 7, email: 'thomas.girard@alpine-jets.fr', firstName: 'Thomas', lastName: 'Girard', defaultLangCode: 'fr' }),
    user({ id: 8, email: 'isabelle.roux@alpine-jets.fr', firstName: 'Isabelle', lastName: 'Roux', defaultLangCode: 'fr', status: 'invited' }),
    user({ id: 9, email: 'julien.blanc@rivierajetcentre.fr', firstName: 'Julien', lastName: 'Blanc', defaultLangCode: 'fr' }),
    user({ id: 10, email: 'emma.fontaine@rivierajetcentre.fr', firstName: 'Emma', lastName: 'Fontaine' }),
    user({ id: 11, email: 'james.whitaker@northstar-dispatch.co.uk', firstName: 'James', lastName: 'Whitaker', defaultCurrencyCode: 'GBP' }),
    user({ id: 12, email: 'pierre.lefevre@lefevre-aviation.fr', firstName: 'Pierre', lastName: 'Lefèvre', defaultLangCode: 'fr' }),
    user({ id: 13, email: 'hannah.wright@thames-exec.co.uk', firstName: 'Hannah', lastName: 'Wright', defaultCurrencyCode: 'GBP' }),
    user({ id: 14, email: 'giulia.moretti@dolomiti-elicotteri.it', firstName: 'Giulia', lastName: 'Moretti' }),
    user({ id: 15, email: 'lucia.garcia@costabrava-handling.es', firstName: 'Lucía', lastName: 'García' }),
    user({ id: 16, email: 'henri.duval@mistral-fuels.fr', firstName: 'Henri', lastName: 'Duval', defaultLangCode: 'fr' }),
    user({ id: 17, email: 'anna.keller@leman-hangars.ch', firstName: 'Anna', lastName: 'Keller', defaultLangCode: 'fr', defaultCurrencyCode: 'CHF' }),
    user({ id: 18, email: 'pieter.devries@skyline-dispatch.nl', firstName: 'Pieter', lastName: 'de Vries', status: 'disabled' }),
    user({ id: 19, email: 'chloe.petit@aeromarket.aero', firstName: 'Chloé', lastName: 'Petit', defaultLangCode: 'fr', rights: OPERATOR_RIGHTS.filter((r) => r.action === 'read' || r.action === 'list') }),
    user({ id: USER.euroConnect, email: 'lena.schmit@euroconnect.lu', firstName: 'Lena', lastName: 'Schmit', phone: '+352 24 56 78 00' }),
    user({ id: USER.gendecDispatcher, email: 'oliver.grant@thames-exec.co.uk', firstName: 'Oliver', lastName: 'Grant', defaultCurrencyCode: 'GBP' }),
  ];
}

/** Memberships; rights are copied from the workrole unless given (custom workrole). */
export function seedOrganizationUsers(workroles: Workrole[]): OrganizationUser[] {
  let nextId = 1;
  const member = (
    organizationId: number,
    userId: number,
    workroleId: number,
    role: OrganizationUser['role'],
    status: UserStatus = 'active',
    rights?: Right[],
  ): OrganizationUser => ({
    id: nextId++,
    organizationId,
    userId,
    workroleId,
    role,
    rights: rights ?? workroles.find((w) => w.id === workroleId)?.rights ?? [],
    status,
    createdAt: '2025-02-01T09:00:00.000Z',
  });
  // prettier-ignore
  return [
    member(ORG.alpine, USER.buyer, WORKROLE.flightOperationsManager, 'admin'),
    member(ORG.riviera, USER.seller, WORKROLE.stationManager, 'admin'),
    member(ORG.azurHeli, USER.heli, WORKROLE.helicopterOperationsManager, 'admin'),
    member(ORG.platform, USER.operator, WORKROLE.platformAdministrator, 'admin'),
    member(ORG.alpine, USER.multi, WORKROLE.flightOperationsManager, 'member'),
    member(ORG.riviera, USER.multi, WORKROLE.stationManager, 'member'),
    member(ORG.alpine, USER.chiefPilot, WORKROLE.chiefPilot, 'member'),
    member(ORG.alpine, 7, WORKROLE.dispatcher, 'member'),
    member(ORG.alpine, 8, WORKROLE.accountant, 'member', 'invited'),
    member(ORG.riviera, 9, WORKROLE.groundHandlingAgent, 'member'),
    member(ORG.riviera, 10, WORKROLE.custom, 'member', 'active', [...grant('TRIP_ACCOUNTING', 'read'), ...grant('ACCOUNTING', 'read'), ...grant('CHAT', 'read')]),
    member(9, 11, WORKROLE.flightOperationsManager, 'admin'),
    member(10, 12, WORKROLE.flightOperationsManager, 'admin'),
    member(11, 13, WORKROLE.flightOperationsManager, 'admin'),
    member(17, 14, WORKROLE.helicopterOperationsManager, 'admin'),
    member(14, 15, WORKROLE.stationManager, 'admin'),
    member(6, 16, WORKROLE.stationManager, 'admin'),
    member(7, 17, WORKROLE.stationManager, 'admin'),
    member(18, 18, WORKROLE.flightOperationsManager, 'admin', 'disabled'),
    member(ORG.platform, 19, WORKROLE.platformAdministrator, 'member'),
    member(ORG.euroConnect, USER.euroConnect, WORKROLE.flightOperationsManager, 'admin'),
    member(11, USER.gendecDispatcher, WORKROLE.gendecDispatcher, 'member'),
  ];
}
