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

/** What a notification is about, as the bell's API names it (no domain type reaches lib). */
export interface NotificationSubject {
  recordType: string;
  recordId: number;
  reference: string;
  actor: string | null;
}

/**
 * A kind of notification a feature sends: the sentence that says what happened and the screen
 * it opens. The bell knows no domain: it finds each notification's kind here.
 */
export interface NotificationKind {
  /** The API's notification kind (NotificationKind in the API document). */
  kind: string;
  /**
   * i18n key, `<namespace>:<key>`, of the sentence (loaded by the bell's panel), given
   * `{{reference}}` and `{{actor}}` (the organization that acted; the platform's when null).
   */
  sentenceKey: string;
  /** The screen it opens (a route id's path, through routeTo). */
  to: (subject: NotificationSubject) => string;
  permissions: readonly PermissionKey[];
}

/** A cache tag (RTK Query's shape) that a live event about a record refetches. */
export type LiveTag = string | { type: string; id: string | number };

/**
 * What the app refetches when the live stream says a record changed (lib/live): each feature
 * names its own tags for the record types it shows (the orders' page and lists on `quote`, the
 * bell's count on every type), so the stream client knows no domain.
 */
export interface LiveTags {
  /** Unique among live tags, `<feature>.<name>`. */
  id: string;
  /** The stream's record type (LiveRecordType in the API document). */
  recordType: string;
  tags: (recordId: number) => readonly LiveTag[];
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
  liveTags?: readonly LiveTags[];
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
  liveTags: [],
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
