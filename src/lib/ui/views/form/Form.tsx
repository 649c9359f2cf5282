import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef, type FormHTMLAttributes, type ReactNode } from 'react';
import {
  FormProvider,
  useFormState,
  type FieldValues,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRevalidateOnLanguageChange } from '../../controllers/form/useRevalidateOnLanguageChange';

export interface FormProps<
  TFieldValues extends FieldValues,
  TContext,
  TTransformedValues,
> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalid' | 'noValidate'> {
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>;
  /** Receives the schema's output; may be async (the submit button waits for it). */
  onSubmit: SubmitHandler<TTransformedValues>;
  onInvalid?: SubmitErrorHandler<TFieldValues>;
  children: ReactNode;
}

/**
 * The form element of every form: provides the form to the bound fields, leaves validation
 * to the zod schema (noValidate: no browser bubbles in another language), ignores a second
 * submit while one runs, and re-validates on a language change.
 */
export function Form<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  props: FormProps<TFieldValues, TContext, TTransformedValues>,
) {
  const { form, onSubmit, onInvalid, children, ...rest } = props;
  useRevalidateOnLanguageChange(form);
  const submit = form.handleSubmit(onSubmit, onInvalid);
  const running = useRef(false);

  return (
    <FormProvider {...form}>
      <form
        {...rest}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Enter pressed twice must not send the request twice.
          if (running.current) return;
          running.current = true;
          void submit(event).finally(() => {
            running.current = false;
          });
        }}
      >
        {children}
      </form>
    </FormProvider>
  );
}

export type SubmitButtonProps = Omit<ButtonProps, 'type'>;

/** The form's submit button: disabled, with a spinner, while the submit runs. Defaults to "Save". */
export function SubmitButton({ children, disabled, ...rest }: SubmitButtonProps) {
  const { t } = useTranslation('ui');
  const { isSubmitting } = useFormState();
  return (
    <Button
      variant="contained"
      {...rest}
      type="submit"
      loading={isSubmitting}
      disabled={disabled || isSubmitting}
    >
      {children ?? t('form.submit')}
    </Button>
  );
}
