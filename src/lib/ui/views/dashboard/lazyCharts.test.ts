import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const sources = readdirSync(here).filter(
  (file) => /\.tsx?$/.test(file) && !file.includes('.test.') && file !== 'ChartBody.tsx',
);

describe('the dashboard kit keeps MUI X Charts out of the pages’ chunks', () => {
  it('imports the charts only in ChartBody', () => {
    for (const file of sources) {
      expect(readFileSync(join(here, file), 'utf8'), file).not.toContain('@mui/x-charts');
    }
  });

  it('reaches ChartBody only through a dynamic import', () => {
    for (const file of sources) {
      const text = readFileSync(join(here, file), 'utf8');
      expect(text, file).not.toMatch(/from '\.\/ChartBody'/);
    }
    expect(readFileSync(join(here, 'ChartCard.tsx'), 'utf8')).toContain("import('./ChartBody')");
  });

  it('is not re-exported by the kit’s index (the login page imports it)', () => {
    expect(readFileSync(join(here, '..', '..', 'index.ts'), 'utf8')).not.toMatch(
      /from '\.\/views\/dashboard/,
    );
  });
});
