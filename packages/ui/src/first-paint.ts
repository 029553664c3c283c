/**
 * The first paint: what the site server writes into the page for the index and a tool's pages, so
 * that the header, heading and intro show as soon as the HTML arrives, before any script (on a
 * slow phone, the scripts take seconds). React replaces it on its first render with the same
 * thing drawn by the shell (FirstPageFallback, ToolHomeFrame, ToolLayout, SitePage), so the CSS
 * below mirrors the Chakra styles those draw (the theme's tokens, in pixels); an end-to-end spec
 * (first-visit.spec.ts) checks that nothing moves when the swap happens.
 *
 * It is drawn in the visitor's colour mode, which a cookie tells the server (core/color-mode-cookie.ts),
 * or, without one, in the system's (a media query picks the colours).
 * Plain strings and no React: the site server runs it for every page it sends. Every style is
 * scoped to #first-paint, which leaves with the markup: the site's own styles are in cascade
 * layers, which any unlayered rule would beat.
 */
import {
  findTool,
  introRuns,
  siteHome,
  type ToolHome,
  type ToolInfo,
} from '@peptox/tool-contract/catalogue';
import { navHref, siteLinks, toolNavigation } from '@peptox/tool-contract/navigation';
import type { ColorModeSetting } from './core/color-mode-cookie.ts';
import { breakpoints } from './theme/breakpoints.ts';
import { type PaletteColors, paletteColors } from './theme/palette.ts';

export { colorModeFromCookies } from './core/color-mode-cookie.ts';

export const FIRST_PAINT_ID = 'first-paint';

/** Text made safe for HTML: element content and double-quoted attribute values alike. */
export const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** The catalogue's `*words*` in italics, as ToolHomeFrame's withItalics draws them. */
const withItalics = (intro: string) =>
  introRuns(intro)
    .map(({ text, italic }) => (italic ? `<i>${escapeHtml(text)}</i>` : escapeHtml(text)))
    .join('');

const { sm: SM, md: MD, nav: NAV, lg: LG } = breakpoints;

// Colours: Chakra's `fg` and `fg.muted`, light (#09090b, #52525b) and dark (#fafafa, #a1a1aa), and
// its dark `bg` (#09090b); sizes: the theme's tokens in pixels, as the shell's components use them.
/** The dark colours, for the page marked with `marker` (.fp-dark, or .fp-system in a dark system). */
const dark = (marker: string) =>
  `#${FIRST_PAINT_ID}${marker}{background:#09090b;color:#fafafa;color-scheme:dark}` +
  `${marker} .fp-site-home h1+p{color:#a1a1aa}` +
  `${marker} .fp-header{background:var(--fp-dark-bg);color:var(--fp-dark-fg)}` +
  `${marker} .fp-when-dark{display:inline}${marker} .fp-when-light{display:none}`;

const css = `
body{margin:0}
#${FIRST_PAINT_ID}{display:flex;flex-direction:column;min-height:100dvh;font-family:Inter,-apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif,"Apple Color Emoji","Segoe UI Emoji","Segoe UI Symbol";line-height:1.5;color:#09090b;-webkit-font-smoothing:antialiased;-webkit-text-size-adjust:100%}
:where(#${FIRST_PAINT_ID} *){box-sizing:border-box;margin:0;padding:0}
:where(#${FIRST_PAINT_ID} a){color:inherit;text-decoration:none}
.fp-header{box-shadow:0 2px 4px 0 rgba(24,24,27,.1);background:var(--fp-light-bg);color:var(--fp-light-fg)}
.fp-when-dark{display:none}
.fp-bar{display:flex;align-items:center;gap:8px;max-width:1440px;min-height:64px;margin:0 auto;padding:0 12px}
.fp-site .fp-bar{gap:8px}
.fp-icon{display:inline-flex;align-items:center;justify-content:center;flex-shrink:0;width:36px;height:36px;font-size:14px;line-height:20px}
.fp-menu{width:40px;height:40px}
.fp-name{flex:1;min-width:0}
.fp-name p:first-child{font-size:18px;line-height:1.375;font-weight:600}
.fp-tagline{display:none;font-size:12px;line-height:16px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.fp-nav{display:none;gap:4px}
.fp-nav a{padding:8px 12px;font-weight:500;border-radius:6px}
.fp-nav a[aria-current=page]{text-decoration:underline;text-underline-offset:6px;text-decoration-thickness:2px}
.fp-all{display:none;padding:0 8px;font-size:14px;white-space:nowrap}
.fp-site-name{font-size:20px;line-height:30px;font-weight:700}
.fp-site-nav{flex:1;display:flex;gap:8px;justify-content:flex-end}
.fp-site-nav a{padding:4px 8px;white-space:nowrap;font-size:14px}
.fp-main{flex:1;width:100%;max-width:1440px;min-height:100dvh;margin:0 auto;padding:24px 12px}
.fp-tool h1{font-size:24px;line-height:32px;font-weight:600}
.fp-tool h1+p{margin-top:12px}
.fp-site-home{max-width:768px}
.fp-site-home h1{font-size:30px;line-height:38px;font-weight:600}
.fp-site-home h1+p{margin-top:16px;font-size:18px;color:#52525b}
${dark('.fp-dark')}
@media (prefers-color-scheme:dark){${dark('.fp-system')}}
@media (min-width:${SM}){.fp-tagline{display:block}.fp-site-nav a{font-size:16px}}
@media (min-width:${MD}){.fp-bar{padding:0 24px}.fp-site .fp-bar{gap:16px}.fp-all{display:inline-flex}.fp-main{padding:24px}.fp-site .fp-main{padding:40px 24px}.fp-site-home h1{font-size:36px;line-height:44px;letter-spacing:-.025em}}
@media (min-width:${NAV}){.fp-menu{display:none}.fp-nav{display:flex}}
@media (min-width:${LG}){.fp-prediction{width:calc((100% - 32px) * .75)}}
`
  .trim()
  .replaceAll('\n', '');

