import { useSyncExternalStore } from 'react';
import type { FeedbackMessage } from './types';

/**
 * The modal alert shown after a successful POST: a tiny external store so that the http
 * interceptors (outside React) can open it and the one <FeedbackHost /> renders it.
 * Alerts queue: a second one waits for the first to be dismissed.
 */
let queue: readonly FeedbackMessage[] = [];
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

export function showAlert(alert: FeedbackMessage): void {
  queue = [...queue, alert];
  emit();
}

/** Dismisses the alert on screen; the next queued one, if any, takes its place. */
export function closeAlert(): void {
  if (queue.length === 0) return;
  queue = queue.slice(1);
  emit();
}

export function currentAlert(): FeedbackMessage | null {
  return queue[0] ?? null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useCurrentAlert(): FeedbackMessage | null {
  return useSyncExternalStore(subscribe, currentAlert, currentAlert);
}
