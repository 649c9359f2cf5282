import { db } from '../../db';
import { addLiveWatch, addNotificationSource } from '../notifications';

/**
 * The chat in the bell and on the live stream: a message of the other organization notifies
 * (kind `message`, the conversation and the sender named), and a conversation whose messages or
 * read marks change is announced to both organizations, which refetch their list, the open
 * conversation and the unread count.
 */
export function watchChats(): void {
  addNotificationSource({
    permission: 'CHAT_VIEW',
    derive: (organizationId) =>
      db.chatMessages.flatMap((message) => {
        const chat = db.chats.find((c) => c.id === message.chatId);
        if (!chat || message.organizationId === organizationId) return [];
        if (chat.organization1Id !== organizationId && chat.organization2Id !== organizationId) {
          return [];
        }
        const sender = db.organizations.find((o) => o.id === message.organizationId);
        const name = sender?.commercialName ?? '';
        return [
          {
            id: `chat-${chat.id}-message_${message.id}`,
            kind: 'message' as const,
            recordType: 'chat' as const,
            recordId: chat.id,
            reference: name,
            at: message.createdAt,
            actor: name,
          },
        ];
      }),
  });
  addLiveWatch(
    () =>
      new Map(
        db.chats.map((chat) => {
          const messages = db.chatMessages.filter((m) => m.chatId === chat.id);
          const reads = messages.reduce((count, m) => count + m.readBy.length, 0);
          return [
            `chat-${chat.id}`,
            {
              fingerprint: `${messages.length}|${reads}`,
              change: {
                type: 'chat' as const,
                id: chat.id,
                organizationIds: [chat.organization1Id, chat.organization2Id],
              },
            },
          ];
        }),
      ),
  );
}
