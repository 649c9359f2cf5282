import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { FormDeclaration } from '../../controllers/resource/formDeclaration';
import type { FormOptions } from '../../controllers/resource/resourceViewsDeclaration';
import type { FormMode } from '../../controllers/resource/useFormMode';
import { declaredSchema, emptyValues } from '../../controllers/resource/formSchema';
import { uploadNewFiles } from '../../controllers/resource/formUploads';
import { DeclaredFields } from './DeclaredFields';

interface DataFormParts<R, V extends FieldValues, O> {
  schema: z.ZodMiniType<O, V>;
  /** A new record's values: the declared defaults over each field's empty value. */
  defaults: DefaultValues<V>;
  /** The new files of its upload fields sent first, when it has some. */
  prepare?: (values: O) => Promise<O>;
  children: (mode: FormMode, record: R | undefined) => ReactNode;
}

/**
 * What a form declared as data gives its page: the schema derived from the declaration (once,
 * when the resource's views module loads) and the declared fields, given the mode and record.
 */
export function dataFormParts<R, V extends FieldValues, P, O, C>(
  declared: FormDeclaration<R, V, P, O, C>,
  ns: string,
): DataFormParts<R, V, O> {
  return {
    schema: declaredSchema<V, O>(declared),
    defaults: Object.assign(emptyValues(declared.fields), declared.defaults),
    prepare: declared.fields.some((field) => field.kind === 'upload')
      ? (values) => uploadNewFiles(declared.fields, values)
      : undefined,
    children: (mode, record) => (
      <DeclaredFields<R>
        fields={declared.fields}
        ns={ns}
        columns={declared.columns}
        limits={declared.limits}
        form={{ mode, record }}
        before={declared.before}
        after={declared.after}
      />
    ),
  };
}

/**
 * A form declared as data as the dialog takes a form (`form.dialog`): its schema and fields,
 * a little room above them so the first label is not cut by the dialog's edge.
 */
export function declaredDialogForm<R, V extends FieldValues, P, O, C>(
  declared: FormDeclaration<R, V, P, O, C>,
  ns: string,
): FormOptions<R, V, O, P, C> {
  // An upload field needs the page's prepare step: a dialog form declares none.
  const { children, schema, defaults } = dataFormParts(declared, ns);
  const { toValues, toPayload, dialog, fieldMap, failureTitle } = declared;
  return {
    schema,
    defaults,
    toValues,
    toPayload,
    dialog,
    fieldMap,
    failureTitle,
    Fields: ({ mode, record }) => <Box sx={{ pt: 1 }}>{children(mode, record)}</Box>,
  };
}
