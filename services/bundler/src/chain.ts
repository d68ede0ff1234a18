import { entryPoint07Address } from '@foyer/devnet'
import { createPublicClient, http, size } from 'viem'

/**
 * Resolves once the chain at `rpcUrl` answers and holds EntryPoint v0.7 (the devnet has loaded its
 * snapshot, or built it); Alto refuses to start without it. Throws after `timeoutMs`.
 */
export async function waitForEntryPoint(rpcUrl: string, timeoutMs = 120_000): Promise<void> {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 2000 }) })
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const code = await client.getCode({ address: entryPoint07Address }).catch(() => undefined)
    if (code && size(code) > 0) return
    if (Date.now() > deadline) {
      throw new Error(`No EntryPoint v0.7 at ${entryPoint07Address} on ${rpcUrl} after ${timeoutMs / 1000} s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * Calls `onReset` once when the chain at `rpcUrl` is no longer the one Alto started on: the block that was
 * the head at the start has another hash or is gone (the devnet was restarted from its snapshot, losing
 * Alto's simulation contracts). An unreachable chain is waited for. Returns a function that stops watching.
 */
export async function watchChain(
  rpcUrl: string,
  onReset: () => void,
  intervalMs = 2000,
): Promise<() => void> {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 2000 }) })
  const head = await client.getBlock()
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const check = async () => {
    const block = await client.getBlock({ blockNumber: head.number }).then(
      (found) => found,
      (error: unknown) => (error instanceof Error && error.name === 'BlockNotFoundError' ? null : undefined),
    )
    if (stopped) return
    if (block === null || (block && block.hash !== head.hash)) {
      onReset()
      return
    }
    timer = setTimeout(check, intervalMs)
  }
  timer = setTimeout(check, intervalMs)
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
