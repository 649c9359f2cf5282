export { closeAlert, showAlert, useCurrentAlert } from './alertStore';
export { FeedbackProvider } from './FeedbackProvider';
export { notify } from './notify';
export { announceSuccess } from './successFeedback';
export { successUsesAlert, successWordFor } from './successWord';
export type { FeedbackMessage, FeedbackVariant } from './types';
