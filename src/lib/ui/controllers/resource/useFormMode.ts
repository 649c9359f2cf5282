import { useMatches } from 'react-router-dom';

/** What a resource's form page does: the route carries it. */
export type FormMode = 'add' | 'edit' | 'duplicate';

const MODES: readonly FormMode[] = ['add', 'edit', 'duplicate'];

function isFormMode(value: unknown): value is FormMode {
  return MODES.some((mode) => mode === value);
}

/**
 * The mode of the form page being shown, carried by its route (`defineResource`'s add, edit and
 * duplicate rows): one page serves the three, and no wrapper page passes a mode on. A page
 * rendered outside such a route is told `fallback`.
 */
export function useFormMode(fallback: FormMode = 'add'): FormMode {
  const matches = useMatches();
  const handle: unknown = matches[matches.length - 1]?.handle;
  const mode =
    typeof handle === 'object' && handle !== null && 'formMode' in handle
      ? handle.formMode
      : undefined;
  return isFormMode(mode) ? mode : fallback;
}
