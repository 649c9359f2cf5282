/** The fake resource's list page, written as a domain's list page should be. */
import {
  ResourceListPage,
  useResourceListQuery,
  type ListTexts,
  type DataTableColumn,
  type ListFilter,
  type ResourceAction,
} from '@/lib/ui';
import {
  PART_CATEGORIES,
  useDeletePartMutation,
  useListPartsQuery,
  type Part,
  type PartFilter,
} from './partsApi';

const filters: ListFilter<PartFilter>[] = [
  { kind: 'search', key: 'search', label: 'Search parts' },
  {
    kind: 'select',
    key: 'category',
    label: 'Category',
    options: PART_CATEGORIES.map((category) => ({ value: category, label: category })),
  },
  { kind: 'boolean', key: 'serviceable', label: 'Serviceable' },
  { kind: 'dateRange', key: 'installed', label: 'Installed' },
];

const columns: DataTableColumn<Part>[] = [
  { id: 'name', header: 'Name', render: (part) => part.name, sortable: true },
  { id: 'category', header: 'Category', render: (part) => part.category },
];

export default function PartsListPage() {
  return <PartsList titles={{ title: 'Parts', emptyMessage: 'No part found' }} />;
}

/** The same list with its texts read from a namespace's `list.*` (any will do). */
export function PartsListFromTexts() {
  return <PartsList titles={{ texts: { ns: 'invoices' } satisfies ListTexts }} />;
}

function PartsList({
  titles,
}: {
  titles: { title: string; emptyMessage: string } | { texts: ListTexts };
}) {
  const list = useResourceListQuery(useListPartsQuery, { filters });
  const [deletePart] = useDeletePartMutation();
  const actions: ResourceAction<Part>[] = [
    { kind: 'show', permission: 'TRIP_VIEW', to: (part) => `/parts/${part.id}/show` },
    { kind: 'edit', permission: 'TRIP_EDIT', to: (part) => `/parts/${part.id}/edit` },
    { kind: 'duplicate', permission: 'TRIP_ADD', to: (part) => `/parts/${part.id}/duplicate` },
    {
      kind: 'delete',
      permission: 'ORGANIZATION_USER_DELETE',
      remove: (part) => deletePart(part.id),
      failureTitle: 'The part cannot be deleted',
    },
  ];
  return (
    <ResourceListPage
      {...titles}
      {...list}
      columns={columns}
      itemLabel={(part) => part.name}
      create={{ permission: 'TRIP_ADD', to: '/parts/add', label: 'Add a part' }}
      actions={actions}
    />
  );
}
