import type { Domain } from './defineDomain';

/**
 * The domains in seeding order: each after the domains its `after` names (a topological sort,
 * folder order among those free to go). An unknown name or a cycle is a mistake, said clearly.
 */
export function seedOrder(domains: readonly Domain[]): Domain[] {
  const byName = new Map(domains.map((domain) => [domain.name, domain]));
  for (const domain of domains) {
    for (const name of domain.after ?? []) {
      if (!byName.has(name)) {
        throw new Error(`Domain ${domain.name} seeds after ${name}, which is no domain.`);
      }
    }
  }
  const ordered: Domain[] = [];
  const done = new Set<string>();
  const visiting: string[] = [];
  const visit = (domain: Domain): void => {
    if (done.has(domain.name)) return;
    const start = visiting.indexOf(domain.name);
    if (start >= 0) {
      const cycle = [...visiting.slice(start), domain.name].join(' -> ');
      throw new Error(`Domains seed after each other in a cycle: ${cycle}.`);
    }
    visiting.push(domain.name);
    for (const name of domain.after ?? []) {
      const before = byName.get(name);
      if (before) visit(before);
    }
    visiting.pop();
    done.add(domain.name);
    ordered.push(domain);
  };
  for (const domain of domains) visit(domain);
  return ordered;
}
