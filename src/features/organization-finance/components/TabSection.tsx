import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { DetailSection } from '@/lib/ui';

/**
 * A tab's titled section: the kit's card (DetailSection), as the profile's section forms are, so
 * every organization tab shows the same cards.
 */
export function TabSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 2 }}>
      <DetailSection title={title}>{children}</DetailSection>
    </Box>
  );
}
