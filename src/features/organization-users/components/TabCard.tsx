import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/**
 * A list tab of the organization page in the same outlined card as the other tabs' sections
 * (DetailSection, SectionForm): its header, filters and table inside one card.
 */
export function TabCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {children}
    </Paper>
  );
}
