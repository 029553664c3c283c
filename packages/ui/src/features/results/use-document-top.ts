import { useWindowVirtualizer, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
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

/**
 * When a drawn row changes height, a window virtualizer moves the page by the change if the row is
 * above the window. Judge that by where the list is now: the page above it may have grown since its
 * top was measured (a form's problems appearing), and a stale top moved the page away from the
 * field the visitor was sent to.
 */
function keepsRowsAboveStill(list: HTMLElement | null) {
  return (item: VirtualItem, _delta: number, instance: Virtualizer<Window, Element>): boolean => {
    if (!list) return false;
    const listTop = list.getBoundingClientRect().top + window.scrollY;
    return listTop + item.end - instance.options.scrollMargin <= window.scrollY;
  };
}

/** Up to this many rows a result draws them all, so the browser's find and a screen reader reach every one. */
const DRAWN_WHOLE = 100;

/** The rows a window virtualizer draws beyond those in view: all of a small result, else a few. */
export function overscanFor(count: number): number {
  return count <= DRAWN_WHOLE ? count : 6;
}

/**
 * The rows of a result that scroll with the page: a window virtualizer placed at the list's top in
 * the document (`top`, to subtract from each row's start), keeping the page still as rows above
 * the window are measured.
 */
export function usePageRows(list: HTMLElement | null, count: number, rowHeight: number) {
  const top = useDocumentTop(list);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowHeight,
    overscan: overscanFor(count),
    scrollMargin: top,
  });
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = keepsRowsAboveStill(list);
  return { virtualizer, top };
}
