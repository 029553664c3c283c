/**
 * Breakpoints of the design: xs below 600 px, sm 600, md 960, lg 1280, xl 1920.
 * `nav` (1264 px) is where the tool navigation turns into a drawer. 2xl stays above xl
 * only because Chakra's defaults define it.
 */
export const breakpoints = {
  sm: '600px',
  md: '960px',
  nav: '1264px',
  lg: '1280px',
  xl: '1920px',
  '2xl': '2560px',
} as const;

/** Where the tool navigation turns into a drawer, in px. */
export const NAV_DRAWER_BELOW_PX = Number.parseInt(breakpoints.nav, 10);
