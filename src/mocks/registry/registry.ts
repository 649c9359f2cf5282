import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestHandler } from 'msw';
import { emptyDb, installSchema, replaceDb } from '../db/db';
import type { Db } from '../db/types';
import { domainOf, isDomain, type Domain } from './defineDomain';
import { seedOrder } from './seedOrder';

/**
 * The registry: every folder of `src/mocks/domains` is a domain whose `index.ts` exports
 * `domain`. Reading the folder (not a hand-kept list) means adding a domain edits nothing here.
 *
 * No top-level await in this module: a domain may import anything of src/mocks but this
 * registry, and callers (node.ts, testing.ts, httpServer.ts) await `loadDomains()` themselves.
 */
// A path, not a URL: under jsdom the global URL is jsdom's, which node:fs does not take.
const DOMAINS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), '..', 'domains');

export interface DemoApi {
  domains: readonly Domain[];
  /** Every domain's handlers, domains in folder order. */
  handlers: RequestHandler[];
}

async function importDomains(): Promise<Domain[]> {
  const entries = await readdir(DOMAINS_FOLDER, { withFileTypes: true });
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    folders.map(async (folder) => {
      // A relative specifier: tsx (Node) and vitest both resolve it against this module.
      const domain = domainOf(await import(`../domains/${folder}/index.ts`));
      if (!isDomain(domain)) {
        throw new Error(
          `src/mocks/domains/${folder}/index.ts must export \`domain\` (defineDomain).`,
        );
      }
      return domain;
    }),
  );
}

/** Collection name -> the domain that seeds it; two owners of one collection is a mistake (exported for its test). */
export function ownersOf(domains: readonly Domain[]): Map<string, Domain> {
  const owners = new Map<string, Domain>();
  for (const domain of domains) {
    for (const collection of Object.keys(domain.seed?.({}) ?? {})) {
      const owner = owners.get(collection);
      if (owner) {
        throw new Error(`Collection ${collection} is seeded by ${owner.name} and ${domain.name}.`);
      }
      owners.set(collection, domain);
    }
  }
  return owners;
}

/** Seeds in dependency order (`after`), checked once at load: a cycle or unknown name throws. */
function seedOf(domains: readonly Domain[]): () => Db {
  const ordered = seedOrder(domains);
  return () => {
    const fresh = emptyDb();
    for (const domain of ordered) Object.assign(fresh, domain.seed?.(fresh));
    return fresh;
  };
}

async function load(): Promise<DemoApi> {
  const domains = await importDomains();
  const owners = ownersOf(domains);
  const seed = seedOf(domains);
  installSchema({
    seed,
    accepts: (collection, saved) => {
      const checks = Object.entries(owners.get(collection)?.accepts ?? {});
      const check = checks.find(([name]) => name === collection)?.[1];
      return check ? check(saved) : true;
    },
  });
  replaceDb(seed());
  return { domains, handlers: domains.flatMap((domain) => domain.handlers) };
}

let loading: Promise<DemoApi> | null = null;

/** Imports every domain once, installs their seeds and seeds the database. */
export function loadDomains(): Promise<DemoApi> {
  loading ??= load();
  return loading;
}
