/** Ports of the local stack, injected by vite.config.ts from the FOYER_*_PORT variables. */
declare const __FOYER_PORTS__: {
  chainA: number
  chainB: number
  cloud: number
  relay: number
  secureSite: number
}
