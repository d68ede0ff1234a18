import { ConnectorNotFoundError } from '../errors/errors.js'
import type { FoyerContext } from '../instance/context.js'

/** The instance's WalletConnect pairing and session; the SDK itself loads only on first use. */
export interface WalletConnectController {
  connect(options?: { walletId?: string }): Promise<void>
  cancel(): void
}

/** One controller per createFoyer instance (no module state). */
export function createWalletConnectController(_context: FoyerContext): WalletConnectController {
  return {
    connect: () =>
      Promise.reject(new ConnectorNotFoundError({ details: 'WalletConnectConnector not found' })),
    cancel: () => {},
  }
}
