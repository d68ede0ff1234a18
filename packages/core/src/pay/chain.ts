import type { CaipNetwork } from '../types/network.js'

/** What the chain says of a transaction: not seen yet (or the node did not answer), included, or failed. */
export type ChainVerdict = 'pending' | 'success' | 'reverted'

const rpc = async (network: CaipNetwork, signal: AbortSignal, method: string, params: unknown[]) => {
  const url = network.rpcUrls.default.http[0]
  if (!url) return undefined
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal,
  })
  const body = (await response.json()) as { result?: unknown }
  return body.result
}

/**
 * Asks the network's own RPC node about the exchange's transaction: the receipt's status on EVM
 * (`eth_getTransactionReceipt`), the signature's status on Solana (`getSignatureStatuses`). A node that
 * fails to answer counts as 'pending': the next look asks again.
 */
export async function transactionVerdict(
  network: CaipNetwork,
  hash: string,
  signal: AbortSignal,
): Promise<ChainVerdict> {
  try {
    if (network.chainNamespace === 'solana') {
      const result = (await rpc(network, signal, 'getSignatureStatuses', [
        [hash],
        { searchTransactionHistory: true },
      ])) as { value?: ({ err: unknown; confirmationStatus?: string } | null)[] } | undefined
      const status = result?.value?.[0]
      if (!status) return 'pending'
      if (status.err) return 'reverted'
      return status.confirmationStatus === 'processed' ? 'pending' : 'success'
    }
    const receipt = (await rpc(network, signal, 'eth_getTransactionReceipt', [hash])) as
      | { status?: string }
      | null
      | undefined
    if (!receipt?.status) return 'pending'
    return receipt.status === '0x1' ? 'success' : 'reverted'
  } catch {
    signal.throwIfAborted()
    return 'pending'
  }
}
