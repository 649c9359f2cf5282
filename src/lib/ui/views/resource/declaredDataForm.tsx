import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { FormDeclaration } from '../../controllers/resource/formDeclaration';
import { declaredSchema } from '../../controllers/resource/formSchema';
import { DeclaredFields } from './DeclaredFields';

interface DataFormParts<V extends FieldValues, O, P> {
  schema: z.ZodMiniType<O, V>;
  toPayload: (values: O) => P;
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
    toPayload: declared.toPayload,
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
