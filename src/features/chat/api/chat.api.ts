import { withTagTypes } from '@/lib/api/baseApi';
import type { Schemas } from '@/lib/api/contract';

export type Chat = Schemas['Chat'];
export type ChatList = Schemas['ChatList'];
export type ChatMessage = Schemas['ChatMessage'];
export type ChatThread = Schemas['ChatThread'];
export type ChatMessagePayload = Schemas['ChatMessagePayload'];
export type ChatSent = Schemas['ChatSent'];
export type ChatParty = Schemas['ChatParty'];

const CHAT = 'Chat';
const UNREAD = 'ChatUnread';

/**
 * The tags a change of conversations invalidates: a live update (a message of the other side)
 * refreshes the list, the open conversation and the top bar's count by invalidating them.
 */
export const CHAT_TAG_TYPES = [CHAT, UNREAD] as const;

/** Chat (spec section 7): conversations, one conversation's latest messages, sending, unread. */
export const chatApi = withTagTypes(CHAT_TAG_TYPES).injectEndpoints({
  endpoints: (build) => ({
    listChats: build.query<ChatList, { search: string }>({
      query: ({ search }) => ({
        url: 'api/chat',
        params: search.trim() === '' ? {} : { searchQuery: search.trim() },
      }),
      providesTags: [{ type: CHAT, id: 'LIST' }],
    }),
    getChat: build.query<ChatThread, { id: number; limit: number }>({
      query: ({ id, limit }) => ({ url: `api/chat/${id}`, params: { limit } }),
      providesTags: (_result, _error, { id }) => [{ type: CHAT, id }],
      // Reading marks the conversation read: the list's badges and the total change with it.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.chat.numberOfUnreadMessages === 0) {
            dispatch(
              chatApi.util.invalidateTags([
                { type: UNREAD, id: 'TOTAL' },
                { type: CHAT, id: 'LIST' },
              ]),
            );
          }
        } catch {
          // The screen shows the failure.
        }
      },
    }),
    sendMessage: build.mutation<ChatSent, ChatMessagePayload>({
      query: (data) => ({
        url: 'api/chat',
        method: 'PATCH',
        data,
        // The message appearing in the conversation says it was sent; a failure is shown in
        // the composer, with its retry.
        meta: { success: false, silentError: true },
      }),
      invalidatesTags: (result) =>
        result
          ? [
              { type: CHAT, id: 'LIST' },
              { type: CHAT, id: result.chatId },
            ]
          : [],
    }),
    countUnread: build.query<number, undefined>({
      query: () => ({ url: 'api/message/unread', meta: { background: true, silentError: true } }),
      transformResponse: (body: Schemas['UnreadMessages']) => body.numberOfUnreadMessages,
      providesTags: [{ type: UNREAD, id: 'TOTAL' }],
    }),
    getChatProfile: build.query<Schemas['ChatProfile'], undefined>({
      query: () => ({ url: 'apps/chat/users/profile-user' }),
    }),
  }),
});

export const {
  useListChatsQuery,
  useGetChatQuery,
  useSendMessageMutation,
  useCountUnreadQuery,
  useGetChatProfileQuery,
} = chatApi;
