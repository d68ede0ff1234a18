// Loaded with import() on the first signMessage: the wallet's signer only, no Bitcoin library.
import type { CaipNetwork } from '@foyer/core'
import { InvalidParameterError } from '@foyer/core'
import { notConnected } from '../errors/errors.js'
import type { Connection } from '../internal/connection.js'

/**
 * Has the connected wallet sign `message` with `address` (default: its payment address) by BIP-322 (simple);
 * resolves the signature, base64. Verify it with `verifyBitcoinMessage`.
 * @throws UserRejectedRequestError when the visitor declines.
 */
export async function signMessage(
  connection: Connection | undefined,
  network: CaipNetwork,
  message: string,
  address: string | undefined,
): Promise<string> {
  if (!connection) throw notConnected()
  const signing = address ?? connection.address
  if (!connection.accounts.some((a) => a.address === signing))
    throw new InvalidParameterError('address', `${signing} is not an address of the connected wallet`)
  return (await connection.signer(network)).signMessage(signing, message)
}
