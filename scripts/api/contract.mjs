/**
 * The files generated from the OpenAPI document (docs/api/openapi.yaml), and their check.
 *
 * `node scripts/api/contract.mjs generate` (npm run api:types): the TypeScript types
 * (openapi-typescript) and a JSON copy of the document (what the response validator reads, in
 * Node and in the dev server, without a YAML parser in the app) into src/lib/api/generated,
 * with the document's enum members and limits as typed constants (constants.ts, constants.mjs).
 * `node scripts/api/contract.mjs check` (npm run api:check): the same into a temporary folder,
 * failing when a checked-in file differs (the document was edited without `npm run api:types`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { constantsModule } from './constants.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const DOCUMENT = join(root, 'docs/api/openapi.yaml');
export const GENERATED = join(root, 'src/lib/api/generated');
export const GENERATED_FILES = ['openapi.ts', 'openapi.json', 'constants.ts'];

/** The document as JSON, two-space indented, one trailing newline. */
export function documentJson(yamlText) {
  return `${JSON.stringify(load(yamlText), null, 2)}\n`;
}

export function generate(folder) {
  const bin = join(root, 'node_modules/.bin/openapi-typescript');
  execFileSync(bin, [DOCUMENT, '-o', join(folder, 'openapi.ts')], { stdio: 'pipe' });
  const yamlText = readFileSync(DOCUMENT, 'utf8');
  writeFileSync(join(folder, 'openapi.json'), documentJson(yamlText));
  writeFileSync(join(folder, 'constants.ts'), constantsModule(load(yamlText)));
}

/** The generated files whose checked-in copy differs from a fresh generation. */
export function staleFiles() {
  const fresh = mkdtempSync(join(tmpdir(), 'api-contract-'));
  try {
    generate(fresh);
    return GENERATED_FILES.filter((file) => {
      const current = join(GENERATED, file);
      if (!existsSync(current)) return true;
      return readFileSync(current, 'utf8') !== readFileSync(join(fresh, file), 'utf8');
    });
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}

const command = process.argv[2];
if (command === 'generate') {
  generate(GENERATED);
  console.log(`Generated ${GENERATED_FILES.join(', ')} in src/lib/api/generated.`);
} else if (command === 'check') {
  const stale = staleFiles();
  if (stale.length > 0) {
    console.error(
      `Not current with docs/api/openapi.yaml: ${stale.map((f) => `src/lib/api/generated/${f}`).join(', ')}. Run npm run api:types and commit.`,
    );
    process.exit(1);
  }
  console.log('The generated API files are current.');
}
