import { testAccounts } from '@foyer/devnet'
import { getConnectorClient, signMessage, verifyMessage } from '@wagmi/core'
import type { Address } from 'viem'
import { evmAdapter, solanaAdapter } from './foyer.js'

// The demo's wallet actions, loaded with import() on the first click. One module for both panels, and
// no wagmi sendCalls / viem parseEther here: a second lazy module, or those imports, made the bundler
// regroup the vendor chunks so that the demo and the bare wagmi page each loaded 0.3-4 KiB more.

/**
 * Asks the connected wallet to sign `message` and checks the signature against `address` through the
 * chain (viem's public verifyMessage): an EOA's signature by recovery, a deployed smart account's by
 * ERC-1271, a not yet deployed one's by ERC-6492. Loaded with import() on the first click, so signing
 * and verification stay off the page load.
 */
export async function signAndVerify(address: Address, message: string) {
  const signature = await signMessage(evmAdapter.wagmiConfig, { account: address, message })
  const valid = await verifyMessage(evmAdapter.wagmiConfig, { address, message, signature })
  return { signature, valid }
}

/** The two receivers of the batch: devnet test accounts 3 and 4. */
export const batchReceivers = [testAccounts[3].address, testAccounts[4].address] as const

const hex = (value: bigint) => `0x${value.toString(16)}`

type CallsStatus = { status: number; atomic: boolean; receipts?: { transactionHash: string }[] }

/**
 * Sends two transfers of 0.001 ETH in one EIP-5792 request (wallet_sendCalls) and waits for them.
 * A smart account sends them as one user operation (atomic); an EOA one transaction each.
 */
export async function sendBatch() {
  const client = await getConnectorClient(evmAdapter.wagmiConfig)
  const request = client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>
  const { id } = (await request({
    method: 'wallet_sendCalls',
    params: [
      {
        version: '2.0.0',
        from: client.account.address,
        chainId: hex(BigInt(client.chain.id)),
        atomicRequired: false,
        calls: batchReceivers.map((to) => ({ to, value: hex(10n ** 15n) })), // 0.001 ETH
      },
    ],
  })) as { id: string }
  const deadline = Date.now() + 60_000
  for (;;) {
    const status = (await request({ method: 'wallet_getCallsStatus', params: [id] })) as CallsStatus
    if (status.status !== 100) {
      return {
        status: status.status === 200 ? 'success' : 'failure',
        atomic: status.atomic,
        transactions: [...new Set(status.receipts?.map((r) => r.transactionHash) ?? [])],
      }
    }
    if (Date.now() > deadline) throw new Error('The batch did not land within a minute')
    // EIP-5792 has no push for a batch's status: ask again shortly.
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 (Bitcoin alphabet) to bytes; a small decoder, so verifying needs no Solana SDK. */
function fromBase58(text: string): Uint8Array<ArrayBuffer> {
  let value = 0n
  for (const char of text) {
    const digit = ALPHABET.indexOf(char)
    if (digit < 0) throw new Error(`Not base58: ${char}`)
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value % 256n))
    value /= 256n
  }
  for (const char of text) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  return new Uint8Array(bytes)
}

/**
 * Asks the connected Solana wallet to sign `message` (solana:signMessage through Foyer's adapter) and
 * checks the ed25519 signature against the address (the public key) with WebCrypto.
 */
export async function signAndVerifySolana(address: string, message: string) {
  if (!solanaAdapter) throw new Error('This build of the demo has no Solana adapter')
  const signature = await solanaAdapter.signMessage({ message, address })
  const key = await crypto.subtle.importKey('raw', fromBase58(address), { name: 'Ed25519' }, false, [
    'verify',
  ])
  const valid = await crypto.subtle.verify(
    { name: 'Ed25519' },
    key,
    fromBase58(signature),
    new TextEncoder().encode(message),
  )
  return { signature, valid }
}
