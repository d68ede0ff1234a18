import type { Features } from './features.js'
import type { FoyerOptions } from './foyerOptions.js'

/** Resolved options: defaults applied, validated. */
export type ResolvedOptions = Omit<FoyerOptions, 'features'> & {
  features: {
    [K in Exclude<keyof Features, 'connectMethodsOrder' | 'connectorTypeOrder'>]-?: Exclude<
      Features[K],
      undefined
    >
  } & Pick<Features, 'connectMethodsOrder' | 'connectorTypeOrder'>
  enableWalletConnect: boolean
  apiUrl: string
  blockchainApiUrl: string
  nameZone: string
  secureSiteUrl: string
  relayUrl: string
}
