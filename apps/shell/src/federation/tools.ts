import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  findRemote,
  type RemoteId,
  remoteName,
  type SiteRemoteModule,
  type ToolId,
  type ToolModule,
} from '@peptox/tool-contract';
import { createStore } from '@peptox/ui';
import { isUnavailableRemote } from './unavailable.ts';

export type ToolState =
  | { status: 'loaded'; module: ToolModule; build: string | null }
  /** The runtime configuration names no remote for the tool. */
  | { status: 'not-configured' }
  /** The remote's code could not be fetched, or is not a tool module. */
  | { status: 'failed'; reason: string; codeMissing: boolean };

/** Why a tool's pages cannot be shown. */
export type ToolProblem = ToolState & { status: 'failed' | 'not-configured' };

/** What the catch-all route gives the page that says a tool is unavailable. */
export interface UnavailableToolData {
  tool: RemoteId;
  problem: ToolProblem;
}

const manifests = new Map<RemoteId, string>();
/** Tools loaded so far, for the footer's build list. */
export const loadedTools = createStore<ReadonlyMap<ToolId, ToolState & { status: 'loaded' }>>(
  new Map(),
);

/** Registers each remote (the tools', the site's own) from the runtime configuration. */
export function registerToolRemotes(remotes: Record<string, string>): void {
  const list: { name: string; entry: string }[] = [];
  for (const [id, url] of Object.entries(remotes)) {
    const tool = findRemote(id);
    if (!tool) {
      console.warn(`The configuration names a remote for '${id}', which is not a PepTox tool.`);
      continue;
    }
    const entry = new URL(url, location.href).href;
    manifests.set(tool.id, entry);
    list.push({ name: remoteName(tool.id), entry });
  }
  registerRemotes(list);
}

function toolModuleOf(exports: unknown): ToolModule | null {
  const record = exports as Record<string, unknown> | null;
  const candidate = (record?.default ?? record?.tool ?? record) as Partial<ToolModule> | null;
  if (
    candidate &&
    typeof candidate.id === 'string' &&
    Array.isArray(candidate.routes) &&
    Array.isArray(candidate.navigation) &&
    candidate.Header
  ) {
    return candidate as ToolModule;
  }
  return null;
}

async function loadBuildLabel(id: ToolId): Promise<string | null> {
  try {
    const exports = await loadRemote<{ buildLabel?: unknown }>(`${remoteName(id)}/build`);
    return typeof exports?.buildLabel === 'string' ? exports.buildLabel : null;
  } catch {
    return null;
  }
}

/**
 * A remote's exposed module (`./tool`, `./pages`), or the problem that kept it: no manifest
 * configured, or code that did not load (the fallback plugin's stand-in included). Never throws.
 */
async function loadExposed(
  id: RemoteId,
  exposed: string,
): Promise<{ exports: unknown } | ToolProblem> {
  if (!manifests.has(id)) return { status: 'not-configured' };
  let exports: unknown;
  try {
    exports = await loadRemote(`${remoteName(id)}/${exposed}`);
  } catch (error) {
    return {
      status: 'failed',
      reason: String((error as Error)?.message ?? error),
      codeMissing: true,
    };
  }
  if (isUnavailableRemote(exports) || exports == null) {
    const reason = isUnavailableRemote(exports) ? exports.reason : 'the remote gave no module';
    return { status: 'failed', reason, codeMissing: true };
  }
  return { exports };
}

/** Loads a tool's `./tool` module. Never throws: failures come back as a state. */
export async function loadTool(id: ToolId): Promise<ToolState> {
  const loaded = loadedTools.get().get(id);
  if (loaded) return loaded;
  const loading = await loadExposed(id, 'tool');
  if (!('exports' in loading)) return loading;
  const module = toolModuleOf(loading.exports);
  if (!module) {
    return { status: 'failed', reason: `${id}'s ./tool is not a tool module`, codeMissing: false };
  }
  const state = { status: 'loaded' as const, module, build: await loadBuildLabel(id) };
  loadedTools.set(new Map(loadedTools.get()).set(id, state));
  return state;
}

/** Before a retry: forget the remote's failed entry so its manifest is fetched afresh. */
export function resetToolRemote(id: RemoteId): void {
  const entry = manifests.get(id);
  if (entry) registerRemotes([{ name: remoteName(id), entry }], { force: true });
}

export function isToolConfigured(id: RemoteId): boolean {
  return manifests.has(id);
}

export type SiteRemoteState =
  | { status: 'loaded'; module: SiteRemoteModule }
  | Exclude<ToolState, { status: 'loaded' }>;

const loadedSiteRemotes = new Map<RemoteId, SiteRemoteState & { status: 'loaded' }>();

/** Loads a site remote's `./pages` (the workbench). Never throws: failures come back as a state. */
export async function loadSiteRemote(id: SiteRemoteModule['id']): Promise<SiteRemoteState> {
  const loaded = loadedSiteRemotes.get(id);
  if (loaded) return loaded;
  const loading = await loadExposed(id, 'pages');
  if (!('exports' in loading)) return loading;
  const record = loading.exports as Record<string, unknown>;
  const module = (record.default ?? record.pages ?? record) as Partial<SiteRemoteModule>;
  if (module?.id !== id || !Array.isArray(module.routes)) {
    return {
      status: 'failed',
      reason: `${id}'s ./pages is not its pages module`,
      codeMissing: false,
    };
  }
  const state = { status: 'loaded' as const, module: module as SiteRemoteModule };
  loadedSiteRemotes.set(id, state);
  return state;
}
