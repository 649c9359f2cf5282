import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { FormDeclaration } from '../../controllers/resource/formDeclaration';
import { declaredSchema, emptyValues } from '../../controllers/resource/formSchema';
import { uploadNewFiles } from '../../controllers/resource/formUploads';
import { DeclaredFields } from './DeclaredFields';

interface DataFormParts<V extends FieldValues, O, P> {
  schema: z.ZodMiniType<O, V>;
  /** A new record's values: the declared defaults over each field's empty value. */
  defaults: DefaultValues<V>;
  toPayload: (values: O) => P;
  /** The new files of its upload fields sent first, when it has some. */
  prepare?: (values: O) => Promise<O>;
  children: ReactNode;
}

/**
 * What a form declared as data gives its page: the schema derived from the declaration (once,
 * when the resource's views module loads) and the declared fields.
 */
export function dataFormParts<R, V extends FieldValues, P, O>(
  declared: FormDeclaration<R, V, P, O>,
  ns: string,
): DataFormParts<V, O, P> {
  return {
    schema: declaredSchema<V, O>(declared),
    defaults: Object.assign(emptyValues(declared.fields), declared.defaults),
    toPayload: declared.toPayload,
    prepare: declared.fields.some((field) => field.kind === 'upload')
      ? (values) => uploadNewFiles(declared.fields, values)
      : undefined,
    children: (
      <DeclaredFields
        fields={declared.fields}
        ns={ns}
        columns={declared.columns}
        limits={declared.limits}
        after={declared.after}
      />
    ),
  };
}
