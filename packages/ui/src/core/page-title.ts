import { useEffect } from 'react';
import { createStore, useStore } from './store.ts';

/** The site's name from the runtime configuration; the shell sets it at start-up. */
export const siteNameStore = createStore('PepTox');

export function setSiteName(name: string): void {
  siteNameStore.set(name);
}

export function pageTitle(page: string, siteName: string): string {
  return page ? `${page} · ${siteName}` : siteName;
}

/** Sets the document title to "<page> · <site name>" while the calling page is shown. */
export function usePageTitle(page: string): void {
  const siteName = useStore(siteNameStore);
  useEffect(() => {
    document.title = pageTitle(page, siteName);
  }, [page, siteName]);
}
