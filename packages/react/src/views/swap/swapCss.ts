import { ROOT_ATTRIBUTE } from '../../styles/theme.js'

const R = `[${ROOT_ATTRIBUTE}]`

export const swapCss = `
${R} .foyer-swap-box { display: flex; flex-direction: column; gap: calc(var(--foyer-space) * 0.5); padding: var(--foyer-space); border-radius: var(--foyer-radius-m); background: var(--foyer-color-surface); }
${R} .foyer-swap-box > label { font-weight: 600; }
${R} .foyer-swap-box .foyer-input { flex: 1; min-width: 0; font-size: var(--foyer-fs-large); }
${R} .foyer-swap-token { display: inline-flex; align-items: center; gap: calc(var(--foyer-space) * 0.5); white-space: nowrap; --foyer-icon-size: 24px; }
${R} .foyer-swap-flip { align-self: center; margin: calc(var(--foyer-space) * -0.5) 0; }
${R} .foyer-swap-details { margin: 0; display: grid; grid-template-columns: 1fr auto; gap: 4px var(--foyer-space); font-size: var(--foyer-fs-small); }
${R} .foyer-swap-details dt { color: var(--foyer-color-fg-muted); }
${R} .foyer-swap-details dd { margin: 0; text-align: end; }
${R} .foyer-swap-details dd:not([data-level="low"]) { color: var(--foyer-color-error); font-weight: 600; }
${R} .foyer-swap-usd { font-size: var(--foyer-fs-small); }
${R} .foyer-swap-warning { margin: 0; padding: calc(var(--foyer-space) * 0.75); border-radius: var(--foyer-radius-m); border: 1px solid var(--foyer-color-error); color: var(--foyer-color-error); font-size: var(--foyer-fs-small); }
${R} .foyer-swap-warning[data-level="severe"] { font-weight: 600; }
${R} .foyer-swap-accept { display: flex; gap: calc(var(--foyer-space) * 0.5); align-items: flex-start; font-size: var(--foyer-fs-small); }
`
