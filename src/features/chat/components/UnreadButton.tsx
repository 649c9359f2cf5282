import ForumIcon from '@mui/icons-material/ForumOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCountUnreadQuery } from '../api/chat.api';
import { chatPaths } from '../paths';

/**
 * The top bar's unread messages (a shell item of contributes.ts): the acting organization's
 * total, opening the chat. The count is a cached query tagged ChatUnread: reading a
 * conversation, or a live update later, refreshes it by invalidating the tag.
 */
export default function UnreadButton() {
  const { t } = useTranslation('common');
  const { data: count = 0 } = useCountUnreadQuery(undefined);
  const label = t('chat.unreadButton', { count });
  return (
    <Tooltip title={label}>
      <IconButton component={RouterLink} to={chatPaths.chat()} aria-label={label}>
        <Badge badgeContent={count} color="error" max={99}>
          <ForumIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
