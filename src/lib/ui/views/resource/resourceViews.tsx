import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ResourcePages } from '@/lib/api/defineResource';
import type {
  FormOptions,
  ResourceHooks,
  ResourceViewsDeclaration,
  ViewResource,
} from '../../controllers/resource/resourceViewsDeclaration';
import type { FormMode } from '../../controllers/resource/useFormMode';
import {
  formTitle,
  toColumn,
  toListFilters,
  type ViewContext,
} from '../../controllers/resource/viewDeclaration';
import { dataFormParts, declaredDialogForm } from './declaredDataForm';
import { DeclaredFormDialog, editInDialog } from './declaredFormDialog';
import { DeclaredFormPage } from './DeclaredFormPage';
import { DeclaredListPage } from './DeclaredPages';
import { resourceShowView } from './resourceShowView';
import { resourceViewContext } from './resourceViewContext';

export type {
  FormFieldsProps,
  ResourceHooks,
  ResourceViewsDeclaration,
  SectionDeclaration,
  ViewResource,
} from '../../controllers/resource/resourceViewsDeclaration';

/**
 * A resource's three pages from one declaration (its feature's `views.tsx`, the default export
 * that `defineResource({ views: () => import('./views') })` loads): the list (filters, sort,
 * columns, create button, row actions), the show page (header, status, facts, sections, actions)
 * and the form (add, edit, duplicate). Words by convention in the resource's namespace, the
 * kit's (`ui`) for the generic ones: `list.title`, `list.empty`, `list.emptyFiltered`,
 * `list.add`, `list.tableLabel` (else the title), `list.deleteMessage` ({name}), `list.intro`
 * (said above the table, when the namespace has it), `form.addTitle`, `form.editTitle` and
 * `form.duplicateTitle` ({name}), `show.title` (while loading), `sections.<id>`, `fields.<id>`,
 * `statuses.<value>` (controllers/resource/viewDeclaration); the page words flat under
 * `<wordsPrefix>.` where one namespace serves several resources (`crews.title`).
 *
 * `form.dialog` puts the form in a dialog on the list (a resource without add and edit pages):
 * the create button opens it empty, a row's edit action with the record.
 *
 * A cell (column or show item) is `{ id }` (the field, as text), `{ id, format }` ('date',
 * 'dateTime', 'money', 'number', 'text', 'yesNo', 'list', 'status': a chip toned by
 * `statusTones`), `{ id, value: (row, ctx) => … }` or `{ id, render: (row, ctx) => … }`, where
 * `ctx` holds `t`, the display formatter `show`, and what `useData` adds (a hook the three pages
 * call: the names of ids, say). A show section is `{ id, items }`, `{ id, render }`, or
 * `tableSection(id, { rows, columns, useData })` for the record's rows. `rowActions(ctx)` and
 * `pageActions(ctx)` add to the defaults. Field by field: resourceViewsDeclaration.ts.
 *
 * The form is declared as data (`{ fields, limits, refine, defaults, toValues, toPayload }`,
 * controllers/resource/formDeclaration.ts): labels `fields.<name>`, the validation derived from
 * each field's kind, `required` and the API document's limits (formSchema.ts), an `upload`
 * field's new file sent first (formUploads.ts); a `render` draws a field of the feature's own.
 * A hand-written form (`{ schema, Fields, ... }`) still works. The default export is typed
 * (`ResourcePages`): the resource's declaration loads this module.
 *
 *   const views: ResourcePages = resourceViews(priceLists, priceListsApi, {
 *     itemLabel: (list) => list.name,
 *     list: {
 *       filters: [search('search'), enumOf('status', PRICE_LIST_STATUSES)],
 *       defaultSort: { sort: 'name', order: 'asc' },
 *       columns: [{ id: 'name' }, { id: 'status', format: 'status' }, { id: 'updatedAt', format: 'date' }],
 *     },
 *     show: { status: 'status', sections: [{ id: 'client', items: [{ id: 'updatedAt', format: 'dateTime' }] }] },
 *     form: { schema, defaults, toValues, toPayload, Fields: PriceListFields },
 *   });
 *   export default views;
 */
export function resourceViews<
  R extends { id: number },
  P,
  F extends string,
  V extends FieldValues,
  O,
  X extends object = object,
