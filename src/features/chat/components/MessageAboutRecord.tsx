import ForumIcon from '@mui/icons-material/ForumOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { RecordActionContext } from '@/lib/contributions/contributions';
import { CHAT_QUERY, chatPaths } from '../paths';

/**
 * "Message" on an order or quote page (a record action of contributes.ts): opens the
 * conversation with the other party, the record linked in the message being written.
 */
export default function MessageAboutRecord({ context }: { context: RecordActionContext }) {
  const { t } = useTranslation('common');
  const query = new URLSearchParams({
    [CHAT_QUERY.with]: String(context.counterpart.id),
    [CHAT_QUERY.quote]: String(context.id),
  });
  return (
    <Button
      variant="outlined"
      startIcon={<ForumIcon />}
      component={RouterLink}
      to={`${chatPaths.chat()}?${query.toString()}`}
    >
      {t('chat.messageAbout', { name: context.counterpart.name })}
    </Button>
  );
}
