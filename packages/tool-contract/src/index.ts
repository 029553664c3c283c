export {
  defaultManifestPath,
  type ExtraPage,
  envName,
  findTool,
  introRuns,
  type PaletteName,
  palettePrimaries,
  remoteName,
  siteHome,
  type ToolHome,
  type ToolId,
  type ToolInfo,
  type ToolKind,
  toolCatalogue,
} from './catalogue.ts';
export type { NavItem, ToolModule, ToolRouteHandle } from './module.ts';
export { navHref, toolNavigation } from './navigation.ts';
export { emailProblem, isEmail, isJobId, jobIdProblem, notFound } from './params.ts';
export {
  type Contact,
  defaultApiBaseUrl,
  defaultContact,
  defaultSiteConfig,
  type LoadedSiteConfig,
  loadSiteConfig,
  parseSiteConfig,
  resolveSiteConfig,
  SITE_CONFIG_ELEMENT_ID,
  type SiteConfig,
} from './site-config.ts';
export { SiteConfigContext, useSiteConfig } from './site-context.ts';
