import { iconCss } from './iconCss.js'
import { ROOT_ATTRIBUTE } from './theme.js'

/** The colours only the modal uses, per theme mode; the page's buttons have theirs in theme.ts. */
export const modalPalettes = {
  light: { surfaceHover: '#e4e7eb', error: '#b3141a', success: '#0c6e37', backdrop: 'rgba(0, 0, 0, 0.35)' },
  dark: { surfaceHover: '#303337', error: '#ff8080', success: '#5ad38f', backdrop: 'rgba(0, 0, 0, 0.6)' },
}

/** `--foyer-color-<name>` declarations of a palette's colours. */
function colorVariables(palette: Record<string, string>): string {
  return Object.entries(palette)
    .map(
      ([name, value]) => `--foyer-color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${value};`,
    )
    .join(' ')
}

const R = `[${ROOT_ATTRIBUTE}]`
const DARK = colorVariables(modalPalettes.dark)

/**
 * The theme variables and rules only the modal and its views use, injected with the modal on first open,
 * on top of baseCss (the page's): the layer, the larger text and radii, the surface, error, success and
 * backdrop colours (light and dark as baseCss decides them), box sizing and focus rings inside, reduced
 * motion, and the icon tile.
 */
export const modalThemeCss = `
${R} {
  --foyer-z-index: 999;
  --foyer-fs-large: calc(var(--foyer-font-size-master) * 1.6);
  --foyer-radius-m: calc(var(--foyer-border-radius-master) * 3);
  --foyer-radius-l: calc(var(--foyer-border-radius-master) * 5);
  ${colorVariables(modalPalettes.light)}
}
${R}[data-foyer-theme='dark'] { ${DARK} }
@media (prefers-color-scheme: dark) {
  ${R}:not([data-foyer-theme]) { ${DARK} }
}
${R} *, ${R} *::before, ${R} *::after { box-sizing: inherit; }
${R} :focus-visible { outline: 2px solid var(--foyer-color-accent); outline-offset: 2px; }
@media (prefers-reduced-motion: reduce) {
  ${R}, ${R} * { animation: none !important; transition: none !important; }
}
${iconCss}`
