import { testAccounts } from '@foyer/devnet'
import { sendCalls, waitForCallsStatus } from '@wagmi/core'
import { parseEther } from 'viem'
import { evmAdapter } from './foyer.js'

/** The two receivers of the batch: devnet test accounts 3 and 4. */
export const batchReceivers = [testAccounts[3].address, testAccounts[4].address] as const

/**
 * Sends two transfers of 0.001 ETH in one EIP-5792 request (wallet_sendCalls) and waits for them.
 * A smart account sends them as one user operation (atomic); an EOA one transaction each.
 * Loaded with import() on the click.
 */
export async function sendBatch() {
  const { id } = await sendCalls(evmAdapter.wagmiConfig, {
    calls: batchReceivers.map((to) => ({ to, value: parseEther('0.001') })),
  })
  const status = await waitForCallsStatus(evmAdapter.wagmiConfig, { id, timeout: 60_000 })
  return {
    status: status.status,
    atomic: status.atomic,
    transactions: [...new Set(status.receipts?.map((r) => r.transactionHash) ?? [])],
  }
}
