/**
 * The shared UI of every page. DateTimeField is left out on purpose: it brings
 * @mui/x-date-pickers and dayjs, so pages import it from '@/lib/ui/views/form/DateTimeField' only
 * where a date is typed. Downloads and uploads live in '@/lib/files'.
 *
 * The resource kit: `resourceViews(resource, hooks, { list, show, form })` (data; see its doc),
 * loaded by `defineResource({ views })`; below it useResourceList + ResourceListPage,
 * ResourceFormPage, ResourceShowPage, DetailSection, DetailTabs, useDisplayFormat, ChangeList.
 * Controllers (headless) and the views over them: useListController (paging, sort, filters,
 * list | calendar, in the URL); useMutationForm (schema, payload, server errors) under
 * ResourceForm, SectionForm, ResourceFormDialog and ActionDialog (a typed word: confirmWord);
 * useMutationAction for a one-click action without a form; FieldGrid and FieldRows (a
 * form's short fields side by side, repeated rows) and Columns (other content side by side: a
 * page's two parts, a row of choice cards; one column is MUI's Stack with useFlexGap); FailureMessage/FailureAlert and the
 * `failureTitle` of RecordGate, ResourceListPage, SectionForm, ResourceFormPage, ActionDialog and
 * delete actions (a failure in the screen's words); StaticTable and LinesTable
 * for lists without paging; row actions of kinds link, dialog and custom (resource/actions). The
 * API side is in '@/lib/api/listQuery' (mapper, page adapter), '@/lib/api/tags' and
 * '@/lib/api/apiErrorOf'. Views beyond CRUD: RecordTabs (a tabbed record page, tabs as data,
 * over useRecordTabs) and SliceGrid (numbered units over days, over useSliceGrid); the
 * dashboard's cards and charts are in '@/lib/ui/views/dashboard' (charts load on first use).
 */
export { EmptyState, type EmptyStateProps } from './views/feedback/EmptyState';
export { ErrorState, type ErrorStateProps } from './views/feedback/ErrorState';
export {
  FailureAlert,
  FailureMessage,
  type FailureMessageProps,
} from './views/feedback/FailureMessage';
export { LoadingState, type LoadingStateProps } from './views/feedback/LoadingState';
export { PageHeader, type Breadcrumb, type PageHeaderProps } from './views/feedback/PageHeader';
export type { HeaderAction } from './views/feedback/HeaderActions';
export {
  OverflowMenu,
  type OverflowMenuItem,
  type OverflowMenuProps,
} from './views/feedback/OverflowMenu';
export { PublicCard, type PublicCardProps } from './views/feedback/PublicCard';

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
} from './controllers/list/listParams';
export {
  useListParams,
  type ListParamsController,
  type NavigateOptions,
} from './controllers/list/useListParams';
export { formatDateRange, parseDateRange, type DateRange } from '@/lib/api/dateRange';
export {
  useListController,
  type ListController,
  type ListControllerOptions,
} from './controllers/list/useListController';

export { DataTable, type DataTableProps } from './views/table/DataTable';
export type { DataTableColumn, DataTableListState } from './controllers/table/types';
export { StaticTable, numericCellSx, type StaticTableProps } from './views/table/StaticTable';
export { LinesTable, type LinesTableProps, type LinesTotal } from './views/table/LinesTable';

export { Form, SubmitButton, type FormProps, type SubmitButtonProps } from './views/form/Form';
export {
  applyServerErrors,
  toFormPath,
  type ApplyServerErrorsOptions,
} from './controllers/form/applyServerErrors';
export { useRevalidateOnLanguageChange } from './controllers/form/useRevalidateOnLanguageChange';
export { useFieldError } from './controllers/form/useFieldError';
export {
  useMutationForm,
  type MutationForm,
  type MutationFormOptions,
} from './controllers/form/useMutationForm';
export { useMutationAction, type MutationAction } from './controllers/form/useMutationAction';
export { useBoundField, type BoundField } from './controllers/form/useBoundField';
export { fieldsFor } from './views/form/fieldsFor';
export type { FieldBaseProps, InputPassThrough } from './views/form/fieldProps';
export { TextField, type TextFieldProps } from './views/form/TextField';
export { NumberField, type NumberFieldProps } from './views/form/NumberField';
export { MoneyField, type MoneyFieldProps } from './views/form/MoneyField';
export { UnitNumberField, type UnitNumberFieldProps } from './views/form/UnitNumberField';
export {
  SelectField,
  type OptionValue,
  type SelectFieldProps,
  type SelectOption,
} from './views/form/SelectField';
export {
  AutocompleteField,
  type AutocompleteFieldProps,
  type AutocompleteOption,
} from './views/form/AutocompleteField';
export {
  MultiLanguageTextField,
  type MultiLanguageText,
  type MultiLanguageTextFieldProps,
} from './views/form/MultiLanguageTextField';
export { DateField, type DateFieldProps } from './views/form/DateField';
export { FileField, type FileFieldProps } from './views/form/FileField';
export { PasswordField, type PasswordFieldProps } from './views/form/PasswordField';
export { CheckboxField, type CheckboxFieldProps } from './views/form/CheckboxField';

