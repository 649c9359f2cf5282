import type { ComponentType, LazyExoticComponent } from 'react';
import type { PermissionKey } from '@/lib/auth/permissions';

/**
 * What a feature adds to screens it does not own (ARCHITECTURE.md "Domains register
 * themselves"): each `features/<domain>/contributes.ts` default-exports its
 * `defineContributions({...})`, the app gathers them at start (like the routes) and registers
 * them here; the home page and the shell read them, never the features themselves.
 *
 * Everything a contribution draws is loaded lazily: the gathered table is in the startup chunk
 * (the login page's budget), the cards and shell items are not. Whoever renders one puts it
 * under a Suspense.
 *
 *   component: lazy(() => import('./home/MissingClearanceCard')),
 */
export type LazyComponent = LazyExoticComponent<ComponentType>;

/**
 * Whose work or tool: the acting organization's side, any acting organization ('member': the
 * chat's unread count), or the platform's (a user-level right).
 */
export type ContributionSide = 'buyer' | 'seller' | 'member' | 'platform';

interface Contribution {
  /** Unique among its kind, `<feature>.<name>`: also the React key. */
  id: string;
  side: ContributionSide;
  /** Every right it needs (the right of the screen a card opens): without them it is not shown. */
  permissions: readonly PermissionKey[];
  /** Ascending, across features. */
  order: number;
}

/** A home card with its own query: a count of work to do, or a short list of what comes next. */
export interface HomeCard extends Contribution {
  section: 'work' | 'upcoming';
  component: LazyComponent;
}

/**
 * A dashboard card with its own query (a figure, a chart, the calendar): the dashboard page
 * lays out those the member's sides and rights allow, each under its own Suspense.
 */
export interface DashboardCard extends Contribution {
  /** 'wide': two columns of the grid from md up (a chart); 'full': the whole row (the calendar). */
  width?: 'wide' | 'full';
  component: LazyComponent;
}

/** Something the shell shows on every page (the buyer's carts in the top bar). */
export interface ShellItem extends Contribution {
  slot: 'topBar';
  component: LazyComponent;
}

/** A kind of notification a feature sends: its label and the screen it opens. */
export interface NotificationKind {
  /** The API's notification type. */
  kind: string;
  /** i18n key in the feature's namespace. */
  labelKey: string;
  permissions: readonly PermissionKey[];
}

/**
 * A source of the command palette's results (its search runs in a lazily loaded module, loaded
 * when the palette first searches): queried only for a member with every right it needs.
 *
 *   search: () => import('./palette/searchTrips'),
 */
export interface PaletteSource {
  id: string;
  /** The results' group header: i18n key in the feature's namespace ('trips:palette.group'). */
  labelKey: string;
  permissions: readonly PermissionKey[];
  /** The groups' order in the palette, ascending across features. */
  order: number;
  search: () => Promise<{
    default: (text: string, signal: AbortSignal) => Promise<PaletteResult[]>;
  }>;
}

export interface PaletteResult {
  label: string;
  /** A second line telling two alike apart (a trip's route, an order's client). */
  detail?: string;
  to: string;
}

/** The record a record page's header shows, as its contributed actions receive it. */
export interface RecordActionContext {
  /** The kind of record: one page per kind renders the actions of its kind. */
  record: 'quote';
  id: number;
  reference: string;
  /** The organization on the other side of the record for the acting one. */
  counterpart: { id: number; name: string };
}

/**
 * An action another feature adds to a record page's header ("Message the seller" on an
 * order), shown beside the page's own; secondary (outlined or text), never the primary.
 */
export interface RecordAction {
  id: string;
  record: RecordActionContext['record'];
  permissions: readonly PermissionKey[];
  order: number;
  component: LazyExoticComponent<ComponentType<{ context: RecordActionContext }>>;
}

export interface Contributions {
  homeCards?: readonly HomeCard[];
  dashboardCards?: readonly DashboardCard[];
  shellItems?: readonly ShellItem[];
  recordActions?: readonly RecordAction[];
  notificationKinds?: readonly NotificationKind[];
  paletteSources?: readonly PaletteSource[];
}

/** Every feature's contributions, each kind in one list (sorted by order where it has one). */
export type GatheredContributions = {
  readonly [K in keyof Contributions]-?: NonNullable<Contributions[K]>;
};

/** `export default defineContributions({ homeCards: [...] })` in a feature's contributes.ts. */
export function defineContributions(contributions: Contributions): Contributions {
  return contributions;
}

export const NO_CONTRIBUTIONS: GatheredContributions = {
  homeCards: [],
  dashboardCards: [],
  shellItems: [],
  recordActions: [],
  notificationKinds: [],
  paletteSources: [],
};

let registered: GatheredContributions = NO_CONTRIBUTIONS;

/** Called once by the app at start with what it gathered from the features. */
export function registerContributions(contributions: GatheredContributions): void {
  registered = contributions;
}

/** What the features contribute (static for the app's life). */
export function contributions(): GatheredContributions {
  return registered;
}

/** The acting organization's sides (its membership's flags); null when acting for none. */
export interface ActingSides {
  buyer: boolean;
  seller: boolean;
}

/**
 * The contributions a member sees: those of the acting organization's sides and the
 * platform's, each only with every right it needs (as the menu hides what one cannot open).
 */
export function visibleContributions<C extends Contribution>(
  items: readonly C[],
  sides: ActingSides | null,
  can: (key: PermissionKey) => boolean,
): C[] {
  return items.filter((item) => {
    if (!item.permissions.every(can)) return false;
    if (item.side === 'platform') return true;
    if (item.side === 'member') return sides !== null;
    return sides?.[item.side] === true;
  });
}

/** The actions contributed to a record page of the given kind that the member may use. */
export function recordActionsFor(
  actions: readonly RecordAction[],
  record: RecordActionContext['record'],
  can: (key: PermissionKey) => boolean,
): RecordAction[] {
  return actions.filter((action) => action.record === record && action.permissions.every(can));
}
