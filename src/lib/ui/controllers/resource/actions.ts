/**
 * The actions offered on a record (list rows, show page header), each declared with the
 * permission key it needs: an action the person may not take is not shown at all.
 *
 *   const actions: ResourceAction<CrewMember>[] = [
 *     { kind: 'show', permission: 'CREW_VIEW', to: (crew) => `/crews/${crew.id}/show` },
 *     { kind: 'edit', permission: 'CREW_EDIT', to: (crew) => `/crews/${crew.id}/edit` },
 *     { kind: 'duplicate', permission: 'CREW_ADD', to: (crew) => `/crews/${crew.id}/duplicate` },
 *     { kind: 'delete', permission: 'CREW_DELETE', remove: (crew) => deleteCrewMember(crew.id) },
 *     { kind: 'link', id: 'licence', permission: 'CREW_VIEW', label: () => t('licence'),
 *       to: (crew) => `/crews/${crew.id}/licence` },
 *     { kind: 'dialog', id: 'suspend', permission: 'CREW_EDIT', label: (crew) => t('suspend', { crew }),
 *       dialog: (crew, close) => <SuspendDialog crew={crew} onClose={close} /> },
 *     { kind: 'custom', id: 'pdf', permission: 'CREW_VIEW', render: (crew) => <PdfButton crew={crew} /> },
 *   ];
 */
import type { ReactElement, ReactNode } from 'react';
import type { MutationCall } from '@/lib/api/mutationCall';
import type { PermissionKey } from '@/lib/auth/permissions';

export type { MutationCall } from '@/lib/api/mutationCall';

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
  /** A failed delete told in the dialog in the resource's words ("The item cannot be deleted"). */
  failureTitle?: string;
}

/** What the other kinds share: a name among the record's actions, and a label. */
interface NamedAction<Row> {
  /** Unique among the record's actions (a React key). */
  id: string;
  permission: PermissionKey;
  available?: (row: Row) => boolean;
  /** The accessible name, already translated and naming the record: "Suspend Ada Lovelace". */
  label: (row: Row) => string;
  /** An icon button in list rows; a text button without one. */
  icon?: ReactElement;
}

/** Any other page of the record. */
export interface ResourceOtherLinkAction<Row> extends NamedAction<Row> {
  kind: 'link';
  to: (row: Row) => string;
}

/** An action asked for in a dialog (ActionDialog, ResourceFormDialog), opened on the row. */
export interface ResourceDialogAction<Row> extends NamedAction<Row> {
  kind: 'dialog';
  /** The dialog, mounted while open; `close` unmounts it (Cancel, or once done). */
  dialog: (row: Row, close: () => void) => ReactNode;
  destructive?: boolean;
}

/** Anything else (a download button), still shown only with its permission. */
export interface ResourceCustomAction<Row> {
  kind: 'custom';
  id: string;
  permission: PermissionKey;
  available?: (row: Row) => boolean;
  render: (row: Row) => ReactNode;
}

export type ResourceAction<Row> =
  | ResourceLinkAction<Row>
  | ResourceDeleteAction<Row>
  | ResourceOtherLinkAction<Row>
  | ResourceDialogAction<Row>
  | ResourceCustomAction<Row>;
