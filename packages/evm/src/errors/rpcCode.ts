import { walk } from '@foyer/core'

/** Codes a wallet uses when the visitor declines (EIP-1193 4001; 5000 is treated alike). */
export const rejectionCodes: ReadonlySet<number> = new Set([4001, 5000])

/** Codes of wallet_switchEthereumChain after which the chain is added first (-32603 and 32603 both occur). */
export const addChainCodes: ReadonlySet<number> = new Set([4902, 5000, -32603, 32603])

/**
 * Every numeric code on an error, its `cause` chain and MetaMask Mobile's `data.originalError`,
 * outermost first, as core's getErrorCodes reads them. wagmi and viem wrap wallet errors, so the wallet's
 * own code may sit a few levels down. Its own few lines over core's `walk`: importing getErrorCodes made
 * the bundler split core's module into a chunk of its own, one more request on the modal's first open.
 */
export function findRpcCodes(error: unknown): number[] {
  const codes: number[] = []
  walk(error, (link) => {
    const record = (link ?? {}) as { code?: unknown; data?: { originalError?: { code?: unknown } } }
    for (const code of [record.code, record.data?.originalError?.code])
      if (typeof code === 'number') codes.push(code)
    return false
  })
  return codes
}

/** True when any code on the chain is in `codes`. */
export function hasRpcCode(error: unknown, codes: ReadonlySet<number>): boolean {
  return findRpcCodes(error).some((code) => codes.has(code))
}

/** The innermost code on the chain: the wallet's own, rather than a wrapper's. */
export function innermostRpcCode(error: unknown): number | undefined {
  return findRpcCodes(error).at(-1)
}
