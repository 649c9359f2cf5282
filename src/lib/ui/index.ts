/**
 * The shared UI of every page. DateTimeField is left out on purpose: it brings
 * @mui/x-date-pickers and dayjs, so pages import it from '@/lib/ui/form/DateTimeField' only
 * where a date is typed.
 */
export { EmptyState, type EmptyStateProps } from './feedback/EmptyState';
export { ErrorState, type ErrorStateProps } from './feedback/ErrorState';
export { LoadingState, type LoadingStateProps } from './feedback/LoadingState';
export { PageHeader, type Breadcrumb, type PageHeaderProps } from './feedback/PageHeader';

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

export { DataTable, type DataTableProps } from './table/DataTable';
export type { DataTableColumn, DataTableListState } from './table/types';

export { Form, SubmitButton, type FormProps, type SubmitButtonProps } from './form/Form';
export {
  applyServerErrors,
  toFormPath,
  type ApplyServerErrorsOptions,
} from './form/applyServerErrors';
export { useRevalidateOnLanguageChange } from './form/useRevalidateOnLanguageChange';
export { useFieldError } from './form/useFieldError';
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
export { FileField, type FileFieldProps } from './form/FileField';
export { PasswordField, type PasswordFieldProps } from './form/PasswordField';

export { ConfirmDialog, type ConfirmDialogProps } from './dialogs/ConfirmDialog';
export {
  DangerousDeleteDialog,
  type DangerousDeleteDialogProps,
} from './dialogs/DangerousDeleteDialog';
