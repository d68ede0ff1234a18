import { ROOT_ATTRIBUTE } from '../../styles/theme.js'

const R = `[${ROOT_ATTRIBUTE}]`

/** CSS of the Send views; injected by their lazy chunks. */
export const sendCss = `
${R} .foyer-field { display: flex; flex-direction: column; gap: calc(var(--foyer-space) * 0.5); }
${R} .foyer-field > label { font-weight: 600; }
${R} .foyer-select {
  min-height: calc(var(--foyer-font-size-master) * 4); padding: 0 var(--foyer-space);
  border: 1px solid var(--foyer-color-border); border-radius: var(--foyer-radius-m);
  background: var(--foyer-color-bg); color: var(--foyer-color-fg); font: inherit;
}
${R} .foyer-token-picker { --foyer-icon-size: 32px; }
${R} .foyer-token-picker > .foyer-select { flex: 1; min-width: 0; }
${R} .foyer-field__hint { display: flex; justify-content: space-between; gap: var(--foyer-space); font-size: var(--foyer-fs-small); }
${R} .foyer-receiver { display: flex; align-items: center; gap: var(--foyer-space); --foyer-avatar-size: 28px; min-height: 28px; }
${R} .foyer-summary { display: flex; flex-direction: column; gap: calc(var(--foyer-space) * 0.75); padding: var(--foyer-space); border-radius: var(--foyer-radius-m); background: var(--foyer-color-surface); margin: 0; }
${R} .foyer-summary > div { display: flex; justify-content: space-between; align-items: center; gap: var(--foyer-space); }
${R} .foyer-summary dt { color: var(--foyer-color-fg-muted); }
${R} .foyer-summary dd { margin: 0; text-align: end; display: flex; align-items: center; gap: calc(var(--foyer-space) * 0.5); --foyer-avatar-size: 24px; }
${R} .foyer-amount { font-size: var(--foyer-fs-large); font-weight: 600; }
`
