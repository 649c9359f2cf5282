import { zodResolver } from '@hookform/resolvers/zod';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { ResourceFormPage, useIdParam, type FormMode } from '@/lib/ui';
import { crewPaths } from '../paths';
import {
  useCreateCrewMemberMutation,
  useGetCrewMemberQuery,
  useUpdateCrewMemberMutation,
} from '../api/fleet.api';
import { CrewMemberFields } from './CrewMemberFields';
import { fullName } from './crewDisplay';
import {
  EMPTY_CREW_MEMBER,
  crewMemberSchema,
  crewMemberToDuplicate,
  crewMemberToValues,
  toCrewMemberPayload,
} from '../model/crewMember.schema';

/** Add, edit and duplicate a crew member: one form page, three modes (the kit's form block). */
export function CrewFormPage({ mode }: { mode: FormMode }) {
  const { t } = useTranslation('fleet');
  const id = useIdParam();
  const record = useGetCrewMemberQuery(mode === 'add' || id === null ? skipToken : id);
  const [createCrewMember] = useCreateCrewMemberMutation();
  const [updateCrewMember] = useUpdateCrewMemberMutation();
  const name = record.data ? fullName(record.data) : '';
  const title =
    mode === 'add' ? t('crews.addTitle') : t(`crews.${mode}Title`, { name: name || '…' });

  return (
    <ResourceFormPage
      mode={mode}
      title={title}
      breadcrumbs={[{ label: t('crews.title'), to: crewPaths.list() }, { label: title }]}
      record={record}
      defaultValues={EMPTY_CREW_MEMBER}
      toValues={crewMemberToValues}
      duplicateValues={(_values, member) => crewMemberToDuplicate(member)}
      toPayload={toCrewMemberPayload}
      resolver={zodResolver(crewMemberSchema)}
      create={createCrewMember}
      update={(payload) => updateCrewMember({ id: id ?? 0, ...payload })}
      redirectTo={(saved) => crewPaths.show({ id: saved.id })}
      cancelTo={crewPaths.list()}
      draftKey={`crew:${id ?? 'new'}`}
    >
      <CrewMemberFields />
    </ResourceFormPage>
  );
}
