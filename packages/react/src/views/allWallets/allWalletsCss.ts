import { ROOT_ATTRIBUTE } from '../../styles/theme.js'

const R = `[${ROOT_ATTRIBUTE}]`

/** Rows of the wallet grid are exactly this tall; the windowing hook counts on it. */
export const WALLET_ROW_HEIGHT = 104
/** Wallets per grid row (the modal is 360px wide). */
export const WALLET_COLUMNS = 4
/** Height of the grid's scroll area. */
export const WALLET_GRID_HEIGHT = 384

/** CSS of the AllWallets view; injected by its lazy chunk. */
export const allWalletsCss = `
${R} .foyer-wallet-scroll { height: ${WALLET_GRID_HEIGHT}px; max-height: 60vh; overflow-y: auto; overscroll-behavior: contain; }
${R} .foyer-wallet-grid {
  list-style: none; margin: 0; padding-inline: 0; box-sizing: border-box;
  display: grid; grid-template-columns: repeat(${WALLET_COLUMNS}, 1fr); grid-auto-rows: ${WALLET_ROW_HEIGHT}px;
}
${R} .foyer-wallet-grid li { min-width: 0; padding: 2px; }
${R} .foyer-wallet-tile {
  position: relative; width: 100%; height: 100%; display: flex; flex-direction: column; align-items: center;
  justify-content: flex-start; gap: 4px; padding: 10px 4px 0; border: none; border-radius: var(--foyer-radius-m);
  background: var(--foyer-color-surface); color: var(--foyer-color-fg); font: inherit; font-size: var(--foyer-fs-small);
  cursor: pointer; --foyer-icon-size: 44px;
}
${R} .foyer-wallet-tile:hover { background: var(--foyer-color-surface-hover); }
${R} .foyer-wallet-tile__name { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
/* The tag sits in the tile's bottom strip, so every logo and name lines up whether installed or not. */
${R} .foyer-wallet-tile .foyer-tag {
  position: absolute; bottom: 5px; left: 50%; transform: translateX(-50%); padding: 0 4px; font-size: 0.85em;
  line-height: 1.4; white-space: nowrap;
}
${R} .foyer-wallet-links { list-style: none; margin: 0; padding: 0; width: 100%; display: flex; flex-direction: column; gap: calc(var(--foyer-space) * 0.5); }
`
