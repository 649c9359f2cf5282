/**
 * A resource declared as data (ARCHITECTURE.md "Adding a resource"): its paths, rights, endpoint,
 * cache tag, menu entry and views, from which come its route rows, its default actions, its
 * RTK Query endpoints and hooks (lib/api/resourceApi) and its three pages (lib/ui's
 * resourceViews). This part is in the startup chunk, with the route table: no React, no view;
 * the views (columns, filters, forms, sections) stay behind their lazy import.
 *
 * A plain resource is four files beside its model (schema) and locales:
 *
 *   // resource.ts
 *   export const crews = defineResource({
 *     id: 'fleet.crews', subject: 'CREW', namespaces: ['fleet'],
 *     paths: resourcePaths('/crews', '/crews'),
 *     endpoint: 'api/crew-member', tag: CREW_MEMBER_TAG, listKey: 'crewMembers',
 *     views: () => import('./views'),
 *     menu: { labelKey: 'fleet:menu.crews', icon: () => import('@mui/icons-material/GroupsOutlined'),
 *       group: 'organization', order: 30 },
 *   });
 *   // routes.ts:  export default defineRoutes(crews.routes);
 *   // api.ts:     export const crewsApi = resourceApi<CrewMember, CrewMemberPayload, CrewFilter>(crews, { query });
 *   // views.tsx:  const views: ResourcePages = resourceViews(crews, crewsApi, { list, show, form, ... });
 *   //             export default views;   (typed: this module's type may not wait for crews')
 *
 * `pages` (a loader per screen, each page built with DeclaredListPage, DeclaredFormPage and
 * DeclaredShowPage) serves resources not yet declared with `views`.
 */
import type { ComponentType } from 'react';
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

/** The three pages of a resource, as lib/ui's `resourceViews` gives them. */
export interface ResourcePages {
  list: ComponentType;
  form?: ComponentType;
  show?: ComponentType;
}

/** A module whose default export is the resource's pages (`views.tsx`). */
export interface ResourceViewsModule {
  default: ResourcePages;
}

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
  /** A record's DELETE URL when it is not `{endpoint}/{id}` (the spec's `api/offer/{id}/delete`). */
  deleteEndpoint?: (id: number) => string;
  /**
   * The screens: `views`, the lazy module of its three pages (`() => import('./views')`), or
   * `pages`, a lazy page each. The form serves add, edit and duplicate: its route carries the
   * mode (`useFormMode()`), so no page only passes a mode on.
   */
  views?: () => Promise<ResourceViewsModule>;
  pages?: { list: PageLoader; form?: PageLoader; show?: PageLoader };
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

/** A loader per screen: the declared pages, or the views module's, loaded once for all three. */
function pagesOf(
  declaration: Pick<
    ResourceDeclaration<Partial<ResourcePathSet>, string>,
    'id' | 'pages' | 'views'
  >,
) {
  const { id, pages, views } = declaration;
  if (pages) return pages;
  if (!views) throw new Error(`Resource ${id} declares neither views nor pages`);
  // `loads` names the module for the size report (scripts/routeTables.mjs reads its source).
  const page = (screen: keyof ResourcePages): PageLoader =>
    Object.assign(
      async () => {
        const component = (await views()).default[screen];
        if (!component) throw new Error(`Resource ${id} has no ${screen} view`);
        return { default: component };
      },
      { loads: views },
    );
  return { list: page('list'), form: page('form'), show: page('show') };
}

export function defineResource<const P extends Partial<ResourcePathSet>, const T extends string>(
  declaration: ResourceDeclaration<P, T>,
): Resource<P, T> {
  const { id, paths, namespaces } = declaration;
  const pages = pagesOf(declaration);
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
