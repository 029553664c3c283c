import { createContext, useContext } from 'react';
import type { SiteConfig } from './config.ts';

export interface Site {
  config: SiteConfig;
  /** Why the configuration's defaults are in use, or null. */
  configProblem: string | null;
}

export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside the SiteContext provider');
  return site;
}
