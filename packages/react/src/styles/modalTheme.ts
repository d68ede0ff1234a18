import { iconCss } from './iconCss.js'
import { ROOT_ATTRIBUTE } from './theme.js'

const R = `[${ROOT_ATTRIBUTE}]`

// The colours only the modal uses, per theme mode, written out as theme.ts writes the buttons' (theme.test.ts
// checks their contrast from this CSS).
const DARK =
  '--foyer-color-surface-hover:#303337;--foyer-color-error:#ff8080;--foyer-color-success:#5ad38f;--foyer-color-backdrop:rgba(0,0,0,0.6)'

/**
 * The theme variables and rules only the modal and its views use, injected with the modal on first open,
 * on top of baseCss (the page's): the layer, the larger text and radii, the surface, error, success and
 * backdrop colours (light and dark as baseCss decides them), box sizing and focus rings inside, reduced
 * motion, and the icon tile. Written compactly, as theme.ts's.
 */
export const modalThemeCss = `${R}{--foyer-z-index:999;--foyer-fs-large:calc(var(--foyer-font-size-master) * 1.6);
--foyer-radius-m:calc(var(--foyer-border-radius-master) * 3);
--foyer-radius-l:calc(var(--foyer-border-radius-master) * 5);--foyer-color-surface-hover:#e4e7eb;
--foyer-color-error:#b3141a;--foyer-color-success:#0c6e37;--foyer-color-backdrop:rgba(0,0,0,0.35)}
${R}[data-foyer-theme='dark']{${DARK}}
@media (prefers-color-scheme:dark){${R}:not([data-foyer-theme]){${DARK}}}
${R} *,${R} *::before,${R} *::after{box-sizing:inherit}
${R} :focus-visible{outline:2px solid var(--foyer-color-accent);outline-offset:2px}
@media (prefers-reduced-motion:reduce){${R},${R} *{animation:none !important;transition:none !important}}
${iconCss}`
