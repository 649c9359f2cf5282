import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { OverflowMenuItem } from '../feedback/OverflowMenu';
import { PageHeader, type Breadcrumb } from '../feedback/PageHeader';
import type { ResourceAction } from '../../controllers/resource/actions';
import { RecordGate, type RecordQueryResult } from './RecordGate';
import { backToOf } from './RecordMissing';
import { ResourceActions } from './ResourceActions';
import { useDeleteConfirmation } from './useDeleteConfirmation';

export interface ResourceShowPageProps<R> {
  /** The item query's result (`useGetCrewMemberQuery(id)`). */
  record: RecordQueryResult<R>;
  /** The h1 once loaded, e.g. the person's name. */
  title: (record: R) => string;
  /** The h1 while loading or failed, e.g. "Crew member". */
  placeholderTitle: string;
  breadcrumbs?: (record: R | undefined) => readonly Breadcrumb[];
  /** Names the record in the delete dialog and action labels. */
  itemLabel: (record: R) => string;
  /**
   * edit, duplicate, delete (with its `redirectTo`), each shown only with its permission: Edit
   * (and custom actions) as buttons, the others in the header's "⋯" menu, Delete last and apart.
   */
  actions?: readonly ResourceAction<R>[];
  /** The record's state beside the title: a StatusChip. */
  status?: (record: R) => ReactNode;
  /** The record's key facts in one line under the title (empty ones left out). */
  facts?: (record: R) => readonly ReactNode[];
  /** The page's own secondary actions, in the "⋯" menu before the record's actions. */
  menu?: (record: R) => readonly OverflowMenuItem[];
  /** The sections (DetailSection, DetailTabs). */
  children: (record: R) => ReactNode;
}

/**
 * A resource's show page: header with the permitted actions, loading and error states, then
 * the sections the page gives for the record.
 *
 *   <ResourceShowPage
 *     record={useGetCrewMemberQuery(id)} placeholderTitle={t('show.title')}
 *     title={fullName} itemLabel={fullName} actions={crewActions(deleteCrewMember)}
 *     status={(crew) => <StatusChip tone="success" label={t(`statuses.${crew.status}`)} />}
 *     facts={(crew) => [t(`roles.${crew.crewRole}`), crew.licenceNumber]}
 *   >
 *     {(crew) => (
 *       <DetailSection title={t('show.licence')} items={[
 *         { label: t('fields.licenceNumber'), value: show.text(crew.licenceNumber) },
 *         { label: t('fields.licenceExpiry'), value: show.date(crew.licenceExpiryDate) },
 *       ]} />
 *     )}
 *   </ResourceShowPage>
 */
export function ResourceShowPage<R>(props: ResourceShowPageProps<R>) {
  const { record, title, placeholderTitle, breadcrumbs, itemLabel, actions = [], children } = props;
  const { status, facts, menu } = props;
  const deletion = useDeleteConfirmation(itemLabel);
  const data = record.data;

  return (
    <>
      <PageHeader
        title={data === undefined ? placeholderTitle : title(data)}
        breadcrumbs={breadcrumbs?.(data)}
        status={data !== undefined && status?.(data)}
        facts={data !== undefined ? facts?.(data) : undefined}
        actions={
          data !== undefined && (
            <ResourceActions
              row={data}
              actions={actions}
              itemLabel={itemLabel}
              onDelete={deletion.ask}
              variant="header"
              menu={menu?.(data)}
              exclude={['show']}
            />
          )
        }
      />
      <RecordGate record={record} backTo={backToOf(breadcrumbs?.(undefined))}>
        {(loaded) => <Stack spacing={2}>{children(loaded)}</Stack>}
      </RecordGate>
      {deletion.dialog}
    </>
  );
}
