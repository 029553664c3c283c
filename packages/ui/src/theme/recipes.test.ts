/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import {
  entryImports,
  namedImports,
  relative,
  siteSourceFiles,
} from '@peptox/build-config/site-imports';
import { describe, expect, it } from 'vitest';
import { recipes, slotRecipes } from './recipes.ts';
import { system } from './system.ts';

// Chakra's own ES modules: which recipe each of its components styles itself with.
const chakraDir = join(
  dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')),
  '..',
  'esm',
);
const read = (file: string) => readFileSync(file, 'utf8');

/** Chakra export name -> the module that defines it. */
function chakraExportFiles(): Map<string, string> {
  const index = read(join(chakraDir, 'index.js'));
  const files = new Map<string, string>();
  for (const [, names = '', from = ''] of index.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g,
  )) {
    for (const name of names.split(',')) {
      const exported = name
        .split(/\s+as\s+/)
        .at(-1)
        ?.trim();
      if (exported) files.set(exported, join(chakraDir, from));
    }
  }
  // import * as namespace$6 from './components/card/namespace.js'; export { namespace$6 as Card };
  const namespaces = new Map(
    [...index.matchAll(/import\s*\*\s*as\s+(\S+)\s+from\s*'(\.[^']+)'/g)].map(([, id, from]) => [
      id,
      join(chakraDir, from as string),
    ]),
  );
  for (const [, id = '', exported = ''] of index.matchAll(
    /export\s*\{\s*(\S+)\s+as\s+(\w+)\s*\}/g,
  )) {
    const file = namespaces.get(id);
    if (file) files.set(exported, file);
  }
  return files;
}

const RECIPE_KEY =
  /(?:create(?:Slot)?RecipeContext|use(?:Slot)?Recipe)\(\s*\{\s*key:\s*['"](\w+)['"]/g;

/** Recipe keys a Chakra module styles with, following its relative imports. */
function recipeKeysFrom(file: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(file)) return keys;
  seen.add(file);
  const text = read(file);
  for (const [, key] of text.matchAll(RECIPE_KEY)) keys.add(key as string);
  for (const [, from] of text.matchAll(/(?:from|import)\s*'(\.[^']+)'/g)) {
    for (const key of recipeKeysFrom(join(dirname(file), from as string), seen)) keys.add(key);
  }
  return keys;
}

/** Each recipe the site's code needs, with who needs it. */
function recipesInUse(): Map<string, Set<string>> {
  const files = siteSourceFiles();
  const exportFiles = chakraExportFiles();
  const users = new Map<string, Set<string>>();
  const use = (key: string, who: string) => users.set(key, (users.get(key) ?? new Set()).add(who));
  for (const { name, file } of namedImports('@chakra-ui/react', files)) {
    const module = exportFiles.get(name);
    if (module) for (const key of recipeKeysFrom(module)) use(key, `${name} in ${file}`);
  }
  // A component taken from its own entry ('@chakra-ui/react/toast'): all that entry styles.
  for (const { entry, file } of entryImports('@chakra-ui/react', files)) {
    const module = join(chakraDir, 'components', entry, 'index.js');
    if (entry !== 'theme')
      for (const key of recipeKeysFrom(module)) use(key, `${entry} in ${file}`);
  }
  for (const file of files) {
    for (const [, key] of read(file).matchAll(RECIPE_KEY)) use(key as string, relative(file));
  }
  // Only what Chakra's theme styles: a key without a recipe there (text, pagination) is unstyled anyway.
  for (const key of users.keys())
    if (!(key in chakraRecipes || key in chakraSlotRecipes)) users.delete(key);
  return users;
}

const exportName = (key: string) =>
  key in chakraSlotRecipes ? `${key}SlotRecipe` : `${key}Recipe`;

describe('the Chakra recipes the theme ships', () => {
  const inUse = recipesInUse();

  it('finds the components the site uses', () => {
    expect(inUse.has('button')).toBe(true);
  });

  it('has every recipe a component of any app or package uses', () => {
    const missing = [...inUse]
      .filter(([key]) => !system.isRecipe(key) && !system.isSlotRecipe(key))
      .map(([key, who]) => `${exportName(key)} (for ${[...who].join('; ')})`);
    expect(
      missing,
      'add these to packages/ui/src/theme/recipes.ts (from @chakra-ui/react/theme), then rebuild the shell',
    ).toEqual([]);
  });

  it('ships no recipe that nothing uses', () => {
    const unused = [...Object.keys(recipes), ...Object.keys(slotRecipes)].filter(
      (key) => !inUse.has(key),
    );
    expect(unused, 'remove these from packages/ui/src/theme/recipes.ts').toEqual([]);
  });
});
