/**
 * Whether a trip not yet completed flies an aircraft. The trips domain owns that knowledge; it
 * registers its check here at load (`registerAircraftBinding(...)`) so this domain never imports
 * trips. While nothing is registered, no aircraft is bound.
 */
type BindingCheck = (aircraftId: number) => boolean;

let check: BindingCheck | null = null;

/** Installs the check (a later call replaces it); `null` removes it (tests). */
export function registerAircraftBinding(next: BindingCheck | null): void {
  check = next;
}

export function aircraftBoundToTrip(aircraftId: number): boolean {
  return check === null ? false : check(aircraftId);
}
