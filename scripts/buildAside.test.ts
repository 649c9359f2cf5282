import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { asideDirOf, moveAside } from './buildAside.mjs';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function write(file: string, text = 'x') {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Every file under `dir`, relative, sorted. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A build as Vite writes it with `manifest: true` and `sourcemap: 'hidden'`. */
function builtApp() {
  const root = mkdtempSync(path.join(tmpdir(), 'build-aside-'));
  roots.push(root);
  const dist = path.join(root, 'dist-e2e');
  write(path.join(dist, 'index.html'));
  write(path.join(dist, 'csp.txt'));
  write(path.join(dist, 'assets/index-abc.js'));
  write(path.join(dist, 'assets/index-abc.js.map'), '{"sources":["src/main.tsx"]}');
  write(path.join(dist, 'assets/deep/x.css'));
  write(path.join(dist, 'assets/deep/x.css.map'));
  write(path.join(dist, '.vite/manifest.json'), '{"index.html":{"isEntry":true}}');
  // A map of an earlier build: it must not survive beside the new ones.
  write(path.join(`${dist}-sourcemaps`, 'assets/old.js.map'));
  return dist;
}

describe('moveAside: what a build must not serve leaves the served folder', () => {
  it('moves the source maps and the manifest to <outDir>-sourcemaps, same relative paths', () => {
    const dist = builtApp();

    const moved = moveAside(dist);

    expect(filesOf(dist)).toEqual([
      'assets/deep/x.css',
      'assets/index-abc.js',
      'csp.txt',
      'index.html',
    ]);
    const aside = asideDirOf(dist);
    expect(aside).toBe(`${dist}-sourcemaps`);
    expect(filesOf(aside)).toEqual([
      '.vite/manifest.json',
      'assets/deep/x.css.map',
      'assets/index-abc.js.map',
    ]);
    expect(moved.sort()).toEqual(['.vite', 'assets/deep/x.css.map', 'assets/index-abc.js.map']);
    expect(readFileSync(path.join(aside, 'assets/index-abc.js.map'), 'utf8')).toContain(
      'src/main.tsx',
    );
  });

  it('a build without maps leaves no earlier maps aside; no build moves nothing', () => {
    const dist = builtApp();
    moveAside(dist);
    expect(moveAside(dist)).toEqual([]);
    expect(existsSync(asideDirOf(dist))).toBe(false);
    expect(moveAside(path.join(dist, 'missing'))).toEqual([]);
  });
});
