import { describe, expect, it } from 'vitest';
import { reactRouterExports } from './react-router-exports.ts';
import { missingExports, namedImports, opaqueImports, siteSourceFiles } from './site-imports.ts';

const ROUTER = 'react-router';

describe('React Router exports in use', () => {
  const files = siteSourceFiles();

  it('finds the site code to check', () => {
    expect(namedImports(ROUTER, files).some((i) => i.file.startsWith('apps/shell/src/'))).toBe(
      true,
    );
  });

  it('every React Router export the code imports is in the trimmed shared copy', () => {
    expect(
      missingExports(ROUTER, reactRouterExports, files),
      'add them to packages/build-config/src/react-router-exports.ts (and rebuild the shell)',
    ).toEqual([]);
  });

  it('no code imports React Router in a way the check cannot see', () => {
    expect(opaqueImports(ROUTER, files)).toEqual([]);
  });
});
