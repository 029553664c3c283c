import type { ToolInfo } from './catalogue.ts';
import type { NavItem } from './module.ts';

/**
 * A tool's navigation, from its catalogue entry: the shell draws it before the tool's code
 * arrives, and the tool's header draws the same: the design's pages, and the tool's extra ones.
 */
export function toolNavigation({ extraPages }: ToolInfo): NavItem[] {
  return [
    { label: 'Home', to: 'home' },
    { label: 'Help', to: 'help' },
    { label: 'Method', to: 'method' },
    { label: 'Statistics', to: 'statistics' },
    ...(extraPages.includes('dataset') ? [{ label: 'Dataset', to: 'dataset' }] : []),
    ...(extraPages.includes('contact') ? [{ label: 'Contact', to: 'contact' }] : []),
    { label: 'Retrieve', to: 'jobs' },
  ];
}

/**
 * The site's own pages, linked from every tool's header (on a phone, from its navigation drawer):
 * absolute addresses, in the order they are shown.
 */
export const siteLinks: readonly NavItem[] = [
  { label: 'Peptide workbench', to: '/sequence-info' },
  { label: 'My jobs', to: '/my-jobs' },
  { label: 'All tools', to: '/' },
];

/** A navigation item's address: relative to the tool's pages, or absolute when it starts with /. */
export function navHref(tool: string, to: string): string {
  return to.startsWith('/') ? to : `/${tool}/${to}`;
}
