import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  SearchFilterInput,
  useDisplayFormat,
} from '@/lib/ui';
import type { ChatList as Conversations, ChatParty } from '../api/chat.api';
import { counterpartOf } from '../model/counterpart';

interface ConversationListProps {
  organizationId: number;
  result: { data?: Conversations; isLoading: boolean; isError: boolean; refetch: () => void };
  search: string;
  onSearch: (search: string) => void;
  selectedId: number | null;
  onOpen: (chatId: number) => void;
  onStart: (contact: ChatParty) => void;
}

/** The conversations, newest first, each with its unread count; then who else one may write to. */
export function ConversationList(props: ConversationListProps) {
  const { organizationId, result, search, selectedId } = props;
  const { t } = useTranslation('chat');
  const show = useDisplayFormat();
  const { data } = result;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ p: 2, pb: 1 }}>
        {/* Written once typing pauses: a request per keystroke would flood the API. */}
        <SearchFilterInput
          filter={{ kind: 'search', key: 'search', label: t('list.search') }}
          value={search}
          onChange={props.onSearch}
        />
      </Box>
      <Box sx={{ overflowY: 'auto', flex: 1 }}>
        {result.isLoading && <LoadingState />}
        {result.isError && <ErrorState onRetry={result.refetch} />}
        {data && data.chats.length === 0 && data.contacts.length === 0 && (
          <EmptyState message={t(search.trim() === '' ? 'list.empty' : 'list.noMatch')} />
        )}
        {data && data.chats.length > 0 && (
          <List aria-label={t('list.conversations')} dense>
            {data.chats.map((chat) => {
              const other = counterpartOf(chat, organizationId);
              const unread = chat.numberOfUnreadMessages;
              return (
                <ListItemButton
                  key={chat.id}
                  selected={chat.id === selectedId}
                  aria-current={chat.id === selectedId ? 'true' : undefined}
                  onClick={() => props.onOpen(chat.id)}
                >
                  <ListItemText
                    primary={
                      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                        <Typography
                          component="span"
                          variant="body2"
                          noWrap
                          sx={{ flex: 1, fontWeight: unread > 0 ? 600 : undefined }}
                        >
                          {other.name}
                        </Typography>
                        <Box
                          component="span"
                          sx={{
                            typography: 'caption',
                            color: 'text.secondary',
                            whiteSpace: 'nowrap',
                          }}
                        >
                          {show.date(chat.lastMessageDate)}
                        </Box>
                      </Box>
                    }
                    secondary={chat.lastMessageContent ?? ''}
                    slotProps={{ secondary: { noWrap: true } }}
                  />
                  {unread > 0 && (
                    <Badge
                      badgeContent={unread}
                      color="error"
                      sx={{ ml: 2, mr: 1 }}
                      slotProps={{ badge: { 'aria-label': t('list.unread', { count: unread }) } }}
                    />
                  )}
                </ListItemButton>
              );
            })}
          </List>
        )}
        {data && data.contacts.length > 0 && (
          <List
            aria-label={t('list.contacts')}
            dense
            subheader={<ListSubheader>{t('list.contacts')}</ListSubheader>}
          >
            {data.contacts.map((contact) => (
              <ListItemButton key={contact.id} onClick={() => props.onStart(contact)}>
                <ListItemText primary={contact.name} secondary={t('list.startConversation')} />
              </ListItemButton>
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
}
