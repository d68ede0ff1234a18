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
