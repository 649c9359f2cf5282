/**
 * A resource declared as data (ARCHITECTURE.md "Adding a resource"): its paths, rights, endpoint,
 * cache tag, menu entry and pages, from which come its route rows, its default actions and its
 * RTK Query endpoints (resourceEndpoints). This part is in the startup chunk, with the route
 * table: no React, no view; the pages (columns, forms, sections) stay behind their imports.
 *
 *   export const crews = defineResource({
 *     id: 'fleet.crews', subject: 'CREW', namespaces: ['fleet'],
 *     paths: resourcePaths('/crews', '/crews'),
 *     endpoint: 'api/crew-member', tag: 'CrewMember', listKey: 'crewMembers',
 *     pages: {
 *       list: () => import('./pages/CrewListPage'),
 *       form: () => import('./pages/CrewFormPage'),
 *       show: () => import('./pages/CrewShowPage'),
 *     },
 *     menu: { labelKey: 'fleet:menu.crews', icon: () => import('@mui/icons-material/GroupsOutlined'),
 *       group: 'organization', order: 30 },
 *   });
 *   // routes.ts: export default defineRoutes([...crews.routes]);
 */
import { isPermissionKey, type PermissionKey } from '@/lib/auth/permissions';
import type { AppRoute, MenuEntry, PageModule } from '@/lib/auth/routes';

/** The four verbs of a resource and the key each asks (`CREW_VIEW`, `CREW_ADD`, ...). */
export interface ResourceRights {
  view: PermissionKey;
  add: PermissionKey;
  edit: PermissionKey;
  delete: PermissionKey;
}

/** A path builder (lib/pathBuilder's `route`) of a screen without parameters. */
type PlainPath = { readonly pattern: string } & (() => string);
/** A path builder of a record's screen: its one parameter is the `:id`. */
type IdPath = { readonly pattern: string } & ((params: { id: number }) => string);

/** The screens' paths: `resourcePaths(list, base)`, or the spec's own shapes with an `:id`. */
export interface ResourcePathSet {
  list: PlainPath;
  add: PlainPath;
  edit: IdPath;
  show: IdPath;
  duplicate: IdPath;
}

type PageLoader = () => Promise<PageModule>;

export interface ResourceDeclaration<P extends Partial<ResourcePathSet>, T extends string> {
  /** The route ids' prefix: `fleet.crews` gives `fleet.crews.list`, `.add`, `.edit`, ... */
  id: string;
  /** The permission subject: its `_VIEW`, `_ADD`, `_EDIT` and `_DELETE` keys guard the screens. */
  subject: string;
  /** A verb whose key the subject has not (`NEGOTIATED_RATE` has VIEW and EDIT only). */
  rights?: Partial<ResourceRights>;
  /** The i18n namespaces loaded with each page, the feature's first. */
  namespaces: string[];
  paths: P;
  /** `api/crew-member`: the list at the URL, one record at `{endpoint}/{id}`. */
  endpoint: string;
  /** The cache tag (PascalCase): lists provide its LIST, records their id. */
  tag: T;
  /** The list answer's field holding the page's records (`crewMembers`). */
  listKey: string;
  /**
   * The screens, each a lazy page. `form` serves add, edit and duplicate: its route carries the
   * mode (`useFormMode()`), so no page only passes a mode on.
   */
  pages: { list: PageLoader; form?: PageLoader; show?: PageLoader };
  menu?: MenuEntry;
}

export type Resource<P extends Partial<ResourcePathSet>, T extends string> = ResourceDeclaration<
  P,
  T
> & {
  rights: ResourceRights;
  /** The route rows, in the order list, add, edit, duplicate, show (paths that are declared). */
  routes: AppRoute[];
};

function rightsOf(subject: string, given: Partial<ResourceRights> = {}): ResourceRights {
  const key = (action: keyof ResourceRights): PermissionKey => {
    const named = given[action];
    if (named) return named;
    const wanted = `${subject}_${action.toUpperCase()}`;
    if (!isPermissionKey(wanted)) throw new Error(`No permission key ${wanted}`);
    return wanted;
  };
  return { view: key('view'), add: key('add'), edit: key('edit'), delete: key('delete') };
}

export function defineResource<const P extends Partial<ResourcePathSet>, const T extends string>(
  declaration: ResourceDeclaration<P, T>,
): Resource<P, T> {
  const { id, paths, pages, namespaces } = declaration;
  const rights = rightsOf(declaration.subject, declaration.rights);
  const routes: AppRoute[] = [];
  const row = (
    screen: keyof ResourcePathSet,
    permission: PermissionKey,
    page: PageLoader | undefined,
    extra: Partial<AppRoute> = {},
  ) => {
    const path = paths[screen];
    if (!path || !page) return;
    routes.push({
      id: `${id}.${screen}`,
      path: path.pattern,
      permission,
      namespaces,
      page,
      ...extra,
    });
  };
  row('list', rights.view, pages.list, declaration.menu ? { menu: declaration.menu } : {});
  row('add', rights.add, pages.form, { formMode: 'add' });
  row('edit', rights.edit, pages.form, { formMode: 'edit' });
  row('duplicate', rights.add, pages.form, { formMode: 'duplicate' });
  row('show', rights.view, pages.show);
  return { ...declaration, rights, routes };
}

/** What the kit's views need of a declared resource (any `defineResource` result fits). */
export interface DeclaredResource {
  id: string;
  rights: ResourceRights;
  paths: Partial<ResourcePathSet> & { list: PlainPath };
}
