import type { AppRoute } from '@/lib/auth/routes';

const CATCH_ALL = '*';

/**
 * The route table from each domain's `routes.ts` and `visitorRoutes.ts` (keyed by file): domains in file order, each
 * domain's rows in their own order, the catch-all last. Two rows with one path are a mistake
 * (the second would never be reached), and so are two rows with one id (a link could not say
 * which it means): they fail at start, naming both files.
 */
export function gatherRoutes(
  modules: Readonly<Record<string, readonly AppRoute[] | undefined>>,
): AppRoute[] {
  const owner = new Map<string, string>();
  const rows = Object.keys(modules)
    .sort()
    .flatMap((file) => {
      const routes = modules[file];
      if (!Array.isArray(routes)) {
        throw new Error(`${file} must default-export its defineRoutes([...])`);
      }
      // visitorRoutes.ts rows are in the startup chunk: the visitors' pages (no shell), and the
      // few the start and the guard name (home, not authorized, the catch-all). routes.ts rows
      // load with the shell, on the first navigation to one: a page without the shell or the
      // catch-all there could not be found in time.
      const shellFile = file.endsWith('/routes.ts');
      for (const route of routes) {
        if (shellFile && (route.layout === 'bare' || route.path === CATCH_ALL)) {
          throw new Error(
            `Route ${route.path} of ${file}: rows with the bare layout and the catch-all go in visitorRoutes.ts`,
          );
        }
        const first = owner.get(route.path);
        if (first) throw new Error(`Route ${route.path} is declared in ${first} and in ${file}`);
        owner.set(route.path, file);
        // An id is how other features link to the row: one id, one screen.
        const idOwner = owner.get(`id:${route.id}`);
        if (idOwner)
          throw new Error(`Route id ${route.id} is declared in ${idOwner} and in ${file}`);
        owner.set(`id:${route.id}`, file);
      }
      return routes;
    });
  // Array.prototype.sort is stable: only the catch-all moves.
  return rows.sort((a, b) => Number(a.path === CATCH_ALL) - Number(b.path === CATCH_ALL));
}
