/**
 * The declaration of a resource's views (lib/ui/views/resource/resourceViews): its hooks, its
 * list, show and form as data. Types only: the view draws them.
 */
import type { SkipToken } from '@reduxjs/toolkit/query';
import type { ComponentType, ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { DeclaredResource } from '@/lib/api/defineResource';
import type { FormMode } from './useFormMode';
import type { ListParams, ListSort } from '@/lib/api/listParams';
import type { Page } from '@/lib/api/listQuery';
import type { ApplyServerErrorsOptions } from '../form/applyServerErrors';
import type { FormDeclaration } from './formDeclaration';
import type { StatusTone } from '../status/statusTone';
import type { MutationCall, ResourceAction } from './actions';
import type {
  CellDeclaration,
  ColumnDeclaration,
  FilterDeclaration,
  PlainKey,
  ViewContext,
} from './viewDeclaration';

/** The hooks of a resource (lib/api's `resourceApi` gives them; a feature may wrap a write). */
export interface ResourceHooks<R, P, F extends string> {
  useList: (args: ListParams<F>) => {
    data?: Page<R>;
    isFetching: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  useRead: (id: number | SkipToken) => { data?: R; error?: unknown; refetch: () => unknown };
  useCreate: () => readonly [(payload: P) => MutationCall<{ id: number }>, ...unknown[]];
  useUpdate: () => readonly [
    (arg: { id: number } & P) => MutationCall<{ id: number }>,
    ...unknown[],
  ];
  useDelete: () => readonly [(id: number) => MutationCall, ...unknown[]];
}

/**
 * A show page's section: its title `sections.<id>` (or `title`, a key); items or drawn. An item
 * is a cell, or a field's name alone (`'callSign'`: `{ id: 'callSign' }`).
 */
export type SectionDeclaration<R, C> = { id: string; title?: string } & (
  | { items: readonly (CellDeclaration<R, C> | PlainKey<R>)[]; render?: never }
  | { render: (record: R, ctx: C) => ReactNode; items?: never }
);

/** What a form's fields are given: the mode, and the record (edit, duplicate) once loaded. */
export interface FormFieldsProps<R> {
  mode: FormMode;
  record?: R;
}

/** A hand-written form: its zod schema and its fields component (bound with fieldsFor<V>()). */
export interface FormOptions<R, V extends FieldValues, O, P, C> {
  fields?: never;
  schema: z.ZodMiniType<O, V>;
  defaults: DefaultValues<V>;
  toValues: (record: R) => DefaultValues<V>;
  /** The values of a copy (duplicate); the record's values unless given. */
  duplicate?: (record: R) => DefaultValues<V>;
  /** The payload; `ctx` holds what `useData` adds (the person's units). */
  toPayload: (values: O, ctx: C) => P;
  /** The fields (bound with fieldsFor<V>()), given the mode and the record. */
  Fields: ComponentType<FormFieldsProps<R>>;
  /** A record shown but not saved by hand: its edit form has no Save. */
  readOnly?: (record: R) => boolean;
  /**
   * The form in a dialog on the list instead of its own page (a resource declared without
   * add and edit paths): the create button and an edit action per row open it.
   */
  dialog?: {
    maxWidth?: 'xs' | 'sm' | 'md';
    /** false: the dialog only adds, no row has an edit action (the API names no edit). */
    edit?: boolean;
  };
  /** A key: a save refused for no field, told above the fields ("Cannot post aircraft"). */
  failureTitle?: string;
  /** Server field name -> form field name, where they differ. */
  fieldMap?: ApplyServerErrorsOptions['fieldMap'];
}

export interface ResourceViewsDeclaration<R, F extends string, V extends FieldValues, O, P, X> {
  /** Names a record in titles, breadcrumbs, dialogs and action labels. */
  itemLabel: (record: R) => string;
  /**
   * Where one namespace serves several resources (fleet: crews, aircraft, helicopters): the
   * page words `list.*`, `form.*` and `show.title` are read flat under `<prefix>.` instead
   * (`crews.title`, `crews.add`, `crews.addTitle`); the others (`fields.*`, `statuses.*`) stay.
   */
  wordsPrefix?: string;
  /** Whether a record may be deleted at all (an aircraft a trip flies may not). */
  deletable?: (record: R) => boolean;
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
    /** Declared, or of `ctx` where a choice's options are data (`choiceOf`: the countries). */
    filters?:
      readonly FilterDeclaration<F>[] | ((ctx: ViewContext & X) => readonly FilterDeclaration<F>[]);
    defaultSort?: ListSort;
    /** The spec's page size of this list, when not the kit's default. */
    defaultPageSize?: number;
    columns: readonly ColumnDeclaration<R, ViewContext & X>[];
    /** A section of the page below the table (the fuel prices' imports). */
    after?: (ctx: ViewContext & X) => ReactNode;
  };
  show?: {
    /** The h1; `itemLabel` unless given. While loading: `show.title`, else `list.title`. */
    title?: (record: R) => string;
    /** Beside the h1: a field holding a status (a chip), or drawn. */
    status?: PlainKey<R> | ((record: R, ctx: ViewContext & X) => ReactNode);
    facts?: (record: R, ctx: ViewContext & X) => readonly ReactNode[];
    /** Above the sections (a warning about the record). */
    intro?: (record: R, ctx: ViewContext & X) => ReactNode;
    sections: readonly SectionDeclaration<R, ViewContext & X>[];
  };
  /**
   * The form: its fields as data (formDeclaration.ts), or its schema and fields component
   * (FormOptions).
   */
  form?: FormDeclaration<R, V, P, O, ViewContext & X> | FormOptions<R, V, O, P, ViewContext & X>;
}

/** What the views need of the declaration: its paths and rights, and its namespace (first). */
export type ViewResource = DeclaredResource & { namespaces: readonly string[] };
