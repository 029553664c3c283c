import { useEffect } from 'react';
import { useLocation } from 'react-router';

const WAIT_FOR_TARGET_MS = 10_000;

/**
 * React Router scrolls to a hash target that is already on the page. A tool's page often draws
 * its target only after its code or data arrived: this waits for the element to appear (up to
 * 10 s, or until the visitor scrolls) and scrolls to it then.
 */
export function HashTargetScroller() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash || hash === '#') return;
    const id = decodeURIComponent(hash.slice(1));
    const target = () => document.getElementById(id);
    if (target()) {
      // Rendered in the same commit: make sure it is in view (the router may have run first).
      target()?.scrollIntoView();
      return;
    }
    let done = false;
    const stop = () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchmove', stop);
      window.removeEventListener('keydown', stop);
    };
    const observer = new MutationObserver(() => {
      const element = target();
      if (!element || done) return;
      stop();
      element.scrollIntoView();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(stop, WAIT_FOR_TARGET_MS);
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchmove', stop, { passive: true });
    window.addEventListener('keydown', stop);
    return stop;
  }, [hash, key]);
  return null;
}
