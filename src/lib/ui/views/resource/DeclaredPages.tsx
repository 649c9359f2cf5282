import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import type { DeclaredResource } from '@/lib/api/defineResource';
import type { ListParams } from '../../controllers/list/listParams';
import type { MutationCall, ResourceAction } from '../../controllers/resource/actions';
import type { RecordQueryResult } from './RecordGate';
import {
  ResourceListPage,
  type ListQueryResult,
  type ListTitles,
  type ResourceListPageOptions,
} from './ResourceListPage';
import { ResourceShowPage, type ResourceShowPageProps } from './ResourceShowPage';
import {
  resourceActions,
  type DefaultActionOptions,
} from '../../controllers/resource/resourceActions';
import { useIdParam } from '../../controllers/resource/useIdParam';
import {
  useResourceList,
  type ResourceListOptions,
} from '../../controllers/resource/useResourceList';

type DeleteHook = () => readonly [(id: number) => MutationCall, ...unknown[]];

/** What both pages take of the declaration and the feature: its delete and its words for it. */
interface Declared<Row> extends Omit<DefaultActionOptions<Row>, 'remove' | 'afterDelete'> {
  resource: DeclaredResource;
  /** The feature's RTK Query delete hook (`useDeleteCrewMemberMutation`). */
  useDelete: DeleteHook;
  /** More actions after the default ones. */
  moreActions?: readonly ResourceAction<Row>[];
  /** Actions before the default ones (an edit in a dialog, where there is no edit page). */
  leadingActions?: readonly ResourceAction<Row>[];
}

export type DeclaredListPageProps<Row extends { id: number }, F extends string> = ListTitles &
  Omit<ResourceListPageOptions<Row, F>, 'resource' | 'result' | 'actions' | 'create'> &
  Declared<Row> & {
    /** The feature's RTK Query list hook (`useListCrewMembersQuery`). */
    useList: (args: ListParams<F>) => ListQueryResult<Row>;
    /** The declared filters and the default sort (in the URL). */
    list?: ResourceListOptions<F>;
    /** The create button's text; the kit's "Create" without. */
    createLabel?: string;
    /** Opens the form in a dialog (a resource without an add page); else the add page's link. */
    onCreate?: () => void;
  };

/**
 * The list page of a declared resource: its filters and sort in the URL, its list hook, the
 * create button (add path, add right) and the default row actions (show, edit, duplicate,
 * delete) from the declaration. The feature gives its columns, filters and words.
 */
export function DeclaredListPage<Row extends { id: number }, F extends string = never>(
  props: DeclaredListPageProps<Row, F>,
) {
  const { resource, useList, useDelete, list, createLabel, onCreate, ...page } = props;
  const { deleteMessage, deletable, moreActions = [], leadingActions = [], ...rest } = page;
  const controller = useResourceList<F>(list);
  const result = useList(controller.args);
  const [remove] = useDelete();
  const add = resource.paths.add;
  const permission = resource.rights.add;
  return (
    <ResourceListPage<Row, F>
      {...rest}
      resource={controller}
      result={result}
      create={
        onCreate
          ? { permission, onClick: onCreate, label: createLabel }
          : add && { permission, to: add(), label: createLabel }
      }
      actions={[
        ...leadingActions,
        ...resourceActions<Row>(resource, { remove, deleteMessage, deletable }),
        ...moreActions,
      ]}
    />
  );
}

export type DeclaredShowPageProps<R extends { id: number }> = Omit<
  ResourceShowPageProps<R>,
  'record' | 'actions' | 'breadcrumbs'
> &
  Declared<R> & {
    /** The feature's RTK Query read hook (`useGetCrewMemberQuery`). */
    useRecord: (id: number | SkipToken) => RecordQueryResult<R>;
    /** The list's title, the breadcrumbs' first step. */
    listTitle: string;
    children: (record: R) => ReactNode;
  };

/**
 * The show page of a declared resource: the record of the `:id`, the breadcrumbs back to the
 * list, and edit, duplicate and delete (then back to the list) from the declaration.
 */
export function DeclaredShowPage<R extends { id: number }>(props: DeclaredShowPageProps<R>) {
  const { resource, useRecord, useDelete, listTitle, moreActions = [], ...page } = props;
  const { deleteMessage, deletable, leadingActions = [], ...rest } = page;
  const id = useIdParam();
  const record = useRecord(id ?? skipToken);
  const [remove] = useDelete();
  const list = resource.paths.list();
  const actions = resourceActions<R>(resource, {
    remove,
    deleteMessage,
    deletable,
    afterDelete: list,
  }).filter((action) => action.kind !== 'show');
  return (
    <ResourceShowPage<R>
      {...rest}
      record={record}
      breadcrumbs={(data) => [
        { label: listTitle, to: list },
        { label: data ? rest.itemLabel(data) : '…' },
      ]}
      actions={[...leadingActions, ...actions, ...moreActions]}
    />
  );
}