export {
  CalendarView,
  type CalendarQueryHook,
  type CalendarQueryResult,
  type CalendarViewProps,
} from './views/calendar/CalendarView';
export type { CalendarEvent } from './controllers/calendar/calendarEvent';
export type { CalendarEditing, CalendarTimes } from './controllers/calendar/calendarEditing';
export {
  useCalendarUrlState,
  type CalendarRange,
  type CalendarShown,
  type CalendarUrlState,
} from './controllers/calendar/useCalendarUrlState';
export { ListViewSwitch, useListView } from './views/calendar/ListViewSwitch';
export {
  CALENDAR_VIEWS,
  LIST_VIEWS,
  type CalendarViewName,
  type ListView,
} from './controllers/calendar/calendarUrlState';

export { ConfirmDialog, type ConfirmDialogProps } from './views/dialogs/ConfirmDialog';
export { FormDialog, type FormDialogProps } from './views/dialogs/FormDialog';
export {
  ResourceFormDialog,
  type ResourceFormDialogProps,
} from './views/dialogs/ResourceFormDialog';
export {
  ActionDialog,
  ReasonField,
  reasonForm,
  type ActionDialogProps,
  type ReasonValues,
} from './views/dialogs/ActionDialog';
export { FormErrors } from './views/form/FormErrors';
export {
  FieldGrid,
  FieldRows,
  type FieldColumns,
  type FieldGridProps,
  type FieldRowsProps,
} from './views/form/FieldRows';
export {
  Columns,
  type ColumnGap,
  type ColumnTemplate,
  type ColumnsProps,
} from './views/layout/Columns';
export {
  DangerousDeleteDialog,
  type DangerousDeleteDialogProps,
} from './views/dialogs/DangerousDeleteDialog';

export type {
  MutationCall,
  ResourceAction,
  ResourceCustomAction,
  ResourceDeleteAction,
  ResourceDialogAction,
  ResourceLinkAction,
  ResourceOtherLinkAction,
} from './controllers/resource/actions';
export {
  SEARCH_DEBOUNCE_MS,
  hasActiveFilters,
  type BooleanFilter,
  type DateRangeFilter,
  type ListFilter,
  type SearchFilter,
  type SelectFilter,
} from './controllers/list/filters';
export {
  useResourceList,
  useResourceListQuery,
  type ResourceList,
  type ResourceListOptions,
} from './controllers/resource/useResourceList';
export { enumFilter, listPageTexts, searchFilter } from './controllers/resource/listTexts';
export { FilterBar, type FilterBarProps } from './views/resource/FilterBar';
export { SearchFilterInput } from './views/resource/SearchFilterInput';
export { ResourceActions, type ResourceActionsProps } from './views/resource/ResourceActions';
export {
  ResourceListPage,
  type ListQueryResult,
  type ListTexts,
  type ResourceListPageProps,
} from './views/resource/ResourceListPage';
export { ApiErrorMessage } from './views/feedback/ApiErrorMessage';
export {
  RecordGate,
  isMissingRecord,
  type BackTo,
  type RecordQueryResult,
} from './views/resource/RecordGate';
export { RecordMissing, backToOf } from './views/resource/RecordMissing';
export {
  ResourceFormPage,
  type FormMode,
  type ResourceFormPageProps,
} from './views/resource/ResourceFormPage';
export { useUnsavedChangesGuard } from './views/resource/useUnsavedChangesGuard';
export { resourceActions, type DefaultActionOptions } from './controllers/resource/resourceActions';
export { useFormMode } from './controllers/resource/useFormMode';
export { ResourceShowPage, type ResourceShowPageProps } from './views/resource/ResourceShowPage';
export {
  DetailList,
  DetailSection,
  type DetailItem,
  type DetailSectionProps,
} from './views/resource/DetailList';
export { ChangeList, type ChangeListProps, type ChangeRow } from './views/resource/ChangeList';
export {
  RecordTabs,
  RecordTabs as DetailTabs,
  RecordTabsView,
  type RecordTabsProps,
  type RecordTabsProps as DetailTabsProps,
  type RecordTabsViewProps,
} from './views/tabs/RecordTabs';
export {
  useRecordTabs,
  type RecordTab,
  type RecordTab as DetailTab,
  type RecordTabGroup,
  type RecordTabsController,
  type RecordTabsOptions,
} from './controllers/tabs/useRecordTabs';
export { useReportUnsavedChanges } from './controllers/resource/unsavedChanges';
export { useTabParam } from './controllers/resource/useTabParam';
export { useIdParam } from './controllers/resource/useIdParam';
export {
  makeDisplayFormat,
  useDisplayFormat,
  type DisplayFormat,
} from './controllers/resource/displayFormat';
export { StatusChip } from './views/status/StatusChip';
export {
  STATUS_TONES,
  toneColours,
  type StatusTone,
  type ToneColours,
} from './controllers/status/statusTone';
export { SliceGrid, type SliceGridProps } from './views/sliceGrid/SliceGrid';
export {
  useSliceGrid,
  type SliceGridController,
  type SliceGridOptions,
} from './controllers/sliceGrid/useSliceGrid';
export type {
  SliceCell,
  SliceOccupation,
  SliceRange,
} from './controllers/sliceGrid/sliceGridModel';
export { visuallyHidden } from './views/visuallyHidden';
export { OneLineText } from './views/table/OneLineText';
export { CommandPalette, type CommandPaletteProps } from './views/palette/CommandPalette';
export type { PaletteOption, PaletteSearchSource } from './controllers/palette/usePaletteSearch';
