/**
 * The analytics events Foyer sends, named and shaped as the hosted kit's (`props` of `POST /e`), so a
 * project's dashboard reads both alike. `properties` holds only what the visitor did, never a key,
 * a code, an email address or an amount's wallet.
 */
export type FoyerAnalyticsEvent =
  | { event: 'MODAL_OPEN'; properties: { connected: boolean } }
  | { event: 'MODAL_CLOSE'; properties: { connected: boolean } }
  | { event: 'CLICK_ALL_WALLETS' }
  | { event: 'SELECT_WALLET'; properties: { name: string; platform: 'browser' | 'qrcode' | 'mobile' } }
  | {
      event: 'CONNECT_SUCCESS'
      properties: { method: 'browser' | 'qrcode' | 'mobile' | 'email'; name: string }
    }
  | { event: 'CONNECT_ERROR'; properties: { message: string } }
  | { event: 'DISCONNECT_SUCCESS'; properties: { namespace: string } }
  | { event: 'CLICK_NETWORKS' }
  | { event: 'SWITCH_NETWORK'; properties: { network: string } }
  | { event: 'EMAIL_LOGIN_SELECTED' }
  | { event: 'EMAIL_SUBMITTED' }
  | { event: 'EMAIL_VERIFICATION_CODE_SENT' }
  | { event: 'EMAIL_VERIFICATION_CODE_FAIL'; properties: { message: string } }
  | { event: 'SOCIAL_LOGIN_STARTED'; properties: { provider: string } }
  | { event: 'SOCIAL_LOGIN_SUCCESS'; properties: { provider: string } }
  | { event: 'SOCIAL_LOGIN_ERROR'; properties: { provider: string } }
  | { event: 'CLICK_SIGN_SIWX_MESSAGE'; properties: { network: string; isSmartAccount: boolean } }
  | { event: 'SIWX_AUTH_SUCCESS'; properties: { network: string; isSmartAccount: boolean } }
  | { event: 'SIWX_AUTH_ERROR'; properties: { network: string; isSmartAccount: boolean } }
  | { event: 'OPEN_SEND'; properties: { network: string; isSmartAccount: boolean } }
  | { event: SendEventName; properties: SendEventProperties }
  | { event: 'SEND_ERROR'; properties: SendEventProperties & { message: string } }
  | { event: 'OPEN_SWAP'; properties: { network: string; isSmartAccount: boolean } }
  | { event: SwapEventName; properties: SwapEventProperties }
  | { event: 'SWAP_ERROR' | 'SWAP_APPROVAL_ERROR'; properties: SwapEventProperties & { message: string } }
  | { event: 'SELECT_BUY_CRYPTO'; properties: { isSmartAccount: boolean } }
  | { event: 'SELECT_BUY_PROVIDER'; properties: { provider: string; isSmartAccount: boolean } }
  | { event: 'OPEN_ENS_FLOW'; properties: { isSmartAccount: boolean } }

type SendEventName = 'SEND_INITIATED' | 'SEND_SUCCESS'
interface SendEventProperties {
  network: string
  isSmartAccount: boolean
  token: string
  amount: number
}
type SwapEventName = 'INITIATE_SWAP' | 'SWAP_SUCCESS'
interface SwapEventProperties {
  network: string
  isSmartAccount: boolean
  swapFromToken: string
  swapToToken: string
  swapFromAmount: string
  swapToAmount: string
}

/** An event's name. */
export type FoyerAnalyticsEventName = FoyerAnalyticsEvent['event']
