import { ROOT_ATTRIBUTE } from '../../styles/theme.js'

const R = `[${ROOT_ATTRIBUTE}]`

/** CSS of RegisterAccountName and its success view; injected by their lazy chunks. */
export const namesCss = `
${R} .foyer-name-input { display: flex; align-items: stretch; }
${R} .foyer-name-input .foyer-input { border-top-right-radius: 0; border-bottom-right-radius: 0; }
${R} .foyer-name-input__zone {
  display: flex; align-items: center; padding: 0 var(--foyer-space);
  border: 1px solid var(--foyer-color-border); border-left: 0;
  border-radius: 0 var(--foyer-radius-m) var(--foyer-radius-m) 0;
  background: var(--foyer-color-surface); color: var(--foyer-color-fg-muted);
}
${R} .foyer-name-state { min-height: 1.4em; }
${R} .foyer-name-state[data-state='free'] { color: var(--foyer-color-success); }
${R} .foyer-name-suggestions { display: flex; flex-wrap: wrap; gap: var(--foyer-space); list-style: none; margin: 0; padding: 0; }
${R} .foyer-name-suggestion {
  padding: 6px 12px; border: 1px solid var(--foyer-color-border); border-radius: var(--foyer-radius-full);
  background: var(--foyer-color-bg); color: var(--foyer-color-fg); font: inherit; font-size: var(--foyer-fs-small); cursor: pointer;
}
${R} .foyer-name-suggestion:hover { border-color: var(--foyer-color-accent); }
${R} .foyer-name-done { width: 56px; height: 56px; color: var(--foyer-color-success); }
${R} .foyer-name-done svg { width: 100%; height: 100%; }
`
