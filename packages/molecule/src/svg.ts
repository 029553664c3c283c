/**
 * Keeps only the SVG a depiction needs, so that it can be put into a page as markup: the drawing
 * elements and their presentation attributes. Scripts, event handlers, links, styles that load
 * anything, foreign content, comments, processing instructions and doctypes are dropped (an unknown
 * element with everything inside it); text is escaped and attributes are written anew.
 */
export function sanitizeSvg(svg: string): string {
  const out: string[] = [];
  const open: string[] = [];
  // An element left out is skipped to its own closing tag, whatever is inside (even unclosed tags).
  let skipping: { name: string; depth: number } | null = null;
  const token = /<!--[\s\S]*?(?:-->|$)|<\?[\s\S]*?(?:\?>|$)|<![\s\S]*?(?:>|$)|<\/?[^>]*>?|[^<]+/g;
  for (const [part] of svg.matchAll(token)) {
    if (part.startsWith('<!') || part.startsWith('<?')) continue;
    if (!part.startsWith('<')) {
      if (skipping === null && open.length > 0) out.push(escapeText(part));
      continue;
    }
    const tag = part.match(/^<(\/?)\s*([A-Za-z][\w:.-]*)([\s\S]*?)(\/?)>$/);
    if (tag === null) continue;
    const [, closing, rawName = '', attributes = '', selfClosing] = tag;
    const name = rawName.toLowerCase();
    if (skipping !== null) {
      if (name === skipping.name && !selfClosing) skipping.depth += closing ? -1 : 1;
      if (skipping.depth === 0) skipping = null;
      continue;
    }
    if (closing) {
      if (open.at(-1) === name) {
        open.pop();
        out.push(`</${name}>`);
      }
      continue;
    }
    if (!ELEMENTS.has(name) || (open.length === 0 && name !== 'svg')) {
      if (!selfClosing) skipping = { name, depth: 1 };
      continue;
    }
    out.push(`<${name}${safeAttributes(name, attributes)}${selfClosing ? ' />' : '>'}`);
    if (!selfClosing) open.push(name);
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}

const ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'title',
  'desc',
]);

const ATTRIBUTES = new Set(
  (
    'width height viewbox x y x1 y1 x2 y2 cx cy r rx ry d points class style fill fill-opacity ' +
    'fill-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin stroke-miterlimit ' +
    'stroke-dasharray opacity transform font-family font-size font-weight font-style text-anchor ' +
    'dominant-baseline version'
  ).split(' '),
);

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
// Anything in a value that could fetch or run something.
const ACTIVE_VALUE = /url\s*\(|expression\s*\(|javascript:|data:|@import|\\|&#|[<>]/i;

function safeAttributes(element: string, attributes: string): string {
  const kept: string[] = [];
  const attribute = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (const match of attributes.matchAll(attribute)) {
    const name = (match[1] ?? '').toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (name === 'xmlns' && element === 'svg' && value === SVG_NAMESPACE) {
      kept.push(` xmlns="${SVG_NAMESPACE}"`);
    } else if (ATTRIBUTES.has(name) && !ACTIVE_VALUE.test(value)) {
      const written = name === 'viewbox' ? 'viewBox' : name;
      kept.push(` ${written}="${escapeAttribute(value)}"`);
    }
  }
  return kept.join('');
}

/** Escapes markup; an entity already written (&amp;, &#176;) stays as it is. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:[a-z]+|#\d+|#x[\da-f]+);)/gi, '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replaceAll('"', '&quot;');
}
