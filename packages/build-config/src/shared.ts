import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { chakraExports } from './chakra-exports.ts';
import { reactRouterExports } from './react-router-exports.ts';

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

/**
 * Shared libraries trimmed to the exports the site may use (Module Federation shared tree
 * shaking; a test guards each list). Shared whole, Chakra is about 300 KB gzip, React Router 60 KB.
 */
const trimmedShared = {
  '@chakra-ui/react': chakraExports,
  'react-router': reactRouterExports,
} satisfies Partial<Record<keyof typeof sharedVersions, readonly string[]>>;

export function sharedDependencies(): Shared {
  const shared: Shared = {};
  for (const [name, requiredVersion] of Object.entries(sharedVersions)) {
    const usedExports: readonly string[] | undefined =
      trimmedShared[name as keyof typeof trimmedShared];
    shared[name] = {
      singleton: true,
      requiredVersion,
      ...(usedExports && { treeShaking: { mode: 'runtime-infer', usedExports: [...usedExports] } }),
    };
  }
  for (const [name, parent] of Object.entries(subpaths)) {
    shared[name] = { singleton: true, requiredVersion: sharedVersions[parent] };
  }
  return shared;
}

/** A tool loads whatever copy is already on the page instead of fetching its own. */
export const shareStrategy = 'loaded-first' as const;
