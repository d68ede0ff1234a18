import { type Address, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { inject } from 'vitest'

/** One JSON-RPC call to a devnet chain (anvil), including its test methods (anvil_*, evm_*). */
export async function chainRpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const answer = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`)
  return answer.result
}

/**
 * A new account of its own on both devnet chains, holding `eth` of the native currency: anvil sends its
 * transactions (impersonation), so the injected test wallet can act as it, and no other test's
 * transactions move its balances.
 */
export async function freshAccount(eth: string): Promise<Address> {
  const address = privateKeyToAddress(generatePrivateKey())
  const urls = inject('urls')
  for (const url of [urls.chainA, urls.chainB]) {
    await chainRpc(url, 'anvil_impersonateAccount', [address])
    await setNativeBalance(url, address, eth)
  }
  return address
}

/** Sets an account's native balance and mines a block, so services that read per block see it. */
export async function setNativeBalance(url: string, address: Address, eth: string): Promise<void> {
  await chainRpc(url, 'anvil_setBalance', [address, toHex(parseEther(eth))])
  await chainRpc(url, 'evm_mine')
}

/**
 * Makes the chain look idle for `minutes`: its latest block that old, the next one stamped with the
 * clock, as an anvil that mined nothing for that long (blocks on demand) does.
 */
export async function idleChain(url: string, minutes: number): Promise<bigint> {
  const now = Math.floor(Date.now() / 1000)
  await chainRpc(url, 'anvil_setTime', [now - minutes * 60])
  await chainRpc(url, 'evm_mine')
  await chainRpc(url, 'anvil_setTime', [now])
  const block = (await chainRpc(url, 'eth_getBlockByNumber', ['latest', false])) as { timestamp: string }
  return BigInt(block.timestamp)
}
