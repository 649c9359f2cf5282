import { startAs } from './support/accounts';
import { expect, test } from './support/fixtures';

/** What the production build gives away (DECISIONS.md, "Session hardening"). */

declare global {
  interface Window {
    devToolsAsked?: boolean;
  }
}

test('the production build hides its source maps and never connects Redux DevTools', async ({
  page,
  request,
}) => {
  // What the Redux DevTools extension installs; Redux Toolkit calls it (with its options) only
  // when configureStore's devTools is on, and composes the store's enhancers with what it returns.
  await page.addInitScript(() => {
    const compose =
      (...enhancers: ((next: unknown) => unknown)[]) =>
      (createStore: unknown) =>
        enhancers.reduceRight((next, enhancer) => enhancer(next), createStore);
    Object.assign(window, {
      __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: () => {
        window.devToolsAsked = true;
        return compose;
      },
    });
  });
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });

  await startAs(page, 'operator@demo.aero');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');

  expect(await page.evaluate(() => window.devToolsAsked ?? false)).toBe(false);
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const response = await request.get(url);
    expect(response.headers()['sourcemap'], url).toBeUndefined();
    expect(await response.text(), url).not.toContain('sourceMappingURL=');
  }
});

test('the server serves no source map and no build manifest', async ({ page, request }) => {
  const assets: string[] = [];
  page.on('response', (response) => {
    if (/\.(js|css)$/.test(new URL(response.url()).pathname)) assets.push(response.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(assets.length).toBeGreaterThan(0);

  // Where Vite writes them: beside each file, and .vite/manifest.json. An unknown path may answer
  // the app's index.html (the SPA fallback), never the map or the manifest.
  for (const url of [...assets.map((asset) => `${asset}.map`), '/.vite/manifest.json']) {
    const response = await request.get(url);
    const body = await response.text();
    expect(body, url).not.toContain('"mappings"');
    expect(body, url).not.toContain('"sourcesContent"');
    expect(body, url).not.toContain('"isEntry"');
    expect(response.headers()['content-type'] ?? '', url).not.toContain('json');
  }
});
