import type { Schemas } from '../../../lib/api/contract';
import { db } from '../../db';
import type { TranslationChangeRecord } from './records';

/** Who changed it, by name. */
function nameOf(userId: number): string {
  const user = db.users.find((candidate) => candidate.id === userId);
  return user ? `${user.firstName} ${user.lastName}` : '—';
}

/** Only the latest change of a key in a language can be undone (undo is a change too). */
function isLatest(change: TranslationChangeRecord): boolean {
  return !db.translationChanges.some(
    (other) =>
      other.id > change.id &&
      other.namespace === change.namespace &&
      other.key === change.key &&
      other.locale === change.locale,
  );
}

export function toChange(change: TranslationChangeRecord): Schemas['TranslationChange'] {
  const { changedBy, ...shown } = change;
  return { ...shown, changedBy: nameOf(changedBy), undoable: isLatest(change) };
}
