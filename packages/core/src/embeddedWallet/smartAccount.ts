import type { FrameTransport, FrameUser } from '@foyer/frame'
import type { FoyerKernel } from '../instance/kernel.js'
import { setEmbedded } from '../storage/remember.js'
import { ownAccountType, rememberOwnAccountType, wantedAccountType } from './accountTypes.js'
import type { EmbeddedAccountType, EmbeddedWalletEventMap, EmbeddedWalletState } from './types.js'

export interface SmartAccountDeps {
  patch(next: Partial<EmbeddedWalletState>): void
  user(): FrameUser | undefined
  setUser(user: FrameUser): void
  emit<E extends keyof EmbeddedWalletEventMap>(event: E, payload: EmbeddedWalletEventMap[E]): void
}

const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase()

/** The type of the account the frame reports as acting (the one whose address is `user.address`). */
function accountTypeOf(user: FrameUser): EmbeddedAccountType {
  return user.accounts?.find((account) => same(account.address, user.address))?.type ?? 'eoa'
}

const eoaOf = (user: FrameUser) =>
  user.accounts?.find((account) => account.type === 'eoa')?.address ?? user.address

/**
 * Smart accounts of the embedded wallet: which account acts on the current network, the
 * enabled networks (cached in local storage), and the visitor's preferred account type. The frame
 * says which address acts; a change of it reaches the adapter as accountsChanged.
 */
export function createSmartAccounts(context: FoyerKernel, deps: SmartAccountDeps) {
  const { storage } = context

  /** Takes the frame's user as current; a new acting address goes to the adapter. */
  const apply = (next: FrameUser) => {
    const before = deps.user()?.address
    deps.setUser(next)
    deps.patch({
      accountType: accountTypeOf(next),
      accounts: next.accounts ?? [{ address: next.address, type: 'eoa' }],
      smartAccountDeployed: next.smartAccountDeployed ?? false,
    })
    if (before !== undefined && !same(before, next.address))
      deps.emit('accountsChanged', { accounts: [next.address] })
  }

  const smartAccounts = context.options.features.smartAccounts
  const loadNetworks = async (current: FrameTransport) => {
    let networks: readonly number[] = []
    // Smart accounts off: the EOA acts everywhere and the Account view offers no switch.
    if (!smartAccounts) return deps.patch({ smartAccountNetworks: [] })
    try {
      networks = (await current.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined))
        .smartAccountEnabledNetworks
    } catch {
      // An error getting the smart-account networks means none.
    }
    setEmbedded(storage, 'smartAccountEnabledNetworks', networks.join(','))
    deps.patch({ smartAccountNetworks: networks })
  }

  return {
    /**
     * After GET_USER at the end of a login or resync: the account the app and the user want acts
     * (wantedAccountType). The secure site keeps the preference and signs with it, so a different one
     * is set there (SET_PREFERRED_ACCOUNT) before the user is taken as current.
     */
    async sync(current: FrameTransport, user: FrameUser, chainId: number) {
      let settled = user
      const wanted = wantedAccountType({
        smartAccounts,
        appDefault: context.options.defaultAccountTypes?.eip155,
        ownChoice: ownAccountType(storage, eoaOf(user)),
      })
      const hasSmart = user.accounts?.some((account) => account.type === 'smartAccount') === true
      if (hasSmart && wanted && user.preferredAccountType !== wanted) {
        try {
          await current.request('SET_PREFERRED_ACCOUNT', { type: wanted })
          settled = await current.request('GET_USER', { chainId })
        } catch {
          // The secure site keeps its own preference: the user as it reported it acts.
        }
      }
      apply(settled)
      void loadNetworks(current)
      return settled
    },

    /** After a network switch: on a network without smart accounts the EOA acts, and back. */
    async followChain(current: FrameTransport, chainId: number) {
      const user = deps.user()
      // Without a smart account the EOA acts everywhere: nothing to ask the frame.
      if (!user?.accounts?.some((account) => account.type === 'smartAccount')) return
      apply(await current.request('GET_USER', { chainId }))
    },

    /**
     * SET_PREFERRED_ACCOUNT: the choice persists on the secure site. On an error the wallet
     * falls back to its EOA and says so.
     */
    async setPreferred(current: FrameTransport, type: EmbeddedAccountType, chainId: number) {
      const user = deps.user()
      if (!user) return
      try {
        await current.request('SET_PREFERRED_ACCOUNT', { type })
        // The user's own switch: it wins over the app's default at their next login in this browser.
        rememberOwnAccountType(storage, eoaOf(user), type)
        // The whole user again: the acting address, and whether that smart account is deployed.
        apply(await current.request('GET_USER', { chainId }))
      } catch {
        const eoa = user.accounts?.find((account) => account.type === 'eoa')?.address ?? user.address
        apply({ ...user, address: eoa, preferredAccountType: 'eoa' })
        void context.showSnackbar('error', { id: 'smartAccountUnsupported' })
      }
    },
  }
}
