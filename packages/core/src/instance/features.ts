import type { Connector } from '../types/connector.js'

export type ConnectMethod = 'email' | 'social' | 'wallet'
export type ConnectorTypeOrderItem =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'
export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'

/** Feature switches. Defaults: everything on, socials google, x, discord, farcaster, github, apple, facebook. */
export interface Features {
  email?: boolean | undefined
  socials?: readonly SocialProvider[] | false | undefined
  swaps?: boolean | undefined
  onramp?: boolean | undefined
  /**
   * Pay (`payActions(foyer).open(request)`): a payment the app asks for, paid from the wallet or an
   * exchange. Off by default, as in the hosted kit; its code loads only when a payment opens.
   *
   * @example
   * createFoyer({ networks, adapters, features: { pay: true } })
   */
  pay?: boolean | undefined
  send?: boolean | undefined
  receive?: boolean | undefined
  history?: boolean | undefined
  analytics?: boolean | undefined
  allWallets?: boolean | undefined
  /** Offer connected EVM accounts a name in `nameZone` (RegisterAccountName). */
  accountNames?: boolean | undefined
  /**
   * Smart accounts for embedded-wallet users where the secure site offers them (default true). Off,
   * their EOA acts on every network and the Account view offers no switch, whatever
   * `defaultAccountTypes.eip155` says.
   *
   * @example
   * createFoyer({ networks, adapters, features: { smartAccounts: false } })
   */
  smartAccounts?: boolean | undefined
  connectMethodsOrder?: readonly ConnectMethod[] | undefined
  connectorTypeOrder?: readonly ConnectorTypeOrderItem[] | undefined
}

/** One connector group of the Connect view, in display order, never empty. */
export interface ConnectorGroup {
  type: ConnectorTypeOrderItem
  connectors: readonly Connector[]
}
