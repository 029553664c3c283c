/** Moves focus to the first field with a problem and brings it into view. */
export function focusFirstProblem(form: HTMLFormElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
  const target = invalid?.matches('input, textarea, select, button')
    ? invalid
    : invalid?.querySelector<HTMLElement>('input, textarea, select, button');
  target?.focus({ preventScroll: true });
  const shown = target ?? invalid;
  shown?.scrollIntoView({ block: 'center' });
  if (shown) keepInView(shown);
}

/**
 * For a moment after the form sends the visitor to a field, brings it back into view when the page
 * above it grows (answers to what was typed arriving) and pushes it out, while it has the focus.
 */
function keepInView(element: HTMLElement, forMs = 5000) {
  const observer = new ResizeObserver(() => {
    if (!element.isConnected || !element.contains(document.activeElement)) return;
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom < 0 || top > window.innerHeight) element.scrollIntoView({ block: 'center' });
  });
  observer.observe(document.body);
  setTimeout(() => observer.disconnect(), forMs);
}
