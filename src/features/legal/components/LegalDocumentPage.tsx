import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format/dates';
import { isLegalDocument, type LegalBlock } from '../model/legalDocument';
import type { LegalNamespace } from '../model/legalPages';
import { InlineText } from './InlineText';
import { LegalFrame } from './LegalFrame';
import { DocumentTitle } from '@/lib/ui/views/feedback/DocumentTitle';

function Blocks({ blocks }: { blocks: LegalBlock[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        typeof block === 'string' ? (
          <Typography key={index} sx={{ mb: 1.5 }}>
            <InlineText text={block} />
          </Typography>
        ) : (
          <Box key={index} component="ul" sx={{ mt: 0, mb: 1.5, pl: 3 }}>
            {block.items.map((item, at) => (
              <Typography key={at} component="li" sx={{ mb: 0.5 }}>
                <InlineText text={item} />
              </Typography>
            ))}
          </Box>
        ),
      )}
    </>
  );
}

/** Keeps a heading clear of the top edge when an anchor scrolls to it. */
const anchored = { scrollMarginTop: 16 } as const;

/**
 * One legal document, read from its namespace's `doc` (data, rendered as elements): title, last
 * update, table of contents with in-page anchors, sections (h2) and subsections (h3).
 */
export function LegalDocumentPage({ ns }: { ns: LegalNamespace }) {
  const { t, i18n } = useTranslation([ns, 'legal']);
  const raw: unknown = t('doc', { ns, returnObjects: true });
  const doc = isLegalDocument(raw) ? raw : null;

  return (
    <LegalFrame>
      {doc === null ? (
        <Typography role="alert">{t('legal:document.unavailable')}</Typography>
      ) : (
        <Box component="article" aria-labelledby="legal-title">
          <DocumentTitle title={doc.title} />
          <Typography id="legal-title" variant="h1" sx={{ mb: 1 }}>
            {doc.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('legal:document.updated', {
              date: formatDate(doc.updated, i18n.language, 'UTC'),
            })}
          </Typography>
          <Blocks blocks={doc.intro} />
          <Box
            component="nav"
            aria-labelledby="legal-toc"
            sx={{
              my: 3,
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              displayPrint: 'none',
            }}
          >
            <Typography id="legal-toc" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {t('legal:document.contents')}
            </Typography>
            {/* The headings carry their own numbers: no list markers on top of them. */}
            <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
              {doc.sections.map((section) => (
                <Typography key={section.id} component="li" sx={{ mb: 0.5 }}>
                  <Link href={`#${section.id}`}>{section.heading}</Link>
                </Typography>
              ))}
            </Box>
          </Box>
          {doc.sections.map((section) => (
            <Box key={section.id} component="section" aria-labelledby={section.id} sx={{ mb: 3 }}>
              <Typography
                id={section.id}
                variant="h2"
                sx={{ ...anchored, fontSize: { xs: '1.35rem', sm: '1.6rem' }, mt: 4, mb: 1.5 }}
              >
                {section.heading}
              </Typography>
              <Blocks blocks={section.content} />
              {section.subsections?.map((sub) => (
                <Box key={sub.id} component="section" aria-labelledby={sub.id}>
                  <Typography
                    id={sub.id}
                    variant="h3"
                    sx={{ ...anchored, fontSize: { xs: '1.1rem', sm: '1.2rem' }, mt: 2.5, mb: 1 }}
                  >
                    {sub.heading}
                  </Typography>
                  <Blocks blocks={sub.content} />
                </Box>
              ))}
            </Box>
          ))}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4, displayPrint: 'none' }}>
            <Link href="#legal-title">{t('legal:document.backToTop')}</Link>
            <Button variant="outlined" size="small" onClick={() => window.print()}>
              {t('legal:document.print')}
            </Button>
          </Box>
        </Box>
      )}
    </LegalFrame>
  );
}
