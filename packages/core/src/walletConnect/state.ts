import type { FoyerMessage } from '../messages/types.js'

/**
 * The WalletConnect pairing. `walletId` is the directory wallet the view opened it for, if any.
 * 'ready' carries the `wc:` URI to show as a QR code or deep link until `expiresAt` (epoch ms).
 */
export type WalletConnectState =
  | { status: 'idle' }
  /** The SDK is loading or the pairing is being created. */
  | { status: 'loading'; walletId?: string }
  | { status: 'ready'; uri: string; expiresAt: number; walletId?: string }
  /** The wallet rejected the proposal; message is `errorUserRejected` ('User rejected the request.'). */
  | { status: 'declined'; message: FoyerMessage; walletId?: string }
  /** Anything else (relay unreachable, ...), as the text to show, by id. */
  | { status: 'error'; message: FoyerMessage; walletId?: string }

declare module '../store/types.js' {
  interface FoyerState {
    /** The WalletConnect pairing the view shows (connectWalletConnect); 'idle' when none is pending. */
    walletConnect: WalletConnectState
  }
}
