import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The site runs this package in the browser (SMILES checks as the user types, depictions), so its
// source, tests aside, imports no Node built-in; RDKit itself is imported only by loadRDKit.
describe('browser safety', () => {
  it('imports only its own modules, and RDKit lazily', () => {
    const dir = new URL('.', import.meta.url);
    const sources = readdirSync(dir).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.fixture.ts'),
    );
    expect(sources).toContain('index.ts');
    for (const file of sources) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      const valueImports = [
        ...text.matchAll(/^(?:import|export) (?!type )[^;]*? from '([^']+)'/gm),
      ];
      expect(
        valueImports.map((m) => m[1]).filter((path) => !path?.startsWith('./')),
        file,
      ).toEqual([]);
      const typeImports = [...text.matchAll(/^import type [^;]*? from '([^']+)'/gm)];
      for (const [, path] of typeImports) expect(path, file).toMatch(/^(\.\/|@rdkit\/rdkit$)/);
      const dynamicImports = [...text.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1]);
      expect(dynamicImports, file).toEqual(file === 'rdkit.ts' ? ['@rdkit/rdkit'] : []);
    }
  });
});
