export { rdkitWebBuild } from '@peptox/molecule/bundler';
export { sharedDependencies, sharedVersions, shareStrategy } from './shared.ts';
export { defineToolConfig, htmlTemplate, type ToolConfigOptions } from './tool-config.ts';
export { pluginWithoutChakraPreset } from './without-chakra-preset.ts';
