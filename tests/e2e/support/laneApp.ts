/**
 * `tsx tests/e2e/support/laneApp.ts <lane>`: the production build a lane's journeys run against,
 * served by `vite preview` on the lane's port and pointed at the lane's demo API.
 *
 * The app is built once (lane 0, into dist-e2e): the API address is inlined at build time, so each
 * other lane gets a copy of that build with the address rewritten (dist-e2e-<lane>) instead of a
 * second two-minute build. The other lanes wait until lane 0 answers, that is until the copies
 * exist. Each preview sends the Content-Security-Policy of its own API address (vite.config reads
 * VITE_API_URL from the environment).
 */
import { spawn } from 'node:child_process';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANES, apiPortOf, apiUrlOf, appPortOf, appUrlOf } from './env';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const lane = Number(process.argv[2] ?? 0);
const outDirOf = (n: number) => (n === 0 ? 'dist-e2e' : `dist-e2e-${n}`);
/** Files that may carry the API address: the bundles, index.html, csp.txt. */
const TEXT = /\.(html|js|mjs|css|txt|json|webmanifest)$/;

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: exit ${code}`)),
    );
  });
}

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** dist-e2e copied to the lane's folder, with lane 0's API address replaced by the lane's. */
async function copyFor(target: number): Promise<void> {
  const from = join(root, outDirOf(0));
  const to = join(root, outDirOf(target));
  await rm(to, { recursive: true, force: true });
  await cp(from, to, { recursive: true });
  const address = new RegExp(`(localhost|127\\.0\\.0\\.1):${apiPortOf(0)}\\b`, 'g');
  for (const file of (await filesOf(to)).filter((f) => TEXT.test(f))) {
    const text = await readFile(file, 'utf8');
    const moved = text.replace(address, `$1:${apiPortOf(target)}`);
    if (moved !== text) await writeFile(file, moved);
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitFor(url: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(url))) {
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// A build shows the demo mailbox only when asked: the journeys follow its links.
const env = { VITE_API_URL: apiUrlOf(lane), VITE_DEMO_MAILBOX: 'true' };
if (lane === 0) {
  await run(
    'npx',
    ['vite', 'build', '--outDir', outDirOf(0), '--emptyOutDir', '--logLevel', 'warn'],
    env,
  );
  for (let other = 1; other < LANES; other += 1) await copyFor(other);
} else {
  await waitFor(appUrlOf(0));
}
await run(
  'npx',
  [
    'vite',
    'preview',
    '--outDir',
    outDirOf(lane),
    '--port',
    String(appPortOf(lane)),
    '--strictPort',
  ],
  env,
);
