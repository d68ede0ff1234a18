import type { FoyerInstance } from '@foyer/core'
import { InvalidParameterError } from '@foyer/core'
import { createFakeConnector, createScriptedFrame } from '@foyer/core/testing'
import { act, render, renderHook, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SMART_ACCOUNT, scriptSmartAccountUser, signInWithEmail } from '../_test/embedded.js'
import { ADDRESS, metamask, polygon } from '../_test/fixtures.js'
import { connectWallet, createTestFoyer } from '../_test/testFoyer.js'
import { ConnectButton } from '../components/ConnectButton.js'
import { FoyerProvider } from '../context/FoyerProvider.js'
import { FoyerProviderNotFoundError } from '../errors/errors.js'
import type { Messages } from '../i18n/en.js'
import { useDisconnect } from './useDisconnect.js'
import { useFoyer } from './useFoyer.js'
import { useFoyerAccount } from './useFoyerAccount.js'
import { useFoyerNetwork } from './useFoyerNetwork.js'
import { useFoyerState } from './useFoyerState.js'
import { useWalletInfo } from './useWalletInfo.js'

const frame = createScriptedFrame()
/** Scripted in place of the secure site's frame: createFoyer's seams, no module mock. */
const scripted = { embeddedWallet: { frameTransport: frame.transport } }

beforeEach(() => frame.reset())

const wrapperFor =
  (foyer: FoyerInstance) =>
  ({ children }: { children: ReactNode }) => <FoyerProvider foyer={foyer}>{children}</FoyerProvider>

/** An instance whose one wallet is MetaMask. */
const withMetaMask = () =>
  createTestFoyer({
    ...scripted,
    wallet: { connectors: [createFakeConnector(metamask)] },
  })

let renders = 0
function Address() {
  renders += 1
  return <span>{useFoyerAccount().address ?? 'none'}</span>
}

