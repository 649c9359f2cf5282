import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { ApplyServerErrorsOptions } from '../../controllers/form/applyServerErrors';
import { Form, SubmitButton } from '../form/Form';
import { FormErrors } from '../form/FormErrors';
import { useMutationForm } from '../../controllers/form/useMutationForm';
import type { MutationCall } from '../../controllers/resource/actions';
import { FailureAlert } from '../feedback/FailureMessage';
import { DetailList, DetailSection, type DetailItem } from './DetailList';
import { RecordGate, type RecordQueryResult } from './RecordGate';
import { useReportUnsavedChanges } from '../../controllers/resource/unsavedChanges';

export interface SectionFormProps<R, V extends FieldValues, O, P> {
  /** The section's heading and the form's accessible name. */
  title: string;
  description?: ReactNode;
  /** The section as read (its GET query result): loading and error states come with it. */
  record: RecordQueryResult<R>;
  toValues: (record: R) => DefaultValues<V>;
  resolver?: Resolver<V, unknown, O>;
  /** The form's schema, instead of a resolver (a form declared as data derives it). */
  schema?: z.ZodMiniType<O, V>;
  toPayload: (values: O) => P;
  /** The PATCH; it answers the section as stored, which the form then shows. */
  save: (payload: P) => MutationCall<R>;
  /**
   * View mode: no save button; the record shows as labels and values (`view`), or, for a
   * section that gives no `view`, as its fields disabled.
   */
  readOnly?: boolean;
  /** The record read in view mode, formatted (useDisplayFormat): label and value, no inputs. */
  view?: (record: R) => readonly DetailItem[];
  fieldMap?: ApplyServerErrorsOptions['fieldMap'];
  /**
   * A save refused for no field (a 5xx, a lost connection) told above the form in the screen's
   * words ("Changes cannot be saved"), the typed values kept; left to the toast when absent.
   */
  failureTitle?: string;
  /** A failed load of the record, in the screen's words (RecordGate's `failureTitle`). */
  loadFailureTitle?: string;
  children: ReactNode;
}

/** A section's description: a text gets a paragraph of its own (a bare text takes no spacing). */
function Described({ children }: { children: ReactNode }) {
  if (typeof children !== 'string') return children;
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

/**
 * A section of a record edited in place (a tab of a settings page): the form saves and stays,
 * showing what the server stored; inside RecordTabs, leaving it with unsaved changes asks first; server field errors land on the fields with the input kept,
 * the others above the form. The success toast comes from the http layer (PATCH: "updated").
 */
export function SectionForm<R, V extends FieldValues, O, P>(props: SectionFormProps<R, V, O, P>) {
  return (
    <RecordGate record={props.record} failureTitle={props.loadFailureTitle}>
      {(data) =>
        props.readOnly && props.view ? (
          <DetailSection title={props.title}>
            <Stack spacing={2}>
              <Described>{props.description}</Described>
              <DetailList items={props.view(data)} />
            </Stack>
          </DetailSection>
        ) : (
          <SectionFormBody {...props} initial={props.toValues(data)} />
        )
      }
    </RecordGate>
  );
}

function SectionFormBody<R, V extends FieldValues, O, P>(
  props: SectionFormProps<R, V, O, P> & { initial: DefaultValues<V> },
) {
  const { title, description, initial, resolver, schema, toPayload, save, toValues } = props;
  const { readOnly = false, fieldMap, failureTitle, children } = props;
  const { form, submit, errors, failure } = useMutationForm<V, O, P, R>({
    defaultValues: initial,
    resolver,
    schema,
    disabled: readOnly,
    mutation: save,
    toPayload,
    fieldMap,
    // The form shows what the server stored.
    onSaved: (saved, { form: saving }) => saving.reset(toValues(saved)),
  });
  // On a tabbed page (RecordTabs), leaving the tab with changes unsaved asks first.
  useReportUnsavedChanges(form.formState.isDirty);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Form form={form} onSubmit={submit} aria-label={title}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Described>{description}</Described>
          {failure && failureTitle && <FailureAlert title={failureTitle} error={failure} />}
          <FormErrors messages={errors} />
          <Box sx={{ display: 'grid', gap: 2 }}>{children}</Box>
          {!readOnly && (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <SubmitButton />
            </Box>
          )}
        </Stack>
      </Form>
    </Paper>
  );
}
