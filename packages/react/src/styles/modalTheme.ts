import { colorVariables, ROOT_ATTRIBUTE } from './theme.js'

/** The colours only the modal uses; the page's buttons have theirs in baseCss. */
const MODAL_COLORS = ['surfaceHover', 'error', 'success', 'backdrop'] as const

const R = `[${ROOT_ATTRIBUTE}]`
const DARK = colorVariables('dark', MODAL_COLORS)

/**
 * The theme variables only the modal and its views use, injected with the modal on first open, on top
 * of baseCss (the page's): the layer, the larger text and radii, and the surface, error, success and
 * backdrop colours, light and dark as baseCss decides them.
 */
export const modalThemeCss = `
${R} {
  --foyer-z-index: 999;
  --foyer-fs-large: calc(var(--foyer-font-size-master) * 1.6);
  --foyer-radius-m: calc(var(--foyer-border-radius-master) * 3);
  --foyer-radius-l: calc(var(--foyer-border-radius-master) * 5);
  ${colorVariables('light', MODAL_COLORS)}
}
${R}[data-foyer-theme='dark'] { ${DARK} }
@media (prefers-color-scheme: dark) {
  ${R}:not([data-foyer-theme]) { ${DARK} }
}
`