describe('hooks without the modal', () => {
  it('useFoyerAccount follows the account of the active namespace', async () => {
    const { foyer } = withMetaMask()
    const { result } = renderHook(() => useFoyerAccount(), { wrapper: wrapperFor(foyer) })
    expect(result.current).toEqual({
      address: undefined,
      caipAddress: undefined,
      isConnected: false,
      status: 'disconnected',
      accountType: undefined,
    })
    await connectWallet(foyer, metamask.id)
    expect(result.current).toEqual({
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      isConnected: true,
      status: 'connected',
      accountType: 'eoa',
    })
  })

  it('useFoyerAccount says when the embedded wallet acts as its smart account', async () => {
    scriptSmartAccountUser(frame, 'smartAccount')
    const { foyer } = createTestFoyer({
      ...scripted,
      wallet: { embedded: true },
    })
    const { result } = renderHook(() => useFoyerAccount(), { wrapper: wrapperFor(foyer) })
    await signInWithEmail(foyer)
    expect(result.current.address).toBe(SMART_ACCOUNT)
    expect(result.current.accountType).toBe('smartAccount')
    await act(() => foyer.embeddedWallet.setPreferredAccountType('eoa'))
    expect(result.current.accountType).toBe('eoa')
    expect(result.current.address).toBe(ADDRESS)
  })

  it('useFoyer opens and closes through the instance', () => {
    const { foyer } = createTestFoyer(scripted)
    const { result } = renderHook(() => ({ modal: useFoyer(), state: useFoyerState() }), {
      wrapper: wrapperFor(foyer),
    })
    act(() => result.current.modal.open({ view: 'Networks' }))
    expect(result.current.state.open).toBe(true)
    expect(foyer.getState().router.history.at(-1)?.view).toBe('Networks')
    act(() => {
      result.current.modal.close()
    })
    expect(result.current.state.open).toBe(false)
    act(() => result.current.modal.open({ connect: true }))
    expect(foyer.getState().router.history).toEqual([{ view: 'Connect' }])
  })

  it('useFoyer rejects an unknown view with a typed error', () => {
    const { foyer } = createTestFoyer(scripted)
    const { result } = renderHook(() => useFoyer(), { wrapper: wrapperFor(foyer) })
    expect(() => result.current.open({ view: 'Nope' as 'Connect' })).toThrow(InvalidParameterError)
    expect(() => result.current.open({ connect: false as true })).toThrow(InvalidParameterError)
    expect(foyer.getState().open).toBe(false)
  })

  it('useFoyerNetwork and useFoyerState report the selected network', async () => {
    const { foyer, adapter } = createTestFoyer(scripted)
    const { result } = renderHook(() => ({ network: useFoyerNetwork(), state: useFoyerState() }), {
      wrapper: wrapperFor(foyer),
    })
    expect(result.current.network.chainId).toBe(1)
    expect(result.current.state.selectedNetworkId).toBe('eip155:1')
    await connectWallet(foyer)
    // The wallet is asked to switch: the modal is busy until it did.
    const wallet = adapter.hold('switchNetwork')
    let switching: Promise<void> = Promise.resolve()
    act(() => {
      switching = result.current.network.switchNetwork(polygon)
    })
    await vi.waitFor(() =>
      expect(result.current.state).toEqual({ open: false, selectedNetworkId: 'eip155:1', loading: true }),
    )
    await act(async () => {
      wallet.release()
      await switching
    })
    expect(adapter.callsOf('switchNetwork').map((call) => call.args)).toEqual([[polygon]])
    expect(result.current.network.caipNetwork?.name).toBe('Polygon')
    expect(result.current.network.chainId).toBe(137)
    expect(result.current.state).toEqual({ open: false, selectedNetworkId: 'eip155:137', loading: false })
  })

  it('useFoyerNetwork rejects a network without a CAIP id', async () => {
    const { foyer } = createTestFoyer(scripted)
    const { result } = renderHook(() => useFoyerNetwork(), { wrapper: wrapperFor(foyer) })
    await expect(
      result.current.switchNetwork({ ...polygon, caipNetworkId: 'nope' as 'eip155:1' }),
    ).rejects.toThrow(InvalidParameterError)
  })

  it('useDisconnect and useWalletInfo', async () => {
    const { foyer, adapter } = withMetaMask()
    const { result } = renderHook(() => ({ ...useDisconnect(), ...useWalletInfo() }), {
      wrapper: wrapperFor(foyer),
    })
    expect(result.current.walletInfo).toBeUndefined()
    await connectWallet(foyer, metamask.id)
    expect(result.current.walletInfo?.name).toBe('MetaMask')
    await act(() => result.current.disconnect())
    expect(adapter.callsOf('disconnect')).toHaveLength(1)
    expect(result.current.walletInfo).toBeUndefined()
    expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('does not re-render on unrelated state changes', async () => {
    const { foyer, adapter } = createTestFoyer(scripted)
    renders = 0
    render(
      <FoyerProvider foyer={foyer}>
        <Address />
      </FoyerProvider>,
    )
    const before = renders
    await act(async () => {
      foyer.router.push('Networks')
      await foyer.showSnackbar('success', 'Saved')
      await foyer.switchNetwork(polygon)
    })
    expect(renders).toBe(before)
    // The wallet connects from outside the modal: one new account, one render.
    act(() =>
      adapter.emit('accountChanged', { address: ADDRESS, chainId: 137, connectorId: 'io.foyer.fake' }),
    )
    expect(renders).toBe(before + 1)
    expect(screen.getByText(ADDRESS)).toBeTruthy()
  })

  it('throws a typed error outside the provider', () => {
    expect(() => renderHook(() => useFoyerAccount())).toThrow(FoyerProviderNotFoundError)
  })

  it('rejects a provider without an instance', () => {
    expect(() => render(<FoyerProvider foyer={{} as FoyerInstance} />)).toThrow(InvalidParameterError)
  })

  it('names message ids that have no text, and takes translations of the page and modal texts', async () => {
    const errors: unknown[] = []
    class Catch extends Component<{ children: ReactNode }, { error?: unknown }> {
      override state: { error?: unknown } = {}
      static getDerivedStateFromError(error: unknown) {
        errors.push(error)
        return { error }
      }
      override render() {
        return this.state.error ? 'failed' : this.props.children
      }
    }
    const { foyer } = createTestFoyer(scripted)
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <Catch>
        <FoyerProvider
          foyer={foyer}
          messages={{ connectWallet: 'Wallet verbinden', conectWallet: 'x' } as Partial<Messages>}
        >
          <ConnectButton />
        </FoyerProvider>
      </Catch>,
    )
    expect(screen.getByRole('button', { name: 'Wallet verbinden' })).toBeTruthy()
    await screen.findByText('failed')
    quiet.mockRestore()
    expect(errors[0]).toBeInstanceOf(InvalidParameterError)
    expect((errors[0] as Error).message).toContain('conectWallet')

    const { foyer: fine } = createTestFoyer(scripted)
    render(
      <FoyerProvider foyer={fine} messages={{ titleConnect: 'Wallet verbinden' }}>
        <span>app</span>
      </FoyerProvider>,
    )
    act(() => fine.open({ view: 'Connect' }))
    expect(await screen.findByRole('heading', { name: 'Wallet verbinden' })).toBeTruthy()
  })

  it('does not load the modal before the first open', () => {
    const { foyer } = createTestFoyer(scripted)
    render(<FoyerProvider foyer={foyer} />)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(document.getElementById('foyer-modal-style')).toBeNull()
  })
})
