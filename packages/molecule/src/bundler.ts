/**
 * What a web build (Rsbuild/Rspack, webpack) needs to bundle RDKit's JS, which is one script for
 * Node and browsers: its Node-only `require('node:fs')` and `require('node:crypto')` (never run in a
 * browser) left out, and `__filename` / `__dirname` left alone (a mocked __filename would make it
 * look for its wasm in the wrong place; the real ones are undefined in a browser, as it expects).
 * The wasm itself is emitted as an asset through `new URL(...)` in rdkit.ts.
 *
 * Rsbuild: `output: { externals: rdkitWebBuild.externals }`, `tools: { rspack: { node: rdkitWebBuild.node } }`.
 */
export const rdkitWebBuild = {
  externals: { 'node:fs': 'var {}', 'node:crypto': 'var {}' },
  node: { __filename: false, __dirname: false },
} as const;
