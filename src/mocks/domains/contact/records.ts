import type { Schemas } from '../../../lib/api/contract';

type ContactPayload = Schemas['ContactPayload'];

/** A message sent with the public contact form. */
export interface ContactMessageRecord extends ContactPayload {
  id: number;
  /** The sender's account when the form was sent logged in, else null. */
  userId: number | null;
  createdAt: string;
}

declare module '../../db/types' {
  interface Db {
    contactMessages: ContactMessageRecord[];
  }
}
