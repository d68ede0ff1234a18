// CAIP-122 ("Sign in With X") text: EIP-4361's layout with the chain's own name and the CAIP-2 reference as the
// chain id, as the Solana namespace's CAIP-122 profile and the hosted kit's SIWX write it.
import { SIWXError } from './types.js'

/** The fields of a CAIP-122 text as written: `chainName` heads it, `chainId` is the Chain ID line's value. */
export interface Caip122Fields {
  domain: string
  chainName: string
  accountAddress: string
  statement?: string | undefined
  uri: string
  version: string
  chainId: string
  nonce: string
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}

const HEADER = /^(\S+) wants you to sign in with your ([A-Za-z][A-Za-z0-9 ]*) account:$/

/** The chain name a text's first line names, or undefined when it is not a sign-in message's first line. */
export function headerChainName(text: string): string | undefined {
  return HEADER.exec(text.split('\n', 1)[0] ?? '')?.[2]
}

/** The text of checked fields (EIP-4361's blank lines: two without a statement, one either side of it). */
export function formatCaip122(fields: Caip122Fields): string {
  const lines = [
    `${fields.domain} wants you to sign in with your ${fields.chainName} account:`,
    fields.accountAddress,
    '',
    ...(fields.statement ? [fields.statement] : []),
    '',
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
  ]
  if (fields.expirationTime) lines.push(`Expiration Time: ${fields.expirationTime}`)
  if (fields.notBefore) lines.push(`Not Before: ${fields.notBefore}`)
  if (fields.requestId) lines.push(`Request ID: ${fields.requestId}`)
  if (fields.resources?.length) lines.push('Resources:', ...fields.resources.map((uri) => `- ${uri}`))
  return lines.join('\n')
}

type Tag =
  | 'URI'
  | 'Version'
  | 'Chain ID'
  | 'Nonce'
  | 'Issued At'
  | 'Expiration Time'
  | 'Not Before'
  | 'Request ID'
const TAGS: readonly Tag[] = [
  'URI',
  'Version',
  'Chain ID',
  'Nonce',
  'Issued At',
  'Expiration Time',
  'Not Before',
  'Request ID',
]

const broken = (reason: string) => new SIWXError(`Not a sign-in message: ${reason}`)

/** Where the tagged lines start: after the address, its blank line and the optional statement. */
function readStatement(lines: readonly string[]): { statement?: string; next: number } {
  if (lines[2] !== '') throw broken('a blank line must follow the address')
  // EIP-4361 leaves two blank lines without a statement; some writers (the hosted kit's) leave one.
  if (lines[3] === '') return { next: 4 }
  if (lines[3]?.startsWith('URI: ')) return { next: 3 }
  if (lines[4] !== '') throw broken('a blank line must follow the statement')
  return { statement: lines[3] ?? '', next: 5 }
}

/**
 * The fields of a CAIP-122 text. Tagged lines may come in any order (CAIP-122's own example puts Chain ID
 * last); each at most once; the resources list ends the text.
 *
 * @throws SIWXError 'Not a sign-in message: …' naming what is missing or out of place.
 */
export function parseCaip122(text: string): Caip122Fields {
  const lines = text.split('\n')
  const header = HEADER.exec(lines[0] ?? '')
  if (!header?.[1] || !header[2])
    throw broken('the first line must say who asks to sign in with which account')
  const accountAddress = lines[1] ?? ''
  if (!/^\S+$/.test(accountAddress)) throw broken('the second line must be the address')
  const { statement, next } = readStatement(lines)
  const tagged = new Map<Tag, string>()
  let resources: string[] | undefined
  for (let index = next; index < lines.length; index++) {
    const line = lines[index] ?? ''
    if (resources) {
      if (!line.startsWith('- ')) throw broken(`line ${index + 1} must be a resource ("- <uri>")`)
      resources.push(line.slice(2))
      continue
    }
    if (line === 'Resources:') {
      resources = []
      continue
    }
    const tag = TAGS.find((name) => line.startsWith(`${name}: `))
    if (!tag) throw broken(`line ${index + 1} is not a field of the message`)
    if (tagged.has(tag)) throw broken(`${tag} appears twice`)
    tagged.set(tag, line.slice(tag.length + 2))
  }
  const required = (tag: Tag) => {
    const value = tagged.get(tag)
    if (!value) throw broken(`${tag} is missing`)
    return value
  }
  return {
    domain: header[1],
    chainName: header[2],
    accountAddress,
    ...(statement ? { statement } : {}),
    uri: required('URI'),
    version: required('Version'),
    chainId: required('Chain ID'),
    nonce: required('Nonce'),
    issuedAt: required('Issued At'),
    ...(tagged.has('Expiration Time') ? { expirationTime: tagged.get('Expiration Time') } : {}),
    ...(tagged.has('Not Before') ? { notBefore: tagged.get('Not Before') } : {}),
    ...(tagged.has('Request ID') ? { requestId: tagged.get('Request ID') } : {}),
    ...(resources?.length ? { resources } : {}),
  }
}
