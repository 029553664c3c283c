import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The site runs this package in the browser (FASTA checks as the user types, /sequence-info),
// so its source, tests aside, must not import Node's built-in modules.
describe('browser safety', () => {
  it('imports no Node built-in outside the tests', () => {
    const dir = new URL('.', import.meta.url);
    const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(sources).toContain('index.ts');
    for (const file of sources) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      const imports = [...text.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1]);
      expect(
        imports.filter((i) => !i?.startsWith('./')),
        file,
      ).toEqual([]);
    }
  });
});
