/**
 * The resource kit declared as data (resourceViews: list, show and form pages from columns,
 * filters, sections and a form as data). Its own entry, not re-exported by '@/lib/ui': the six
 * resources' views load it, while every other page's shared kit chunk stays without it.
 */
export { DeclaredFormPage, type DeclaredFormPageProps } from './views/resource/DeclaredFormPage';
export {
  DeclaredListPage,
  DeclaredShowPage,
  type DeclaredListPageProps,
  type DeclaredShowPageProps,
} from './views/resource/DeclaredPages';
export {
  resourceViews,
  type FormFieldsProps,
  type ResourceHooks,
  type ResourceViewsDeclaration,
  type SectionDeclaration,
} from './views/resource/resourceViews';
export { FileLink } from './views/resource/FileLink';
export { dataFormParts } from './views/resource/declaredDataForm';
export {
  DeclaredSectionForm,
  type DeclaredSectionFormProps,
} from './views/resource/DeclaredSectionForm';
export { tableSection, type TableSectionDeclaration } from './views/resource/tableSection';
export type * from './controllers/resource/formDeclaration';
export * from './controllers/resource/formSchema';
export { serverSearch, type ServerSearch } from './controllers/resource/fieldSearch';
export {
  cellContent,
  choiceOf,
  enumOf,
  recordSection,
  search,
  type CellDeclaration,
  type CellFormat,
  type ColumnDeclaration,
  type FilterDeclaration,
  type ViewContext,
} from './controllers/resource/viewDeclaration';
export * from './controllers/resource/formUploads';
export { TreeView, type TreeViewProps } from './views/tree/TreeView';
export {
  canMoveUnder,
  subtreeIds,
  treeRows,
  type TreeNode,
  type TreeRow,
} from './controllers/tree/treeModel';
export * from './controllers/resource/formValues';
export { countryField, useCountries } from './controllers/resource/countryField';
