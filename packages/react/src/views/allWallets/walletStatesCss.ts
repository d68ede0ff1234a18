import { ROOT_ATTRIBUTE } from '../../styles/theme.js'

const R = `[${ROOT_ATTRIBUTE}]`

/** CSS of the AllWallets view's loading, error and empty states; injected by its lazy chunk. */
export const walletStatesCss = `
${R} .foyer-wallet-skeleton {
  width: 100%; height: 100%; border-radius: var(--foyer-radius-m); background: var(--foyer-color-surface);
  animation: foyer-wallet-pulse 900ms ease-in-out infinite alternate;
}
@keyframes foyer-wallet-pulse { from { opacity: 1; } to { opacity: 0.45; } }
@media (prefers-reduced-motion: reduce) { ${R} .foyer-wallet-skeleton { animation: none; } }
${R} .foyer-wallet-state { display: flex; flex-direction: column; align-items: center; gap: var(--foyer-space); padding: calc(var(--foyer-space) * 2) var(--foyer-space); text-align: center; }
${R} .foyer-wallet-state p { margin: 0; }
${R} .foyer-wallet-state .foyer-row { justify-content: center; flex-wrap: wrap; }
`
