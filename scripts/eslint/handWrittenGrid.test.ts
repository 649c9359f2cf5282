import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The rule as `npm run lint` runs it: the project's eslint.config.js, code at a fake path. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'local/no-hand-written-grid';
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });
  // The first lint loads the config and the TypeScript parser: longer than a test's 5 s when busy.
  await eslint.lintText('export {};', { filePath: path.join(ROOT, 'src/features/auth/warm.tsx') });
}, 60_000);

async function gridWarnings(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE);
}

const IN_FEATURE = 'src/features/fleet/components/Fake.tsx';
const box = "import Box from '@mui/material/Box';\n";
const styled = "import { styled } from '@mui/material/styles';\n";

describe('a hand-written CSS grid in a feature', () => {
  it.each([
    ['sx display grid', `${box}export const A = () => <Box sx={{ display: 'grid', gap: 2 }} />;`],
    [
      'sx grid columns alone',
      `${box}export const A = () => <Box sx={{ gridTemplateColumns: '1fr 1fr' }} />;`,
    ],
    [
      'a responsive display',
      `${box}export const A = () => <Box sx={{ display: { xs: 'block', md: 'grid' } }} />;`,
    ],
    ['an sx constant', "export const gridSx = { display: 'inline-grid' } as const;"],
    ['styled, object', `${styled}export const G = styled('div')({ display: 'grid' });`],
    ['styled, template', `${styled}export const G = styled.div\`\n  display: grid;\n\`;`],
    ['a system prop', `${box}export const A = () => <Box display="grid" />;`],
  ])('%s: one warning naming the kit layouts', async (_case, code) => {
    const warnings = await gridWarnings(IN_FEATURE, code);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.severity).toBe(1);
    expect(warnings[0]?.message).toMatch(/FieldGrid or FieldRows.*Columns.*CardGrid.*Stack/);
  });

  it('is an error in a feature already cleared of them', async () => {
    const code = `${box}export const A = () => <Box sx={{ display: 'grid', gap: 2 }} />;`;
    const [error] = await gridWarnings('src/features/trips/components/Fake.tsx', code);
    expect(error?.severity).toBe(2);
  });

  it('one warning for a style object setting several grid properties', async () => {
    const code = `${box}export const A = () => <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }} />;`;
    expect(await gridWarnings(IN_FEATURE, code)).toHaveLength(1);
  });
});

describe('what is not a hand-written grid in a feature', () => {
  it.each([
    ['flex', IN_FEATURE, `${box}export const A = () => <Box sx={{ display: 'flex' }} />;`],
    [
      'a grid item',
      IN_FEATURE,
      `${box}export const A = () => <Box sx={{ gridColumn: '1 / -1' }} />;`,
    ],
    [
      'the kit itself',
      'src/lib/ui/form/Fake.tsx',
      `${box}export const A = () => <Box sx={{ display: 'grid' }} />;`,
    ],
  ])('%s', async (_case, file, code) => {
    expect(await gridWarnings(file, code)).toEqual([]);
  });
});
