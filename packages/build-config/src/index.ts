export { rdkitWebBuild } from '@peptox/molecule/bundler';
export { GLOBAL_STYLES_SOURCE, globalStylesFile, pluginGlobalStyles } from './global-styles.ts';
export { sharedDependencies, sharedVersions, shareStrategy } from './shared.ts';
export { defineToolConfig, htmlTemplate, type ToolConfigOptions } from './tool-config.ts';
export { pluginWithoutChakraPreset } from './without-chakra-preset.ts';
