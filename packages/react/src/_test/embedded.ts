import type { FoyerInstance } from '@foyer/core'
import { FAKE_ADDRESS, SCRIPTED_FRAME_USER, type ScriptedFrame } from '@foyer/core/testing'
import { act } from '@testing-library/react'

/** The embedded wallet's smart account beside its EOA (FAKE_ADDRESS). */
export const SMART_ACCOUNT = '0x5aFE00000000000000000000000000000000CafE'

/**
 * Scripts the secure site's user as one with an EOA and a smart account: the smart account acts on
 * `networks` when preferred, the EOA elsewhere; SET_PREFERRED_ACCOUNT changes the preference.
 */
export function scriptSmartAccountUser(
  frame: ScriptedFrame,
  preferred: 'eoa' | 'smartAccount',
  networks: readonly number[] = [1],
) {
  let type = preferred
  const accounts = [
    { address: FAKE_ADDRESS, type: 'eoa' as const },
    { address: SMART_ACCOUNT, type: 'smartAccount' as const },
  ]
  frame.handlers.GET_USER = (payload) => {
    const chainId = (payload as { chainId?: number } | undefined)?.chainId ?? 1
    const smart = type === 'smartAccount' && networks.includes(chainId)
    return {
      ...SCRIPTED_FRAME_USER,
      chainId,
      address: smart ? SMART_ACCOUNT : FAKE_ADDRESS,
      accounts,
      preferredAccountType: type,
      smartAccountDeployed: false,
    }
  }
  frame.handlers.GET_SMART_ACCOUNT_ENABLED_NETWORKS = () => ({ smartAccountEnabledNetworks: networks })
  frame.handlers.SET_PREFERRED_ACCOUNT = (payload) => {
    type = (payload as { type: 'eoa' | 'smartAccount' }).type
    return { type, address: type === 'smartAccount' ? SMART_ACCOUNT : FAKE_ADDRESS }
  }
}

/** An email login through the scripted frame, as the visitor does it: the address, then the code. */
export async function signInWithEmail(foyer: FoyerInstance, email = SCRIPTED_FRAME_USER.email) {
  await act(async () => {
    await foyer.embeddedWallet.connectEmail(email)
    await foyer.embeddedWallet.connectOtp('123456')
  })
}
