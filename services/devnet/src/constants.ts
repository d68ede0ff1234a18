/** Chain id of chain A, "Foyer Devnet" (native currency Ether). */
export const chainAId = 31337
/** Chain id of chain B, "Foyer Sidechain" (native currency Side Ether). */
export const chainBId = 31338

/** The two devnet chain ids, chain A first. */
export const devnetChainIds = [chainAId, chainBId] as const
/** A devnet chain id. */
export type DevnetChainId = (typeof devnetChainIds)[number]

/** Default JSON-RPC ports of the two chains (both bound to 127.0.0.1). */
export const defaultPorts = { a: 8545, b: 8546 } as const

/** Environment variables that move the chains to other ports. */
export const portEnvVars = { a: 'FOYER_CHAIN_A_PORT', b: 'FOYER_CHAIN_B_PORT' } as const

/** Environment variable that moves the snapshot and compiler cache (default `<repo>/.state/devnet`). */
export const stateDirEnvVar = 'FOYER_STATE_DIR'

/** Host the chains listen on. */
export const devnetHost = '127.0.0.1'
