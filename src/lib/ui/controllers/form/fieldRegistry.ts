/**
 * The names of the fields bound in a form, kept by the fields themselves (useBoundField) so that
 * applyServerErrors can tell a server error it can show on a field from one it cannot, without
 * reading react-hook-form's private state. One registry per form, keyed by the form's `control`
 * (stable for the form's life), so the fields and the page find the same one without a provider.
 */
class FieldRegistry {
  private readonly counts = new Map<string, number>();

  /** Records one bound field; the returned function removes it (a name may be bound twice). */
  add(name: string): () => void {
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
    return () => {
      const left = (this.counts.get(name) ?? 1) - 1;
      if (left > 0) this.counts.set(name, left);
      else this.counts.delete(name);
    };
  }

  has(name: string): boolean {
    return this.counts.has(name);
  }
}

export type { FieldRegistry };

const registries = new WeakMap<object, FieldRegistry>();

/** The registry of the form owning `control` (created on first use; gone with the form). */
export function fieldRegistryOf(control: object): FieldRegistry {
  let registry = registries.get(control);
  if (!registry) {
    registry = new FieldRegistry();
    registries.set(control, registry);
  }
  return registry;
}
