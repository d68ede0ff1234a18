import { RequestFailedError } from '../errors.js'
import { base58Encode, base64Encode } from './base58.js'
import type { SolanaKey } from './keypair.js'
import type { SolanaRequest } from './requests.js'
import { signWireTransaction } from './wire.js'

/**
 * Carries out an approved Solana request with the wallet's key and answers as WalletConnect's Solana RPC
 * says: `{ signature }` (base58) for a message; `{ signature, transaction }` (the signed wire, base64) for
 * a transaction; `{ transactions }` for several; for signAndSend the transaction is sent to `rpcUrl`
 * (`sendTransaction`, base64) and `{ signature }` is its id.
 * @throws RequestFailedError with the node's message when the ledger refuses the transaction.
 */
export async function executeSolanaRequest(
  request: SolanaRequest,
  parameters: { key: SolanaKey; rpcUrl: string; fetch?: typeof fetch },
): Promise<unknown> {
  const { key } = parameters
  switch (request.method) {
    case 'solana_signMessage':
      return { signature: base58Encode(await key.sign(request.message)) }
    case 'solana_signTransaction': {
      const { signed, signature } = await signWireTransaction(request.transaction, key)
      return { signature: base58Encode(signature), transaction: base64Encode(signed) }
    }
    case 'solana_signAllTransactions': {
      const signed = await Promise.all(request.transactions.map((t) => signWireTransaction(t, key)))
      return { transactions: signed.map((s) => base64Encode(s.signed)) }
    }
    case 'solana_signAndSendTransaction': {
      const { signed } = await signWireTransaction(request.transaction, key)
      return { signature: await sendTransaction(base64Encode(signed), request.sendOptions, parameters) }
    }
  }
}

/** Sends a signed transaction to the ledger; resolves its signature. */
async function sendTransaction(
  wire: string,
  sendOptions: object,
  { rpcUrl, fetch: send = fetch }: { rpcUrl: string; fetch?: typeof fetch },
): Promise<string> {
  let body: { result?: unknown; error?: { message?: string } }
  try {
    const response = await send(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [wire, { encoding: 'base64', ...sendOptions }],
      }),
    })
    body = (await response.json()) as typeof body
  } catch (error) {
    throw new RequestFailedError('Transaction error', { details: String(error), cause: error })
  }
  if (typeof body.result === 'string') return body.result
  throw new RequestFailedError(body.error?.message?.split('\n')[0] || 'Transaction error', {
    details: JSON.stringify(body.error ?? body),
  })
}
