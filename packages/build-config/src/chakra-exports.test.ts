import { describe, expect, it } from 'vitest';
import { chakraExports } from './chakra-exports.ts';
import { missingExports, namedImports, opaqueImports, siteSourceFiles } from './site-imports.ts';

const CHAKRA = '@chakra-ui/react';

describe('Chakra exports in use', () => {
  const files = siteSourceFiles();

  it('finds the site code to check', () => {
    expect(namedImports(CHAKRA, files).some((i) => i.file.startsWith('packages/ui/src/'))).toBe(
      true,
    );
  });

  it('every Chakra export the code imports is in the trimmed shared copy', () => {
    expect(
      missingExports(CHAKRA, chakraExports, files),
      'add them to packages/build-config/src/chakra-exports.ts (and rebuild the shell)',
    ).toEqual([]);
  });

  it('no code imports Chakra in a way the check cannot see', () => {
    expect(opaqueImports(CHAKRA, files)).toEqual([]);
  });
});
