import type { FoyerKernel } from '../instance/kernel.js'
import type { AccountState } from '../store/types.js'
import type { ChainNamespace } from '../types/network.js'

/** Replaces one namespace's account, leaving the others as they are. */
export function setAccount(context: FoyerKernel, namespace: ChainNamespace, account: AccountState): void {
  const { accounts } = context.store.getState()
  context.store.setState({ accounts: { ...accounts, [namespace]: account } })
}
