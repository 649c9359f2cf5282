import {
  PERMISSIONS,
  PERMISSION_ACTIONS,
  type PermissionAction,
  type PermissionSubject,
} from '@/lib/auth/permissions';
import type { Right } from '@/lib/auth/types';

/** The families of the rights editor, in display order (spec section 6). */
export const RIGHT_FAMILIES = [
  'organization',
  'trips',
  'quotes',
  'sales',
  'accounting',
  'operations',
] as const;
export type RightFamily = (typeof RIGHT_FAMILIES)[number];

/** The API's verb of a key action (read = VIEW, create = ADD, write = EDIT, others lower-cased). */
export function rightActionOf(action: PermissionAction): string {
  if (action === 'VIEW') return 'read';
  if (action === 'ADD') return 'create';
  if (action === 'EDIT') return 'write';
  return action.toLowerCase();
}

const KEY_ACTION_OF: Readonly<Record<string, PermissionAction>> = Object.fromEntries(
  PERMISSION_ACTIONS.map((action) => [rightActionOf(action), action]),
);

/** Platform power and the right everyone has: never offered to an organization's users. */
export function isGrantableSubject(subject: string): boolean {
  return !subject.startsWith('OPERATOR_') && subject !== 'DEFAULT';
}

const SALES_SUBJECTS: readonly string[] = [
  'SERVICE',
  'PRICE_MANAGEMENT',
  'CANCELLATION_POLICY',
  'NEGOTIATED_RATE',
  'FUEL',
  'DASHBOARD_HANGAR',
];

/** The family a subject is shown in. */
export function familyOf(subject: string): RightFamily {
  if (subject.startsWith('ORGANIZATION_')) return 'organization';
  if (subject === 'TRIP' || subject.startsWith('TRIP_')) return 'trips';
  if (subject === 'QUOTE' || subject.startsWith('QUOTE_')) return 'quotes';
  if (SALES_SUBJECTS.includes(subject)) return 'sales';
  if (subject === 'ACCOUNTING' || subject.endsWith('_ACCOUNTING')) return 'accounting';
  return 'operations';
}

export interface RightsRow {
  subject: PermissionSubject;
  /** The actions that mean something for the subject (the catalogue's). */
  actions: readonly PermissionAction[];
}

export interface RightsGroup {
  family: RightFamily;
  /** The columns: every action one of its subjects has, in catalogue order. */
  actions: PermissionAction[];
  rows: RightsRow[];
}

function isSubject(subject: string): subject is PermissionSubject {
  return Object.hasOwn(PERMISSIONS, subject);
}

/** The matrix of the rights editor: grantable subjects by family, each with its actions. */
export function rightsMatrix(): RightsGroup[] {
  const rows: RightsRow[] = Object.keys(PERMISSIONS)
    .filter(isSubject)
    .filter(isGrantableSubject)
    .map((subject) => ({ subject, actions: PERMISSIONS[subject] }));
  return RIGHT_FAMILIES.map((family) => {
    const familyRows = rows.filter((row) => familyOf(row.subject) === family);
    const used = new Set(familyRows.flatMap((row) => row.actions));
    return {
      family,
      actions: PERMISSION_ACTIONS.filter((action) => used.has(action)),
      rows: familyRows,
    };
  }).filter((group) => group.rows.length > 0);
}

function keyOf(right: Right): string {
  return `${right.subject}:${right.action}`;
}

/** Whether `rights` hold the subject's action (any casing of the API's verb). */
export function hasRight(
  rights: readonly Right[],
  subject: string,
  action: PermissionAction,
): boolean {
  const verb = rightActionOf(action);
  return rights.some(
    (right) => right.subject.toUpperCase() === subject && right.action.toLowerCase() === verb,
  );
}

/**
 * Grantable rights only (known subject and action, no OPERATOR_*), each once, sorted by
 * subject then action: what the editor shows and what it sends.
 */
