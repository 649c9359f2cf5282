import { zodResolver } from '@hookform/resolvers/zod';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@/lib/api/files.types';
import { uploadFile } from '@/lib/files';
import { ResourceFormPage, useIdParam, type FormMode } from '@/lib/ui';
import {
  useCreateCancellationPolicyMutation,
  useGetCancellationPolicyQuery,
  useUpdateCancellationPolicyMutation,
  type CancellationPolicy,
  type CancellationPolicyPayload,
} from '@/entities/cancellation-policy';
import { policyPaths } from '../paths';
import {
  EMPTY_POLICY,
  policySchema,
  policyToDuplicate,
  policyToValues,
  toPolicyDraft,
  type PolicyDraft,
} from '../model/policy.schema';
import { PolicyFields } from './PolicyFields';

/** The terms' id: the new pdf uploaded first (POST api/file), else the one kept. */
async function termsId(draft: PolicyDraft): Promise<number | null> {
  if (!draft.termsFile) return draft.keptTermsId;
  const uploaded = await uploadFile<UploadedFile>({
    url: 'api/file',
    file: draft.termsFile,
    fileName: draft.termsFile.name,
    // The policy's own success says it; the upload is a step of it.
    meta: { success: false },
  });
  return uploaded.id;
}

/** Add, edit and duplicate a cancellation policy: one form page, three modes. */
export function PolicyFormPage({ mode }: { mode: FormMode }) {
  const { t } = useTranslation('cancellationPolicies');
  const id = useIdParam();
  const record = useGetCancellationPolicyQuery(mode === 'add' || id === null ? skipToken : id);
  const [createPolicy] = useCreateCancellationPolicyMutation();
  const [updatePolicy] = useUpdateCancellationPolicyMutation();
  const name = record.data?.name ?? '…';
  const title = mode === 'add' ? t('form.addTitle') : t(`form.${mode}Title`, { name });
  const withTerms =
    (save: (payload: CancellationPolicyPayload) => Promise<CancellationPolicy>) =>
    (draft: PolicyDraft) => ({
      unwrap: async () => save({ ...draft.payload, termsFileId: await termsId(draft) }),
    });

  return (
    <ResourceFormPage
      mode={mode}
      title={title}
      breadcrumbs={[{ label: t('list.title'), to: policyPaths.list() }, { label: title }]}
      record={record}
      defaultValues={EMPTY_POLICY}
      toValues={policyToValues}
      duplicateValues={(_values, policy) => policyToDuplicate(policy)}
      toPayload={toPolicyDraft}
      resolver={zodResolver(policySchema)}
      create={withTerms((payload) => createPolicy(payload).unwrap())}
      update={withTerms((payload) => updatePolicy({ id: id ?? 0, ...payload }).unwrap())}
      redirectTo={(saved) => policyPaths.show({ id: saved.id })}
      cancelTo={policyPaths.list()}
      draftKey={`cancellation-policy:${id ?? 'new'}`}
      fieldMap={{ termsFileId: 'termsFile' }}
    >
      <PolicyFields />
    </ResourceFormPage>
  );
}
