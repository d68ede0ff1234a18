import { checkBitcoinAddress, checkSolanaAddress } from './addresses.js'
import { type Caip122Fields, formatCaip122, headerChainName, parseCaip122 } from './caip122.js'
import { checkEvmAddress, formatEip4361, parseEip4361 } from './eip4361.js'
import { chainNames, namespaceOfChainName, type SIWXNamespace, splitChainId } from './namespaces.js'
import { SIWXError, type SIWXMessage, type SIWXMessageData } from './types.js'

const NONCE = /^[A-Za-z0-9]{8,}$/
// An RFC 3986 authority without user info: a host name, IPv4 or [IPv6], and an optional port.
const DOMAIN = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/

const isDateTime = (value: string) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))
const iso = (value: string) => new Date(value).toISOString()

function checkAddress(namespace: SIWXNamespace, reference: string, address: string): void {
  if (namespace === 'eip155') checkEvmAddress(address)
  else if (namespace === 'solana') checkSolanaAddress(address)
  else checkBitcoinAddress(address, reference)
}

/** The checks every format shares (EIP-4361's rules, which CAIP-122 takes over). */
function checkFields(data: SIWXMessageData): void {
  if (!NONCE.test(data.nonce)) throw new SIWXError('The nonce must be at least 8 letters or digits')
  if (!data.domain || !DOMAIN.test(data.domain))
    throw new SIWXError('The domain must be a host, like app.example')
  if (!URL.canParse(data.uri)) throw new SIWXError('The uri must be a URL')
  if (Number.isNaN(Date.parse(data.issuedAt))) throw new SIWXError('issuedAt must be an ISO date')
  for (const [name, value] of [
    ['expirationTime', data.expirationTime],
    ['notBefore', data.notBefore],
  ] as const)
    if (value !== undefined && Number.isNaN(Date.parse(value)))
      throw new SIWXError(`${name} must be an ISO date`)
  if (data.statement?.includes('\n')) throw new SIWXError('The statement must be a single line')
  if (data.requestId?.includes('\n')) throw new SIWXError('The requestId must be a single line')
  if (data.resources?.some((resource) => !URL.canParse(resource) || /\s/.test(resource)))
    throw new SIWXError('Each resource must be a URI')
}

/**
 * A sign-in message from its data, in its chain's format: EIP-4361 for eip155 (the address checksummed,
 * `Chain ID: 1`), CAIP-122 for solana and bip122 (`… with your Solana account:` / `… with your Bitcoin
 * account:`, `Chain ID:` the CAIP-2 reference). Checks the address for its chain and the fields the formats
 * require.
 *
 * @example
 * const message = createSIWXMessage({
 *   accountAddress: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
 *   chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
 *   domain: 'app.example', uri: 'https://app.example', version: '1', nonce, issuedAt: new Date().toISOString(),
 * })
 * const signature = await adapter.signMessage({ message: message.toString(), address: message.accountAddress })
 * @throws SIWXError naming the field that is wrong (an unsupported chain, an address of another chain, …).
 */
export function createSIWXMessage(data: SIWXMessageData): SIWXMessage {
  const { namespace, reference } = splitChainId(data.chainId)
  checkAddress(namespace, reference, data.accountAddress)
  checkFields(data)
  const text =
    namespace === 'eip155'
      ? formatEip4361(data, reference)
      : formatCaip122({
          ...data,
          chainName: chainNames[namespace],
          chainId: reference,
          issuedAt: iso(data.issuedAt),
          ...(data.expirationTime ? { expirationTime: iso(data.expirationTime) } : {}),
          ...(data.notBefore ? { notBefore: iso(data.notBefore) } : {}),
        })
  return { ...data, toString: () => text }
}

/** The message data of a parsed CAIP-122 text, checked as createSIWXMessage checks its input. */
function fromCaip122(fields: Caip122Fields): SIWXMessageData {
  const namespace = namespaceOfChainName(fields.chainName)
  if (!namespace || namespace === 'eip155')
    throw new SIWXError(`Sign-in with a ${fields.chainName} account is not supported`)
  // The reference alone is what this package writes; a full CAIP-2 id (the hosted kit's default) reads too.
  const chainId = fields.chainId.includes(':') ? fields.chainId : `${namespace}:${fields.chainId}`
  const { namespace: written, reference } = splitChainId(chainId)
  if (written !== namespace)
    throw new SIWXError(`Not a sign-in message: a ${fields.chainName} account on chain ${chainId}`)
  if (fields.version !== '1') throw new SIWXError('Not a sign-in message: Version must be 1')
  for (const value of [fields.issuedAt, fields.expirationTime, fields.notBefore])
    if (value !== undefined && !isDateTime(value))
      throw new SIWXError(`Not a sign-in message: ${value} is not an RFC 3339 date-time`)
  const data: SIWXMessageData = {
    accountAddress: fields.accountAddress,
    chainId: `${namespace}:${reference}`,
    domain: fields.domain,
    uri: fields.uri,
    version: '1',
    nonce: fields.nonce,
    issuedAt: iso(fields.issuedAt),
    ...(fields.statement ? { statement: fields.statement } : {}),
    ...(fields.resources ? { resources: [...fields.resources] } : {}),
    ...(fields.requestId ? { requestId: fields.requestId } : {}),
    ...(fields.notBefore ? { notBefore: iso(fields.notBefore) } : {}),
    ...(fields.expirationTime ? { expirationTime: iso(fields.expirationTime) } : {}),
  }
  checkAddress(namespace, reference, data.accountAddress)
  checkFields(data)
  return data
}

/**
 * The data of a sign-in message's text (for a session a server or storage handed back): EIP-4361 by viem's
 * parser, as before; CAIP-122 for Solana and Bitcoin accounts, the chain id made CAIP-2 again
 * (`solana:<reference>`, `bip122:<reference>`).
 *
 * @example
 * parseSIWXMessage(session.message).chainId // 'bip122:000000000019d6689c085ae165831e93'
 * @throws SIWXError when the text is not a sign-in message, or names an address its chain cannot have.
 */
export function parseSIWXMessage(text: string): SIWXMessageData {
  const chainName = headerChainName(text)
  if (chainName === undefined)
    throw new SIWXError('Not a sign-in message: expected EIP-4361 or CAIP-122 text')
  return chainName === chainNames.eip155 ? parseEip4361(text) : fromCaip122(parseCaip122(text))
}

/** Whether a session's message is valid at `now` (not before notBefore, not after expirationTime). */
export function isSessionLive(data: SIWXMessageData, now = Date.now()): boolean {
  if (data.notBefore && Date.parse(data.notBefore) > now) return false
  return !(data.expirationTime && Date.parse(data.expirationTime) <= now)
}
