import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { chakraExports } from './chakra-exports.ts';

type Shared = NonNullable<ModuleFederationOptions['shared']>;

/**
 * The libraries the shell and every tool share, each loaded once in the browser.
 * The ranges follow the pnpm catalog (a test checks it). Workspace packages carry a real
 * version: `workspace:*` as a required version gives "does not satisfy" warnings at run time.
 */
export const sharedVersions = {
  react: '^19.3.1',
  'react-dom': '^19.3.1',
  'react-router': '^7.18.5',
  '@chakra-ui/react': '^3.37.0',
  '@emotion/react': '^11.14.0',
  '@tanstack/react-query': '^5.108.0',
  '@peptox/ui': '^0.1.0',
  '@peptox/api-client': '^0.1.0',
  '@peptox/tool-contract': '^0.1.0',
} as const;

/** Entry points imported beside a package's main one that must resolve to the same copy. */
const subpaths: Record<string, keyof typeof sharedVersions> = {
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom/client': 'react-dom',
};

export function sharedDependencies(): Shared {
  const shared: Shared = {};
  for (const [name, requiredVersion] of Object.entries(sharedVersions)) {
    shared[name] = { singleton: true, requiredVersion };
  }
  // Trimmed to the listed exports (see chakra-exports.ts): the whole library is ~300 KB gzip.
  shared['@chakra-ui/react'] = {
    singleton: true,
    requiredVersion: sharedVersions['@chakra-ui/react'],
    treeShaking: { mode: 'runtime-infer', usedExports: [...chakraExports] },
  };
  for (const [name, parent] of Object.entries(subpaths)) {
    shared[name] = { singleton: true, requiredVersion: sharedVersions[parent] };
  }
  return shared;
}

/** A tool loads whatever copy is already on the page instead of fetching its own. */
export const shareStrategy = 'loaded-first' as const;
