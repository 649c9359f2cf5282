import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { ContractSummary } from '../src/mocks/contract';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each test module's contract recorder leaves its counts (src/mocks/contract/tally.ts). */
    apiContractTally: string;
  }
}

/**
 * Vitest's global setup: a folder for the counts of the demo API's answers checked against
 * docs/api/openapi.yaml, and at the end of the run one line with their sum.
 */
export default function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'api-contract-'));
  project.provide('apiContractTally', folder);
  return () => {
    const tallies = readdirSync(folder).map((file): ContractSummary => {
      const summary: ContractSummary = JSON.parse(readFileSync(join(folder, file), 'utf8'));
      return summary;
    });
    rmSync(folder, { recursive: true, force: true });
    if (tallies.length === 0) return;
    const validated = tallies.reduce((sum, tally) => sum + tally.validated, 0);
    const undocumented = new Map<string, number>();
    for (const tally of tallies) {
      for (const [operation, count] of Object.entries(tally.undocumented)) {
        undocumented.set(operation, (undocumented.get(operation) ?? 0) + count);
      }
    }
    const outside = [...undocumented.values()].reduce((sum, count) => sum + count, 0);
    console.log(
      `API contract: ${validated} demo API responses validated against docs/api/openapi.yaml; ` +
        `${outside} more answered ${undocumented.size} operation(s) it does not describe.`,
    );
  };
}
