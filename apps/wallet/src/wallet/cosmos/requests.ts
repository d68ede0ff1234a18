import type { SignClientTypes } from '@walletconnect/types'
import { z } from 'zod'
import { InvalidParamsError, UnsupportedMethodError } from '../errors.js'
import { parseParams } from '../parseParams.js'
import type { CosmosAccount } from './account.js'
import { type DirectSignDocSummary, signDocBytes, summarizeDirectSignDoc } from './signDoc.js'

const digits = z.string().regex(/^\d+$/, 'Expected a decimal number')

/** A direct (protobuf) sign doc as WalletConnect's Cosmos reference carries it: bytes as base64. */
const directSignDocSchema = z.object({
  chainId: z.string().min(1),
  accountNumber: z.union([digits, z.number().int().nonnegative()]),
  authInfoBytes: z.string(),
  bodyBytes: z.string(),
})

/** The sign doc as the dApp sent it, echoed as `signed`. */
export type DirectSignDocJson = z.infer<typeof directSignDocSchema>

// Loose throughout: the signature covers the whole document (sorted JSON), unknown fields included,
// and `signed` must give back exactly what was signed.
const coinSchema = z.looseObject({ denom: z.string().min(1), amount: digits })
const aminoSignDocSchema = z.looseObject({
  // Empty only in an ADR-036 document (an off-chain message), checked below.
  chain_id: z.string(),
  account_number: digits,
  sequence: digits,
  fee: z.looseObject({ amount: z.array(coinSchema), gas: digits }),
  msgs: z.array(z.looseObject({ type: z.string().min(1), value: z.record(z.string(), z.unknown()) })),
  memo: z.string(),
})

/**
 * An ADR-036 document: an arbitrary message the signer signs off-chain (Keplr's signArbitrary, a dApp's
 * "sign a message"). No chain, no fee, no sequence: it can never be replayed as a transaction.
 */
function isAdr036(doc: AminoSignDoc, signer: string): boolean {
  return (
    doc.chain_id === '' &&
    doc.account_number === '0' &&
    doc.sequence === '0' &&
    doc.fee.gas === '0' &&
    doc.fee.amount.length === 0 &&
    doc.msgs.length > 0 &&
    doc.msgs.every((m) => m.type === 'sign/MsgSignData' && m.value.signer === signer)
  )
}

/** An amino StdSignDoc as cosmos_signAmino carries it. */
export type AminoSignDoc = z.infer<typeof aminoSignDocSchema>

const signerAddress = z.string().min(1)
const directParams = z.object({ signerAddress, signDoc: directSignDocSchema })
const aminoParams = z.object({ signerAddress, signDoc: aminoSignDocSchema })

interface CosmosRequestBase {
  id: number
  topic: string
  /** The chain the dApp sent it for (`cosmos:<chain id>`). */
  chainId: string
}

/** The direct sign doc's bytes and numbers, as the signer takes them. */
interface DirectSignDoc {
  bodyBytes: Uint8Array
  authInfoBytes: Uint8Array
  chainId: string
  accountNumber: bigint
}

/** A Cosmos dApp request the wallet understands, by method. */
export type CosmosRequest =
  | (CosmosRequestBase & { method: 'cosmos_getAccounts' })
  | (CosmosRequestBase & {
      method: 'cosmos_signDirect'
      address: string
      signDoc: DirectSignDoc
      /** The sign doc as sent, given back as `signed`. */
      signed: DirectSignDocJson
      summary: DirectSignDocSummary
    })
  | (CosmosRequestBase & { method: 'cosmos_signAmino'; address: string; signDoc: AminoSignDoc })

/** A Cosmos request that needs the key, and so the visitor's approval. */
export type CosmosSigningRequest = Exclude<CosmosRequest, { method: 'cosmos_getAccounts' }>

function readDirectSignDoc(json: DirectSignDocJson): {
  signDoc: DirectSignDoc
  summary: DirectSignDocSummary
} {
  const field = (name: 'bodyBytes' | 'authInfoBytes') => {
    try {
      return signDocBytes(json[name])
    } catch (error) {
      throw new InvalidParamsError('Invalid cosmos_signDirect parameters', {
        details: `signDoc.${name}: Expected base64`,
        cause: error,
      })
    }
  }
  const bodyBytes = field('bodyBytes')
  const authInfoBytes = field('authInfoBytes')
  let summary: DirectSignDocSummary
  try {
    summary = summarizeDirectSignDoc(bodyBytes, authInfoBytes)
  } catch (error) {
    throw new InvalidParamsError('Invalid cosmos_signDirect parameters', {
      details: `signDoc: not a transaction body and auth info (${(error as Error).message})`,
      cause: error,
    })
  }
  const signDoc = {
    bodyBytes,
    authInfoBytes,
    chainId: json.chainId,
    accountNumber: BigInt(json.accountNumber),
  }
  return { signDoc, summary }
}

/**
 * Turns a WalletConnect session_request on a `cosmos:` chain into a {@link CosmosRequest}.
 * @throws UnsupportedMethodError for other methods; InvalidParamsError for bad parameters, a signer
 * that is not the wallet's, or a sign doc for another chain than the request's.
 */
export function parseCosmosRequest(
  event: Pick<SignClientTypes.EventArguments['session_request'], 'id' | 'topic' | 'params'>,
  account: CosmosAccount,
): CosmosRequest {
  const { method, params } = event.params.request
  const { chainId } = event.params
  const base = { id: event.id, topic: event.topic, chainId }
  const reference = chainId.slice('cosmos:'.length)
  const own = (address: string) => {
    if (address !== account.address)
      throw new InvalidParamsError('The request is for another account', { details: address })
    return address
  }
  const sameChain = (docChainId: string) => {
    if (docChainId !== reference)
      throw new InvalidParamsError('The document is for another chain', {
        details: `chain id ${docChainId} on ${chainId}`,
      })
  }
  switch (method) {
    case 'cosmos_getAccounts':
      return { ...base, method }
    case 'cosmos_signDirect': {
      const parsed = parseParams(directParams, params, method)
      const address = own(parsed.signerAddress)
      sameChain(parsed.signDoc.chainId)
      return { ...base, method, address, ...readDirectSignDoc(parsed.signDoc), signed: parsed.signDoc }
    }
    case 'cosmos_signAmino': {
      const parsed = parseParams(aminoParams, params, method)
      const address = own(parsed.signerAddress)
      if (parsed.signDoc.chain_id !== '' || !isAdr036(parsed.signDoc, address))
        sameChain(parsed.signDoc.chain_id)
      return { ...base, method, address, signDoc: parsed.signDoc }
    }
    default:
      throw new UnsupportedMethodError(method)
  }
}
