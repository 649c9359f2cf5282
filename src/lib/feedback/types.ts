/** What a person is told after a call: a heading, an optional sentence, and its tone. */
export type FeedbackVariant = 'success' | 'info' | 'warning' | 'error';

export interface FeedbackMessage {
  title: string;
  detail?: string;
  variant: FeedbackVariant;
}
