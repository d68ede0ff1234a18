import { ROOT_ATTRIBUTE } from '../../styles/theme.js'

const R = `[${ROOT_ATTRIBUTE}]`

/** Side of the pairing QR code; the loading placeholder keeps the same size so nothing jumps. */
const QR_SIZE = 216

/** CSS of the WalletConnect views; injected by their lazy chunks. */
export const walletConnectCss = `
${R} .foyer-wc-qr { position: relative; width: ${QR_SIZE}px; height: ${QR_SIZE}px; border-radius: var(--foyer-radius-m); background: #fff; display: flex; align-items: center; justify-content: center; }
${R} .foyer-wc-qr .foyer-qr { width: ${QR_SIZE}px; height: ${QR_SIZE}px; padding: 8px; box-sizing: border-box; }
${R} .foyer-wc-qr__logo { position: absolute; inset: 0; margin: auto; width: 48px; height: 48px; padding: 4px; border-radius: 12px; background: #fff; --foyer-icon-size: 40px; display: flex; align-items: center; justify-content: center; }
${R} .foyer-wc-qr[data-loading='true'] { background: var(--foyer-color-surface); }
${R} .foyer-wc-actions { display: flex; flex-direction: column; gap: calc(var(--foyer-space) * 0.5); width: 100%; }
${R} .foyer-wc-actions .foyer-button { width: 100%; justify-content: center; }
${R} .foyer-wallet-links { list-style: none; margin: 0; padding: 0; width: 100%; display: flex; flex-direction: column; gap: calc(var(--foyer-space) * 0.5); }
`
