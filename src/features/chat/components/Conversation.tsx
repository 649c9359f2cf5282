import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/lib/ui';
import { type ChatParty, type ChatSent, useGetChatQuery } from '../api/chat.api';
import { Composer } from './Composer';
import { MessageItem } from './MessageItem';

/** How many more messages "Earlier messages" asks for (paging upward). */
export const PAGE = 20;

interface ConversationProps {
  /** The conversation, or null for a first message to `counterpart`. */
  chatId: number | null;
  counterpart: ChatParty;
  organizationId: number;
  quote: { id: number; onRemove: () => void } | null;
  onBack: () => void;
  onSent: (sent: ChatSent) => void;
}

/** One conversation: its header (with back at small widths), its messages, the composer below. */
export function Conversation(props: ConversationProps) {
  const { chatId, counterpart, organizationId } = props;
  const { t } = useTranslation('chat');
  const [limit, setLimit] = useState(PAGE);
  const thread = useGetChatQuery(
    { id: chatId ?? 0, limit },
    { skip: chatId === null, refetchOnMountOrArgChange: true },
  );
  const messages = thread.data?.messages ?? [];
  const end = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  // A new last message (sent or received) scrolls into view; earlier pages keep the place.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <IconButton
          aria-label={t('conversation.back')}
          onClick={props.onBack}
          sx={{ display: { md: 'none' } }}
          edge="start"
        >
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="subtitle1" component="h2" noWrap>
          {counterpart.name}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2, py: 1 }}>
        {thread.isLoading && <LoadingState />}
        {thread.isError && <ErrorState onRetry={() => void thread.refetch()} />}
        {thread.data?.hasEarlier && (
          <Box sx={{ textAlign: 'center', mb: 1 }}>
            <Button
              size="small"
              onClick={() => setLimit((shown) => shown + PAGE)}
              disabled={thread.isFetching}
            >
              {t('conversation.earlier')}
            </Button>
          </Box>
        )}
        {chatId === null && (
          <EmptyState message={t('conversation.first', { name: counterpart.name })} />
        )}
        <Box
          component="ol"
          role="log"
          aria-label={t('conversation.messages', { name: counterpart.name })}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              mine={message.organizationId === organizationId}
            />
          ))}
        </Box>
        <div ref={end} />
      </Box>
      <Composer organizationId={counterpart.id} quote={props.quote} onSent={props.onSent} />
    </Box>
  );
}
