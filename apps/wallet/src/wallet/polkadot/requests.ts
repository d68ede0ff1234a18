import type { SignClientTypes } from '@walletconnect/types'
import { hexToBytes, isHex } from 'viem'
import { z } from 'zod'
import { InvalidParamsError, UnsupportedMethodError } from '../errors.js'
import { parseParams } from '../parseParams.js'
import { readableText } from '../text.js'
import { isPolkadotAddressOf, type PolkadotAccount } from './account.js'

/** WalletConnect's Polkadot methods (its Polkadot RPC reference), in the order the wallet offers them. */
export const polkadotMethods = ['polkadot_signTransaction', 'polkadot_signMessage'] as const

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'Expected hex')
const hash = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a 32-byte hex hash')

/**
 * polkadot-js's SignerPayloadJSON, as WalletConnect's Polkadot RPC reference lists it. Loose: fields
 * the wallet does not know are kept, since the registry encodes what the payload's extensions need.
 */
const signerPayloadSchema = z.looseObject({
  address: z.string().min(1),
  blockHash: hash,
  blockNumber: hex,
  era: hex,
  genesisHash: hash,
  method: hex,
  nonce: hex,
  specVersion: hex,
  tip: hex,
  transactionVersion: hex,
  signedExtensions: z.array(z.string()),
  version: z.number().int().nonnegative(),
  assetId: z.unknown().optional(),
  metadataHash: hash.nullable().optional(),
  mode: z.number().int().nonnegative().optional(),
  withSignedTransaction: z.boolean().optional(),
})

/** A transaction payload as polkadot_signTransaction carries it (SignerPayloadJSON). */
export type SignerPayload = z.infer<typeof signerPayloadSchema>

// The RPC reference's first version named the text `message`; its current one follows polkadot-js's
// SignerPayloadRaw (`data`, `type`). Both are read.
const messageParams = z
  .object({
    address: z.string().min(1),
    message: z.string().optional(),
    data: z.string().optional(),
    type: z.enum(['bytes', 'payload']).optional(),
  })
  .refine((params) => params.message !== undefined || params.data !== undefined, {
    message: 'Expected message (or data)',
    path: ['message'],
  })
const transactionParams = z.object({ address: z.string().min(1), transactionPayload: signerPayloadSchema })

interface PolkadotRequestBase {
  id: number
  topic: string
  /** The chain the dApp sent it for (`polkadot:<genesis hash prefix>`). */
  chainId: string
  /** The signer's SS58 address as the dApp gave it (one of the account's). */
  address: string
}

/** A Polkadot dApp request the wallet understands, by method. */
export type PolkadotRequest =
  | (PolkadotRequestBase & {
      method: 'polkadot_signMessage'
      /** The bytes as sent; the signer wraps them in <Bytes>…</Bytes> unless they already are. */
      message: Uint8Array
      /** The message as text (without its <Bytes> wrapping) when it is readable, for display. */
      text: string | undefined
    })
  | (PolkadotRequestBase & { method: 'polkadot_signTransaction'; payload: SignerPayload })

const BYTES_PREFIX = '<Bytes>'
const BYTES_SUFFIX = '</Bytes>'

/** A message's bytes: hex (the RPC reference's encoding) or, from dApps that send it so, plain text. */
function messageBytes(message: string): Uint8Array {
  return isHex(message) && message.length % 2 === 0 ? hexToBytes(message) : new TextEncoder().encode(message)
}

/** The text a visitor should read: the dApp's message without the <Bytes> wrapping it may already have. */
function displayText(bytes: Uint8Array): string | undefined {
  const text = readableText(bytes)
  if (text?.startsWith(BYTES_PREFIX) && text.endsWith(BYTES_SUFFIX))
    return text.slice(BYTES_PREFIX.length, -BYTES_SUFFIX.length)
  return text
}

/**
 * Turns a WalletConnect session_request on a `polkadot:` chain into a {@link PolkadotRequest}.
 * @throws UnsupportedMethodError for other methods; InvalidParamsError for bad parameters, an address
 * that is not the wallet's, a payload for another chain, or a raw `payload` to sign blindly.
 */
export function parsePolkadotRequest(
  event: Pick<SignClientTypes.EventArguments['session_request'], 'id' | 'topic' | 'params'>,
  account: PolkadotAccount,
): PolkadotRequest {
  const { method, params } = event.params.request
  const { chainId } = event.params
  const own = (address: string) => {
    if (!isPolkadotAddressOf(account, address))
      throw new InvalidParamsError('The request is for another account', { details: address })
    return address
  }
  switch (method) {
    case 'polkadot_signMessage': {
      const parsed = parseParams(messageParams, params, method)
      // A raw payload is signed as is, with no wrapping: that is how a transaction gets signed blindly.
      if (parsed.type === 'payload')
        throw new InvalidParamsError('This wallet signs messages only', { details: "type: 'payload'" })
      const message = messageBytes(parsed.message ?? parsed.data ?? '')
      const base = { id: event.id, topic: event.topic, chainId, address: own(parsed.address) }
      return { ...base, method, message, text: displayText(message) }
    }
    case 'polkadot_signTransaction': {
      const { address, transactionPayload: payload } = parseParams(transactionParams, params, method)
      own(address)
      own(payload.address)
      const reference = chainId.slice('polkadot:'.length)
      if (payload.genesisHash.slice(2, 34).toLowerCase() !== reference)
        throw new InvalidParamsError('The transaction is for another chain', {
          details: `genesisHash ${payload.genesisHash} on ${chainId}`,
        })
      return { id: event.id, topic: event.topic, chainId, address, method, payload }
    }
    default:
      throw new UnsupportedMethodError(method)
  }
}
