import { testAccounts } from '@foyer/devnet'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { DEMO_PROJECT_ID } from '../projects/store.js'

export interface SignInBenchResult {
  signIns: number
  failures: number
  p50Ms: number
  p99Ms: number
  perSecond: number
}

const percentile = (sorted: readonly number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN

/**
 * `clients` browsers signing in at once, each in a loop: a nonce, an EIP-4361 message signed by its
 * account, then the timed POST /v1/sessions (the server checks the nonce and verifies the signature
 * on the chain: a plain recovery for an EOA, an eth_call of isValidSignature for a smart account).
 */
export async function benchSignIn(options: {
  baseUrl: string
  clients: number
  signInsPerClient: number
  /** Client `index`'s account; default the test account's own key (an EOA). */
  accountFor?: (index: number) => Promise<{ address: Hex; signMessage(message: string): Promise<Hex> }>
}): Promise<SignInBenchResult> {
  const url = (path: string) => `${options.baseUrl}${path}?projectId=${DEMO_PROJECT_ID}`
  const latencies: number[] = []
  let failures = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: options.clients }, async (_, index) => {
      const key = testAccounts[index % testAccounts.length]?.privateKey as Hex
      const eoa = privateKeyToAccount(key)
      const account = options.accountFor
        ? await options.accountFor(index)
        : { address: eoa.address, signMessage: (message: string) => eoa.signMessage({ message }) }
      for (let round = 0; round < options.signInsPerClient; round++) {
        const { nonce } = (await (await fetch(url('/v1/sessions/nonce'))).json()) as { nonce: string }
        const message = createSiweMessage({
          address: account.address,
          chainId: 31337,
          domain: 'localhost:5173',
          uri: 'http://localhost:5173',
          version: '1',
          nonce,
          issuedAt: new Date(),
        })
        const body = JSON.stringify({ message, signature: await account.signMessage(message) })
        const at = performance.now()
        const response = await fetch(url('/v1/sessions'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
          body,
        })
        await response.arrayBuffer()
        latencies.push(performance.now() - at)
        if (!response.ok) failures++
      }
    }),
  )
  const durationMs = performance.now() - started
  const sorted = latencies.sort((a, b) => a - b)
  return {
    signIns: sorted.length,
    failures,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    perSecond: (sorted.length / durationMs) * 1000,
  }
}
