import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { ResourcePages } from '@/lib/api/defineResource';
import type { FormDeclaration } from '../../controllers/resource/formDeclaration';
import { declaredSchema } from '../../controllers/resource/formSchema';
import { useDisplayFormat } from '../../controllers/resource/displayFormat';
import type {
  ResourceHooks,
  ResourceViewsDeclaration,
  SectionDeclaration,
  ViewResource,
} from '../../controllers/resource/resourceViewsDeclaration';
import {
  cellContent,
  cellValue,
  formatValue,
  formTitle,
  labelKey,
  toColumn,
  toListFilters,
  type CellDeclaration,
  type ViewContext,
} from '../../controllers/resource/viewDeclaration';
import type { StatusTone } from '../../controllers/status/statusTone';
import { StatusChip } from '../status/StatusChip';
import { DeclaredFields } from './DeclaredFields';
import { DeclaredFormPage } from './DeclaredFormPage';
import { DeclaredListPage, DeclaredShowPage } from './DeclaredPages';
import { DetailSection } from './DetailList';

export type { ResourceHooks, ResourceViewsDeclaration, SectionDeclaration, ViewResource };

const noData = () => undefined;

const DEFAULT_TONES: Readonly<Record<string, StatusTone>> = { active: 'success' };

/**
 * A resource's three pages from one declaration (its feature's `views.tsx`, the default export
 * that `defineResource({ views: () => import('./views') })` loads): the list (filters, sort,
 * columns, create button, row actions), the show page (header, status, facts, sections, actions)
 * and the form (add, edit, duplicate). Words by convention in the resource's namespace, the
 * kit's (`ui`) for the generic ones: `list.title`, `list.empty`, `list.emptyFiltered`,
 * `list.add`, `list.tableLabel` (else the title), `list.deleteMessage` ({name}),
 * `form.addTitle`, `form.editTitle` and `form.duplicateTitle` ({name}), `show.title` (while
 * loading), `sections.<id>`, `fields.<id>`, `statuses.<value>` (controllers/resource/viewDeclaration).
 *
 * A cell (column or show item) is `{ id }` (the field, as text), `{ id, format }` ('date',
 * 'dateTime', 'money', 'number', 'text', 'yesNo', 'list', 'status': a chip toned by
 * `statusTones`), `{ id, value: (row, ctx) => … }` or `{ id, render: (row, ctx) => … }`, where
 * `ctx` holds `t`, the display formatter `show`, and what `useData` adds (a hook the three pages
 * call: the names of ids, say). A show section is `{ id, items }`, `{ id, render }`, or
 * `tableSection(id, { rows, columns, useData })` for the record's rows. `rowActions(ctx)` and
 * `pageActions(ctx)` add to the defaults; the hooks may be the API's with a write wrapped (the
 * cancellation policies upload their terms first). Field by field: resourceViewsDeclaration.ts.
 *
 * The form is declared as data (`{ fields, limits, refine, defaults, toValues, toPayload }`,
 * controllers/resource/formDeclaration.ts): labels `fields.<name>`, the validation derived from
 * each field's kind, `required` and the API document's limits (formSchema.ts); a `render` draws
 * a field of the feature's own. A hand-written form (`{ schema, Fields, ... }`) still works.
 *
 * The module's default export is typed (`ResourcePages`): the resource's declaration loads this
 * module, so its type may not wait for the declaration's own.
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
  const { itemLabel, list, show, form } = declaration;
  const ns = resource.namespaces[0] ?? 'ui';
  const tones = declaration.statusTones ?? DEFAULT_TONES;
  const useData = declaration.useData ?? noData;

  function useViewContext() {
    const { t, i18n } = useTranslation([ns, 'ui'], { nsMode: 'fallback' });
    // Without useData, X is `object`: nothing more to add.
    const ctx: C = Object.assign({ t, show: useDisplayFormat() }, useData());
    const has = (key: string) => i18n.exists(key, { ns: [ns, 'ui'] });
    const deleteMessage = declaration.deleteMessage
      ? (record: R) => declaration.deleteMessage?.(record, ctx)
      : has('list.deleteMessage')
        ? (record: R) => t('list.deleteMessage', { name: itemLabel(record) })
        : undefined;
    const moreActions = declaration.rowActions?.(ctx);
    return { ctx, t, i18n, has, deleteMessage, moreActions };
  }

  function StatusOf({ value, ctx }: { value: unknown; ctx: C }) {
    const label = formatValue(ctx, 'status', value);
    if (typeof value !== 'string' || label === null) return null;
    return <StatusChip tone={tones[value] ?? 'neutral'} label={label} />;
  }

  const draw = (ctx: C) => (cell: CellDeclaration<R, C>, record: R) =>
    cell.format === 'status' ? (
      <StatusOf value={cellValue(cell, record, ctx)} ctx={ctx} />
    ) : (
      cellContent(cell, record, ctx)
    );

  function List() {
    const { ctx, t, i18n, has, deleteMessage, moreActions } = useViewContext();
    const filters = useMemo(
      () => toListFilters(list.filters ?? [], t, (key) => i18n.exists(key, { ns: [ns, 'ui'] })),
      [t, i18n],
    );
    const title = t('list.title');
    return (
      <DeclaredListPage<R, F>
        resource={resource}
        useList={api.useList}
        useDelete={api.useDelete}
        list={{ filters, defaultSort: list.defaultSort }}
        title={title}
        tableLabel={has('list.tableLabel') ? t('list.tableLabel') : title}
        emptyMessage={t('list.empty')}
        emptyFilteredMessage={has('list.emptyFiltered') ? t('list.emptyFiltered') : undefined}
        createLabel={has('list.add') ? t('list.add') : undefined}
        columns={list.columns.map((column) => toColumn(column, ctx, draw(ctx)))}
        itemLabel={itemLabel}
        deleteMessage={deleteMessage}
        moreActions={moreActions}
        headerActions={declaration.pageActions?.(ctx)}
      />
    );
  }

  function Section({
    section,
    record,
    ctx,
  }: {
    section: SectionDeclaration<R, C>;
    record: R;
    ctx: C;
  }) {
    const title = ctx.t(section.title ?? `sections.${section.id}`);
    if (section.render)
      return <DetailSection title={title}>{section.render(record, ctx)}</DetailSection>;
    const items = section.items.map((item) => ({
      label: ctx.t(labelKey(item)),
      value: draw(ctx)(item, record),
    }));
    return <DetailSection title={title} items={items} />;
  }

  function Show() {
    const { ctx, t, has, deleteMessage, moreActions } = useViewContext();
    if (!show) throw new Error(`${resource.id} declares no show view`);
    const { status } = show;
    return (
      <DeclaredShowPage<R>
        resource={resource}
        useRecord={api.useRead}
        useDelete={api.useDelete}
        deleteMessage={deleteMessage}
        moreActions={moreActions}
        listTitle={t('list.title')}
        placeholderTitle={t(has('show.title') ? 'show.title' : 'list.title')}
        title={show.title ?? itemLabel}
        itemLabel={itemLabel}
        status={
          status &&
          ((record) =>
            typeof status === 'function' ? (
              status(record, ctx)
            ) : (
              <StatusOf value={record[status]} ctx={ctx} />
            ))
        }
        facts={show.facts && ((record) => show.facts?.(record, ctx) ?? [])}
      >
        {(record) =>
          show.sections.map((section) => (
            <Section key={section.id} section={section} record={record} ctx={ctx} />
          ))
        }
      </DeclaredShowPage>
    );
  }

  function Form() {
    const { t } = useViewContext();
    if (!form) throw new Error(`${resource.id} declares no form view`);
    if (form.fields) return <DeclaredForm form={form} listTitle={t('list.title')} t={t} />;
    const { duplicate, Fields } = form;
    return (
      <DeclaredFormPage<V, O, R, P, { id: number }>
        resource={resource}
        useRecord={api.useRead}
        useCreate={api.useCreate}
        useUpdate={api.useUpdate}
        listTitle={t('list.title')}
        title={(mode, record) => formTitle(t, mode, record && itemLabel(record))}
        defaultValues={form.defaults}
        toValues={form.toValues}
        duplicateValues={duplicate && ((_values, record) => duplicate(record))}
        toPayload={form.toPayload}
        schema={form.schema}
        fieldMap={form.fieldMap}
      >
        <Fields />
      </DeclaredFormPage>
    );
  }

  /** A form declared as data: the schema derived once, the fields drawn from the declaration. */
  let schema: z.ZodMiniType<O, V> | undefined;
  function DeclaredForm(props: {
    form: FormDeclaration<R, V, P, O>;
    listTitle: string;
    t: TFunction;
  }) {
    const { form: declared, t } = props;
    schema ??= declaredSchema<V, O>(declared);
    const { duplicate, defaults, toValues } = declared;
    return (
      <DeclaredFormPage<V, O, R, P, { id: number }>
        resource={resource}
        useRecord={api.useRead}
        useCreate={api.useCreate}
        useUpdate={api.useUpdate}
        listTitle={props.listTitle}
        title={(mode, record) => formTitle(t, mode, record && itemLabel(record))}
        defaultValues={defaults}
        toValues={toValues}
        duplicateValues={duplicate && ((_values, record) => duplicate(record))}
        toPayload={declared.toPayload}
        schema={schema}
        fieldMap={declared.fieldMap}
      >
        <DeclaredFields
          fields={declared.fields}
          ns={ns}
          columns={declared.columns}
          limits={declared.limits}
          after={declared.after}
        />
      </DeclaredFormPage>
    );
  }

  return { list: List, show: show && Show, form: form && Form };
}
