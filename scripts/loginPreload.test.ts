import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { loginFiles, preloadScript } from './loginPreload';

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  isEntry = false,
): OutputChunk => ({ type: 'chunk', fileName, facadeModuleId, imports, isEntry }) as OutputChunk;

function bundleOf(...chunks: OutputChunk[]): OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

const SRC = '/repo/src/features/auth';
const entry = chunk('assets/index.js', '/repo/index.html', ['assets/startup.js'], true);
const startup = chunk('assets/startup.js', null);
const page = chunk('assets/login-page.js', `${SRC}/pages/LoginPage.tsx`, [
  'assets/startup.js',
  'assets/login-forms.js',
]);
const forms = chunk('assets/login-forms.js', null, ['assets/startup.js']);
const texts = chunk('assets/auth-texts.js', '/repo/locales/en/auth.json?raw');
const demo = chunk('assets/demo-list.js', `${SRC}/components/DemoAccounts.tsx`, [
  'assets/startup.js',
]);
const other = chunk('assets/crews.js', '/repo/src/features/fleet/pages/CrewListPage.tsx');

describe('loginFiles', () => {
  it.each([
    [
      'page, its imports and its texts, not the startup chunk',
      [entry, startup, page, forms, texts, other],
      ['assets/auth-texts.js', 'assets/login-forms.js', 'assets/login-page.js'],
    ],
    [
      'the demo list too in a demo build',
      [entry, startup, page, forms, texts, demo],
      [
        'assets/auth-texts.js',
        'assets/demo-list.js',
        'assets/login-forms.js',
        'assets/login-page.js',
      ],
    ],
    ['nothing without a login page', [entry, startup, other], []],
  ] as const)('%s', (_case, chunks, expected) => {
    expect(loginFiles(bundleOf(...chunks))).toEqual(expected);
  });
});

describe('preloadScript', () => {
  const run = (pathname: string) => {
    const appended: { rel: string; href: string; crossOrigin: string | null }[] = [];
    const document = {
      createElement: () => ({ rel: '', href: '', crossOrigin: null as string | null }),
      head: { appendChild: (link: (typeof appended)[number]) => appended.push(link) },
    };
    const script = preloadScript(['assets/a.js', 'assets/b.js'], '/');
    new Function('location', 'document', script)({ pathname }, document);
    return appended;
  };

  it('asks for the files on /login only', () => {
    expect(run('/login')).toEqual([
      { rel: 'modulepreload', href: '/assets/a.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/b.js', crossOrigin: '' },
    ]);
    expect(run('/trips')).toEqual([]);
    expect(run('/login-help')).toEqual([]);
  });
});
