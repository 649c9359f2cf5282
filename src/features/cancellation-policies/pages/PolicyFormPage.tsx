import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '@/lib/api/files.types';
import { uploadFile } from '@/lib/files';
import { DeclaredFormPage } from '@/lib/ui';
import {
  useCreateCancellationPolicyMutation,
  useGetCancellationPolicyQuery,
  useUpdateCancellationPolicyMutation,
} from '../api/cancellationPolicies.api';
import { PolicyFields } from '../components/PolicyFields';
import {
  EMPTY_POLICY,
  policySchema,
  policyToDuplicate,
  policyToValues,
  toPolicyDraft,
  type PolicyDraft,
} from '../model/policy.schema';
import { policies } from '../resource';

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

/** The create, the terms uploaded first. */
function useCreateWithTerms() {
  const [create] = useCreateCancellationPolicyMutation();
  const save = (draft: PolicyDraft) => ({
    unwrap: async () => create({ ...draft.payload, termsFileId: await termsId(draft) }).unwrap(),
  });
  return [save] as const;
}

/** The update, the terms uploaded first. */
function useUpdateWithTerms() {
  const [update] = useUpdateCancellationPolicyMutation();
  const save = ({ id, ...draft }: { id: number } & PolicyDraft) => ({
    unwrap: async () =>
      update({ id, ...draft.payload, termsFileId: await termsId(draft) }).unwrap(),
  });
  return [save] as const;
}

/** /cancellation-policy/add, /:id/edit, /:id/duplicate: one form page, three modes. */
export default function PolicyFormPage() {
  const { t } = useTranslation('cancellationPolicies');
  return (
    <DeclaredFormPage
      resource={policies}
      useRecord={useGetCancellationPolicyQuery}
      useCreate={useCreateWithTerms}
      useUpdate={useUpdateWithTerms}
      listTitle={t('list.title')}
      title={(mode, policy) =>
        mode === 'add' ? t('form.addTitle') : t(`form.${mode}Title`, { name: policy?.name ?? '…' })
      }
      defaultValues={EMPTY_POLICY}
      toValues={policyToValues}
      duplicateValues={(_values, policy) => policyToDuplicate(policy)}
      toPayload={toPolicyDraft}
      resolver={zodResolver(policySchema)}
      fieldMap={{ termsFileId: 'termsFile' }}
    >
      <PolicyFields />
    </DeclaredFormPage>
  );
}
