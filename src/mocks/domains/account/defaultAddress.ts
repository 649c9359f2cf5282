/**
 * The address book's rule: exactly one default per organization once it holds any address.
 * `preferredId` is the address just saved as default (null: keep the current one, or the first).
 * Returns the id that must be the default, or null for an empty book.
 */
export function defaultAddressId(
  addresses: readonly { id: number; isDefault: boolean }[],
  preferredId: number | null,
): number | null {
  const chosen =
    addresses.find((a) => a.id === preferredId) ??
    addresses.find((a) => a.isDefault) ??
    addresses[0];
  return chosen?.id ?? null;
}
