import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { legalPaths } from '../paths';
import { LEGAL_PAGES } from '../model/legalPages';

/** The legal links (and contact) at the foot of public pages. */
export function LegalFooter() {
  const { t } = useTranslation('legal');
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', mt: 6, py: 3, px: 2, displayPrint: 'none' }}
    >
      <Box component="nav" aria-label={t('footer.label')} sx={{ maxWidth: 'md', mx: 'auto' }}>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 3,
            rowGap: 1,
          }}
        >
          {LEGAL_PAGES.map((page) => (
            <li key={page.name}>
              <Link component={RouterLink} to={page.to()} variant="body2">
                {t(`pages.${page.name}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link component={RouterLink} to={legalPaths.contact()} variant="body2">
              {t('pages.contact')}
            </Link>
          </li>
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
          {t('footer.copyright', { year: 2026 })}
        </Typography>
      </Box>
    </Box>
  );
}
