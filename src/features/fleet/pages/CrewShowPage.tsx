import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { CrewMember } from '../model/crewMember.types';
import { countryName } from '@/lib/format/countries';
import { toLanguage } from '@/lib/preferences/preferencesSlice';
import { DeclaredShowPage, DetailSection, StatusChip, useDisplayFormat } from '@/lib/ui';
import { crews } from '../resource';
import { useDeleteCrewMemberMutation, useGetCrewMemberQuery } from '../api/fleet.api';
import { CREW_STATUS_TONES, fullName } from '../components/crewDisplay';
import { LicenceBadge } from '../components/LicenceBadge';
import { aircraftTypeLabel } from '../model/aircraftTypes';

/** /crews/:id/show [CREW_VIEW]: one crew member, with the actions the user's rights allow. */
export default function CrewShowPage() {
  const { t, i18n } = useTranslation('fleet');
  const language = toLanguage(i18n.language);
  const show = useDisplayFormat();

  return (
    <DeclaredShowPage<CrewMember>
      resource={crews}
      useRecord={useGetCrewMemberQuery}
      useDelete={useDeleteCrewMemberMutation}
      deleteMessage={(member) => t('crews.deleteMessage', { name: fullName(member) })}
      listTitle={t('crews.title')}
      placeholderTitle={t('crews.title')}
      title={fullName}
      itemLabel={fullName}
      status={(member) => (
        <StatusChip
          tone={CREW_STATUS_TONES[member.status]}
          label={t(`statuses.${member.status}`)}
        />
      )}
      facts={(member) => [
        t(`roles.${member.crewRole}`),
        countryName(member.nationality, language),
        member.licenceNumber,
      ]}
    >
      {(member) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <DetailSection
            title={t('sections.identity')}
            items={[
              { label: t('fields.firstName'), value: show.text(member.firstName) },
              { label: t('fields.lastName'), value: show.text(member.lastName) },
              { label: t('fields.crewRole'), value: t(`roles.${member.crewRole}`) },
              { label: t('fields.nationality'), value: countryName(member.nationality, language) },
              { label: t('fields.status'), value: t(`statuses.${member.status}`) },
            ]}
          />
          <DetailSection
            title={t('sections.licence')}
            items={[
              { label: t('fields.licenceNumber'), value: show.text(member.licenceNumber) },
              {
                label: t('fields.licenceExpiryDate'),
                value: <LicenceBadge expiryDate={member.licenceExpiryDate} />,
              },
              {
                label: t('fields.aircraftTypes'),
                value: show.list(member.aircraftTypes.map(aircraftTypeLabel)),
              },
            ]}
          />
          <DetailSection
            title={t('sections.contact')}
            items={[
              { label: t('fields.email'), value: show.text(member.email) },
              { label: t('fields.phone'), value: show.text(member.phone) },
            ]}
          />
          <DetailSection
            title={t('sections.record')}
            items={[
              { label: t('fields.createdAt'), value: show.dateTime(member.createdAt) },
              { label: t('fields.updatedAt'), value: show.dateTime(member.updatedAt) },
            ]}
          />
        </Box>
      )}
    </DeclaredShowPage>
  );
}
