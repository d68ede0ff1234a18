import { getAddress, isAddress } from 'viem'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { type CaipNetworkId, SIWXError, type SIWXMessage, type SIWXMessageData } from './types.js'

const NONCE = /^[A-Za-z0-9]{8,}$/

function evmChainId(chainId: CaipNetworkId): number {
  const [namespace, reference] = chainId.split(':')
  const id = Number(reference)
  if (namespace !== 'eip155' || !Number.isSafeInteger(id) || id <= 0)
    throw new SIWXError(`Only eip155 chains can sign EIP-4361 messages, not ${chainId}`)
  return id
}

/**
 * A sign-in message from its data: the EIP-4361 text for an eip155 chain (the only namespace with a
 * message format here until other adapters exist). Checks the fields EIP-4361 requires.
 *
 * @example
 * const message = createSIWXMessage({ accountAddress, chainId: 'eip155:1', domain: 'app.example', uri: 'https://app.example', version: '1', nonce, issuedAt: new Date().toISOString() })
 * await walletClient.signMessage({ message: message.toString() })
 */
export function createSIWXMessage(data: SIWXMessageData): SIWXMessage {
  if (!isAddress(data.accountAddress, { strict: false })) throw new SIWXError('Invalid account address')
  if (!NONCE.test(data.nonce)) throw new SIWXError('The nonce must be at least 8 letters or digits')
  if (!data.domain || /[\s/]/.test(data.domain))
    throw new SIWXError('The domain must be a host, like app.example')
  if (!URL.canParse(data.uri)) throw new SIWXError('The uri must be a URL')
  if (Number.isNaN(Date.parse(data.issuedAt))) throw new SIWXError('issuedAt must be an ISO date')
  const chainId = evmChainId(data.chainId)
  const text = createSiweMessage({
    address: getAddress(data.accountAddress),
    chainId,
    domain: data.domain,
    uri: data.uri,
    version: '1',
    nonce: data.nonce,
    issuedAt: new Date(data.issuedAt),
    ...(data.statement ? { statement: data.statement } : {}),
    ...(data.resources?.length ? { resources: data.resources } : {}),
    ...(data.requestId ? { requestId: data.requestId } : {}),
    ...(data.notBefore ? { notBefore: new Date(data.notBefore) } : {}),
    ...(data.expirationTime ? { expirationTime: new Date(data.expirationTime) } : {}),
  })
  return { ...data, toString: () => text }
}

/** The data of an EIP-4361 message text (for a session a server or storage handed back). */
export function parseSIWXMessage(text: string): SIWXMessageData {
  const fields = parseSiweMessage(text)
  if (
    !fields.address ||
    !fields.chainId ||
    !fields.nonce ||
    !fields.domain ||
    !fields.uri ||
    !fields.issuedAt
  )
    throw new SIWXError('Not an EIP-4361 message')
  return {
    accountAddress: fields.address,
    chainId: `eip155:${fields.chainId}`,
    domain: fields.domain,
    uri: fields.uri,
    version: '1',
    nonce: fields.nonce,
    issuedAt: fields.issuedAt.toISOString(),
    ...(fields.statement ? { statement: fields.statement } : {}),
    ...(fields.resources ? { resources: fields.resources } : {}),
    ...(fields.requestId ? { requestId: fields.requestId } : {}),
    ...(fields.notBefore ? { notBefore: fields.notBefore.toISOString() } : {}),
    ...(fields.expirationTime ? { expirationTime: fields.expirationTime.toISOString() } : {}),
  }
}

/** Whether a session's message is valid at `now` (not before notBefore, not after expirationTime). */
export function isSessionLive(data: SIWXMessageData, now = Date.now()): boolean {
  if (data.notBefore && Date.parse(data.notBefore) > now) return false
  return !(data.expirationTime && Date.parse(data.expirationTime) <= now)
}
