import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  useForm,
  useFormState,
  type DefaultValues,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import { useFormDraft } from '@/lib/drafts/useFormDraft';
import { applyServerErrors, type ApplyServerErrorsOptions } from '../form/applyServerErrors';
import { Form, SubmitButton } from '../form/Form';
import type { MutationCall } from './actions';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

export interface ResourceFormProps<V extends FieldValues, O, P, S> {
  title: string;
  initialValues: DefaultValues<V>;
  /** The record's values again after a refetch: they replace the form's while it is untouched. */
  reloadedValues?: DefaultValues<V>;
  resolver?: Resolver<V, unknown, O>;
  toPayload: (values: O) => P;
  save: (payload: P) => MutationCall<S>;
  redirectTo: (saved: S) => string;
  cancelTo: string;
  draftKey: string;
  fieldMap?: ApplyServerErrorsOptions['fieldMap'];
  submitLabel?: string;
  children: ReactNode;
}

/** The form of ResourceFormPage, mounted once its initial values are known. */
export function ResourceForm<V extends FieldValues, O, P, S>(props: ResourceFormProps<V, O, P, S>) {
  const { title, initialValues, reloadedValues, resolver, toPayload, save } = props;
  const { redirectTo, cancelTo, draftKey, fieldMap, submitLabel, children } = props;
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const form = useForm<V, unknown, O>({ defaultValues: initialValues, resolver });
  useFormDraft(draftKey, form);
  const { isDirty } = useFormState({ control: form.control });
  const guard = useUnsavedChangesGuard(isDirty);
  const [unmatched, setUnmatched] = useState<string[]>([]);

  // A refetch (focus, another tab's change) brings the record again: show it unless edited.
  const shown = useRef(reloadedValues);
  const { reset } = form;
  useEffect(() => {
    if (reloadedValues === undefined || reloadedValues === shown.current) return;
    shown.current = reloadedValues;
    if (!isDirty) reset(reloadedValues);
  }, [reloadedValues, isDirty, reset]);

  const onSubmit = async (values: O) => {
    setUnmatched([]);
    try {
      const saved = await save(toPayload(values)).unwrap();
      guard.allowLeave();
      void navigate(redirectTo(saved));
    } catch (error) {
      // The http layer has toasted the failure; fields show theirs, the rest goes above.
      setUnmatched(applyServerErrors(form, apiErrorOf(error), { fieldMap }));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Form form={form} onSubmit={onSubmit} aria-label={title}>
        <Stack spacing={2}>
          {unmatched.length > 0 && (
            <Alert severity="error" role="alert">
              <AlertTitle>{t('form.serverErrors')}</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {unmatched.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </Box>
            </Alert>
          )}
          {children}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 }}>
            <Button component={RouterLink} to={cancelTo} onClick={guard.allowLeave} color="inherit">
              {t('form.cancel')}
            </Button>
            <SubmitButton>{submitLabel}</SubmitButton>
          </Box>
        </Stack>
      </Form>
      {guard.dialog}
    </Paper>
  );
}
