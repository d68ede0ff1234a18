/** Ports of the local stack, injected by vite.config.ts from the FOYER_*_PORT variables. */
declare const __FOYER_WALLET_PORTS__: {
  chainA: number
  chainB: number
  relay: number
  solana: number
  solanaDevnet: number
  solanaTestnet: number
  /** The Bitcoin regtest ledger's Esplora base URL (FOYER_BITCOIN_ESPLORA_URL, else FOYER_BITCOIN_PORT). */
  bitcoinEsploraUrl: string
}
