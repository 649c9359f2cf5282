/** The fake resource's show page, written as a domain's show page should be. */
import {
  DetailSection,
  DetailTabs,
  ResourceShowPage,
  StatusChip,
  useDisplayFormat,
  useIdParam,
  type ResourceAction,
} from '@/lib/ui';
import { useDeletePartMutation, useGetPartQuery, type Part } from './partsApi';

export default function PartShowPage() {
  const id = useIdParam() ?? 0;
  const record = useGetPartQuery(id);
  const [deletePart] = useDeletePartMutation();
  const show = useDisplayFormat();
  const actions: ResourceAction<Part>[] = [
    { kind: 'edit', permission: 'TRIP_EDIT', to: (part) => `/parts/${part.id}/edit` },
    { kind: 'duplicate', permission: 'TRIP_ADD', to: (part) => `/parts/${part.id}/duplicate` },
    {
      kind: 'delete',
      permission: 'ORGANIZATION_USER_DELETE',
      remove: (part) => deletePart(part.id),
      redirectTo: '/parts',
    },
  ];

  return (
    <ResourceShowPage
      record={record}
      placeholderTitle="Part"
      title={(part) => part.name}
      breadcrumbs={(part) => [{ label: 'Parts', to: '/parts' }, { label: part?.name ?? 'Part' }]}
      itemLabel={(part) => part.name}
      actions={actions}
      status={(part) => (
        <StatusChip
          tone={part.serviceable ? 'success' : 'warning'}
          label={part.serviceable ? 'Serviceable' : 'Unserviceable'}
        />
      )}
      facts={(part) => [part.serialNumber, part.notes, show.money(part.price)]}
      menu={(part) => [{ id: 'history', label: 'History', to: `/parts/${part.id}/history` }]}
    >
      {(part) => (
        <DetailTabs
          defaultTab="details"
          tabs={[
            {
              value: 'details',
              label: 'Details',
              render: () => (
                <DetailSection
                  title="Identification"
                  items={[
                    { label: 'Serial number', value: show.text(part.serialNumber) },
                    { label: 'Serviceable', value: show.yesNo(part.serviceable) },
                    { label: 'Installed on', value: show.date(part.installedOn) },
                    { label: 'Price', value: show.money(part.price) },
                    { label: 'Mass', value: show.unit(part.mass, 'kg') },
                  ]}
                />
              ),
            },
            {
              value: 'notes',
              label: 'Notes',
              render: () => (
                <DetailSection title="Notes" items={[{ label: 'Notes', value: part.notes }]} />
              ),
            },
          ]}
        />
      )}
    </ResourceShowPage>
  );
}