export function normalizeRights(rights: readonly Right[]): Right[] {
  const seen = new Map<string, Right>();
  for (const right of rights) {
    const subject = right.subject.toUpperCase();
    const action = KEY_ACTION_OF[right.action.toLowerCase()];
    if (!isSubject(subject) || !isGrantableSubject(subject) || action === undefined) continue;
    const actions: readonly PermissionAction[] = PERMISSIONS[subject];
    if (!actions.includes(action)) continue;
    const normalized = { action: rightActionOf(action), subject };
    seen.set(keyOf(normalized), normalized);
  }
  return [...seen.values()].sort(
    (a, b) => a.subject.localeCompare(b.subject) || a.action.localeCompare(b.action),
  );
}

/** Gives or takes one right; the result is normalized. */
export function toggleRight(
  rights: readonly Right[],
  subject: string,
  action: PermissionAction,
  granted: boolean,
): Right[] {
  const verb = rightActionOf(action);
  const others = rights.filter(
    (right) => !(right.subject.toUpperCase() === subject && right.action.toLowerCase() === verb),
  );
  return normalizeRights(granted ? [...others, { action: verb, subject }] : others);
}

/** The same rights, whatever their order, duplicates or casing. */
export function sameRights(a: readonly Right[], b: readonly Right[]): boolean {
  const left = normalizeRights(a).map(keyOf);
  const right = normalizeRights(b).map(keyOf);
  return left.length === right.length && left.every((key, index) => key === right[index]);
}

/** Every action of a row given or none: the row's "all" box. */
export function rowState(rights: readonly Right[], row: RightsRow): 'all' | 'some' | 'none' {
  const held = row.actions.filter((action) => hasRight(rights, row.subject, action)).length;
  return held === 0 ? 'none' : held === row.actions.length ? 'all' : 'some';
}

/** What a workrole choice does to the rights being edited (spec section 6). */
export type WorkroleRightsChoice = 'apply' | 'keep';

export interface WorkroleLike {
  rights: readonly Right[];
  custom: boolean;
}

/**
 * The rights after choosing a workrole. A new user (invitation) takes the workrole's rights;
 * an existing user keeps theirs unless 'apply' is chosen explicitly. The custom workrole
 * predefines nothing: the rights stay as they are, to be edited freely.
 */
export function rightsAfterWorkroleChange(
  current: readonly Right[],
  workrole: WorkroleLike,
  options: { existingUser: boolean; choice?: WorkroleRightsChoice },
): Right[] {
  if (workrole.custom) return normalizeRights(current);
  const apply = options.existingUser ? options.choice === 'apply' : true;
  return normalizeRights(apply ? workrole.rights : current);
}

/**
 * Whether changing to this workrole needs the "apply or keep" question: an existing user, a
 * workrole that predefines rights different from the current ones.
 */
export function asksBeforeApplying(
  current: readonly Right[],
  workrole: WorkroleLike,
  existingUser: boolean,
): boolean {
  return existingUser && !workrole.custom && !sameRights(current, workrole.rights);
}

/**
 * The `rights` of an invitation: absent when they are the workrole's own (the API copies
 * them), the edited ones otherwise (custom workrole, or rights changed in the form).
 */
export function invitationRights(
  rights: readonly Right[],
  workrole: WorkroleLike,
): Right[] | undefined {
  return !workrole.custom && sameRights(rights, workrole.rights)
    ? undefined
    : normalizeRights(rights);
}

/** Whether the person editing may give or take a subject's action (they hold it themselves). */
export type Grantable = (subject: string, action: PermissionAction) => boolean;

/**
 * The rights to save when `next` is wanted from `current`: nobody gives or takes a right they
 * do not hold (the API refuses it), so those keep their current state and the others follow.
 */
export function withinReach(
  current: readonly Right[],
  next: readonly Right[],
  grantable: Grantable,
): Right[] {
  const reached = rightsMatrix().flatMap((group) =>
    group.rows.flatMap((row) =>
      row.actions
        .filter((action) =>
          grantable(row.subject, action)
            ? hasRight(next, row.subject, action)
            : hasRight(current, row.subject, action),
        )
        .map((action) => ({ action: rightActionOf(action), subject: row.subject })),
    ),
  );
  return normalizeRights(reached);
}
