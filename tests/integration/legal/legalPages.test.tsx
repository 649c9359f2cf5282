import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/utils/renderRoute';

interface DocHeadings {
  title: string;
  sections: { id: string; heading: string; subsections?: { heading: string }[] }[];
}

/** The document's title and headings, read from its locale file (what the page must show). */
function headingsOf(language: 'en' | 'fr', ns: string): DocHeadings {
  const file = path.resolve(__dirname, '../../../locales', language, `${ns}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { doc: DocHeadings }).doc;
}

const PAGES = [
  ['/privacy-policy', 'legal-privacy', 'Privacy policy', 'Politique de confidentialité'],
  ['/cookies-policy', 'legal-cookies', 'Cookies policy', 'Politique de cookies'],
  ['/terms-of-services', 'legal-services', 'Terms of services', 'Conditions générales de services'],
  ['/commercial-terms', 'legal-commercial', 'Commercial terms', 'Conditions commerciales'],
  ['/terms-of-use', 'legal-use', 'Terms of use', "Conditions d'utilisation"],
  ['/legal-notices', 'legal-notices', 'Legal notices', 'Mentions légales'],
] as const;

describe.each(PAGES)('%s', (pagePath, ns, english, french) => {
  it.each([
    ['en', english, 'Contents', 'Last updated: '],
    ['fr', french, 'Sommaire', 'Dernière mise à jour : '],
  ] as const)(
    'shows its title, headings and table of contents in %s without login',
    async (language, title, contents, updated) => {
      const app = await renderRoute(pagePath, { preferences: { language } });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(app.location().pathname).toBe(pagePath);
      expect(screen.getByText(new RegExp(`^${updated}`))).toBeInTheDocument();

      const doc = headingsOf(language, ns);
      const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      expect(h2).toEqual([contents, ...doc.sections.map((s) => s.heading)]);
      const h3 = screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
      expect(h3).toEqual(doc.sections.flatMap((s) => (s.subsections ?? []).map((u) => u.heading)));

      // Each table-of-contents entry points at its section's heading.
      const toc = screen.getByRole('navigation', { name: contents });
      const entries = within(toc).getAllByRole('link');
      expect(entries).toHaveLength(doc.sections.length);
      for (const [index, section] of doc.sections.entries()) {
        expect(entries[index]).toHaveAttribute('href', `#${section.id}`);
        expect(entries[index]).toHaveTextContent(section.heading);
        expect(document.getElementById(section.id)).toHaveTextContent(section.heading);
      }
    },
  );
});

describe('links between the legal pages', () => {
  it('the footer lists every legal page and contact; a paragraph links to another page', async () => {
    const user = userEvent.setup();
    const app = await renderRoute('/privacy-policy', { preferences: { language: 'en' } });
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    const footer = screen.getByRole('navigation', { name: 'Legal information' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/privacy-policy',
      '/cookies-policy',
      '/terms-of-services',
      '/commercial-terms',
      '/terms-of-use',
      '/legal-notices',
      '/contact',
    ]);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

    // "[cookies policy](cookies-policy)" in the last section is a router link.
    const security = screen.getByRole('region', { name: '10. Security and changes' });
    await user.click(within(security).getByRole('link', { name: 'cookies policy' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cookies policy' }),
    ).toBeInTheDocument();
    expect(app.location().pathname).toBe('/cookies-policy');

    // The new page has its own footer.
    const newFooter = screen.getByRole('navigation', { name: 'Legal information' });
    await user.click(within(newFooter).getByRole('link', { name: 'Contact us' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact us' }),
    ).toBeInTheDocument();
  });

  it('is readable inside the app: a logged-in user gets a way back to the application', async () => {
    const app = await renderRoute('/terms-of-use', {
      as: 'buyer',
      preferences: { language: 'en' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Terms of use' });
    expect(app.location().pathname).toBe('/terms-of-use');
    expect(screen.getByRole('link', { name: 'Back to the application' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
