import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Draws its children once the page has painted, in a transition that yields to the browser
 * between components: for parts below the fold (the index page's tool cards, the footer), so the
 * first paint has less to do and no long task follows it.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    startTransition(() => setPainted(true));
  }, []);
  return painted ? children : null;
}
