import type { RequestHandler } from 'msw';
import type { Db } from '../db/types';

type SavedCheck = (saved: unknown) => boolean;

/** What `src/mocks/domains/<domain>/index.ts` exports as `domain` (see src/mocks/README.md). */
export interface DomainDefinition<K extends keyof Db> {
  /** Shown in errors and logs; the folder name. */
  name: string;
  /**
   * The domains whose seeds run before this one's (by name): its seed may read theirs, e.g.
   * the orders domain's quotes on the trips domain's events. Order is a topological sort.
   */
  after?: readonly string[];
  /**
   * The collections the domain owns (declared on `Db` by module augmentation beside its
   * records). Fresh objects on each call (copy what is shared) and deterministic for a given
   * demo day: no randomness, so two seeds are equal. It receives what the domains it seeds
   * `after` have seeded (read only): e.g. the invoices seed reads the orders domain's quotes.
   */
  seed?: (seeded: Readonly<Partial<Db>>) => { [P in K]: Db[P] };
  /** Checks of a saved collection before it replaces the seeded one; refused ones are reseeded. */
  accepts?: { [P in K]?: SavedCheck };
  handlers: readonly RequestHandler[];
}

/** A domain as the registry holds it, whatever collections it owns. */
export interface Domain {
  name: string;
  after?: readonly string[];
  seed?: (seeded: Readonly<Partial<Db>>) => Partial<Db>;
  accepts?: Partial<Record<keyof Db, SavedCheck>>;
  handlers: readonly RequestHandler[];
}

/** Types a domain: the seed's keys must be collections of `Db`, each of its type. */
export function defineDomain<K extends keyof Db = never>(domain: DomainDefinition<K>): Domain {
  return domain;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNameList(value: unknown): boolean {
  return Array.isArray(value) && value.every((name) => typeof name === 'string');
}

/** What the registry checks of a dynamically imported module's `domain` export. */
export function isDomain(value: unknown): value is Domain {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    (value.after === undefined || isNameList(value.after)) &&
    Array.isArray(value.handlers) &&
    (value.seed === undefined || typeof value.seed === 'function') &&
    (value.accepts === undefined || isRecord(value.accepts))
  );
}

export function domainOf(module: unknown): unknown {
  return isRecord(module) ? module.domain : undefined;
}
