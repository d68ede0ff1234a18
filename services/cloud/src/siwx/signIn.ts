/**
 * Reading and verifying a signed sign-in message, per namespace: EIP-4361 for eip155 accounts (viem's parser,
 * the chain's client verifies: EOAs, ERC-1271, ERC-6492), CAIP-122 for Solana (ed25519) and Bitcoin (BIP-322).
 */
import { type Hex, isHex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { ChainSet } from '../chains/chainSet.js'
import { InvalidRequestError, SignInRefusedError } from '../errors.js'
import { checkAccountAddress } from './accounts.js'
import { isCaip122Message, parseCaip122Message } from './caip122.js'
import { checkSignatureEncoding, verifyBitcoinSignature, verifySolanaSignature } from './signatures.js'

/** What the server takes from a sign-in message. */
export interface SignInMessage {
  namespace: 'eip155' | 'solana' | 'bip122'
  /** CAIP-2, e.g. `eip155:31337`, `solana:5eykt…`, `bip122:0f9188f1…`. */
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

function readEip4361(text: string, signature: string): SignInMessage {
  let fields: ReturnType<typeof parseSiweMessage>
  try {
    fields = parseSiweMessage(text)
  } catch {
    throw new InvalidRequestError('message', 'is not an EIP-4361 message')
  }
  const { address, chainId, nonce, domain, uri } = fields
  if (!address || !chainId || !nonce || !domain || !uri)
    throw new InvalidRequestError(
      'message',
      'is not an EIP-4361 message (address, chain, nonce, domain and URI)',
    )
  if (!isHex(signature)) throw new InvalidRequestError('signature', 'must be a 0x hex signature')
  return {
    namespace: 'eip155',
    chainId: `eip155:${chainId}`,
    address,
    domain,
    uri,
    nonce,
    issuedAt: fields.issuedAt ?? new Date(),
    expirationTime: fields.expirationTime,
    notBefore: fields.notBefore,
  }
}

/**
 * The fields of a signed message, with its signature's encoding checked for its chain; 400 naming the field
 * for text that is neither EIP-4361 nor CAIP-122 for a Solana or Bitcoin account, an address its chain cannot
 * have, or a signature in another encoding.
 *
 * @example
 * const signIn = readSignInMessage(body.message, body.signature) // { namespace: 'solana', chainId, address, nonce, … }
 */
export function readSignInMessage(text: string, signature: string): SignInMessage {
  if (!isCaip122Message(text)) return readEip4361(text, signature)
  const message = parseCaip122Message(text)
  checkAccountAddress(message.namespace, message.chainId, message.address)
  checkSignatureEncoding(message.namespace, signature)
  return message
}

/** viem's rule for EIP-4361, applied to CAIP-122 messages too: valid from notBefore until expirationTime. */
const liveAt = (message: SignInMessage, now: number) =>
  !(message.expirationTime && message.expirationTime.getTime() <= now) &&
  !(message.notBefore && message.notBefore.getTime() > now)

/**
 * Checks the signature of a read message; resolves when it is the account's and the message is valid now.
 * eip155 needs the chain (served by this cloud): its client verifies EOAs and smart accounts.
 *
 * @throws SignInRefusedError (401) saying why: a signature of another key, a message not valid now, a chain
 * that could not be asked.
 */
export async function verifySignIn(
  message: SignInMessage,
  parameters: { text: string; signature: string; chains: ChainSet; now?: number },
): Promise<void> {
  const { text, signature } = parameters
  if (message.namespace === 'eip155') {
    const chain = parameters.chains.get(message.chainId, 'message chain')
    const valid = await chain.client
      .verifySiweMessage({
        message: text,
        signature: signature as Hex,
        domain: message.domain,
        nonce: message.nonce,
      })
      .catch((error: unknown) => {
        throw new SignInRefusedError('The signature could not be checked on the chain', { cause: error })
      })
    if (!valid)
      throw new SignInRefusedError(
        'The signature does not match the account, or the message is not valid now',
      )
    return
  }
  if (!liveAt(message, parameters.now ?? Date.now()))
    throw new SignInRefusedError(
      'The message is not valid now (past its expiration time or before its not-before time)',
    )
  const valid =
    message.namespace === 'solana'
      ? verifySolanaSignature(message.address, text, signature)
      : await verifyBitcoinSignature(message.address, text, signature)
  if (!valid) throw new SignInRefusedError('The signature does not match the account')
}

/**
 * Whether `signature` signs `text` for `address` on `chainId`'s chain (the revoke route's proof): the chain's
 * client for eip155 (EOAs and smart accounts), ed25519 for Solana, BIP-322 for Bitcoin.
 */
export async function verifyAccountSignature(parameters: {
  chainId: string
  address: string
  text: string
  signature: string
  chains: ChainSet
}): Promise<boolean> {
  const { chainId, address, text, signature } = parameters
  if (chainId.startsWith('solana:')) return verifySolanaSignature(address, text, signature)
  if (chainId.startsWith('bip122:')) return verifyBitcoinSignature(address, text, signature)
  if (!isHex(signature)) return false
  const chain = parameters.chains.get(chainId, 'session chain')
  return chain.client.verifyMessage({ address: address as Hex, message: text, signature })
}
