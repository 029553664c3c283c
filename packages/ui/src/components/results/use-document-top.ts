import { useLayoutEffect, useState } from 'react';

/**
 * Where an element starts from the top of the document, kept up to date as what is above it grows
 * or shrinks (a summary opened, filters shown).
 */
export function useDocumentTop(element: HTMLElement | null): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setTop(element.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element]);
  return top;
}
