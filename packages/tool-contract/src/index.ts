export {
  defaultManifestPath,
  type ExtraPage,
  envName,
  findRemote,
  findTool,
  introRuns,
  jobPagePath,
  type PaletteName,
  palettePrimaries,
  type RemoteId,
  remoteIds,
  remoteName,
  type SiteRemoteInfo,
  siteHome,
  siteRemoteAt,
  siteRemotes,
  type ToolHome,
  type ToolId,
  type ToolInfo,
  type ToolKind,
  toolCatalogue,
  workbenchRemote,
} from './catalogue.ts';
export type { NavItem, SiteRemoteModule, ToolModule, ToolRouteHandle } from './module.ts';
export { navHref, siteLinks, toolNavigation } from './navigation.ts';
export { emailProblem, isEmail, isJobId, jobIdProblem, notFound } from './params.ts';
export { type PackageLinks, projectPage, projectPageOf } from './project.ts';
export {
  type Contact,
  defaultApiBaseUrl,
  defaultSiteConfig,
  type LoadedSiteConfig,
  loadSiteConfig,
  parseSiteConfig,
  resolveSiteConfig,
  SITE_CONFIG_ELEMENT_ID,
  type SiteConfig,
} from './site-config.ts';
export { SiteConfigContext, useSiteConfig } from './site-context.ts';
