import { HttpResponse } from 'msw';
import type { ContractRecorder, ContractSummary } from './contract';

/**
 * What the demo API over HTTP found checking its answers (DEMO_API_CONTRACT=1): the e2e run's
 * teardown (tests/e2e/support/contractTeardown.ts) reads it from each lane's server and fails on
 * any violation. Served by the HTTP server itself, outside the API and its document.
 */
export const CONTRACT_REPORT_PATH = '/__contract';

export interface ContractReport extends ContractSummary {
  violations: string[];
}

export function contractReport(contract: ContractRecorder) {
  const violations: string[] = [];
  return async (): Promise<Response> => {
    violations.push(...(await contract.takeViolations()));
    const body: ContractReport = { ...contract.summary(), violations };
    return HttpResponse.json(body);
  };
}
