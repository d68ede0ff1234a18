import type { Transaction } from '@scure/btc-signer'
import type { SignClientTypes } from '@walletconnect/types'
import { z } from 'zod'
import { InvalidParamsError, UnsupportedMethodError } from '../errors.js'
import { parseParams } from '../parseParams.js'
import type { BitcoinAccount } from './account.js'
import { type PsbtSummary, readPsbt, scriptOfAddress } from './psbt.js'

const account = z.string().min(1)
const addressesParams = z.object({ account, intentions: z.array(z.string()).optional() })
const messageParams = z.object({
  account,
  message: z.string(),
  address: z.string().optional(),
  protocol: z.enum(['ecdsa', 'bip322']).optional(),
})
const psbtParams = z.object({
  account,
  psbt: z.string().min(1),
  signInputs: z
    .array(
      z.object({
        address: z.string().min(1),
        index: z.number().int().nonnegative(),
        sighashTypes: z.array(z.number().int().nonnegative()).optional(),
      }),
    )
    .optional(),
  broadcast: z.boolean().optional(),
})
const transferParams = z.object({
  account,
  recipientAddress: z.string().min(1),
  amount: z.string().regex(/^[1-9]\d*$/, 'Expected a positive number of satoshis'),
  changeAddress: z.string().optional(),
  memo: z
    .string()
    .regex(/^([0-9a-fA-F]{2}){1,80}$/, 'Expected at most 80 bytes of hex without 0x')
    .optional(),
})

interface BitcoinRequestBase {
  id: number
  topic: string
  /** The network the dApp sent it for (`bip122:<genesis prefix>`). */
  chainId: string
}

/** An input the wallet signs: which, with which key, under which sighash types. */
interface InputToSign {
  index: number
  key: 'payment' | 'taproot'
  sighashTypes: number[] | undefined
}

/** A Bitcoin dApp request the wallet understands, by method. */
export type BitcoinRequest =
  | (BitcoinRequestBase & { method: 'getAccountAddresses'; intentions: string[] | undefined })
  | (BitcoinRequestBase & {
      method: 'signMessage'
      /** The payment address, the one that signs. */
      address: string
      message: string
      protocol: 'ecdsa' | 'bip322'
    })
  | (BitcoinRequestBase & {
      method: 'signPsbt'
      psbt: Transaction
      summary: PsbtSummary
      inputs: InputToSign[]
      broadcast: boolean
    })
  | (BitcoinRequestBase & {
      method: 'sendTransfer'
      recipientAddress: string
      amount: bigint
      changeAddress: string
      /** OP_RETURN data, hex. */
      memo: string | undefined
    })

/** A Bitcoin request that needs the key, and so the visitor's approval. */
export type BitcoinSigningRequest = Exclude<BitcoinRequest, { method: 'getAccountAddresses' }>

const invalid = (method: string, details: string) =>
  new InvalidParamsError(`Invalid ${method} parameters`, { details })

/** Which key signs for `address`, or an error for an address that is not the account's. */
function keyOf(account: BitcoinAccount, address: string): 'payment' | 'taproot' {
  if (address === account.payment.address) return 'payment'
  if (address === account.taproot.address) return 'taproot'
  throw new InvalidParamsError('The request is for another account', { details: address })
}

