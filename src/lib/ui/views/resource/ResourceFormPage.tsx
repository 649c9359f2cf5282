import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import { PageHeader, type Breadcrumb } from '../feedback/PageHeader';
import type { ApplyServerErrorsOptions } from '../../controllers/form/applyServerErrors';
import type { MutationCall } from '../../controllers/resource/actions';
import { RecordGate, type RecordQueryResult } from './RecordGate';
import { backToOf } from './RecordMissing';
import { ResourceForm } from './ResourceForm';

import type { FormMode } from '../../controllers/resource/useFormMode';

export type { FormMode };

export interface ResourceFormPageProps<V extends FieldValues, O, R, P, S> {
  /** add: empty form; edit: the record, saved with `update`; duplicate: a copy, saved with `create`. */
  mode: FormMode;
  /** The page's h1 (and the form's accessible name), already translated. */
  title: string;
  breadcrumbs?: readonly Breadcrumb[];
  /** The values of a new record (add mode). */
  defaultValues: DefaultValues<V>;
  /** edit and duplicate: the record's query result (`useGetCrewMemberQuery(id)`). */
  record?: RecordQueryResult<R>;
  /** The record as form values (edit, duplicate). */
  toValues: (record: R) => DefaultValues<V>;
  /** duplicate: changes the copied values (clear a unique field, suffix a name). */
  duplicateValues?: (values: DefaultValues<V>, record: R) => DefaultValues<V>;
  /** The schema's output as the API payload. */
  toPayload: (values: O) => P;
  /** A step before the payload (useMutationForm's `prepare`: a new file uploaded first). */
  prepare?: (values: O) => Promise<O>;
  /** The mutation triggers, as RTK Query gives them: `create={createCrewMember}`. */
  create: (payload: P) => MutationCall<S>;
  update?: (payload: P) => MutationCall<S>;
  /** Where to go once saved, e.g. the show page of the saved id. */
  redirectTo: (saved: S) => string;
  /** Where Cancel goes (without the unsaved-changes question). */
  cancelTo: string;
  resolver?: Resolver<V, unknown, O>;
  /** The zod (mini) schema, instead of a `resolver`. */
  schema?: z.ZodMiniType<O, V>;
  /** Names the kept draft (409 reload), e.g. `crew:${id ?? 'new'}`; the mode is added. */
  draftKey: string;
  /** Server field name -> form field name, where they differ. */
  fieldMap?: ApplyServerErrorsOptions['fieldMap'];
  submitLabel?: string;
  /** edit: a record that may not be saved by hand; its form shows without Save. */
  readOnly?: (record: R) => boolean;
  /** A save refused for no field, told above the form in the screen's words. */
  failureTitle?: string;
  /** A failed load of the record, in the screen's words (RecordGate's `failureTitle`). */
  loadFailureTitle?: string;
  /** The fields (bound with fieldsFor<V>()). */
  children: ReactNode;
}

/**
 * The add, edit and duplicate page of a resource: loads the record (edit, duplicate) with
 * loading and error states, fills the form (`toValues`), submits through the mutation
 * (`toPayload`), puts server field errors on the fields and the others above the form, and
 * redirects once saved. The http layer says "Successfully added/updated". Leaving with unsaved
 * changes asks first; a 409 reload keeps what was typed (drafts).
 *
 *   export default function CrewFormPage({ mode }: { mode: FormMode }) {
 *     const id = useIdParam();
 *     const record = useGetCrewMemberQuery(id ?? skipToken);
 *     const [createCrewMember] = useCreateCrewMemberMutation();
 *     const [updateCrewMember] = useUpdateCrewMemberMutation();
 *     return (
 *       <ResourceFormPage
 *         mode={mode} title={t(`form.${mode}Title`)} record={record}
 *         defaultValues={emptyCrew} toValues={crewToValues} toPayload={valuesToPayload}
 *         duplicateValues={(values) => ({ ...values, licenceNumber: '' })}
 *         resolver={zodResolver(crewSchema)} draftKey={`crew:${id ?? 'new'}`}
 *         create={createCrewMember} update={(payload) => updateCrewMember({ id, ...payload })}
 *         redirectTo={(saved) => `/crews/${saved.id}/show`} cancelTo="/crews"
 *       >
 *         <TextField name="firstName" label={t('fields.firstName')} required />
 *       </ResourceFormPage>
 *     );
 *   }
 */
export function ResourceFormPage<V extends FieldValues, O, R, P, S>(
  props: ResourceFormPageProps<V, O, R, P, S>,
) {
  const { mode, title, breadcrumbs, record, toValues, duplicateValues } = props;
  const valuesOf = (data: R) =>
    mode === 'duplicate' && duplicateValues
      ? duplicateValues(toValues(data), data)
      : toValues(data);
  const save = mode === 'edit' ? props.update : props.create;
  if (!save) throw new Error('ResourceFormPage: the edit mode needs `update`');

  const form = (initialValues: DefaultValues<V>, source?: R) => (
    <ResourceForm<V, O, P, S>
      key={`${props.draftKey}:${mode}`}
      title={title}
      initialValues={initialValues}
      reloadedValues={source === undefined ? undefined : valuesOf(source)}
      resolver={props.resolver}
      schema={props.schema}
      toPayload={props.toPayload}
      prepare={props.prepare}
      save={save}
      redirectTo={props.redirectTo}
      cancelTo={props.cancelTo}
      draftKey={`${props.draftKey}:${mode}`}
      fieldMap={props.fieldMap}
      submitLabel={props.submitLabel}
      failureTitle={props.failureTitle}
      readOnly={mode === 'edit' && source !== undefined && props.readOnly?.(source) === true}
    >
      {props.children}
    </ResourceForm>
  );

  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      {mode === 'add' || !record ? (
        form(props.defaultValues)
      ) : (
        <RecordGate
          record={record}
          backTo={backToOf(breadcrumbs)}
          failureTitle={props.loadFailureTitle}
        >
          {(data) => form(valuesOf(data), data)}
        </RecordGate>
      )}
    </>
  );
}
