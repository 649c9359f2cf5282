import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A tab's titled section. */
export function TabSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
