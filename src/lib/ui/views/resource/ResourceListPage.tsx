import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Page } from '@/lib/api/listQuery';
import type { PermissionKey } from '@/lib/auth/permissions';
import { useCan } from '@/lib/auth/useCan';
import { CalendarView, type CalendarViewProps } from '../calendar/CalendarView';
import { ListViewSwitch } from '../calendar/ListViewSwitch';
import { FailureMessage } from '../feedback/FailureMessage';
import { PageHeader, type Breadcrumb } from '../feedback/PageHeader';
import { AddIcon } from '../icons';
import { DataTable } from '../table/DataTable';
import type { ListController } from '../../controllers/list/useListController';
import type { DataTableColumn } from '../../controllers/table/types';
import type { ResourceAction } from '../../controllers/resource/actions';
import { ApiErrorMessage } from '../feedback/ApiErrorMessage';
import { FilterBar } from './FilterBar';
import { ListCount } from './ListCount';
import { ResourceActions } from './ResourceActions';
import { useDeleteConfirmation } from './useDeleteConfirmation';
import type { ResourceList } from '../../controllers/resource/useResourceList';

/** What the page needs of its RTK Query list hook's result (the result itself fits). */
export interface ListQueryResult<Row> {
  data?: Page<Row>;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * Where a list page's texts are, read by the page itself from namespace `ns` under `prefix`
 * (`list` unless told): the h1 `<prefix>.title`, the table's accessible name `<prefix>.tableLabel`,
 * the empty text `<prefix>.empty` and, when filters are set, `<prefix>.emptyFiltered` (the kit's
 * "No result matches these filters" when the namespace has none).
 */
export interface ListTexts {
  ns: string;
  prefix?: string;
}

/** The page's texts: given translated, or read from the resource's namespace. */
export type ListTitles =
  | {
      /** Already translated; also the table's accessible name unless `tableLabel`. */
      title: string;
      tableLabel?: string;
      /** The resource's own empty text: "No crew found". */
      emptyMessage: string;
      /** Shown instead when filters are set; defaults to "No result matches these filters". */
      emptyFilteredMessage?: string;
      texts?: never;
    }
  | {
      texts: ListTexts;
      title?: never;
      tableLabel?: never;
      emptyMessage?: never;
      emptyFilteredMessage?: never;
    };

export type ResourceListPageProps<
  Row,
  F extends string,
  CalendarArgs extends object = object,
  CalendarItem = never,
> = ListTitles & ResourceListPageOptions<Row, F, CalendarArgs, CalendarItem>;

export interface ResourceListPageOptions<
  Row,
  F extends string,
  CalendarArgs extends object = object,
  CalendarItem = never,
> {
  breadcrumbs?: readonly Breadcrumb[];
  /**
   * The list's controller: useResourceList, or useListController (with `calendar`) when the
   * page has a calendar view: its `view` says which is shown, its `setView` switches.
   */
  resource: ResourceList<F> & Partial<Pick<ListController<F>, 'view' | 'setView'>>;
  /**
   * The records as a calendar too (its range query, event mapper and texts): the header gets the
   * list/calendar switch, and the calendar replaces the table under the same filters while the
   * controller's view is 'calendar'. Given only when the user may read it (`CALENDAR_VIEW`).
   */
  calendar?: CalendarViewProps<CalendarArgs, CalendarItem>;
  result: ListQueryResult<Row>;
  columns: readonly DataTableColumn<Row>[];
  /** A row's key; by default the record's own `id`. */
  getRowId?: (row: Row) => string | number;
  /** Names a row in action labels and the delete dialog: "Ada Lovelace". */
  itemLabel: (row: Row) => string;
  /**
   * The create button, shown only with its permission: a link to the add page (`to`), or
   * `onClick` for a resource added in a dialog (FormDialog).
   */
  create?: { permission: PermissionKey; label?: string } & (
    { to: string } | { onClick: () => void }
  );
  actions?: readonly ResourceAction<Row>[];
  /** More header buttons (an export). */
  headerActions?: ReactNode;
  /** 'h2' when the list is a tab of a page that has its own h1. Default 'h1'. */
  headingLevel?: 'h1' | 'h2';
  /** Shown between the header and the table (an explanation). */
  intro?: ReactNode;
  /** A failed load in the resource's words ("Cannot fetch services"), above the catalogue's why. */
  failureTitle?: string;
}

/**
 * A resource's list page: header with the permission-aware create button, the declared filters
 * (in the URL), the DataTable with loading, empty and error states, row actions per permission,
 * and the dangerous delete. A row opens the show page when a 'show' action is allowed.
 *
 *   export default function CrewListPage() {
 *     const { t } = useTranslation('crews');
 *     const resource = useResourceList({ filters: useCrewFilters(), defaultSort });
 *     const result = useListCrewMembersQuery(resource.args);
 *     const [deleteCrewMember] = useDeleteCrewMemberMutation();
 *     return (
 *       <ResourceListPage
 *         texts={{ ns: 'crews' }} resource={resource} result={result}
 *         columns={useCrewColumns()} itemLabel={fullName}
 *         create={{ permission: 'CREW_ADD', to: '/crews/add' }}
 *         actions={crewActions(deleteCrewMember)}
 *       />
 *     );
 *   }
 */
/** The key of a record that has an `id`: the list's default `getRowId`. */
function idOf(row: unknown): string | number {
  const id = (row as { id?: unknown }).id;
  if (typeof id === 'string' || typeof id === 'number') return id;
  throw new Error('ResourceListPage: a row without an id needs getRowId');
}

export function ResourceListPage<
  Row,
  F extends string,
  CalendarArgs extends object = object,
  CalendarItem = never,
>(props: ResourceListPageProps<Row, F, CalendarArgs, CalendarItem>) {
  const { breadcrumbs, resource, result, columns, getRowId = idOf, itemLabel, calendar } = props;
  const { create, actions = [], headerActions, headingLevel, intro, failureTitle } = props;
  const { t } = useTranslation('ui');
  const { title, tableLabel, emptyMessage, emptyFilteredMessage } = useListTexts(props);
  const can = useCan();
  const navigate = useNavigate();
  const deletion = useDeleteConfirmation(itemLabel);

  const show = actions.find((action) => action.kind === 'show' && can(action.permission));
  const allowedRowActions = actions.some((action) => can(action.permission));
  // The header's is the page's primary action; the empty list repeats it outlined (UI.md).
  const createAction = (variant: 'contained' | 'outlined') =>
    create &&
    can(create.permission) && (
      <Button
        variant={variant}
        startIcon={<AddIcon />}
        {...('to' in create
          ? { component: RouterLink, to: create.to }
          : { onClick: create.onClick })}
      >
        {create.label ?? t('resource.create')}
      </Button>
    );
  const createButton = createAction('contained');

  const calendarShown = calendar !== undefined && resource.view === 'calendar';
  const switcher = calendar && (
    <ListViewSwitch
      controller={
        resource.view && resource.setView && { view: resource.view, setView: resource.setView }
      }
    />
  );
  const header = (
    <PageHeader
      title={title}
      breadcrumbs={breadcrumbs}
      headingLevel={headingLevel}
      // The count is the list's: the calendar shows a range of it.
      status={!calendarShown && result.data && <ListCount total={result.data.total} />}
      actions={
        (switcher || createButton || headerActions) && (
          <>
            {switcher}
            {headerActions}
            {createButton}
          </>
        )
      }
    />
  );

  if (calendarShown) {
    return (
      <>
        {header}
        {intro}
        <FilterBar filters={resource.filters} list={resource.list} />
        <CalendarView {...calendar} />
      </>
    );
  }

  return (
    <>
      {header}
      {intro}
      <DataTable
        label={tableLabel}
        list={resource.list}
        filters={
          resource.filters.length > 0 && (
            <FilterBar filters={resource.filters} list={resource.list} />
          )
        }
        columns={columns}
        rows={result.data?.items ?? []}
        totalItems={result.data?.total ?? 0}
        getRowId={getRowId}
        loading={result.isFetching}
        error={result.error}
        errorMessage={
          failureTitle ? (
            <FailureMessage title={failureTitle} error={result.error} />
          ) : (
            <ApiErrorMessage error={result.error} />
          )
        }
        onRetry={() => void result.refetch()}
        emptyMessage={
          resource.filtersActive
            ? (emptyFilteredMessage ?? t('resource.emptyFiltered'))
            : emptyMessage
        }
        emptyAction={
          resource.filtersActive ? (
            <Button onClick={() => resource.list.clearFilters()}>{t('filters.clear')}</Button>
          ) : (
            createAction('outlined')
          )
        }
        onRowClick={show?.kind === 'show' ? (row) => void navigate(show.to(row)) : undefined}
        rowHref={show?.kind === 'show' ? show.to : undefined}
        getRowLabel={(row) => t('resource.actions.show', { item: itemLabel(row) })}
        rowActions={
          allowedRowActions
            ? (row) => (
                <ResourceActions
                  row={row}
                  actions={actions}
                  itemLabel={itemLabel}
                  onDelete={deletion.ask}
                />
              )
            : undefined
        }
      />
      {deletion.dialog}
    </>
  );
}

/** The h1, the table's name and the empty texts: as given, or read from `texts`' namespace. */
function useListTexts(titles: ListTitles): {
  title: string;
  tableLabel: string;
  emptyMessage: string;
  emptyFilteredMessage?: string;
} {
  const { t, i18n } = useTranslation(titles.texts?.ns ?? 'ui');
  if (titles.texts === undefined) {
    const { title, tableLabel, emptyMessage, emptyFilteredMessage } = titles;
    return { title, tableLabel: tableLabel ?? title, emptyMessage, emptyFilteredMessage };
  }
  const { ns, prefix = 'list' } = titles.texts;
  const filtered = `${prefix}.emptyFiltered`;
  return {
    title: t(`${prefix}.title`),
    tableLabel: t(`${prefix}.tableLabel`),
    emptyMessage: t(`${prefix}.empty`),
    emptyFilteredMessage: i18n.exists(filtered, { ns }) ? t(filtered) : undefined,
  };
}
