/**
 * The actions offered on a record (list rows, show page header), each declared with the
 * permission key it needs: an action the person may not take is not shown at all.
 *
 *   const actions: ResourceAction<CrewMember>[] = [
 *     { kind: 'show', permission: 'CREW_VIEW', to: (crew) => `/crews/${crew.id}/show` },
 *     { kind: 'edit', permission: 'CREW_EDIT', to: (crew) => `/crews/${crew.id}/edit` },
 *     { kind: 'duplicate', permission: 'CREW_ADD', to: (crew) => `/crews/${crew.id}/duplicate` },
 *     { kind: 'delete', permission: 'CREW_DELETE', remove: (crew) => deleteCrewMember(crew.id) },
 *   ];
 */
import type { ReactNode } from 'react';
import type { PermissionKey } from '@/lib/auth/permissions';

/** What an RTK Query mutation trigger returns: `deleteCrewMember(id)` fits as it is. */
export interface MutationCall<R = unknown> {
  unwrap: () => Promise<R>;
}

export interface ResourceLinkAction<Row> {
  kind: 'show' | 'edit' | 'duplicate';
  permission: PermissionKey;
  to: (row: Row) => string;
  /** Whether this record offers the action at all (a read-only template is not edited). */
  available?: (row: Row) => boolean;
}

export interface ResourceDeleteAction<Row> {
  kind: 'delete';
  permission: PermissionKey;
  /** Whether this record offers the action at all (a read-only template is not deleted). */
  available?: (row: Row) => boolean;
  /** Sends the delete; its success feedback comes from the http layer, the refresh from tags. */
  remove: (row: Row) => MutationCall;
  /** What will be lost, already translated; defaults to "Deleting {item} is permanent…". */
  message?: (row: Row) => ReactNode;
  /** 'dialog': type DELETE / SUPPRIMER; 'alert': type "delete" (spec section 5). */
  variant?: 'dialog' | 'alert';
  /** Where to go once deleted (a show page leaves the record it showed). */
  redirectTo?: string;
}

export type ResourceAction<Row> = ResourceLinkAction<Row> | ResourceDeleteAction<Row>;
