import { useRef, useState } from 'react';
import { storeFile } from '@/lib/files';
import { type ChatSent, useSendMessageMutation } from '../api/chat.api';
import { newClientId } from '../model/clientId';

/** What failed to send, kept so that a retry sends the very same message (same client id). */
export interface SendFailure {
  clientId: string;
  text: string;
  file: File | null;
  /** The upload, when it succeeded before the message failed: not uploaded twice. */
  fileId: number | null;
  error: unknown;
}

interface ComposerTarget {
  organizationId: number;
  quoteId: number | null;
  onSent: (sent: ChatSent) => void;
}

/**
 * The composer's state and its send: the file goes up first (POST api/file), then the message.
 * A failure keeps the text in the box with a retry; sending the unchanged message again reuses
 * its client id, and a second press while one is on its way does nothing.
 */
export function useComposer({ organizationId, quoteId, onSent }: ComposerTarget) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const [sendMessage] = useSendMessageMutation();

  const send = async () => {
    const content = text.trim();
    if (inFlight.current || (content === '' && file === null)) return;
    inFlight.current = true;
    setSending(true);
    const again = failure !== null && failure.text === text && failure.file === file;
    const clientId = again ? failure.clientId : newClientId();
    let fileId = again ? failure.fileId : null;
    try {
      if (file !== null && fileId === null) fileId = (await storeFile(file)).id;
      const sent = await sendMessage({
        organizationId,
        content,
        clientId,
        fileId,
        quoteId,
      }).unwrap();
      setText('');
      setFile(null);
      setFailure(null);
      onSent(sent);
    } catch (error) {
      setFailure({ clientId, text, file, fileId, error });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return { text, setText, file, setFile, failure, sending, send };
}
