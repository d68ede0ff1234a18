import { BaseError } from '@foyer/errors'
import type { SIWEConfig, SIWXConfig, SIWXSession } from './types.js'

/**
 * The legacy `siweConfig` as a SIWXConfig: its nonce and message, its server verification on
 * addSession, its single session from getSession. Loaded only when an app passes siweConfig.
 */
export function fromSiweConfig(siwe: SIWEConfig): SIWXConfig {
  let current: SIWXSession | undefined
  return {
    async createMessage({ accountAddress, chainId }) {
      const data = {
        accountAddress,
        chainId,
        domain: globalThis.location?.host ?? '',
        uri: globalThis.location?.origin ?? '',
        version: '1' as const,
        nonce: await siwe.getNonce(accountAddress),
        issuedAt: new Date().toISOString(),
        ...(siwe.statement ? { statement: siwe.statement } : {}),
      }
      const text = siwe.createMessage({
        ...data,
        address: accountAddress,
        chainId: Number(chainId.split(':')[1]),
      })
      return { ...data, toString: () => text }
    },
    async addSession(session) {
      if (!(await siwe.verifyMessage({ message: session.message, signature: session.signature })))
        throw new BaseError('SIWX', 'The server did not accept the signature', {
          messageId: 'errorSignatureNotAccepted',
        })
      current = session
    },
    async revokeSession() {
      current = undefined
      await siwe.signOut()
    },
    async setSessions(sessions) {
      current = sessions[0]
    },
    async getSessions(chainId, address) {
      const session = await siwe.getSession().catch(() => null)
      const matches =
        session &&
        session.address.toLowerCase() === address.toLowerCase() &&
        `eip155:${session.chainId}` === chainId
      if (!matches) return []
      return current ? [current] : []
    },
    getRequired: () => siwe.required ?? true,
  }
}
