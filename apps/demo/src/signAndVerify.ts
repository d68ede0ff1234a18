import { signMessage, verifyMessage } from '@wagmi/core'
import type { Address } from 'viem'
import { evmAdapter } from './foyer.js'

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
