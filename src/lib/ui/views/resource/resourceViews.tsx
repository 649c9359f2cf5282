import type { SkipToken } from '@reduxjs/toolkit/query';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import type { DeclaredResource, ResourcePages } from '@/lib/api/defineResource';
import type { ListParams, ListSort } from '@/lib/api/listParams';
import type { ApplyServerErrorsOptions } from '../../controllers/form/applyServerErrors';
import type { MutationCall, ResourceAction } from '../../controllers/resource/actions';
import { useDisplayFormat } from '../../controllers/resource/displayFormat';
import {
  cellContent,
  cellValue,
  formatValue,
  formTitle,
  labelKey,
  toColumn,
  toListFilters,
  type CellDeclaration,
  type ColumnDeclaration,
  type FilterDeclaration,
  type PlainKey,
  type ViewContext,
} from '../../controllers/resource/viewDeclaration';
import type { StatusTone } from '../../controllers/status/statusTone';
import { StatusChip } from '../status/StatusChip';
import { DeclaredFormPage } from './DeclaredFormPage';
import { DeclaredListPage, DeclaredShowPage } from './DeclaredPages';
import { DetailSection } from './DetailList';
import type { RecordQueryResult } from './RecordGate';
import type { ListQueryResult } from './ResourceListPage';

/** The hooks of a resource (lib/api's `resourceApi` gives them; a feature may wrap a write). */
export interface ResourceHooks<R, P, F extends string> {
  useList: (args: ListParams<F>) => ListQueryResult<R>;
  useRead: (id: number | SkipToken) => RecordQueryResult<R>;
  useCreate: () => readonly [(payload: P) => MutationCall<{ id: number }>, ...unknown[]];
  useUpdate: () => readonly [
    (arg: { id: number } & P) => MutationCall<{ id: number }>,
    ...unknown[],
  ];
  useDelete: () => readonly [(id: number) => MutationCall, ...unknown[]];
}

/** A show page's section: its title `sections.<id>` (or `title`, a key); items or drawn. */
export type SectionDeclaration<R, C> = { id: string; title?: string } & (
  | { items: readonly CellDeclaration<R, C>[]; render?: never }
  | { render: (record: R, ctx: C) => ReactNode; items?: never }
);

export interface ResourceViewsDeclaration<R, F extends string, V extends FieldValues, O, P, X> {
  /** Names a record in titles, breadcrumbs, dialogs and action labels. */
  itemLabel: (record: R) => string;
  /** More for every `ctx` (`{ services: useSellerServices() }`): a hook, called by each page. */
  useData?: () => X;
  /** What a delete loses; `list.deleteMessage` given `{ name }` when the namespace has it. */
  deleteMessage?: (record: R, ctx: ViewContext & X) => ReactNode;
  /** The tones of a `status` format's values; `active` is 'success', the others 'neutral'. */
  statusTones?: Readonly<Record<string, StatusTone>>;
  /** More row actions (list rows and the show page's header), after the default ones. */
  rowActions?: (ctx: ViewContext & X) => readonly ResourceAction<R>[];
  /** More buttons in the list page's header (an export). */
  pageActions?: (ctx: ViewContext & X) => ReactNode;
  list: {
    filters?: readonly FilterDeclaration<F>[];
    defaultSort?: ListSort;
    columns: readonly ColumnDeclaration<R, ViewContext & X>[];
  };
  show?: {
    /** The h1; `itemLabel` unless given. While loading: `show.title`, else `list.title`. */
    title?: (record: R) => string;
    /** Beside the h1: a field holding a status (a chip), or drawn. */
    status?: PlainKey<R> | ((record: R, ctx: ViewContext & X) => ReactNode);
    facts?: (record: R, ctx: ViewContext & X) => readonly ReactNode[];
    sections: readonly SectionDeclaration<R, ViewContext & X>[];
  };
  form?: {
    schema: z.ZodMiniType<O, V>;
    defaults: DefaultValues<V>;
    toValues: (record: R) => DefaultValues<V>;
    /** The values of a copy (duplicate); the record's values unless given. */
    duplicate?: (record: R) => DefaultValues<V>;
    toPayload: (values: O) => P;
    /** The fields (bound with fieldsFor<V>()). */
    Fields: ComponentType;
    /** Server field name -> form field name, where they differ. */
    fieldMap?: ApplyServerErrorsOptions['fieldMap'];
  };
}

/** What the views need of the declaration: its paths and rights, and its namespace (first). */
export type ViewResource = DeclaredResource & { namespaces: readonly string[] };

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

  return { list: List, show: show && Show, form: form && Form };
}
