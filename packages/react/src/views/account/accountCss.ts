import { ROOT_ATTRIBUTE } from '../../styles/theme.js'

const R = `[${ROOT_ATTRIBUTE}]`

/** CSS of the Account view's tabs and panels and of the Receive view; injected by their lazy chunks. */
export const accountCss = `
${R} .foyer-account-address { position: relative; display: flex; align-items: center; justify-content: center; gap: 4px; max-width: 100%; }
${R} .foyer-account-address .foyer-icon-button { width: 32px; height: 32px; font-size: 18px; color: var(--foyer-color-fg-muted); }
${R} .foyer-copied { position: absolute; inset-inline-start: 100%; white-space: nowrap; font-size: var(--foyer-fs-small); color: var(--foyer-color-fg-muted); }
${R} .foyer-account-wallet {
  display: inline-flex; align-items: center; gap: 6px; margin: 0; padding: 4px 10px 4px 4px; border-radius: 999px;
  background: var(--foyer-color-surface); font-size: var(--foyer-fs-small); font-weight: 500;
}
${R} .foyer-account-wallet .foyer-icon { border-radius: 50%; }
${R} .foyer-account-wallet__mail { display: inline-flex; width: 20px; height: 20px; align-items: center; justify-content: center; }
${R} .foyer-account-wallet__mail svg { width: 16px; height: 16px; }
${R} .foyer-account-type {
  margin: 0; padding: 2px 8px; border-radius: 999px; border: 1px solid var(--foyer-color-border);
  color: var(--foyer-color-fg-muted); font-size: var(--foyer-fs-small); font-weight: 600;
}
${R} .foyer-tabs { display: flex; gap: 4px; padding: 4px; border-radius: var(--foyer-radius-m); background: var(--foyer-color-surface); }
${R} .foyer-tab {
  flex: 1; min-height: 32px; border: none; border-radius: var(--foyer-radius-s); background: transparent;
  color: var(--foyer-color-fg-muted); font: inherit; font-weight: 600; cursor: pointer;
}
${R} .foyer-tab[aria-selected='true'] { background: var(--foyer-color-bg); color: var(--foyer-color-fg); }
${R} .foyer-tabpanel { min-height: 120px; }
${R} .foyer-empty { display: flex; flex-direction: column; align-items: center; gap: calc(var(--foyer-space) * 0.75); padding: var(--foyer-space) 0; text-align: center; }
${R} .foyer-empty__title { margin: 0; font-weight: 600; }
${R} .foyer-row-item { display: flex; align-items: center; gap: var(--foyer-space); padding: calc(var(--foyer-space) * 0.75) 0; --foyer-icon-size: 36px; }
${R} .foyer-row-item__main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
${R} .foyer-row-item__main > *, ${R} .foyer-row-item__end > * { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; margin: 0; }
${R} .foyer-row-item__end { text-align: end; display: flex; flex-direction: column; }
${R} .foyer-skeleton { height: 44px; border-radius: var(--foyer-radius-m); background: var(--foyer-color-surface); animation: foyer-fade 900ms ease-in-out infinite alternate; }
${R} .foyer-nft-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(3, 1fr); gap: var(--foyer-space); }
${R} .foyer-nft-grid img { width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: var(--foyer-radius-m); background: var(--foyer-color-surface); }
${R} .foyer-nft-placeholder {
  display: flex; align-items: center; justify-content: center; width: 100%; aspect-ratio: 1; border-radius: var(--foyer-radius-m);
  background: var(--foyer-color-surface); color: var(--foyer-color-fg-muted); font-size: var(--foyer-fs-small); text-align: center;
}
${R} .foyer-nft-grid p { margin: 0; font-size: var(--foyer-fs-small); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
${R} .foyer-qr { width: 200px; height: 200px; padding: 8px; border-radius: var(--foyer-radius-m); background: #fff; }
${R} .foyer-address { word-break: break-all; font-family: ui-monospace, monospace; font-size: var(--foyer-fs-small); margin: 0; }
`
