import Chip from '@mui/material/Chip';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IGNORE_ATTRIBUTE, setInContextEditing, useInContextEditing } from './state';

const InContextEditor = lazy(() => import('./InContextEditor'));

/**
 * The top bar's part of in-context editing: nothing while it is off; on, a chip that says so
 * (and stops it), the engine that finds a clicked text's key, and the editor it opens.
 */
export default function InContextShellItem() {
  const { t } = useTranslation('translations');
  const on = useInContextEditing();
  const [picked, setPicked] = useState<string[] | null>(null);
  // The chip shows once clicks are caught: before that, a click still does what it would.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!on) return undefined;
    let stop = () => {};
    let stopped = false;
    void import('./engine').then(({ startInContextEditing }) => {
      if (stopped) return;
      stop = startInContextEditing(setPicked);
      setReady(true);
    });
    return () => {
      stopped = true;
      stop();
      setReady(false);
    };
  }, [on]);
  if (!on || !ready) return null;
  return (
    <span {...{ [IGNORE_ATTRIBUTE]: '' }}>
      <Chip
        color="secondary"
        size="small"
        label={t('inContext.on')}
        title={t('inContext.altHint')}
        onDelete={() => setInContextEditing(false)}
      />
      {picked && (
        <Suspense fallback={null}>
          <InContextEditor ids={picked} onClose={() => setPicked(null)} />
        </Suspense>
      )}
    </span>
  );
}
