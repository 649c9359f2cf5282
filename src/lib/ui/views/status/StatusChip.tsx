import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';
import { toneColours, type StatusTone } from '../../controllers/status/statusTone';

/**
 * A state, said with the status palette: small and tonal (tinted background, strong text), struck
 * through when muted (cancelled, withdrawn, closed). The same tone means the same thing on every
 * list, page and calendar.
 */
export function StatusChip({ tone, label }: { tone: StatusTone; label: ReactNode }) {
  return (
    <Chip
      size="small"
      label={label}
      data-tone={tone}
      sx={(theme) => {
        const colours = toneColours(theme, tone);
        return {
          bgcolor: colours.background,
          color: colours.text,
          border: `1px solid ${colours.border}`,
          borderRadius: '6px',
          fontWeight: 600,
          maxWidth: '100%',
          textDecoration: tone === 'muted' ? 'line-through' : undefined,
        };
      }}
    />
  );
}
