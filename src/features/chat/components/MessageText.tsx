import Link from '@mui/material/Link';
import { messageParts } from '../model/safeLinks';

/**
 * A message's text as text nodes, its http, https and mailto links as anchors that open
 * elsewhere without giving the page a handle on this one; nothing is read as HTML.
 */
export function MessageText({ content }: { content: string }) {
  return messageParts(content).map((part, index) =>
    part.kind === 'link' ? (
      <Link
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ overflowWrap: 'anywhere' }}
      >
        {part.text}
      </Link>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}
