import { describe, expect, it } from 'vitest';
import { chakraExports } from './chakra-exports.ts';
import { reactRouterExports } from './react-router-exports.ts';
import {
  entryImports,
  missingExports,
  namedImports,
  opaqueImports,
  siteSourceFiles,
} from './site-imports.ts';

// The shared libraries trimmed to a list of exports (shared.ts). A tool importing what the
// shell's copy lacks would crash inside the site, so any code in the repository doing so fails
// here, with the list to add it to.
const trimmed = [
  { library: '@chakra-ui/react', exports: chakraExports, list: 'chakra-exports.ts' },
  { library: 'react-router', exports: reactRouterExports, list: 'react-router-exports.ts' },
];
const files = siteSourceFiles();

describe.each(trimmed)('$library exports in use', ({ library, exports, list }) => {
  it('finds the site code to check', () => {
    expect(namedImports(library, files).some((i) => i.file.startsWith('packages/ui/src/'))).toBe(
      true,
    );
  });

  it('every export the code imports is in the trimmed shared copy', () => {
    expect(
      missingExports(library, exports, files),
      `add them to packages/build-config/src/${list} (and rebuild the shell)`,
    ).toEqual([]);
  });

  it('no code imports it in a way the check cannot see', () => {
    expect(opaqueImports(library, files)).toEqual([]);
  });
});

it("only @peptox/ui takes a component from Chakra's own entries (its theme entry aside)", () => {
  // '@chakra-ui/react/toast' and the like bundle the component with the importer. Inside the
  // shell's copy of @peptox/ui that shares the shell's Chakra internals, so a part loaded on
  // demand can use it; inside a tool it would bring a second Chakra whose components do not see
  // the shell's provider. A tool takes such a part from @peptox/ui, or adds the component to
  // chakra-exports.ts.
  const outside = entryImports('@chakra-ui/react', files).filter(
    ({ entry, file }) => entry !== 'theme' && !file.startsWith('packages/ui/src/'),
  );
  expect(outside.map(({ entry, file }) => `@chakra-ui/react/${entry} (${file})`)).toEqual([]);
});
