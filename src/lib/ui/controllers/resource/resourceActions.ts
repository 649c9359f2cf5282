import type { ReactNode } from 'react';
import type { DeclaredResource } from '@/lib/api/defineResource';
import type { MutationCall, ResourceAction } from './actions';

export interface DefaultActionOptions<Row> {
  /** The delete's call (`deleteCrewMember(id)`); no delete action without it. */
  remove?: (id: number) => MutationCall;
  /** What the delete will lose, already translated. */
  deleteMessage?: (row: Row) => ReactNode;
  /** Where to go once deleted: the show page leaves for the list. */
  afterDelete?: string;
  /** Whether a record may be deleted at all (an aircraft a trip flies may not). */
  deletable?: (row: Row) => boolean;
}

/**
 * A declared resource's default actions: show, edit and duplicate where it has those screens,
 * and delete, each guarded by its verb's right (the resource's subject).
 */
export function resourceActions<Row extends { id: number }>(
  resource: DeclaredResource,
  options: DefaultActionOptions<Row> = {},
): ResourceAction<Row>[] {
  const { paths, rights } = resource;
  const actions: ResourceAction<Row>[] = [];
  const { show, edit, duplicate } = paths;
  if (show) actions.push({ kind: 'show', permission: rights.view, to: (r) => show({ id: r.id }) });
  if (edit) actions.push({ kind: 'edit', permission: rights.edit, to: (r) => edit({ id: r.id }) });
  if (duplicate) {
    actions.push({ kind: 'duplicate', permission: rights.add, to: (r) => duplicate({ id: r.id }) });
  }
  const { remove } = options;
  if (remove) {
    actions.push({
      kind: 'delete',
      permission: rights.delete,
      available: options.deletable,
      remove: (r) => remove(r.id),
      message: options.deleteMessage,
      redirectTo: options.afterDelete,
    });
  }
  return actions;
}
