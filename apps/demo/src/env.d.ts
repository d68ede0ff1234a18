/** Ports of the local stack, injected by vite.config.ts from the FOYER_*_PORT variables. */
declare const __FOYER_PORTS__: {
  chainA: number
  chainB: number
  cloud: number
  relay: number
  solana: number
  solanaDevnet: number
  bitcoin: number
}

/** The secure site's origin (FOYER_SECURE_SITE_URL, else localhost on its port), injected by vite.config.ts. */
declare const __FOYER_SECURE_SITE_URL__: string

/** False in the EVM-only build of the demo (FOYER_DEMO_EVM_ONLY=1): only the EVM adapter and networks. */
declare const __FOYER_SOLANA__: boolean
