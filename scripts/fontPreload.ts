import type { Plugin } from 'vite';

/** The font file every page needs first (src/lib/theme/fonts.css): Inter's Latin subset. */
const FIRST_FONT = /inter-latin-wght-normal(-[\w-]+)?\.woff2$/;

/**
 * A `<link rel="preload">` for the Latin font in the built index.html: the browser fetches it
 * with the startup chunk instead of after the CSS is applied, so text first paints in Inter.
 * Fonts are fetched in CORS mode, hence `crossorigin` (without it the preload is wasted).
 */
export function fontPreload(): Plugin {
  let base = '/';
  return {
    name: 'font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.values(ctx.bundle ?? {}).find(
          (item) => item.type === 'asset' && FIRST_FONT.test(item.fileName),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `${base}${font.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
