export * from './components/index.ts';
export { AfterFirstPaint } from './core/after-first-paint.tsx';
export {
  type ColorMode,
  ColorModeButton,
  useColorMode,
} from './core/color-mode.tsx';
export { MainContent } from './core/main-content.tsx';
export {
  forgetAllJobs,
  forgetJob,
  MAX_REMEMBERED_JOBS,
  type RememberedJob,
  rememberJob,
  useMyJobs,
} from './core/my-jobs.ts';
export { useOnline } from './core/online.ts';
export { pageTitle, setSiteName, siteNameStore, usePageTitle } from './core/page-title.ts';
export { ProgressBar, type ProgressState, progressState } from './core/progress-bar.tsx';
export { PepToxProvider } from './core/provider.tsx';
export { createStore, useStore } from './core/store.ts';
export { Toaster, toaster } from './core/toaster.tsx';
export { ToolHeader } from './core/tool-header.tsx';
export { ToolLayout, type ToolLayoutProps } from './core/tool-layout.tsx';
export { loadScript, type ScriptStatus, useScript } from './core/use-script.ts';
export { RESIZE_DEBOUNCE_MS, useViewportWidth } from './core/use-viewport-width.ts';
export { setWarning, useInputWarning, useWarning, warningStore } from './core/warning.ts';
export { ResultsView, type ResultsViewProps } from './features/results/index.tsx';
export { breakpoints, NAV_DRAWER_BELOW_PX } from './theme/breakpoints.ts';
export { contrast } from './theme/color.ts';
export { buildPalette, paletteColors, shades } from './theme/palette.ts';
export { system } from './theme/system.ts';
