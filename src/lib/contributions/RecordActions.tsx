import { Suspense } from 'react';
import { useCan } from '@/lib/auth/useCan';
import { contributions, recordActionsFor, type RecordActionContext } from './contributions';

/**
 * The actions other features contribute to a record page's header (contributes.ts
 * `recordActions`), for the record shown; each loads on its own, nothing shows meanwhile.
 * The record's page puts it among its header actions, so it never imports those features.
 */
export function RecordActions({ context }: { context: RecordActionContext }) {
  const can = useCan();
  const actions = recordActionsFor(contributions().recordActions, context.record, can);
  return actions.map(({ id, component: Action }) => (
    <Suspense key={id} fallback={null}>
      <Action context={context} />
    </Suspense>
  ));
}
