export { findTool, remoteName, type ToolId, type ToolInfo, toolCatalogue } from './catalogue.ts';
export type { NavItem, ToolModule, ToolRouteHandle } from './module.ts';
export { isEmail, isJobId, notFound } from './params.ts';
