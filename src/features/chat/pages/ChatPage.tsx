import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Columns, EmptyState, ErrorState, LoadingState, PageHeader } from '@/lib/ui';
import { type ChatSent, useGetChatProfileQuery, useListChatsQuery } from '../api/chat.api';
import { Conversation } from '../components/Conversation';
import { ConversationList } from '../components/ConversationList';
import { counterpartOf, queryId } from '../model/counterpart';
import { CHAT_QUERY } from '../paths';

/**
 * `/chat` [CHAT_VIEW]: the conversations beside the open one from md up; below md one pane at a
 * time, the conversation with a back button. What is open is in the query (`chat`, or `with`
 * and `quote` for a first message about an order), so a link opens it.
 */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  const [params, setParams] = useSearchParams();
  const search = params.get(CHAT_QUERY.search) ?? '';
  const list = useListChatsQuery({ search: useDeferredValue(search) });
  const profile = useGetChatProfileQuery(undefined);
  const me = profile.data?.organizationId;
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  const withId = queryId(params.get(CHAT_QUERY.with));
  const quoteId = queryId(params.get(CHAT_QUERY.quote));
  const chats = list.data?.chats ?? [];
  const chat =
    me === undefined
      ? undefined
      : chats.find((candidate) =>
          withId === null
            ? candidate.id === queryId(params.get(CHAT_QUERY.chat))
            : counterpartOf(candidate, me).id === withId,
        );
  const contact = withId === null ? undefined : list.data?.contacts.find((c) => c.id === withId);
  const counterpart = chat && me !== undefined ? counterpartOf(chat, me) : contact;
  const open = counterpart !== undefined;
  const onSent = (sent: ChatSent) =>
    set({
      [CHAT_QUERY.chat]: String(sent.chatId),
      [CHAT_QUERY.with]: null,
      [CHAT_QUERY.quote]: null,
    });
  return (
    <>
      <PageHeader title={t('title')} />
      {profile.isLoading && <LoadingState />}
      {profile.isError && <ErrorState onRetry={() => void profile.refetch()} />}
      {me !== undefined && (
        <Paper
          variant="outlined"
          sx={{
            height: { xs: 'calc(100dvh - 200px)', md: 'calc(100dvh - 220px)' },
            minHeight: 420,
            overflow: 'hidden',
          }}
        >
          <Columns
            columns={{ xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' }}
            gap={0}
            sx={{ height: '100%' }}
          >
            <Box
              sx={{
                display: { xs: open ? 'none' : 'block', md: 'block' },
                borderRight: { md: 1 },
                borderColor: { md: 'divider' },
                minHeight: 0,
              }}
            >
              <ConversationList
                organizationId={me}
                result={list}
                search={search}
                onSearch={(value) => set({ [CHAT_QUERY.search]: value === '' ? null : value })}
                selectedId={chat?.id ?? null}
                onOpen={(id) =>
                  set({
                    [CHAT_QUERY.chat]: String(id),
                    [CHAT_QUERY.with]: null,
                    [CHAT_QUERY.quote]: null,
                  })
                }
                onStart={(c) =>
                  set({
                    [CHAT_QUERY.with]: String(c.id),
                    [CHAT_QUERY.chat]: null,
                    [CHAT_QUERY.quote]: null,
                  })
                }
              />
            </Box>
            <Box sx={{ display: { xs: open ? 'block' : 'none', md: 'block' }, minHeight: 0 }}>
              {counterpart ? (
                <Conversation
                  key={chat?.id ?? `with-${counterpart.id}`}
                  chatId={chat?.id ?? null}
                  counterpart={counterpart}
                  organizationId={me}
                  quote={
                    quoteId === null
                      ? null
                      : { id: quoteId, onRemove: () => set({ [CHAT_QUERY.quote]: null }) }
                  }
                  onBack={() =>
                    set({
                      [CHAT_QUERY.chat]: null,
                      [CHAT_QUERY.with]: null,
                      [CHAT_QUERY.quote]: null,
                    })
                  }
                  onSent={onSent}
                />
              ) : (
                <Box
                  sx={{
                    display: { xs: 'none', md: 'flex' },
                    height: '100%',
                    alignItems: 'center',
                    justifyContent: 'center',
                  }}
                >
                  <EmptyState message={t('conversation.none')} />
                </Box>
              )}
            </Box>
          </Columns>
        </Paper>
      )}
    </>
  );
}
