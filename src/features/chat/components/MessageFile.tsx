import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { env } from '@/lib/config/env';
import { safeHref } from '../model/safeLinks';
import type { ChatMessage } from '../api/chat.api';

/** Where a stored file is read: its url on the API's host (uploads are served there). */
function fileHref(url: string): string | null {
  try {
    return safeHref(new URL(url, env.apiUrl).href);
  } catch {
    return null;
  }
}

/** A message's file: an image previewed (opening it full size), any other file downloaded. */
export function MessageFile({ message }: { message: ChatMessage }) {
  const { fileUrl, filePath, fileContentType } = message;
  const href = fileUrl === null ? null : fileHref(fileUrl);
  if (href === null || filePath === null) return null;
  if (fileContentType?.startsWith('image/')) {
    return (
      <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ display: 'block', mt: 1 }}>
        <Box
          component="img"
          src={href}
          alt={filePath}
          loading="lazy"
          sx={{ display: 'block', maxWidth: 240, maxHeight: 180, borderRadius: 1 }}
        />
      </Link>
    );
  }
  return (
    <Link
      href={href}
      download={filePath}
      rel="noopener noreferrer"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1 }}
    >
      <AttachFileIcon fontSize="small" aria-hidden />
      {filePath}
    </Link>
  );
}
