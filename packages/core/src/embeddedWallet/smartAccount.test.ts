// @vitest-environment happy-dom
/** Smart accounts in the embedded wallet's flow, against a scripted frame. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FAKE_ADDRESS } from '../testing/fakeAdapter.js'
import { frame, resetFrame, setup, user } from './_test/scriptedFrame.js'

const SMART = '0x5aFE00000000000000000000000000000000CafE'
const accounts = [
  { address: FAKE_ADDRESS, type: 'eoa' as const },
  { address: SMART, type: 'smartAccount' as const },
]
let preferred: 'eoa' | 'smartAccount' = 'smartAccount'
const smartUser = () => ({
  ...user,
  address: preferred === 'smartAccount' ? SMART : FAKE_ADDRESS,
  accounts,
  preferredAccountType: preferred,
  smartAccountDeployed: false,
})

beforeEach(() => {
  resetFrame(frame)
  preferred = 'smartAccount'
  frame.handlers.GET_USER = () => smartUser()
  frame.handlers.GET_SMART_ACCOUNT_ENABLED_NETWORKS = () => ({ smartAccountEnabledNetworks: [1] })
  frame.handlers.SET_PREFERRED_ACCOUNT = (payload) => {
    preferred = (payload as { type: 'eoa' | 'smartAccount' }).type
    return { type: preferred, address: smartUser().address }
  }
})
afterEach(() => vi.unstubAllGlobals())

async function signedIn(options: Parameters<typeof setup>[1] = {}, storage?: Parameters<typeof setup>[0]) {
  const context = setup(storage, options)
  await context.foyer.embeddedWallet.connectEmail('ada@example.com')
  await context.foyer.embeddedWallet.connectOtp('123456')
  return context
}

describe("the app's account type", () => {
  const preferences = () =>
    frame.requests.filter((r) => r.name === 'SET_PREFERRED_ACCOUNT').map((r) => r.payload)

  it("makes the EOA act for a new user when the app's defaultAccountTypes.eip155 is 'eoa'", async () => {
    const { foyer, wallet } = await signedIn({ defaultAccountTypes: { eip155: 'eoa' } })
    expect(preferences()).toEqual([{ type: 'eoa' }])
    expect(wallet().address()).toBe(FAKE_ADDRESS)
    expect(foyer.getState().accounts.eip155?.address).toBe(FAKE_ADDRESS)
    expect(foyer.getState().embeddedWallet.accountType).toBe('eoa')
    // The user may still switch: the app only picked the default.
    expect(foyer.getState().embeddedWallet.accounts).toEqual(accounts)
  })

  it("keeps the user's own switch over the app's default at their next login in this browser", async () => {
    const first = await signedIn({ defaultAccountTypes: { eip155: 'eoa' } })
    await first.foyer.embeddedWallet.setPreferredAccountType('smartAccount')
    await first.foyer.disconnect()
    frame.requests.splice(0)
    // A later login (past the 30 s between codes).
    first.storage.removeItem('foyer:embedded:lastEmailLoginTime')
    const again = await signedIn({ defaultAccountTypes: { eip155: 'eoa' } }, first.storage)
    expect(preferences()).toEqual([])
    expect(again.wallet().address()).toBe(SMART)
  })

  it('asks nothing of the secure site when its preference is already the wanted one', async () => {
    await signedIn()
    expect(preferences()).toEqual([])
  })

  it('makes the EOA act and offers no switch with features.smartAccounts false', async () => {
    const { foyer, wallet } = await signedIn({ features: { smartAccounts: false } })
    expect(preferences()).toEqual([{ type: 'eoa' }])
    expect(wallet().address()).toBe(FAKE_ADDRESS)
    expect(foyer.getState().embeddedWallet.smartAccountNetworks).toEqual([])
    expect(frame.requests.some((r) => r.name === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toBe(false)
  })
})

describe('smart accounts', () => {
  it('connects the smart account where the frame says it acts, and caches the enabled networks', async () => {
    const { foyer, wallet, storage } = await signedIn()
    expect(wallet().address()).toBe(SMART)
    expect(foyer.getState().accounts.eip155?.address).toBe(SMART)
    const state = foyer.getState().embeddedWallet
    expect(state.accountType).toBe('smartAccount')
    expect(state.accounts).toEqual(accounts)
    await vi.waitFor(() => expect(storage.getItem('foyer:embedded:smartAccountEnabledNetworks')).toBe('1'))
    expect(foyer.getState().embeddedWallet.smartAccountNetworks).toEqual([1])
  })

  it('switches to the EOA and back; the adapter hears the new address each time', async () => {
    const { foyer, wallet } = await signedIn()
    const heard: string[] = []
    wallet().on('accountsChanged', ({ accounts: [address] }) => heard.push(address ?? ''))
    await foyer.embeddedWallet.setPreferredAccountType('eoa')
    expect(frame.requests.filter((r) => r.name === 'SET_PREFERRED_ACCOUNT').map((r) => r.payload)).toEqual([
      { type: 'eoa' },
    ])
    expect(wallet().address()).toBe(FAKE_ADDRESS)
    expect(foyer.getState().embeddedWallet.accountType).toBe('eoa')
    await foyer.embeddedWallet.setPreferredAccountType('smartAccount')
    expect(heard).toEqual([FAKE_ADDRESS, SMART])
  })

  it('falls back to the EOA with the user-facing message when setting the preference fails', async () => {
    frame.handlers.SET_PREFERRED_ACCOUNT = () => {
      throw new Error('nope')
    }
    const { foyer, wallet } = await signedIn()
    await foyer.embeddedWallet.setPreferredAccountType('smartAccount')
    expect(wallet().address()).toBe(FAKE_ADDRESS)
    expect(foyer.getState().embeddedWallet.accountType).toBe('eoa')
    await vi.waitFor(() =>
      expect(foyer.getState().snackbar?.message).toEqual({ id: 'smartAccountUnsupported' }),
    )
  })

  it('treats an error getting the enabled networks as none', async () => {
    frame.handlers.GET_SMART_ACCOUNT_ENABLED_NETWORKS = () => {
      throw new Error('down')
    }
    const { foyer, storage } = await signedIn()
    await vi.waitFor(() => expect(foyer.getState().embeddedWallet.smartAccountNetworks).toEqual([]))
    expect(storage.getItem('foyer:embedded:smartAccountEnabledNetworks')).toBe('')
  })

  it('follows the network: where the EOA acts after a switch, the adapter hears it', async () => {
    const { wallet } = await signedIn()
    frame.handlers.SWITCH_NETWORK = (payload) => ({ chainId: (payload as { chainId: number }).chainId })
    frame.handlers.GET_USER = (payload) =>
      (payload as { chainId: number }).chainId === 137
        ? { ...smartUser(), address: FAKE_ADDRESS }
        : smartUser()
    const heard: string[] = []
    wallet().on('accountsChanged', ({ accounts: [address] }) => heard.push(address ?? ''))
    await wallet().switchChain(137)
    expect(heard).toEqual([FAKE_ADDRESS])
  })

  it('refuses an unknown account type before asking the frame', async () => {
    const { foyer } = await signedIn()
    await expect(foyer.embeddedWallet.setPreferredAccountType('multisig' as 'eoa')).rejects.toThrow(
      'The account type is eoa or smartAccount',
    )
    expect(frame.requests.some((r) => r.name === 'SET_PREFERRED_ACCOUNT')).toBe(false)
  })
})
