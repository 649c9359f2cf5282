/**
 * What a build writes that no server may serve: the source maps (they carry the whole TypeScript
 * source) and Vite's manifest (`.vite/manifest.json`, every module's chunk). Once the build is
 * written they move out of the served folder into `<outDir>-sourcemaps/` beside it, at the same
 * relative paths: `dist/assets/x.js` has its map at `dist-sourcemaps/assets/x.js.map`, ready for
 * uploading to Sentry; scripts/size.mjs reads the manifest and the maps there.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const VITE_DIR = '.vite';

/** The folder that receives `outDir`'s maps and manifest (a sibling, never inside it). */
export function asideDirOf(outDir) {
  return `${path.resolve(outDir)}-sourcemaps`;
}

/** Paths, relative to `dir`, of the files and folders that must not be served. */
function unservable(dir, relative = '') {
  return readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const item = path.join(relative, entry.name);
    if (entry.isDirectory()) return entry.name === VITE_DIR ? [item] : unservable(dir, item);
    return entry.name.endsWith('.map') ? [item] : [];
  });
}

/**
 * Moves every `.map` file and the `.vite` folder of `outDir` to its aside folder (emptied first,
 * so no map of an earlier build stays). Returns the moved paths, relative to both folders.
 */
export function moveAside(outDir) {
  const aside = asideDirOf(outDir);
  rmSync(aside, { recursive: true, force: true });
  if (!existsSync(outDir)) return [];
  const moved = unservable(outDir);
  for (const item of moved) {
    const target = path.join(aside, item);
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(path.join(outDir, item), target);
  }
  return moved;
}

/** The Vite plugin: after each production build, the maps and the manifest leave the served folder. */
export function buildAside() {
  let outDir = '';
  return {
    name: 'build-aside',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      moveAside(outDir);
    },
  };
}
