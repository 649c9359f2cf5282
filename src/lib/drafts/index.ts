export { clearDrafts, registerDraft, saveDrafts, takeDraft } from './drafts';
export { useFormDraft } from './useFormDraft';
