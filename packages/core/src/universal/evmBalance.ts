/**
 * Loaded with import() on the first balance of an EVM account connected in basic mode: one JSON-RPC
 * eth_getBalance to the network's own RPC, so basic mode shows a balance without a chain library.
 */
// Binds nothing: keeps the error classes it shares with the connection code in that code's chunk.
import '../instance/actions.js'
import { UnknownError } from '../errors/connectionErrors.js'
import type { CaipNetwork } from '../types/network.js'

/** `wei` in whole units of a currency with `decimals`, as a decimal string without trailing zeros. */
function formatUnits(wei: bigint, decimals: number): string {
  const negative = wei < 0n
  const digits = (negative ? -wei : wei).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** The native balance of `address` on `network`, read from the network's first RPC URL. */
export async function fetchEvmBalance(
  address: string,
  network: CaipNetwork,
): Promise<{ balance: string; symbol: string }> {
  const url = network.rpcUrls.default.http[0]
  const failed = (cause?: unknown) =>
    new UnknownError('Could not read the balance', {
      details: `eth_getBalance on ${network.caipNetworkId} failed`,
      ...(cause === undefined ? {} : { cause }),
    })
  if (!url) throw failed()
  let answer: { result?: unknown }
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
    })
    answer = (await response.json()) as { result?: unknown }
  } catch (error) {
    throw failed(error)
  }
  if (typeof answer?.result !== 'string' || !/^0x[0-9a-f]*$/i.test(answer.result)) throw failed(answer)
  const wei = BigInt(answer.result === '0x' ? 0 : answer.result)
  return { balance: formatUnits(wei, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
}
