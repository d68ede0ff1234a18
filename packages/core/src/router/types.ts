import type { SocialLoginProvider } from '../embeddedWallet/types.js'
import type { Connector, MultiChainConnector } from '../types/connector.js'
import type { CaipNetwork } from '../types/network.js'

/** Modal views. Views of later issues are listed so apps can name them already. */
export type ViewName =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'Networks'
  | 'ConnectingExternal'
  | 'ConnectingMultiChain'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingSiwe'
  | 'ConnectingFarcaster'
  | 'ConnectingSocial'
  | 'ConnectSocials'
  | 'Swap'
  | 'SwapSelectToken'
  | 'SwapPreview'
  | 'OnRampProviders'
  | 'OnRampActivity'
  | 'Pay'
  | 'PayLoading'
  | 'UnsupportedChain'
  | 'SIWXSignMessage'
  | 'ApproveTransaction'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'Receive'
  | 'Send'
  | 'SendPreview'
  | 'WhatIsAWallet'
  | 'EmailVerifyDevice'
  | 'EmailVerifyOtp'
  | 'UpdateEmailWallet'
  | 'UpdateEmailPrimaryOtp'
  | 'UpdateEmailSecondaryOtp'

/** A view with its data: one variant per view that carries data, so a view reads typed route data. */
export type Route =
  | { view: 'ConnectingExternal'; data: { connector: Connector } }
  /** A wallet of several chain families: the visitor picks the family to connect. */
  | { view: 'ConnectingMultiChain'; data: { connector: MultiChainConnector } }
  | {
      view: 'ConnectingWalletConnect'
      /** The directory wallet to pair with, and its name for the view's title. */
      data: { walletId?: string | undefined; walletName?: string | undefined }
    }
  | { view: 'Networks'; data?: { network?: CaipNetwork | undefined } | undefined }
  /** The provider whose window the visitor signs in with. */
  | { view: 'ConnectingSocial'; data: { provider: SocialLoginProvider } }
  /** Which side of the swap the picked token goes to (default the token to receive). */
  | { view: 'SwapSelectToken'; data?: { side: 'sourceToken' | 'toToken' } | undefined }
  | {
      view: Exclude<
        ViewName,
        | 'ConnectingExternal'
        | 'ConnectingMultiChain'
        | 'ConnectingWalletConnect'
        | 'Networks'
        | 'ConnectingSocial'
        | 'SwapSelectToken'
      >
      data?: undefined
    }

/** Which way the last navigation went; views animate accordingly. */
export type Direction = 'next' | 'prev'

export interface RouterState {
  /** The stack; the last entry is the visible view. Never empty while the modal is open. */
  history: readonly Route[]
  direction: Direction
}
