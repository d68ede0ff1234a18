import type { SignClientTypes } from '@walletconnect/types'
import { type Address, getAddress, type Hex, hexToBytes, isAddress, isHex, stringToHex } from 'viem'
import { z } from 'zod'
import { chainIdOfCaip } from './chains.js'
import { supportedMethods } from './constants.js'
import { InvalidParamsError, UnsupportedMethodError } from './errors.js'
import { parseParams } from './parseParams.js'
import { readableText } from './text.js'

/** A transaction as eth_sendTransaction carries it, quantities already decoded. */
interface TransactionRequest {
  to?: Address
  value?: bigint
  data?: Hex
  gas?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  nonce?: number
}

/** EIP-712 typed data as eth_signTypedData_v4 carries it (viem's signTypedData takes it as is). */
interface TypedDataRequest {
  domain?: Record<string, unknown>
  types: Record<string, readonly { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}

interface RequestBase {
  /** JSON-RPC id of the request; the response carries it back. */
  id: number
  /** Session topic it came on. */
  topic: string
  /** The chain the dApp sent it for. */
  chainId: number
}

/** A dApp request the wallet understands, by method: what the approval screen shows and signs. */
export type WalletRequest =
  | (RequestBase & {
      method: 'personal_sign'
      address: Address
      /** The bytes to sign. */
      message: Hex
      /** The message as text when it is valid UTF-8, for display. */
      text: string | undefined
    })
  | (RequestBase & { method: 'eth_signTypedData_v4'; address: Address; typedData: TypedDataRequest })
  | (RequestBase & { method: 'eth_sendTransaction'; address: Address; transaction: TransactionRequest })
  | (RequestBase & { method: 'wallet_switchEthereumChain'; targetChainId: number })

const address = z.string().refine((value) => isAddress(value, { strict: false }), 'Expected an address')
const quantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]+$/, 'Expected a hex quantity')
  .transform((value) => BigInt(value))
const hexData = z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'Expected hex data')

const personalSignParams = z.tuple([z.string(), address]).rest(z.unknown())
const typedDataSchema = z.object({
  domain: z.record(z.string(), z.unknown()).optional(),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string().min(1),
  message: z.record(z.string(), z.unknown()),
})
const typedDataParams = z.tuple([
  address,
  z.union([
    z.string().transform((text, context) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        context.addIssue({ code: 'custom', message: 'Expected typed data JSON' })
        return z.NEVER
      }
    }),
    z.record(z.string(), z.unknown()),
  ]),
])
const transactionParams = z.tuple([
  z.object({
    from: address,
    to: address.optional(),
    value: quantity.optional(),
    data: hexData.optional(),
    input: hexData.optional(),
    gas: quantity.optional(),
    gasPrice: quantity.optional(),
    maxFeePerGas: quantity.optional(),
    maxPriorityFeePerGas: quantity.optional(),
    nonce: quantity.optional(),
  }),
])
const switchParams = z.tuple([z.object({ chainId: quantity })])

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T
}

/**
 * Turns a WalletConnect session_request into a {@link WalletRequest}, validating its parameters.
 *
 * @throws UnsupportedMethodError for methods the wallet lacks; InvalidParamsError for bad parameters,
 * including a signer address that is not the wallet's.
 */
export function parseSessionRequest(
  event: Pick<SignClientTypes.EventArguments['session_request'], 'id' | 'topic' | 'params'>,
  walletAddress: Address,
): WalletRequest {
  const { method, params } = event.params.request
  const base = { id: event.id, topic: event.topic, chainId: chainIdOfCaip(event.params.chainId) }
  const own = (signer: string) => {
    if (getAddress(signer) !== getAddress(walletAddress)) {
      throw new InvalidParamsError('The request is for another account', { details: signer })
    }
    return getAddress(signer)
  }
  if (!(supportedMethods as readonly string[]).includes(method)) throw new UnsupportedMethodError(method)
  switch (method as (typeof supportedMethods)[number]) {
    case 'personal_sign': {
      const [data, signer] = parseParams(personalSignParams, params, method)
      // Wallets accept both hex-encoded bytes and plain text here.
      const message = isHex(data) ? data : stringToHex(data)
      return {
        ...base,
        method: 'personal_sign',
        address: own(signer),
        message,
        text: readableText(hexToBytes(message)),
      }
    }
    case 'eth_signTypedData_v4': {
      const [signer, raw] = parseParams(typedDataParams, params, method)
      const typedData = withoutUndefined(parseParams(typedDataSchema, raw, method)) as TypedDataRequest
      return { ...base, method: 'eth_signTypedData_v4', address: own(signer), typedData }
    }
    case 'eth_sendTransaction': {
      const [tx] = parseParams(transactionParams, params, method)
      const { from, input, nonce, ...rest } = tx
      const transaction = withoutUndefined({
        ...rest,
        to: rest.to === undefined ? undefined : getAddress(rest.to),
        data: rest.data ?? input,
        nonce: nonce === undefined ? undefined : Number(nonce),
      }) as TransactionRequest
      return { ...base, method: 'eth_sendTransaction', address: own(from), transaction }
    }
    case 'wallet_switchEthereumChain': {
      const [{ chainId }] = parseParams(switchParams, params, method)
      return { ...base, method: 'wallet_switchEthereumChain', targetChainId: Number(chainId) }
    }
  }
}