>(
  resource: ViewResource,
  api: ResourceHooks<R, P, F>,
  declaration: ResourceViewsDeclaration<R, F, V, O, P, X>,
): ResourcePages {
  type C = ViewContext & X;
  const { itemLabel, list, form, wordsPrefix, deletable } = declaration;
  const context = resourceViewContext(resource, declaration);
  const { ns, w, useViewContext, draw } = context;

  const titleOf = (t: TFunction, record: R | undefined) =>
    formTitle(t, record ? 'edit' : 'add', record && itemLabel(record), wordsPrefix);

  // A form may sit in a dialog on the list instead of its own page.
  const dialogForm = form?.dialog && (form.fields ? declaredDialogForm(form, ns) : form);
  // A form declared as data: its schema derived once, as the views module loads.
  const dataForm = form?.fields ? dataFormParts(form, ns) : undefined;

  function List() {
    const { ctx, t, has, deleteMessage, moreActions = [] } = useViewContext();
    // undefined: closed; null: adding; a record: editing it (a form declared in a dialog).
    const [editing, setEditing] = useState<R | null | undefined>(undefined);
    const declared = typeof list.filters === 'function' ? list.filters(ctx) : list.filters;
    const filters = toListFilters(declared ?? [], t, has, wordsPrefix);
    const inDialog = dialogForm !== undefined;
    const dialogOf = (record: R | undefined, close: () => void) =>
      dialogForm && (
        <DeclaredFormDialog<R, V, O, P, C>
          form={dialogForm}
          hooks={api}
          record={record}
          title={titleOf(t, record)}
          failureTitle={dialogForm.failureTitle && t(dialogForm.failureTitle)}
          ctx={ctx}
          onClose={close}
        />
      );
    const edit = (record: R) => t('resource.actions.edit', { item: itemLabel(record) });
    // A dialog that only adds (`dialog.edit: false`) gives the rows no edit.
    const edits = inDialog && dialogForm.dialog?.edit !== false;
    const dialogActions = edits ? [editInDialog<R>(resource.rights, edit, dialogOf)] : [];
    const title = t(w('list.title'));
    const tableLabel = w('list.tableLabel');
    return (
      <>
        <DeclaredListPage<R, F>
          resource={resource}
          useList={api.useList}
          useDelete={api.useDelete}
          list={{ filters, defaultSort: list.defaultSort, defaultPageSize: list.defaultPageSize }}
          title={title}
          tableLabel={has(tableLabel) ? t(tableLabel) : title}
          emptyMessage={t(w('list.empty'))}
          emptyFilteredMessage={
            has(w('list.emptyFiltered')) ? t(w('list.emptyFiltered')) : undefined
          }
          createLabel={has(w('list.add')) ? t(w('list.add')) : undefined}
          onCreate={inDialog ? () => setEditing(null) : undefined}
          columns={list.columns.map((column) => toColumn(column, ctx, draw(ctx)))}
          itemLabel={itemLabel}
          deletable={deletable}
          deleteMessage={deleteMessage}
          leadingActions={dialogActions}
          moreActions={moreActions}
          headerActions={declaration.pageActions?.(ctx)}
          intro={
            has(w('list.intro')) && (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t(w('list.intro'))}
              </Typography>
            )
          }
        />
        {list.after?.(ctx)}
        {editing !== undefined && dialogOf(editing ?? undefined, () => setEditing(undefined))}
      </>
    );
  }

  function handWritten(hand: FormOptions<R, V, O, P, C>) {
    const { Fields } = hand;
    return {
      schema: hand.schema,
      children: (mode: FormMode, record: R | undefined) => <Fields mode={mode} record={record} />,
    };
  }

  function Form() {
    const { t, ctx } = useViewContext();
    if (!form) throw new Error(`${resource.id} declares no form view`);
    const { duplicate, readOnly } = form;
    const parts = form.fields ? (dataForm ?? dataFormParts(form, ns)) : handWritten(form);
    return (
      <DeclaredFormPage<V, O, R, P, { id: number }>
        resource={resource}
        useRecord={api.useRead}
        useCreate={api.useCreate}
        useUpdate={api.useUpdate}
        listTitle={t(w('list.title'))}
        title={(mode, record) => formTitle(t, mode, record && itemLabel(record), wordsPrefix)}
        defaultValues={dataForm?.defaults ?? form.defaults}
        toValues={form.toValues}
        duplicateValues={duplicate && ((_values, record) => duplicate(record))}
        // Either kind of form is given the views' data (the person's units).
        toPayload={(values) => form.toPayload(values, ctx)}
        prepare={dataForm?.prepare}
        schema={parts.schema}
        fieldMap={form.fieldMap}
        readOnly={readOnly}
      >
        {parts.children}
      </DeclaredFormPage>
    );
  }

  return {
    list: List,
    show: resourceShowView(resource, api, declaration, context),
    form: form && !dialogForm ? Form : undefined,
  };
}
