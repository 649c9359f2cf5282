import { useSyncExternalStore } from 'react';
import type { FeedbackMessage } from './types';

/**
 * Toasts without notistack on the first paint: `notify` queues the message and asks for the
 * toaster (notistack's provider, its own chunk); once mounted, the toaster drains the queue.
 */
const pending: FeedbackMessage[] = [];
let show: ((message: FeedbackMessage) => void) | null = null;
let requested = false;
const listeners = new Set<() => void>();

/** Shows a toast from anywhere (interceptors included). */
export function notify(message: FeedbackMessage): void {
  if (show) {
    show(message);
    return;
  }
  pending.push(message);
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
}

/** Called by the toaster once mounted: later toasts go straight to it, queued ones now. */
export function attachToaster(display: (message: FeedbackMessage) => void): () => void {
  show = display;
  pending.splice(0).forEach(display);
  return () => {
    if (show === display) show = null;
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True once any toast was asked for: the provider then mounts the toaster. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => requested,
  );
}
