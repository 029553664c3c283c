import { createContext, useContext } from 'react';
import type { LoadedSiteConfig } from './site-config.ts';

/**
 * The configuration the page started with. The shell provides it (and so do tools running on
 * their own); this package is a shared singleton, so a tool's pages read the shell's.
 */
export const SiteConfigContext = createContext<LoadedSiteConfig | null>(null);

export function useSiteConfig(): LoadedSiteConfig {
  const site = useContext(SiteConfigContext);
  if (!site) throw new Error('useSiteConfig outside a SiteConfigContext provider');
  return site;
}
