// Sign In With Farcaster, checked as the protocol says: the SIWF message (EIP-4361 with statement
// 'Farcaster Auth', chain 10 and the fid as a resource) for this nonce and domain, signed by the
// custody address that owns the fid in Farcaster's IdRegistry, read on chain.

import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { ServiceError } from '@foyer/service-kit/errors'

export class FarcasterLoginError extends ServiceError<'FARCASTER_LOGIN_REFUSED'> {
  override name = 'FarcasterLoginError'
  constructor(shortMessage: string) {
    super('FARCASTER_LOGIN_REFUSED', shortMessage)
  }
}

export interface FarcasterVerifier {
  verify(args: {
    nonce: string
    domain: string
    message: string
    signature: `0x${string}`
  }): Promise<{ fid: number }>
}

/** `rpcUrl`: OP Mainnet (the devnet's chain 10 stand-in locally), where the IdRegistry is read. */
export function createFarcasterVerifier(relayUrl: string, rpcUrl: string): FarcasterVerifier {
  const client = createAppClient({ relay: relayUrl, ethereum: viemConnector({ rpcUrl }) })
  return {
    async verify({ nonce, domain, message, signature }) {
      let result: Awaited<ReturnType<typeof client.verifySignInMessage>>
      try {
        // Custody only: an auth address (a key the fid delegated) would need the KeyRegistry too.
        result = await client.verifySignInMessage({
          nonce,
          domain,
          message,
          signature,
          acceptAuthAddress: false,
        })
      } catch (error) {
        throw new FarcasterLoginError(reasonOf(error))
      }
      if (result.isError || !result.success) throw new FarcasterLoginError(reasonOf(result.error))
      const expires = result.data.expirationTime ? new Date(result.data.expirationTime).getTime() : undefined
      if (expires !== undefined && expires <= Date.now())
        throw new FarcasterLoginError('The message has expired')
      return { fid: result.fid }
    },
  }
}

function reasonOf(error: unknown): string {
  const message = (error as { message?: unknown } | undefined)?.message
  if (typeof message !== 'string') return 'The signature could not be verified'
  // The library's own texts ('Invalid domain', 'Invalid nonce', '... does not own fid ...'); no stack.
  return message.split('\n')[0]?.slice(0, 200) ?? 'The signature could not be verified'
}
