import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { SiteRemoteInfo, ToolId } from './catalogue.ts';

/** A link of a tool's navigation; `to` is relative to /<tool>/ ('home'), or absolute ('/psovina/home'). */
export interface NavItem {
  label: string;
  to: string;
}

/**
 * What a tool's remote exposes as `./tool`. The shell mounts `routes` under /<tool>/
 * inside its ToolLayout, with the tool's Header and navigation.
 * Route paths are relative ('home', 'jobs/:id?'); each page should be `lazy`.
 * A route may name guards in `handle: { middleware: ['name'] }`.
 */
export interface ToolModule {
  id: ToolId;
  name: string;
  navigation: NavItem[];
  Header: ComponentType;
  routes: RouteObject[];
}

/** The `handle` a route may carry. */
export interface ToolRouteHandle {
  middleware?: string[];
}

/**
 * What a site remote exposes as `./pages`: its routes, which the shell mounts under its path
 * (`/sequence-info`) inside the site's own page frame. Route paths are relative; pages `lazy`.
 */
export interface SiteRemoteModule {
  id: SiteRemoteInfo['id'];
  routes: RouteObject[];
}
