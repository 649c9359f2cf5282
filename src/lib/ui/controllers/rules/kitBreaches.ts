/**
 * Breaches of the kit's page rules (UI.md), seen where they happen: the kit's views report them
 * in development and tests only (`import.meta.env.DEV`; the build drops the checks), the console
 * names them, and the test setup fails the test that rendered one (tests/setup.ts).
 */
const breaches: string[] = [];

export function reportKitBreach(message: string): void {
  if (!import.meta.env.DEV) return;
  breaches.push(message);
  console.error(message);
}

/** The breaches reported since the last call, emptied. */
export function takeKitBreaches(): string[] {
  return breaches.splice(0);
}
