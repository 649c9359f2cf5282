import type { Contributions, GatheredContributions } from '@/lib/contributions/contributions';

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/**
 * The contributions of each feature's `contributes.ts` (keyed by file), each kind in one list
 * sorted by order (file order among equals). Two items of one kind with one id are a mistake
 * (a React key, a card told twice): they fail at start, naming both files.
 */
export function gatherContributions(
  modules: Readonly<Record<string, Contributions | undefined>>,
): GatheredContributions {
  const files = Object.keys(modules).sort();
  const owners = new Map<string, string>();
  const claim = (kind: string, id: string, file: string) => {
    const key = `${kind}:${id}`;
    const first = owners.get(key);
    if (first) throw new Error(`Contribution ${key} is declared in ${first} and in ${file}`);
    owners.set(key, file);
  };
  const all = <K extends keyof Contributions>(
    kind: K,
    idOf: (item: NonNullable<Contributions[K]>[number]) => string,
  ) =>
    files.flatMap((file) => {
      const contributions = modules[file];
      if (typeof contributions !== 'object' || contributions === null) {
        throw new Error(`${file} must default-export its defineContributions({...})`);
      }
      const items: NonNullable<Contributions[K]>[number][] = [...(contributions[kind] ?? [])];
      for (const item of items) claim(kind, idOf(item), file);
      return items;
    });
  return {
    homeCards: all('homeCards', (card) => card.id).sort(byOrder),
    dashboardCards: all('dashboardCards', (card) => card.id).sort(byOrder),
    shellItems: all('shellItems', (item) => item.id).sort(byOrder),
    recordActions: all('recordActions', (action) => action.id).sort(byOrder),
    notificationKinds: all('notificationKinds', (kind) => kind.kind),
    paletteSources: all('paletteSources', (source) => source.id).sort(byOrder),
    liveTags: all('liveTags', (entry) => entry.id),
  };
}
