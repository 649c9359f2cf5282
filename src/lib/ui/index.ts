/**
 * The shared UI of every page. DateTimeField is left out on purpose: it brings
 * @mui/x-date-pickers and dayjs, so pages import it from '@/lib/ui/form/DateTimeField' only
 * where a date is typed. Downloads and uploads live in '@/lib/files'.
 *
 * The resource kit (ARCHITECTURE.md "Adding a resource"): useResourceList + ResourceListPage,
 * ResourceFormPage, ResourceShowPage with DetailSection, DetailTabs and useDisplayFormat
 * (ChangeList: a record's "before → after" values, e.g. a change awaiting approval).
 * Controllers (headless) and the views over them: useListController (paging, sort, filters,
 * list | calendar, in the URL); useMutationForm (schema, payload, server errors) under
 * ResourceForm, SectionForm, ResourceFormDialog and ActionDialog (a typed word: confirmWord);
 * useMutationAction for a one-click action without a form; FieldGrid and FieldRows (a
 * form's short fields side by side, repeated rows); FailureMessage/FailureAlert and the
 * `failureTitle` of RecordGate, ResourceListPage, SectionForm, ResourceFormPage, ActionDialog and
 * delete actions (a failure in the screen's words); StaticTable and LinesTable
 * for lists without paging; row actions of kinds link, dialog and custom (resource/actions). The
 * API side is in '@/lib/api/listQuery' (mapper, page adapter), '@/lib/api/tags' and
 * '@/lib/api/apiErrorOf'. Views beyond CRUD: RecordTabs (a tabbed record page, tabs as data,
 * over useRecordTabs) and SliceGrid (numbered units over days, over useSliceGrid); the
 * dashboard's cards and charts are in '@/lib/ui/dashboard' (charts load on first use).
 */
export { EmptyState, type EmptyStateProps } from './feedback/EmptyState';
export { ErrorState, type ErrorStateProps } from './feedback/ErrorState';
export { FailureAlert, FailureMessage, type FailureMessageProps } from './feedback/FailureMessage';
export { LoadingState, type LoadingStateProps } from './feedback/LoadingState';
export { PageHeader, type Breadcrumb, type PageHeaderProps } from './feedback/PageHeader';
export {
  OverflowMenu,
  type OverflowMenuItem,
  type OverflowMenuProps,
} from './feedback/OverflowMenu';
export { PublicCard, type PublicCardProps } from './feedback/PublicCard';

export {
  LIST_KEYS,
  listKey,
  mergeListParams,
  pageSizeOptions,
  parseListParams,
  toSearchParams,
  type ListParams,
  type ListParamsOptions,
  type ListSort,
  type SortOrder,
} from './list/listParams';
export {
  useListParams,
  type ListParamsController,
  type NavigateOptions,
} from './list/useListParams';
export { formatDateRange, parseDateRange, type DateRange } from '@/lib/api/dateRange';
export {
  useListController,
  type ListController,
  type ListControllerOptions,
} from './list/useListController';

export { DataTable, type DataTableProps } from './table/DataTable';
export type { DataTableColumn, DataTableListState } from './table/types';
export { StaticTable, numericCellSx, type StaticTableProps } from './table/StaticTable';
export { LinesTable, type LinesTableProps, type LinesTotal } from './table/LinesTable';

export { Form, SubmitButton, type FormProps, type SubmitButtonProps } from './form/Form';
export {
  applyServerErrors,
  toFormPath,
  type ApplyServerErrorsOptions,
} from './form/applyServerErrors';
export { useRevalidateOnLanguageChange } from './form/useRevalidateOnLanguageChange';
export { useFieldError } from './form/useFieldError';
export {
  useMutationForm,
  type MutationForm,
  type MutationFormOptions,
} from './form/useMutationForm';
export { useMutationAction, type MutationAction } from './form/useMutationAction';
export { useBoundField, type BoundField } from './form/useBoundField';
export { fieldsFor } from './form/fieldsFor';
export type { FieldBaseProps, InputPassThrough } from './form/fieldProps';
export { TextField, type TextFieldProps } from './form/TextField';
export { NumberField, type NumberFieldProps } from './form/NumberField';
export { MoneyField, type MoneyFieldProps } from './form/MoneyField';
export { UnitNumberField, type UnitNumberFieldProps } from './form/UnitNumberField';
export {
  SelectField,
  type OptionValue,
  type SelectFieldProps,
  type SelectOption,
} from './form/SelectField';
export {
  AutocompleteField,
  type AutocompleteFieldProps,
  type AutocompleteOption,
} from './form/AutocompleteField';
export {
  MultiLanguageTextField,
  type MultiLanguageText,
  type MultiLanguageTextFieldProps,
} from './form/MultiLanguageTextField';
export { DateField, type DateFieldProps } from './form/DateField';
export { FileField, type FileFieldProps } from './form/FileField';
export { PasswordField, type PasswordFieldProps } from './form/PasswordField';
export { CheckboxField, type CheckboxFieldProps } from './form/CheckboxField';

