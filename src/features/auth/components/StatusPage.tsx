import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DocumentTitle } from '@/lib/ui/views/feedback/DocumentTitle';

interface StatusPageProps {
  icon: ReactNode;
  title?: string;
  message: string;
  actions?: ReactNode;
  /** Inside another card: no page heading, less room. */
  compact?: boolean;
}

export function StatusPage({ icon, title, message, actions, compact = false }: StatusPageProps) {
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: compact ? 1 : { xs: 4, md: 8 }, px: 2 }}
    >
      {icon}
      {title && <DocumentTitle title={title} />}
      {title && <Typography variant="h1">{title}</Typography>}
      <Typography color="text.secondary" sx={{ maxWidth: 520, overflowWrap: 'anywhere' }}>
        {message}
      </Typography>
      {actions}
    </Stack>
  );
}
