import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useFormatters } from '@/lib/format';
import {
  ApiErrorMessage,
  ActionDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  StaticTable,
  StatusChip,
} from '@/lib/ui';
import type { OrganizationTabProps } from '@/entities/organization';
import {
  useDeleteKycDocumentMutation,
  useDeleteKycPersonMutation,
  useGetKycQuery,
  useLazyGetKycAccountLinkQuery,
} from '../api/finance.api';
import type { KycDocument, KycPerson } from '@/entities/organization';
import { KycDocumentUpload } from '../components/KycDocumentUpload';
import { KycPersonDialog } from '../components/KycPersonDialog';
import { KycSubmitForm } from '../components/KycSubmitForm';
import { ServerMessage, errorKeyOf } from '../components/ServerMessage';
import { TabSection } from '../components/TabSection';
import { KYC_DOCUMENT_TONES, KYC_TONES } from '../model/statusTones';

type Pending =
  | { kind: 'person'; person: KycPerson | null }
  | { kind: 'deletePerson'; person: KycPerson }
  | { kind: 'deleteDocument'; document: KycDocument }
  | null;

const fullName = (person: KycPerson) => `${person.firstName} ${person.lastName}`;

/** KYC: persons, legal documents, the terms of service, and the provider's onboarding link. */
export default function KycTab({ organizationId, readOnly }: OrganizationTabProps) {
  const { t } = useTranslation('orgFinance');
  const format = useFormatters();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const kyc = useGetKycQuery(organizationId);
  const [deletePerson] = useDeleteKycPersonMutation();
  const [deleteDocument] = useDeleteKycDocumentMutation();
  const [fetchLink, link] = useLazyGetKycAccountLinkQuery();
  const [pending, setPending] = useState<Pending>(null);
  const [linkError, setLinkError] = useState<string[]>([]);

  if (kyc.isLoading) return <LoadingState label={t('kyc.loading')} />;
  if (kyc.isError || !kyc.data) {
    return <ErrorState message={<ApiErrorMessage error={kyc.error} />} onRetry={kyc.refetch} />;
  }
  const data = kyc.data;

  const openOnboarding = async () => {
    setLinkError([]);
    const answer = await fetchLink(organizationId);
    if (!answer.data) {
      setLinkError([errorKeyOf(answer.error) ?? 'errors.invalid_url']);
      return;
    }
    const target = new URL(answer.data.url, window.location.origin);
    // Redirects stay on our origin: the demo's onboarding is this tab explaining itself.
    if (target.origin !== window.location.origin) {
      setLinkError(['errors.invalid_url']);
      return;
    }
    await navigate(`${target.pathname}${target.search}`);
  };

  return (
    <>
      {search.get('onboarding') === 'demo' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('kyc.demoOnboarding')}
        </Alert>
      )}
      <TabSection title={t('kyc.statusTitle')}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusChip tone={KYC_TONES[data.status]} label={t(`kyc.statuses.${data.status}`)} />
          {data.submittedAt && (
            <Typography variant="body2">
              {t('kyc.submittedAt', { date: format.dateTime(data.submittedAt) })}
            </Typography>
          )}
        </Stack>
        {!readOnly && (
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button onClick={() => void openOnboarding()} disabled={link.isFetching}>
              {t('kyc.accountLink')}
            </Button>
          </Stack>
        )}
        <ServerMessage messages={linkError} />
      </TabSection>

      <TabSection title={t('kyc.persons')}>
        <StaticTable
          label={t('kyc.persons')}
          columns={[
            { id: 'name', header: t('kyc.name'), render: fullName },
            { id: 'role', header: t('kyc.role'), render: (p) => t(`kyc.roles.${p.role}`) },
            {
              id: 'birthdate',
              header: t('kyc.birthdate'),
              render: (p) => format.date(p.birthdate),
            },
            { id: 'nationality', header: t('kyc.nationality'), render: (p) => p.nationality },
            {
              id: 'ownership',
              header: t('kyc.ownership'),
              align: 'right',
              render: (p) => (p.ownershipPercentage === null ? '—' : `${p.ownershipPercentage} %`),
            },
          ]}
          rows={data.persons}
          getRowId={(p) => p.id}
          emptyMessage={t('kyc.noPerson')}
          framed={false}
          rowActions={
            readOnly
              ? undefined
              : (person) => (
                  <>
                    <Button
                      size="small"
                      aria-label={t('kyc.editOf', { name: fullName(person) })}
                      onClick={() => setPending({ kind: 'person', person })}
                    >
                      {t('actions.edit')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={t('kyc.deleteOf', { name: fullName(person) })}
                      onClick={() => setPending({ kind: 'deletePerson', person })}
                    >
                      {t('actions.delete')}
                    </Button>
                  </>
                )
          }
        />
        {!readOnly && (
          <Button sx={{ mt: 1 }} onClick={() => setPending({ kind: 'person', person: null })}>
            {t('kyc.addPerson')}
          </Button>
        )}
      </TabSection>

      <TabSection title={t('kyc.documents')}>
        {data.documents.length === 0 ? (
          <EmptyState message={t('kyc.noDocument')} />
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0 }}>
            {data.documents.map((document) => (
              <Stack
                component="li"
                key={document.id}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Typography sx={{ fontWeight: 500 }}>
                  {t(`kyc.documentTypes.${document.documentType}`)}
                </Typography>
                <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                  {document.fileName}
                </Typography>
                <StatusChip
                  tone={KYC_DOCUMENT_TONES[document.status]}
                  label={t(`kyc.documentStatuses.${document.status}`)}
                />
                {!readOnly && (
                  <Button
                    size="small"
                    color="error"
                    aria-label={t('kyc.deleteOf', { name: document.fileName })}
                    onClick={() => setPending({ kind: 'deleteDocument', document })}
                  >
                    {t('actions.delete')}
                  </Button>
                )}
              </Stack>
            ))}
          </Stack>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('kyc.required', {
            list: data.requiredDocuments.map((type) => t(`kyc.documentTypes.${type}`)).join(', '),
          })}
        </Typography>
        {!readOnly && <KycDocumentUpload organizationId={organizationId} />}
      </TabSection>

      {!readOnly && data.status !== 'validated' && (
        <TabSection title={t('kyc.submitTitle')}>
          <KycSubmitForm organizationId={organizationId} />
        </TabSection>
      )}

      {pending?.kind === 'person' && (
        <KycPersonDialog
          organizationId={organizationId}
          person={pending.person}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'deletePerson' && (
        <ActionDialog
          destructive
          title={t('kyc.deletePersonTitle')}
          message={t('kyc.deleteMessage', { name: fullName(pending.person) })}
          mutation={() => deletePerson({ organizationId, id: pending.person.id })}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'deleteDocument' && (
        <ActionDialog
          destructive
          title={t('kyc.deleteDocumentTitle')}
          message={t('kyc.deleteMessage', { name: pending.document.fileName })}
          mutation={() => deleteDocument({ organizationId, id: pending.document.id })}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
