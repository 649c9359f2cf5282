import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { DeclaredFormPage } from '@/lib/ui';
import {
  useCreateCrewMemberMutation,
  useGetCrewMemberQuery,
  useUpdateCrewMemberMutation,
} from '../api/fleet.api';
import { CrewMemberFields } from '../components/CrewMemberFields';
import { fullName } from '../components/crewDisplay';
import {
  EMPTY_CREW_MEMBER,
  crewMemberSchema,
  crewMemberToDuplicate,
  crewMemberToValues,
  toCrewMemberPayload,
} from '../model/crewMember.schema';
import { crews } from '../resource';

/** /crews/add, /crews/:id/edit, /crews/:id/duplicate [CREW_ADD/EDIT]: one form, three modes. */
export default function CrewFormPage() {
  const { t } = useTranslation('fleet');
  return (
    <DeclaredFormPage
      resource={crews}
      useRecord={useGetCrewMemberQuery}
      useCreate={useCreateCrewMemberMutation}
      useUpdate={useUpdateCrewMemberMutation}
      listTitle={t('crews.title')}
      title={(mode, member) =>
        mode === 'add'
          ? t('crews.addTitle')
          : t(`crews.${mode}Title`, { name: (member && fullName(member)) || '…' })
      }
      defaultValues={EMPTY_CREW_MEMBER}
      toValues={crewMemberToValues}
      duplicateValues={(_values, member) => crewMemberToDuplicate(member)}
      toPayload={toCrewMemberPayload}
      resolver={zodResolver(crewMemberSchema)}
    >
      <CrewMemberFields />
    </DeclaredFormPage>
  );
}