/** The inputs to sign: those named (each checked to spend the named address), else every one of the account's. */
function inputsToSign(
  tx: Transaction,
  account: BitcoinAccount,
  named: z.infer<typeof psbtParams>['signInputs'],
): InputToSign[] {
  const spends = (index: number) => tx.getInput(index).witnessUtxo?.script
  const same = (a: Uint8Array | undefined, b: Uint8Array) =>
    a !== undefined && a.length === b.length && a.every((byte, i) => byte === b[i])
  if (named?.length) {
    return named.map(({ address, index, sighashTypes }) => {
      const key = keyOf(account, address)
      if (index >= tx.inputsLength) throw invalid('signPsbt', `signInputs: no input ${index}`)
      if (!same(spends(index), scriptOfAddress(address)))
        throw invalid('signPsbt', `signInputs: input ${index} does not spend ${address}`)
      return { index, key, sighashTypes }
    })
  }
  const keys = (['payment', 'taproot'] as const).map((key) => ({
    key,
    script: scriptOfAddress(account[key].address),
  }))
  const inputs = Array.from({ length: tx.inputsLength }, (_, index) => {
    const own = keys.find(({ script }) => same(spends(index), script))
    return own ? [{ index, key: own.key, sighashTypes: undefined }] : []
  }).flat()
  if (inputs.length === 0) throw new InvalidParamsError('The transaction spends nothing of this account')
  return inputs
}

/**
 * Turns a WalletConnect session_request on a `bip122:` chain into a {@link BitcoinRequest}. Every request
 * names the account by its first external (payment) address.
 * @throws UnsupportedMethodError for other methods; InvalidParamsError for bad parameters, another
 * account or address, a PSBT that is none or whose named inputs are not the account's, a recipient that
 * is no regtest address.
 */
export function parseBitcoinRequest(
  event: Pick<SignClientTypes.EventArguments['session_request'], 'id' | 'topic' | 'params'>,
  wallet: BitcoinAccount,
): BitcoinRequest {
  const { method, params } = event.params.request
  const base = { id: event.id, topic: event.topic, chainId: event.params.chainId }
  const ownAccount = (address: string) => {
    if (address !== wallet.payment.address)
      throw new InvalidParamsError('The request is for another account', { details: address })
  }
  switch (method) {
    case 'getAccountAddresses': {
      const parsed = parseParams(addressesParams, params, method)
      ownAccount(parsed.account)
      return { ...base, method, intentions: parsed.intentions }
    }
    case 'signMessage': {
      const parsed = parseParams(messageParams, params, method)
      ownAccount(parsed.account)
      const address = parsed.address ?? parsed.account
      if (keyOf(wallet, address) !== 'payment')
        throw new InvalidParamsError('This wallet signs messages with its payment address only', {
          details: address,
        })
      // WalletConnect's default protocol is the legacy signed message ('ecdsa').
      return { ...base, method, address, message: parsed.message, protocol: parsed.protocol ?? 'ecdsa' }
    }
    case 'signPsbt': {
      const parsed = parseParams(psbtParams, params, method)
      ownAccount(parsed.account)
      let read: ReturnType<typeof readPsbt>
      try {
        read = readPsbt(parsed.psbt)
      } catch (error) {
        throw new InvalidParamsError('Invalid signPsbt parameters', {
          details: `psbt: ${(error as Error).message}`,
          cause: error,
        })
      }
      const inputs = inputsToSign(read.tx, wallet, parsed.signInputs)
      return {
        ...base,
        method,
        psbt: read.tx,
        summary: read.summary,
        inputs,
        broadcast: parsed.broadcast ?? false,
      }
    }
    case 'sendTransfer': {
      const parsed = parseParams(transferParams, params, method)
      ownAccount(parsed.account)
      try {
        scriptOfAddress(parsed.recipientAddress)
      } catch (error) {
        throw new InvalidParamsError('Invalid sendTransfer parameters', {
          details: `recipientAddress: not a regtest address (${(error as Error).message})`,
          cause: error,
        })
      }
      const changeAddress = parsed.changeAddress ?? wallet.payment.address
      if (keyOf(wallet, changeAddress) !== 'payment')
        throw invalid(method, 'changeAddress: change goes to the payment address')
      return {
        ...base,
        method,
        recipientAddress: parsed.recipientAddress,
        amount: BigInt(parsed.amount),
        changeAddress,
        memo: parsed.memo?.toLowerCase(),
      }
    }
    default:
      throw new UnsupportedMethodError(method)
  }
}
