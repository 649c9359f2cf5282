import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod/mini';
import { apiErrorOf } from '@/lib/api/apiErrorOf';
import type { ApiError } from '@/lib/http/types';
import type { MutationCall } from '@/lib/api/mutationCall';
import { applyServerErrors } from './applyServerErrors';

type FieldMap = Readonly<Record<string, string>>;

export interface MutationFormOptions<V extends FieldValues, O, P, S> {
  /** The form's zod (mini) schema; or `resolver` for a hand-made one. */
  schema?: z.ZodMiniType<O, V>;
  resolver?: Resolver<V, unknown, O>;
  defaultValues: DefaultValues<V>;
  /** Values that follow data loaded after the form (react-hook-form's `values`), with `resetOptions`. */
  values?: V;
  resetOptions?: UseFormProps<V>['resetOptions'];
  /** The RTK Query trigger, as it is (`useCreateAddressMutation()[0]`) or wrapped. */
  mutation: (payload: P) => MutationCall<S>;
  /** The schema's output as the API payload; the output itself when absent. */
  toPayload?: (values: O) => P;
  /** A step before the payload, refused as the save would be (a new file uploaded first). */
  prepare?: (values: O) => Promise<O>;
  /** Server field name -> form field name, where they differ; may depend on the payload sent. */
  fieldMap?: FieldMap | ((payload: P) => FieldMap);
  /** Once saved (close a dialog, navigate, reset to what the server stored). */
  onSaved?: (saved: S, context: { values: O; form: UseFormReturn<V, unknown, O> }) => void;
  /** Every field disabled (a read-only view of the same form). */
  disabled?: boolean;
}

export interface MutationForm<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  /** The form's onSubmit (`<Form onSubmit={submit}>`): resolves once saved or failed. */
  submit: (values: O) => Promise<void>;
  /** The server's field messages that found no field, shown above the fields (FormErrors). */
  errors: string[];
  /** The last failure that was not about fields (a business `errors.*` refusal, a 5xx), or null. */
  failure: ApiError | null;
  /**
   * The last refusal as the API sent it, about fields or not (a page that reads a token error
   * among the field errors), or null; cleared by the next submit.
   */
  refusal: ApiError | null;
  /**
   * Another mutation of the same record, outside the submit (send what is saved): its refusal
   * lands as the submit's would (fields, `errors`, `failure`). Resolves true once done.
   */
  run: <R>(call: () => MutationCall<R>) => Promise<boolean>;
}

/**
 * The controller of every form that saves through one mutation (a page, a section, a dialog):
 * validates with the schema, sends `toPayload(values)`, puts the 400's field errors on their
 * fields (focusing the first) and keeps what was typed; the rest goes to `errors` / `failure`
 * for the view. The http layer shows the success toast ("Successfully added/updated", by
 * method) and the error catalogue's toast, so the controller shows neither.
 */
export function useMutationForm<V extends FieldValues, O = V, P = O, S = unknown>(
  options: MutationFormOptions<V, O, P, S>,
): MutationForm<V, O> {
  const { schema, resolver, defaultValues, values, resetOptions, disabled } = options;
  const resolve = useMemo(
    () => resolver ?? (schema ? (zodResolver(schema) as Resolver<V, unknown, O>) : undefined),
    [resolver, schema],
  );
  const form = useForm<V, unknown, O>({
    defaultValues,
    values,
    resetOptions,
    resolver: resolve,
    disabled,
  });
  const [errors, setErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);

  /** Sends one call; its refusal goes to the fields, `errors` and `failure`. */
  const settle = async <R>(
    call: () => MutationCall<R>,
    fieldMap?: FieldMap,
  ): Promise<{ saved: R } | null> => {
    setErrors([]);
    setFailure(null);
    setRefusal(null);
    try {
      return { saved: await call().unwrap() };
    } catch (caught) {
      const error = apiErrorOf(caught);
      setErrors(applyServerErrors(form, error, { fieldMap }));
      setRefusal(error);
      if (error && Object.keys(error.fieldErrors).length === 0) setFailure(error);
      return null;
    }
  };

  const submit = async (values: O) => {
    const { mutation, toPayload, fieldMap, onSaved, prepare } = options;
    // A step before the payload (a new file stored first) is refused as the save would be.
    const prepared = prepare
      ? await settle(() => ({ unwrap: () => prepare(values) }))
      : { saved: values };
    if (!prepared) return;
    const payload = toPayload ? toPayload(prepared.saved) : (prepared.saved as unknown as P);
    const map = typeof fieldMap === 'function' ? fieldMap(payload) : fieldMap;
    const done = await settle(() => mutation(payload), map);
    if (done) onSaved?.(done.saved, { values, form });
  };

  const run = async <R>(call: () => MutationCall<R>) => (await settle(call)) !== null;

  return { form, submit, errors, failure, refusal, run };
}
