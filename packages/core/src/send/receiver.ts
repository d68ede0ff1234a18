import { activeAccount, patchSend, receiverVerdicts, type SendContext } from './sendContext.js'
import { isNameLike, SEND_MESSAGES, toEvmAddress } from './validate.js'

/**
 * Sets the receiver as typed: an EVM address, or a name resolved on the connected chain through the
 * adapter's optional `resolveName` (ENS). Then looks up the receiver's profile (name and avatar,
 * `getProfile`) to show who gets the tokens. A result that arrives after the visitor typed something
 * else is dropped. Never throws: an unknown name gives 'Invalid address', a failed lookup 'Error resolving name'.
 */
export async function setSendReceiver(context: SendContext, input: string): Promise<void> {
  const receiver = input.slice(0, 300)
  const stillCurrent = () => context.store.getState().send.receiverAddress === receiver
  receiverVerdicts.delete(context.store)
  const address = toEvmAddress(receiver)
  const name = address ? undefined : isNameLike(receiver) ? receiver.trim().toLowerCase() : undefined
  patchSend(context, {
    receiverAddress: receiver,
    resolvedReceiverAddress: address,
    receiverProfileName: name ?? undefined,
    receiverProfileImage: undefined,
    resolving: name !== undefined,
    gas: undefined,
  })
  const account = activeAccount(context.store.getState(), context)
  if (!account || (!address && !name)) return

  let resolved = address
  if (name) {
    try {
      resolved = (await account.adapter.resolveName?.({ name, network: account.network })) ?? undefined
      if (!resolved) receiverVerdicts.set(context.store, { receiver, error: SEND_MESSAGES.invalidAddress })
    } catch {
      receiverVerdicts.set(context.store, { receiver, error: SEND_MESSAGES.resolveFailed })
    }
    if (!stillCurrent()) return
    patchSend(context, { resolving: false, resolvedReceiverAddress: resolved })
  }
  if (!resolved || !account.adapter.getProfile) return
  const profile = await account.adapter
    .getProfile({ address: resolved, network: account.network })
    .catch(() => ({ name: null, avatar: null }))
  if (!stillCurrent()) return
  patchSend(context, {
    // A typed name stays as typed; an address shows its primary name when it has one.
    receiverProfileName: name ?? profile.name,
    receiverProfileImage: profile.avatar,
  })
}
