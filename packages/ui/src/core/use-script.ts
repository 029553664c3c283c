import { useEffect, useState } from 'react';

export type ScriptStatus = 'loading' | 'ready' | 'error';

const scripts = new Map<string, Promise<void>>();

/**
 * Loads a script from the site's own paths once per page (e.g. '/vendor/jsme/jsme.nocache.js'),
 * for the pages that need it. Third-party hosts are refused: the site serves its own copies.
 */
export function loadScript(src: string): Promise<void> {
  const url = new URL(src, location.href);
  if (url.origin !== location.origin) {
    return Promise.reject(new Error(`Scripts are served from this site only, not ${url.origin}`));
  }
  let loading = scripts.get(url.href);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url.href;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(url.href);
        script.remove();
        reject(new Error(`Could not load ${url.pathname}`));
      };
      document.head.append(script);
    });
    scripts.set(url.href, loading);
  }
  return loading;
}

export function useScript(src: string | null): ScriptStatus {
  const [status, setStatus] = useState<ScriptStatus>('loading');
  useEffect(() => {
    if (!src) return;
    let live = true;
    setStatus('loading');
    loadScript(src).then(
      () => live && setStatus('ready'),
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
    };
  }, [src]);
  return status;
}
