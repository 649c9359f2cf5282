import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { inlineParts } from '../model/legalDocument';
import { LINK_TARGETS, pathOf } from '../model/legalPages';

/** A paragraph's text, its `[words](page)` links made router links to our own pages. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {inlineParts(text, LINK_TARGETS).map((part, index) =>
        'target' in part ? (
          <Link key={index} component={RouterLink} to={pathOf(part.target)}>
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
