import type { ContractReport } from '../../../src/mocks/contractReport';
import { LANES, apiUrlOf } from './env';

/**
 * After the journeys: each lane's demo API says how many answers it checked against
 * docs/api/openapi.yaml and which were off it (src/mocks/contractReport.ts). The counts are
 * printed; any violation fails the run, listed. A server reused from outside the run (a
 * developer's, without DEMO_API_CONTRACT=1) has no report: that is said, not failed.
 */
async function reportOf(lane: number): Promise<ContractReport | null> {
  const response = await fetch(`${apiUrlOf(lane)}__contract`);
  return response.ok ? ((await response.json()) as ContractReport) : null;
}

export default async function contractTeardown() {
  const lanes = Array.from({ length: LANES }, (_, lane) => lane);
  const reports = await Promise.all(lanes.map((lane) => reportOf(lane).catch(() => null)));
  const checked = reports.filter((report): report is ContractReport => report !== null);
  if (checked.length < reports.length) {
    console.warn(`API contract: ${reports.length - checked.length} demo API lane(s) not checked.`);
  }
  const validated = checked.reduce((sum, report) => sum + report.validated, 0);
  const undocumented = new Map<string, number>();
  for (const report of checked) {
    for (const [operation, count] of Object.entries(report.undocumented)) {
      undocumented.set(operation, (undocumented.get(operation) ?? 0) + count);
    }
  }
  const outside = [...undocumented.values()].reduce((sum, count) => sum + count, 0);
  console.log(
    `API contract: ${validated} demo API responses validated against docs/api/openapi.yaml; ` +
      `${outside} of ${undocumented.size} operations it does not describe.`,
  );
  const violations = checked.flatMap((report) => report.violations);
  if (violations.length > 0) {
    throw new Error(
      `The demo API answered off its contract ${violations.length} time(s):\n  ${violations.join('\n  ')}`,
    );
  }
}
