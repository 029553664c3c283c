import { rdkitWebBuild } from '@peptox/molecule/bundler';

/**
 * What a web build (Rsbuild/Rspack) needs to bundle this package: RDKit's settings
 * (`@peptox/molecule/bundler`), and OpenChemLib's Node-only branch defused. OpenChemLib reads
 * `import.meta.dirname` and `import.meta.filename` behind `typeof process` (it never runs in a
 * browser), but a bundle that is not an ES module cannot even parse them.
 *
 * Rsbuild: `output.externals`, `tools.rspack.node` and `source.define` from here.
 */
export const moleculeInputWebBuild = {
  externals: rdkitWebBuild.externals,
  node: rdkitWebBuild.node,
  define: { 'import.meta.dirname': '""', 'import.meta.filename': '""' },
} as const;
