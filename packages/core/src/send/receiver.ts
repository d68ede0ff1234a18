import * as z from 'zod/mini'
import { InvalidOptionError } from '../errors/errors.js'
import type { FoyerMessage } from '../messages/types.js'
import { activeAccount, patchSend, type SendContext } from './sendContext.js'
import { isNameLike, SEND_MESSAGES, toReceiverAddress } from './validate.js'

const receiverSchema = z.string()

// Mixed case carries an EIP-55 checksum, which only the adapter can verify (core has no keccak).
const hasChecksum = (address: string) => /[a-f]/.test(address.slice(2)) && /[A-F]/.test(address.slice(2))

/**
 * Sets the receiver as typed: an address of the active namespace (EVM, Solana base58, Bitcoin), or a name resolved on the connected chain through the
 * adapter's optional `resolveName` (ENS). Then looks up the receiver's profile (name and avatar,
 * `getProfile`) to show who gets the tokens. A result that arrives after the visitor typed something
 * else is dropped. An unknown name gives 'No address found for this name', a mixed-case address whose
 * checksum the adapter's `isAddress` rejects 'Invalid address', a failed lookup 'Error resolving name'.
 * @throws InvalidOptionError when `input` is not a string.
 */
export async function setSendReceiver(context: SendContext, input: unknown): Promise<void> {
  const parsed = receiverSchema.safeParse(input)
  if (!parsed.success) throw new InvalidOptionError('send.receiver', 'must be a string')
  const receiver = parsed.data.slice(0, 300)
  const stillCurrent = () => context.store.getState().send.receiverAddress === receiver
  context.caches.receiverVerdict = undefined
  const account = activeAccount(context.store.getState(), context)
  const namespace = context.store.getState().activeNamespace
  const typed = toReceiverAddress(receiver, namespace)
  // A Solana address decodes to 32 bytes or not, and a Bitcoin address's checksum and network prefix
  // hold or not, which only the adapter can tell.
  const checkAddress =
    typed !== undefined &&
    (namespace === 'solana' || namespace === 'bip122' || hasChecksum(typed)) &&
    account?.adapter.isAddress !== undefined
  // A checksummed address counts as resolved only once the adapter confirmed it.
  const address = checkAddress ? undefined : typed
  const name = typed ? undefined : isNameLike(receiver) ? receiver.trim().toLowerCase() : undefined
  const lookup = account !== undefined && (name !== undefined || checkAddress)
  patchSend(context, {
    receiverAddress: receiver,
    resolvedReceiverAddress: address,
    receiverProfileName: name ?? undefined,
    receiverProfileImage: undefined,
    // Only while a lookup will really run: without an account nothing would ever clear it.
    resolving: lookup,
    gas: undefined,
  })
  if (!account || (!typed && !name)) return

  let resolved = address
  if (lookup) {
    let verdict: FoyerMessage | undefined
    try {
      if (name) {
        resolved = (await account.adapter.resolveName?.({ name, network: account.network })) ?? undefined
      } else if (typed && (await account.adapter.isAddress?.(typed))) {
        resolved = typed
      }
      // A name the resolver does not know is not a typo in an address: say it was not found.
      if (!resolved) verdict = name ? SEND_MESSAGES.nameNotFound : SEND_MESSAGES.invalidAddress
    } catch {
      verdict = name ? SEND_MESSAGES.resolveFailed : SEND_MESSAGES.invalidAddress
    }
    // An older lookup finishing late must not judge the receiver typed since.
    if (!stillCurrent()) return
    if (verdict) context.caches.receiverVerdict = { receiver, error: verdict }
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
