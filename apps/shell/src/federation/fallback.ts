import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { unavailableRemote } from './unavailable.ts';

/**
 * Runtime plugin: a remote that cannot be loaded (manifest, entry or module) resolves to an
 * "unavailable" marker instead of throwing, so one unreachable tool never takes the site down.
 * The shell shows its unavailable-tool page for it.
 */
export default function fallback(): ModuleFederationRuntimePlugin {
  return {
    name: 'peptox-fallback',
    errorLoadRemote(args) {
      // At 'afterResolve' whatever is returned is taken as the manifest: let the error go on
      // to 'onLoad', where a module is expected.
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`Tool code ${args.id} could not be loaded:`, args.error);
      return unavailableRemote(args.id, args.error);
    },
  };
}
