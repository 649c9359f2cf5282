import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { ContractRecorder } from './recorder';

/**
 * Leaves a recorder's counts where the run's global setup (tests/contractTally.ts) sums them:
 * one file per recorder, rewritten with its running totals (a worker that shares its modules
 * between files keeps one recorder, so the last write holds them all). Tests only.
 */
export function leaveTally(recorder: ContractRecorder): void {
  const folder = inject('apiContractTally');
  if (!folder) return;
  writeFileSync(join(folder, `${recorder.id}.json`), JSON.stringify(recorder.summary()));
}
