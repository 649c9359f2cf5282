import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { DemoMailLink } from '@/entities/account';

/** The path and query of `url` when it is on `origin`; null for any other site or a bad URL. */
export function inAppPath(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.origin !== origin) return null;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}

/**
 * A mail's links: those on our origin as links (followed inside the app), any other as plain
 * text, never clickable (the mailbox never leads to another site).
 */
export function MailLinks({ links, origin }: { links: DemoMailLink[]; origin: string }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
      {links.map((link) => {
        const path = inAppPath(link.url, origin);
        return (
          <li key={`${link.label} ${link.url}`}>
            {path ? (
              <Link component={RouterLink} to={path} sx={{ overflowWrap: 'anywhere' }}>
                {link.label}
              </Link>
            ) : (
              <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                {link.label}: {link.url}
              </Typography>
            )}
          </li>
        );
      })}
    </ul>
  );
}
