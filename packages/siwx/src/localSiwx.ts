import { createSIWXMessage, isSessionLive, parseSIWXMessage } from './message.js'
import { sameAddress } from './namespaces.js'
import { randomNonce } from './nonce.js'
import { type CaipNetworkId, type SIWXConfig, SIWXError, type SIWXSession } from './types.js'
import { verifySIWXSignature } from './verify/verifySignature.js'

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface LocalSiwxOptions {
  /** Where sessions are kept; default localStorage. */
  storage?: StorageLike | undefined
  /** The key they are kept under; default `foyer:siwx:sessions`. */
  storageKey?: string | undefined
  statement?: string | undefined
  /** How long a session lasts; default 7 days. */
  expiresInMs?: number | undefined
  /** Whether the modal requires a session before it may close. Default false. */
  required?: boolean | undefined
  /** Default the page's host and origin. */
  domain?: string | undefined
  uri?: string | undefined
}

const WEEK_MS = 7 * 24 * 60 * 60_000

/**
 * Sign-in for apps without a backend: sessions live in the browser. A session is kept only if its
 * message is well formed and the signature is its account's, checked in the browser by the chain's
 * algorithm: EIP-191 recovery for eip155 (EOAs; a smart account's signature needs a chain to verify, so
 * use `createCloudSiwx` for those), ed25519 for Solana (WebCrypto), BIP-322 for Bitcoin (@foyer/bitcoin's
 * verifier, loaded only when a Bitcoin account signs in).
 *
 * @example
 * const foyer = createFoyer({ ..., siwx: createLocalSiwx({ statement: 'Sign in to My dApp' }) })
 */
export function createLocalSiwx(options: LocalSiwxOptions = {}): SIWXConfig {
  const key = options.storageKey ?? 'foyer:siwx:sessions'
  const storage = (): StorageLike | undefined => options.storage ?? globalThis.localStorage
  const read = (): SIWXSession[] => {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(key) ?? '[]')
      return Array.isArray(parsed) ? (parsed as SIWXSession[]) : []
    } catch {
      return []
    }
  }
  const write = (sessions: SIWXSession[]) => {
    try {
      storage()?.setItem(key, JSON.stringify(sessions))
    } catch {
      // A full or blocked storage forgets the session; the visitor signs in again next time.
    }
  }
  const check = async (session: SIWXSession) => {
    const data = parseSIWXMessage(session.message)
    if (
      data.chainId !== session.data.chainId ||
      !sameAddress(data.chainId, data.accountAddress, session.data.accountAddress)
    )
      throw new SIWXError('The session does not match its message')
    const valid = await verifySIWXSignature({
      chainId: data.chainId,
      address: data.accountAddress,
      message: session.message,
      signature: session.signature,
    })
    if (!valid) throw new SIWXError('The signature does not match the account')
  }
  return {
    async createMessage({ accountAddress, chainId }) {
      const now = Date.now()
      return createSIWXMessage({
        accountAddress,
        chainId,
        domain: options.domain ?? globalThis.location?.host ?? '',
        uri: options.uri ?? globalThis.location?.origin ?? '',
        version: '1',
        nonce: randomNonce(),
        issuedAt: new Date(now).toISOString(),
        expirationTime: new Date(now + (options.expiresInMs ?? WEEK_MS)).toISOString(),
        ...(options.statement ? { statement: options.statement } : {}),
      })
    },
    async addSession(session) {
      await check(session)
      write([...read().filter((s) => s.message !== session.message), session])
    },
    async revokeSession(chainId, address) {
      write(
        read().filter(
          (s) => !(s.data.chainId === chainId && sameAddress(chainId, s.data.accountAddress, address)),
        ),
      )
    },
    async setSessions(sessions) {
      for (const session of sessions) await check(session)
      write(sessions)
    },
    async getSessions(chainId: CaipNetworkId, address: string) {
      return read().filter(
        (s) =>
          s.data.chainId === chainId &&
          sameAddress(chainId, s.data.accountAddress, address) &&
          isSessionLive(s.data),
      )
    },
    getRequired: () => options.required ?? false,
  }
}