export {
  CalendarView,
  type CalendarQueryHook,
  type CalendarQueryResult,
  type CalendarViewProps,
} from './calendar/CalendarView';
export type { CalendarEvent } from './calendar/calendarEvent';
export type { CalendarEditing, CalendarTimes } from './calendar/calendarEditing';
export {
  useCalendarUrlState,
  type CalendarRange,
  type CalendarShown,
  type CalendarUrlState,
} from './calendar/useCalendarUrlState';
export { ListViewSwitch, useListView } from './calendar/ListViewSwitch';
export {
  CALENDAR_VIEWS,
  LIST_VIEWS,
  type CalendarViewName,
  type ListView,
} from './calendar/calendarUrlState';

export { ConfirmDialog, type ConfirmDialogProps } from './dialogs/ConfirmDialog';
export { FormDialog, type FormDialogProps } from './dialogs/FormDialog';
export { ResourceFormDialog, type ResourceFormDialogProps } from './dialogs/ResourceFormDialog';
export {
  ActionDialog,
  ReasonField,
  reasonForm,
  type ActionDialogProps,
  type ReasonValues,
} from './dialogs/ActionDialog';
export { FormErrors } from './form/FormErrors';
export {
  FieldGrid,
  FieldRows,
  type FieldColumns,
  type FieldGridProps,
  type FieldRowsProps,
} from './form/FieldRows';
export {
  DangerousDeleteDialog,
  type DangerousDeleteDialogProps,
} from './dialogs/DangerousDeleteDialog';

export type {
  MutationCall,
  ResourceAction,
  ResourceCustomAction,
  ResourceDeleteAction,
  ResourceDialogAction,
  ResourceLinkAction,
  ResourceOtherLinkAction,
} from './resource/actions';
export {
  SEARCH_DEBOUNCE_MS,
  hasActiveFilters,
  type BooleanFilter,
  type DateRangeFilter,
  type ListFilter,
  type SearchFilter,
  type SelectFilter,
} from './list/filters';
export {
  useResourceList,
  useResourceListQuery,
  type ResourceList,
  type ResourceListOptions,
} from './resource/useResourceList';
export { enumFilter, listPageTexts, searchFilter } from './resource/listTexts';
export { FilterBar, type FilterBarProps } from './resource/FilterBar';
export { ResourceActions, type ResourceActionsProps } from './resource/ResourceActions';
export {
  ResourceListPage,
  type ListQueryResult,
  type ListTexts,
  type ResourceListPageProps,
} from './resource/ResourceListPage';
export { ApiErrorMessage } from './feedback/ApiErrorMessage';
export { CountCard, type CountCardState } from './cards/CountCard';
export { UpcomingList, UPCOMING_ROWS, type UpcomingRow } from './cards/UpcomingList';
export { UPCOMING_DAYS, upcomingRange, useUpcomingRange } from './cards/upcomingRange';
export {
  RecordGate,
  isMissingRecord,
  type BackTo,
  type RecordQueryResult,
} from './resource/RecordGate';
export { RecordMissing, backToOf } from './resource/RecordMissing';
export {
  ResourceFormPage,
  type FormMode,
  type ResourceFormPageProps,
} from './resource/ResourceFormPage';
export { useUnsavedChangesGuard } from './resource/useUnsavedChangesGuard';
export { DeclaredFormPage, type DeclaredFormPageProps } from './resource/DeclaredFormPage';
export {
  DeclaredListPage,
  DeclaredShowPage,
  type DeclaredListPageProps,
  type DeclaredShowPageProps,
} from './resource/DeclaredPages';
export { resourceActions, type DefaultActionOptions } from './resource/resourceActions';
export { useFormMode } from './resource/useFormMode';
export { ResourceShowPage, type ResourceShowPageProps } from './resource/ResourceShowPage';
export {
  DetailList,
  DetailSection,
  type DetailItem,
  type DetailSectionProps,
} from './resource/DetailList';
export { ChangeList, type ChangeListProps, type ChangeRow } from './resource/ChangeList';
export {
  RecordTabs,
  RecordTabs as DetailTabs,
  RecordTabsView,
  type RecordTabsProps,
  type RecordTabsProps as DetailTabsProps,
  type RecordTabsViewProps,
} from './tabs/RecordTabs';
export {
  useRecordTabs,
  type RecordTab,
  type RecordTab as DetailTab,
  type RecordTabGroup,
  type RecordTabsController,
  type RecordTabsOptions,
} from './tabs/useRecordTabs';
export { useReportUnsavedChanges } from './resource/unsavedChanges';
export { useTabParam } from './resource/useTabParam';
export { useIdParam } from './resource/useIdParam';
export { makeDisplayFormat, useDisplayFormat, type DisplayFormat } from './resource/displayFormat';
export { StatusChip } from './status/StatusChip';
export { STATUS_TONES, toneColours, type StatusTone, type ToneColours } from './status/statusTone';
export { SliceGrid, type SliceGridProps } from './sliceGrid/SliceGrid';
export {
  useSliceGrid,
  type SliceGridController,
  type SliceGridOptions,
} from './sliceGrid/useSliceGrid';
export type { SliceCell, SliceOccupation, SliceRange } from './sliceGrid/sliceGridModel';
