import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { DeclaredResource } from '@/lib/api/defineResource';
import type { MutationCall } from '../../controllers/resource/actions';
import type { RecordQueryResult } from './RecordGate';
import { ResourceFormPage, type FormMode, type ResourceFormPageProps } from './ResourceFormPage';
import { useFormMode } from '../../controllers/resource/useFormMode';
import { useIdParam } from '../../controllers/resource/useIdParam';

type Given =
  | 'mode'
  | 'title'
  | 'breadcrumbs'
  | 'record'
  | 'create'
  | 'update'
  | 'redirectTo'
  | 'cancelTo'
  | 'draftKey'
  | 'children';

export interface DeclaredFormPageProps<
  V extends FieldValues,
  O,
  R,
  P,
  S extends { id: number },
> extends Omit<ResourceFormPageProps<V, O, R, P, S>, Given> {
  resource: DeclaredResource;
  /** The RTK Query hooks the feature named: `useGetCrewMemberQuery`, ... */
  useRecord: (id: number | SkipToken) => RecordQueryResult<R>;
  useCreate: () => readonly [(payload: P) => MutationCall<S>, ...unknown[]];
  useUpdate: () => readonly [(arg: { id: number } & P) => MutationCall<S>, ...unknown[]];
  /** The h1 of each mode, the record (edit, duplicate) once loaded. */
  title: (mode: FormMode, record: R | undefined) => string;
  /** The list's title, the breadcrumbs' first step. */
  listTitle: string;
  /** The fields; a function of the mode and the record where they show more of it. */
  children: ReactNode | ((mode: FormMode, record: R | undefined) => ReactNode);
}

/**
 * The form page of a declared resource: its mode comes from the route (add, edit, duplicate),
 * the record from the `:id`, and the breadcrumbs, the redirect (the saved record's show page, or
 * the list), Cancel and the draft's name from the declaration. The feature gives its fields,
 * its schema and its mapping.
 */
export function DeclaredFormPage<V extends FieldValues, O, R, P, S extends { id: number }>(
  props: DeclaredFormPageProps<V, O, R, P, S>,
) {
  const { resource, useRecord, useCreate, useUpdate, title, listTitle, children, ...form } = props;
  const mode = useFormMode();
  const id = useIdParam();
  const record = useRecord(mode === 'add' || id === null ? skipToken : id);
  const [create] = useCreate();
  const [update] = useUpdate();
  const heading = title(mode, record.data);
  const { list, show } = resource.paths;
  return (
    <ResourceFormPage<V, O, R, P, S>
      {...form}
      mode={mode}
      title={heading}
      breadcrumbs={[{ label: listTitle, to: list() }, { label: heading }]}
      record={record}
      create={create}
      update={(payload) => update({ id: id ?? 0, ...payload })}
      redirectTo={(saved) => (show ? show({ id: saved.id }) : list())}
      cancelTo={list()}
      draftKey={`${resource.id}:${id ?? 'new'}`}
    >
      {typeof children === 'function' ? children(mode, record.data) : children}
    </ResourceFormPage>
  );
}
