/** Ports of the local stack, injected by vite.config.ts from the FOYER_*_PORT variables. */
declare const __FOYER_WALLET_PORTS__: {
  chainA: number
  chainB: number
  relay: number
  solana: number
  solanaDevnet: number
  solanaTestnet: number
}
