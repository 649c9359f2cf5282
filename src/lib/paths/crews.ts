import { resourcePaths } from '../pathBuilder';

/**
 * Crews (`src/features/fleet`): list, add, edit, show, duplicate. A module of its own so that
 * the fleet route rows, loaded at startup, do not bring the whole table (`paths` in index.ts).
 */
export const crewPaths = resourcePaths('/crews', '/crews');