export interface FirstPaint {
  /** For <head>. */
  style: string;
  /** For the page's mount element. */
  html: string;
}

/** The colour-mode button's place (the button itself comes with the scripts), in either mode. */
const colorModeButton =
  '<span class="fp-icon" aria-hidden="true"><span class="fp-when-light">☾</span><span class="fp-when-dark">☀</span></span>';

/** A header bar in a palette's colours for both modes, as ToolLayout and SitePage draw it. */
function header({ light, dark }: Pick<PaletteColors, 'light' | 'dark'>, content: string) {
  const colors = `--fp-light-bg:${light.solid};--fp-light-fg:${light.contrast};--fp-dark-bg:${dark.solid};--fp-dark-fg:${dark.contrast}`;
  return `<header class="fp-header" style="${colors}"><div class="fp-bar">${content}</div></header>`;
}

function heading({ title, intro }: ToolHome) {
  return `<h1>${escapeHtml(title)}</h1><p>${withItalics(intro)}</p>`;
}

function toolPage(tool: ToolInfo, page: string): string {
  const colors = paletteColors[tool.palette];
  const navigation = toolNavigation(tool)
    .map(({ label, to }) => {
      const href = navHref(tool.id, to);
      const current = href === `/${tool.id}/${page}` ? ' aria-current="page"' : '';
      return `<a href="${escapeHtml(href)}"${current}>${escapeHtml(label)}</a>`;
    })
    .join('');
  const bar = header(
    colors,
    `<span class="fp-icon fp-menu" aria-hidden="true">☰</span>` +
      `<div class="fp-name"><p><a href="/${tool.id}/home">${escapeHtml(tool.name)}</a></p><p class="fp-tagline">${escapeHtml(tool.tagline)}</p></div>` +
      `<nav class="fp-nav" aria-label="${escapeHtml(tool.name)} pages">${navigation}</nav>` +
      siteLinks
        .map(
          ({ label, to }) => `<a class="fp-all" href="${escapeHtml(to)}">${escapeHtml(label)}</a>`,
        )
        .join('') +
      colorModeButton,
  );
  const home = page === 'home';
  const body = home ? `<div class="fp-tool fp-prediction">${heading(tool.home)}</div>` : '';
  return `${bar}<main id="main" class="fp-main" aria-busy="true">${body}</main>`;
}

function siteIndex(siteName: string): string {
  const bar = header(
    paletteColors.default,
    `<a class="fp-site-name" href="/">${escapeHtml(siteName)}</a>` +
      `<nav class="fp-site-nav" aria-label="Site"><a href="/sequence-info">Peptide workbench</a><a href="/my-jobs">My jobs</a></nav>${colorModeButton}`,
  );
  return `<div class="fp-site">${bar}<main id="main" class="fp-main"><section class="fp-site-home">${heading(siteHome(siteName))}</section></main></div>`;
}

/**
 * The first paint of a page, in the visitor's colour mode (the system's when they chose none):
 * the index page, or a tool's page (its header and navigation, and on its home the heading and
 * intro). Other pages (the shell's own, unknown addresses) get none.
 */
export function firstPaint(
  pathname: string,
  { siteName }: { siteName: string },
  mode: ColorModeSetting = 'system',
): FirstPaint | null {
  const [first, page = 'home', ...rest] = pathname.split('/').filter(Boolean);
  let html: string;
  if (first === undefined) html = siteIndex(siteName);
  else {
    const tool = findTool(first);
    if (!tool) return null;
    html = toolPage(tool, rest.length ? '' : page);
  }
  const marker = mode === 'light' ? '' : ` class="fp-${mode}"`;
  return {
    style: `<style>${css}</style>`,
    html: `<div id="${FIRST_PAINT_ID}"${marker}>${html}</div>`,
  };
}
