/** A conversation between two organizations (stored lowest id first, so a pair has one). */
export interface ChatRecord {
  id: number;
  organization1Id: number;
  organization2Id: number;
  createdAt: string;
}

/** A message as stored: plain text, an optional upload and an optional quote it is about. */
export interface ChatMessageRecord {
  id: number;
  chatId: number;
  /** The sender's once-per-message id: sending it again answers this message (idempotency). */
  clientId: string;
  content: string;
  createdAt: string;
  organizationId: number;
  userId: number;
  authorName: string;
  fileId: number | null;
  quoteId: number | null;
  /** Organizations that have read it (the sender's from the start). */
  readBy: number[];
}

declare module '../../db/types' {
  interface Db {
    chats: ChatRecord[];
    chatMessages: ChatMessageRecord[];
  }
}
