import { describe, expect, it } from 'vitest';
import { chakraExports } from './chakra-exports.ts';
import {
  entryImports,
  missingExports,
  namedImports,
  opaqueImports,
  siteSourceFiles,
} from './site-imports.ts';

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

  it("only @peptox/ui takes a component from Chakra's own entries (its theme entry aside)", () => {
    // '@chakra-ui/react/toast' and the like bundle the component with the importer. Inside the
    // shell's copy of @peptox/ui that shares the shell's Chakra internals, so a part loaded on
    // demand can use it; inside a tool it would bring a second Chakra whose components do not
    // see the shell's provider. A tool takes such a part from @peptox/ui, or adds the component
    // to chakra-exports.ts.
    const outside = entryImports(CHAKRA, files).filter(
      ({ entry, file }) => entry !== 'theme' && !file.startsWith('packages/ui/src/'),
    );
    expect(outside.map(({ entry, file }) => `${CHAKRA}/${entry} (${file})`)).toEqual([]);
  });

  it('no code imports Chakra in a way the check cannot see', () => {
    expect(opaqueImports(CHAKRA, files)).toEqual([]);
  });
});
