import { ROOT_ATTRIBUTE } from '../../styles/theme.js'

const R = `[${ROOT_ATTRIBUTE}]`

/** CSS of the Pay views (their own; the summary comes from the Send views' CSS). */
export const payCss = `
${R} .foyer-pay-or { display: flex; align-items: center; gap: var(--foyer-space); color: var(--foyer-color-fg-muted); margin: 0; }
${R} .foyer-pay-or::before, ${R} .foyer-pay-or::after { content: ''; flex: 1; border-top: 1px solid var(--foyer-color-border); }
${R} .foyer-pay-steps { display: flex; flex-direction: column; gap: calc(var(--foyer-space) * 0.5); margin: 0; padding: 0; list-style: none; text-align: start; }
${R} .foyer-pay-steps > li { display: flex; align-items: center; gap: calc(var(--foyer-space) * 0.75); color: var(--foyer-color-fg-muted); }
${R} .foyer-pay-steps > li[data-state='current'] { color: var(--foyer-color-fg); font-weight: 600; }
${R} .foyer-pay-steps > li[data-state='done'] { color: var(--foyer-color-fg); }
${R} .foyer-pay-step-mark { display: inline-flex; width: 20px; height: 20px; align-items: center; justify-content: center; flex: none; }
${R} .foyer-pay-hash { font-family: var(--foyer-font-mono, monospace); word-break: break-all; }
`
