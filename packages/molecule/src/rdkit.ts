import type { Log, MainModule } from '@rdkit/rdkit';

/** RDKit's WebAssembly module (RDKit.js MinimalLib), as `loadRDKit` returns it. */
export type RDKitModule = MainModule;

export interface LoadRDKitOptions {
  /**
   * Where the browser fetches RDKit_minimal.wasm from, to serve it from the site's own path. By
   * default in a browser or web worker: the asset that the bundler emits for the `new URL(...)`
   * below (Rsbuild/Rspack and webpack do). In Node the file beside RDKit's JS in node_modules is read.
   */
  wasmUrl?: string | URL;
}

let loading: Promise<RDKitModule> | null = null;

/**
 * Loads RDKit once per process, worker or page: every call returns the same module. The options of
 * the first call are the ones used. RDKit's JS (about 100 KB) is imported only here, so importing
 * this package costs nothing until a molecule is needed. A failed load is forgotten, so a later
 * call tries again (a page whose wasm request failed can retry).
 */
export function loadRDKit(options: LoadRDKitOptions = {}): Promise<RDKitModule> {
  loading ??= startRDKit(options).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function startRDKit(options: LoadRDKitOptions): Promise<RDKitModule> {
  const { default: initRDKitModule } = await import('@rdkit/rdkit');
  const wasmUrl = options.wasmUrl ?? (inNode() ? undefined : bundledWasmUrl());
  const settings = wasmUrl === undefined ? {} : { locateFile: () => String(wasmUrl) };
  const rdkit = await initRDKitModule(settings);
  rdkitLog(rdkit);
  return rdkit;
}

// Typed here rather than with Node's types: pages that import this package have none.
function inNode(): boolean {
  const { process } = globalThis as { process?: { versions?: { node?: string } } };
  return typeof process?.versions?.node === 'string';
}

/**
 * A bundler resolves this package path and emits the wasm as an asset with a hashed name; the URL
 * is then relative to the script, so a Module Federation remote finds its own copy. Never used in
 * Node, where it would point into src/.
 */
function bundledWasmUrl(): string {
  return new URL('@rdkit/rdkit/RDKit_minimal.wasm', import.meta.url).href;
}

const logs = new WeakMap<RDKitModule, Log>();

/**
 * RDKit's log, captured instead of printed: `get_mol` returns null without a reason, and the reason
 * is in the log. Captured for every module this package is given, also one loaded elsewhere.
 */
export function rdkitLog(rdkit: RDKitModule): Log {
  let log = logs.get(rdkit);
  if (log === undefined) {
    const captured = rdkit.set_log_capture('rdApp.*');
    if (captured === null) throw new Error("RDKit refused to capture its log ('rdApp.*').");
    log = captured;
    logs.set(rdkit, log);
  }
  return log;
}
