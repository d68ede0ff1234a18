/**
 * Loaded with import() on the first signature over WalletConnect. The signer of a WalletConnect
 * session's Solana account: WalletConnect's Solana RPC (`solana_signMessage`, `solana_signTransaction`,
 * `solana_signAllTransactions`, `solana_signAndSendTransaction`), bytes as base58 and base64 on the wire.
 */
import type { CaipNetwork, WalletConnectSession } from '@foyer/core'
import { isUnsupportedMethod } from '@foyer/core'
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
} from '@solana/kit'
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import { waitForConfirmation } from '../actions/confirm.js'
import { rpcFor } from '../actions/rpc.js'
import { SolanaRequestError } from '../errors/errors.js'
import type { SolanaSigner } from '../signers/signer.js'

const base64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes)
const fromBase64 = (text: string) => new Uint8Array(getBase64Encoder().encode(text))

/** A base58 ed25519 signature from the wallet's answer, checked: 64 bytes. */
function signatureOf(result: unknown): string {
  const signature = (result as { signature?: unknown } | null)?.signature
  let bytes: Uint8Array | undefined
  try {
    bytes = typeof signature === 'string' ? new Uint8Array(getBase58Encoder().encode(signature)) : undefined
  } catch {
    bytes = undefined
  }
  if (bytes?.length !== 64)
    throw new SolanaRequestError('The wallet returned no valid signature', {
      messageId: 'errorWalletInvalidSignature',
      details: `Expected a base58 64-byte signature, got ${JSON.stringify(signature)}`,
    })
  return signature as string
}

/** A base64 wire transaction from the wallet's answer, checked: it decodes as a transaction. */
function transactionOf(value: unknown): Uint8Array {
  try {
    if (typeof value !== 'string') throw new Error(`got ${typeof value}`)
    const wire = fromBase64(value)
    getTransactionDecoder().decode(wire)
    return wire
  } catch (error) {
    throw new SolanaRequestError('The wallet returned no valid transaction', {
      messageId: 'errorWalletInvalidTransaction',
      cause: error,
      details: String(error),
    })
  }
}

/** `wire` with `address`'s signature put in its slot (a wallet that answers with the signature only). */
function withSignature(wire: Uint8Array, address: string, signature: string): Uint8Array {
  const transaction = getTransactionDecoder().decode(wire)
  if (!(address in transaction.signatures))
    throw new SolanaRequestError('The wallet signed a transaction it is no signer of', {
      messageId: 'errorWalletForeignSigner',
      details: `${address} is not among the signers of the transaction`,
    })
  const bytes = new Uint8Array(getBase58Encoder().encode(signature)) as SignatureBytes
  const signed = { ...transaction, signatures: { ...transaction.signatures, [address]: bytes } }
  return new Uint8Array(getTransactionEncoder().encode(signed))
}

/** wallet-standard's send options as WalletConnect's `sendOptions` (web3.js SendOptions). */
function sendOptionsOf(options: SolanaSignAndSendTransactionOptions) {
  const { preflightCommitment, skipPreflight, maxRetries, minContextSlot } = options
  const sendOptions = {
    ...(preflightCommitment === undefined ? {} : { preflightCommitment }),
    ...(skipPreflight === undefined ? {} : { skipPreflight }),
    ...(maxRetries === undefined ? {} : { maxRetries }),
    ...(minContextSlot === undefined ? {} : { minContextSlot }),
  }
  return Object.keys(sendOptions).length > 0 ? { sendOptions } : {}
}

/** The signer of `address` over `session`, naming `network` (`solana:<genesis prefix>`) in each request. */
export function walletConnectSigner(
  session: WalletConnectSession,
  address: string,
  network: CaipNetwork,
): SolanaSigner {
  const request = (method: string, params: Record<string, unknown>) =>
    session.request<unknown>({ method, params }, network.caipNetworkId)

  const signOne = async (wire: Uint8Array): Promise<Uint8Array> => {
    const result = (await request('solana_signTransaction', {
      transaction: base64(wire),
      pubkey: address,
    })) as {
      transaction?: unknown
      signature?: unknown
    } | null
    // Newer wallets answer with the signed transaction, older ones with the signature only.
    if (result?.transaction !== undefined) return transactionOf(result.transaction)
    return withSignature(wire, address, signatureOf(result))
  }

  return {
    address,
    async signMessage(message) {
      const encoded = getBase58Decoder().decode(message)
      return signatureOf(await request('solana_signMessage', { message: encoded, pubkey: address }))
    },
    async signTransactions(transactions) {
      if (transactions.length === 1) return [await signOne(transactions[0] as Uint8Array)]
      let result: unknown
      try {
        result = await request('solana_signAllTransactions', { transactions: transactions.map(base64) })
      } catch (error) {
        if (!isUnsupportedMethod(error)) throw error
        // A wallet without the batch method: one request per transaction.
        const signed: Uint8Array[] = []
        for (const wire of transactions) signed.push(await signOne(wire))
        return signed
      }
      const signed = (result as { transactions?: unknown } | null)?.transactions
      if (!Array.isArray(signed) || signed.length !== transactions.length)
        throw new SolanaRequestError('The wallet returned no valid transaction', {
          messageId: 'errorWalletInvalidTransaction',
          details: `Expected ${transactions.length} signed transactions`,
        })
      return signed.map(transactionOf)
    },
    async signAndSendTransaction(wire, options) {
      const signature = signatureOf(
        await request('solana_signAndSendTransaction', {
          transaction: base64(wire),
          pubkey: address,
          ...sendOptionsOf(options),
        }),
      )
      // As a wallet-standard wallet does with `commitment`: wait for it (the WalletConnect method has none).
      if (options.commitment)
        await waitForConfirmation(rpcFor(network), signature, undefined, { commitment: options.commitment })
      return signature
    },
  }
}
