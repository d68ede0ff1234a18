import { devnetChain } from '@foyer/devnet'

/** The demo's two devnet chains, on the ports the stack was started with. */
export const chains = [
  devnetChain(31337, __FOYER_PORTS__.chainA),
  devnetChain(31338, __FOYER_PORTS__.chainB),
] as const
