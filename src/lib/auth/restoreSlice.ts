import { createSlice } from '@reduxjs/toolkit';

/**
 * The session's restore at start (DECISIONS.md, "Session and tokens"): while the refresh cannot
 * reach the server (network error, timeout, 5xx), the app stays on the requested page in a
 * "server unreachable, retrying" state instead of showing the login form.
 */
export interface RestoreState {
  /** A refresh at start failed for want of a server; the app retries. */
  unreachable: boolean;
  /** A retry is in flight. */
  checking: boolean;
  /** Seconds until the next automatic retry, when one is scheduled. */
  nextRetrySeconds: number | null;
  /** Bumped by "retry now": the gate's wait ends at once. */
  retryRequests: number;
}

const initialState: RestoreState = {
  unreachable: false,
  checking: false,
  nextRetrySeconds: null,
  retryRequests: 0,
};

export const restoreSlice = createSlice({
  name: 'restore',
  initialState,
  reducers: {
    restoreChecking(state) {
      state.checking = true;
      state.nextRetrySeconds = null;
    },
    restoreUnreachable(state, action: { payload: { nextRetrySeconds: number } }) {
      state.unreachable = true;
      state.checking = false;
      state.nextRetrySeconds = action.payload.nextRetrySeconds;
    },
    restoreRetryRequested(state) {
      state.retryRequests += 1;
    },
    /** The refresh answered (a session, or a refusal): the guard decides from here. */
    restoreSettled() {
      return initialState;
    },
  },
  selectors: {
    selectRestore: (state) => state,
  },
});

export const { restoreChecking, restoreUnreachable, restoreRetryRequested, restoreSettled } =
  restoreSlice.actions;
export const { selectRestore } = restoreSlice.selectors;
