import type { UploadedFile } from '@/lib/api/files.types';
import { resourceApi } from '@/lib/api/resourceApi';
import { uploadFile } from '@/lib/files';
import type {
  CancellationPolicy,
  CancellationPolicyPayload,
} from '../model/cancellationPolicy.types';
import type { PolicyDraft } from '../model/policy.schema';
import { policies } from '../resource';

/** The list's filters as they appear in the URL (the status as it is). */
export type CancellationPolicyFilter = 'search' | 'status';

// A create invalidates the whole list: setting a group default unsets the previous one.
export const policiesApi = resourceApi<
  CancellationPolicy,
  CancellationPolicyPayload,
  CancellationPolicyFilter
>(policies, { query: { search: 'search' } });

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

/** The policies' hooks, whose writes upload the terms first: what the form saves is a draft. */
export const policyHooks = {
  ...policiesApi,
  useCreate: () => {
    const [create] = policiesApi.useCreate();
    const save = (draft: PolicyDraft) => ({
      unwrap: async () => create({ ...draft.payload, termsFileId: await termsId(draft) }).unwrap(),
    });
    return [save] as const;
  },
  useUpdate: () => {
    const [update] = policiesApi.useUpdate();
    const save = ({ id, ...draft }: { id: number } & PolicyDraft) => ({
      unwrap: async () =>
        update({ id, ...draft.payload, termsFileId: await termsId(draft) }).unwrap(),
    });
    return [save] as const;
  },
};
