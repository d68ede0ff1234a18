/**
 * CAIP-122 ("Sign in With X") sign-in text as Solana and Bitcoin accounts sign it: EIP-4361's layout with the
 * chain's name in the first line (`… with your Solana account:`) and the CAIP-2 reference as `Chain ID:`
 * (a full CAIP-2 id is read too). The server reads only what it checks: account, chain, domain, nonce and times.
 */
import { InvalidRequestError } from '../errors.js'

/** The namespaces a CAIP-122 first line can name, by the name it uses. */
const NAMESPACES: Readonly<Record<string, 'solana' | 'bip122'>> = { Solana: 'solana', Bitcoin: 'bip122' }

/** What the cloud needs of a CAIP-122 message. */
export interface Caip122Message {
  namespace: 'solana' | 'bip122'
  /** CAIP-2, e.g. `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chainId: string
  address: string
  domain: string
  /** The URI field: the page the message was made for. */
  uri: string
  nonce: string
  issuedAt: Date
  expirationTime: Date | undefined
  notBefore: Date | undefined
}

const HEADER = /^(?<domain>[^\s/]+) wants you to sign in with your (?<name>[A-Za-z]+) account:$/
const FIELD = /^(URI|Version|Chain ID|Nonce|Issued At|Expiration Time|Not Before|Request ID): (.+)$/
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/

const invalid = (problem: string) => new InvalidRequestError('message', problem)

function dateOf(name: string, value: string | undefined): Date | undefined {
  if (value === undefined) return undefined
  const date = new Date(value)
  if (!RFC3339.test(value) || Number.isNaN(date.getTime()))
    throw invalid(`${name} must be an RFC 3339 date-time`)
  return date
}

/** Whether the text's first line is a CAIP-122 one for a namespace this server verifies. */
export function isCaip122Message(text: string): boolean {
  const name = HEADER.exec(text.split('\n', 1)[0] ?? '')?.groups?.name
  return name !== undefined && Object.hasOwn(NAMESPACES, name)
}

/**
 * Reads a CAIP-122 text; refuses one that breaks the layout with 400 naming what is wrong.
 *
 * @example
 * parseCaip122Message(body.message) // { namespace: 'solana', chainId: 'solana:5eykt…', address, nonce, … }
 */
export function parseCaip122Message(text: string): Caip122Message {
  const lines = text.split('\n')
  const header = HEADER.exec(lines[0] ?? '')?.groups
  const namespace = header?.name ? NAMESPACES[header.name] : undefined
  if (!header?.domain || !namespace)
    throw invalid('is not a CAIP-122 message for a Solana or Bitcoin account')
  const address = lines[1] ?? ''
  if (!/^[A-Za-z0-9]+$/.test(address)) throw invalid('the second line must be the address')
  if (lines[2] !== '') throw invalid('a blank line must follow the address')
  // Two blank lines without a statement (EIP-4361), one in some writers'; else the statement and a blank line.
  let index = lines[3] === '' ? 4 : lines[3]?.startsWith('URI: ') ? 3 : 5
  if (index === 5 && lines[4] !== '') throw invalid('a blank line must follow the statement')
  const fields = new Map<string, string>()
  for (; index < lines.length; index++) {
    const line = lines[index] ?? ''
    if (line === 'Resources:') {
      if (lines.slice(index + 1).some((resource) => !/^- \S+$/.test(resource)))
        throw invalid('each line after Resources: must be "- <uri>"')
      break
    }
    const match = FIELD.exec(line)
    if (!match?.[1] || match[2] === undefined)
      throw invalid(`line ${index + 1} is not a field of the message`)
    if (fields.has(match[1])) throw invalid(`${match[1]} appears twice`)
    fields.set(match[1], match[2])
  }
  for (const required of ['URI', 'Version', 'Chain ID', 'Nonce', 'Issued At'])
    if (!fields.has(required)) throw invalid(`${required} is missing`)
  if (fields.get('Version') !== '1') throw invalid('Version must be 1')
  const nonce = fields.get('Nonce') ?? ''
  if (!/^[A-Za-z0-9]{8,}$/.test(nonce)) throw invalid('the nonce must be at least 8 letters or digits')
  const written = fields.get('Chain ID') ?? ''
  const chainId = written.includes(':') ? written : `${namespace}:${written}`
  const [chainNamespace, reference = ''] = chainId.split(':')
  if (chainNamespace !== namespace || !REFERENCE.test(reference))
    throw invalid(`Chain ID ${written} is not a ${header.name} chain`)
  if (namespace === 'bip122' && !/^[0-9a-f]{32}$/.test(reference))
    throw invalid("a Bitcoin Chain ID is the genesis block hash's first 32 hex digits")
  const issuedAt = dateOf('Issued At', fields.get('Issued At'))
  if (!issuedAt) throw invalid('Issued At is missing')
  return {
    namespace,
    chainId,
    address,
    domain: header.domain,
    uri: fields.get('URI') ?? '',
    nonce,
    issuedAt,
    expirationTime: dateOf('Expiration Time', fields.get('Expiration Time')),
    notBefore: dateOf('Not Before', fields.get('Not Before')),
  }
}
