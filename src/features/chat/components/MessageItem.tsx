import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { routeTo } from '@/lib/paths/routeTo';
import { useDisplayFormat } from '@/lib/ui';
import type { ChatMessage } from '../api/chat.api';
import { MessageFile } from './MessageFile';
import { MessageText } from './MessageText';

/** One message: who wrote it for which organization and when, its text, record and file. */
export function MessageItem({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const { t } = useTranslation('chat');
  const show = useDisplayFormat();
  return (
    <Box
      component="li"
      sx={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: { xs: '90%', md: '75%' } }}
    >
      <Typography variant="caption" color="text.secondary" component="p">
        {t('message.byline', {
          author: message.createdBy,
          organization: message.organizationName,
          time: show.dateTime(message.createdAt),
        })}
      </Typography>
      <Box
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : 'action.hover',
          color: mine ? 'primary.contrastText' : 'text.primary',
          '& a': { color: 'inherit' },
        }}
      >
        {message.record && (
          <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
            <Link component={RouterLink} to={routeTo('orders.show', { id: message.record.id })}>
              {t('message.about', { reference: message.record.reference })}
            </Link>
          </Typography>
        )}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <MessageText content={message.content} />
        </Typography>
        <MessageFile message={message} />
      </Box>
    </Box>
  );
}
