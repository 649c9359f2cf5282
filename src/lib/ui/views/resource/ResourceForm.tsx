import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, type ReactNode } from 'react';
import { useFormState, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useFormDraft } from '@/lib/drafts/useFormDraft';
import type { ApplyServerErrorsOptions } from '../../controllers/form/applyServerErrors';
import { Form, SubmitButton } from '../form/Form';
import { FailureAlert } from '../feedback/FailureMessage';
import { FormErrors } from '../form/FormErrors';
import { useMutationForm } from '../../controllers/form/useMutationForm';
import type * as z from 'zod/mini';
import type { MutationCall } from '../../controllers/resource/actions';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

export interface ResourceFormProps<V extends FieldValues, O, P, S> {
  title: string;
  initialValues: DefaultValues<V>;
  /** The record's values again after a refetch: they replace the form's while it is untouched. */
  reloadedValues?: DefaultValues<V>;
  resolver?: Resolver<V, unknown, O>;
  /** The zod (mini) schema, instead of a `resolver`. */
  schema?: z.ZodMiniType<O, V>;
  toPayload: (values: O) => P;
  /** Before the payload (useMutationForm's `prepare`). */
  prepare?: (values: O) => Promise<O>;
  save: (payload: P) => MutationCall<S>;
  redirectTo: (saved: S) => string;
  cancelTo: string;
  draftKey: string;
  fieldMap?: ApplyServerErrorsOptions['fieldMap'];
  submitLabel?: string;
  /** Shown without Save (the page says why). */
  readOnly?: boolean;
  /** A save refused for no field, told above the form in the screen's words (SectionForm's). */
  failureTitle?: string;
  children: ReactNode;
}

/** The form of ResourceFormPage, mounted once its initial values are known. */
export function ResourceForm<V extends FieldValues, O, P, S>(props: ResourceFormProps<V, O, P, S>) {
  const { title, initialValues, reloadedValues, resolver, schema, toPayload, save } = props;
  const { redirectTo, cancelTo, draftKey, fieldMap, submitLabel, failureTitle, children } = props;
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const { form, submit, errors, failure } = useMutationForm<V, O, P, S>({
    defaultValues: initialValues,
    resolver,
    schema,
    mutation: save,
    toPayload,
    prepare: props.prepare,
    fieldMap,
    onSaved: (saved) => {
      guard.allowLeave();
      void navigate(redirectTo(saved));
    },
  });
  useFormDraft(draftKey, form);
  const { isDirty } = useFormState({ control: form.control });
  const guard = useUnsavedChangesGuard(isDirty);

  // A refetch (focus, another tab's change) brings the record again: show it unless edited.
  const shown = useRef(reloadedValues);
  const { reset } = form;
  useEffect(() => {
    if (reloadedValues === undefined || reloadedValues === shown.current) return;
    shown.current = reloadedValues;
    if (!isDirty) reset(reloadedValues);
  }, [reloadedValues, isDirty, reset]);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Form form={form} onSubmit={submit} aria-label={title}>
        <Stack spacing={2}>
          {/* The http layer has toasted the failure; fields show theirs, the rest goes here. */}
          {failure && failureTitle && <FailureAlert title={failureTitle} error={failure} />}
          <FormErrors messages={errors} />
          {children}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 }}>
            <Button component={RouterLink} to={cancelTo} onClick={guard.allowLeave} color="inherit">
              {t('form.cancel')}
            </Button>
            {!props.readOnly && <SubmitButton>{submitLabel}</SubmitButton>}
          </Box>
        </Stack>
      </Form>
      {guard.dialog}
    </Paper>
  );
}
