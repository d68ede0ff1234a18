import { EMBEDDED_WALLET_CONNECTOR_ID } from '@foyer/core'
import { act, render, renderHook, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createFakeFoyer, type FakeFoyer } from '../_test/fakeFoyer.js'
import { ADDRESS, polygon } from '../_test/fixtures.js'
import { ConnectButton } from '../components/ConnectButton.js'
import { FoyerProvider } from '../context/FoyerProvider.js'
import { FoyerProviderNotFoundError, InvalidParameterError } from '../errors/errors.js'
import type { Messages } from '../i18n/en.js'
import { useDisconnect } from './useDisconnect.js'
import { useFoyer } from './useFoyer.js'
import { useFoyerAccount } from './useFoyerAccount.js'
import { useFoyerNetwork } from './useFoyerNetwork.js'
import { useFoyerState } from './useFoyerState.js'
import { useWalletInfo } from './useWalletInfo.js'

const wrapperFor =
  (foyer: FakeFoyer) =>
  ({ children }: { children: ReactNode }) => <FoyerProvider foyer={foyer}>{children}</FoyerProvider>

const connect = (foyer: FakeFoyer) =>
  act(() =>
    foyer.setState({
      accounts: {
        eip155: {
          status: 'connected',
          address: ADDRESS,
          caipAddress: `eip155:1:${ADDRESS}`,
          connectedWalletInfo: { name: 'MetaMask' },
        },
      },
    }),
  )

let renders = 0
function Address() {
  renders += 1
  return <span>{useFoyerAccount().address ?? 'none'}</span>
}

describe('hooks without the modal', () => {
  it('useFoyerAccount follows the account of the active namespace', () => {
    const foyer = createFakeFoyer()
    const { result } = renderHook(() => useFoyerAccount(), { wrapper: wrapperFor(foyer) })
    expect(result.current).toEqual({
      address: undefined,
      caipAddress: undefined,
      isConnected: false,
      status: 'disconnected',
      accountType: undefined,
    })
    connect(foyer)
    expect(result.current).toEqual({
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      isConnected: true,
      status: 'connected',
      accountType: 'eoa',
    })
  })

  it('useFoyerAccount says when the embedded wallet acts as its smart account', () => {
    const foyer = createFakeFoyer()
    const { result } = renderHook(() => useFoyerAccount(), { wrapper: wrapperFor(foyer) })
    act(() =>
      foyer.setState((state) => ({
        accounts: {
          eip155: {
            status: 'connected',
            address: ADDRESS,
            caipAddress: `eip155:1:${ADDRESS}`,
            connectorId: EMBEDDED_WALLET_CONNECTOR_ID,
          },
        },
        embeddedWallet: { ...state.embeddedWallet, accountType: 'smartAccount' },
      })),
    )
    expect(result.current.accountType).toBe('smartAccount')
    act(() =>
      foyer.setState((state) => ({ embeddedWallet: { ...state.embeddedWallet, accountType: 'eoa' } })),
    )
    expect(result.current.accountType).toBe('eoa')
  })

  it('useFoyer opens and closes through the instance', () => {
    const foyer = createFakeFoyer()
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
  })

  it('useFoyer rejects an unknown view with a typed error', () => {
    const foyer = createFakeFoyer()
    const { result } = renderHook(() => useFoyer(), { wrapper: wrapperFor(foyer) })
    expect(() => result.current.open({ view: 'Nope' as 'Connect' })).toThrow(InvalidParameterError)
    expect(foyer.open).not.toHaveBeenCalled()
  })

  it('useFoyerNetwork and useFoyerState report the selected network', async () => {
    const foyer = createFakeFoyer()
    const { result } = renderHook(() => ({ network: useFoyerNetwork(), state: useFoyerState() }), {
      wrapper: wrapperFor(foyer),
    })
    expect(result.current.network.chainId).toBe(1)
    expect(result.current.state.selectedNetworkId).toBe('eip155:1')
    await act(() => result.current.network.switchNetwork(polygon))
    expect(foyer.switchNetwork).toHaveBeenCalledWith(polygon)
    act(() => foyer.setState({ caipNetwork: polygon, loading: true }))
    expect(result.current.network.caipNetwork?.name).toBe('Polygon')
    expect(result.current.state).toEqual({ open: false, selectedNetworkId: 'eip155:137', loading: true })
  })

  it('useFoyerNetwork rejects a network without a CAIP id', async () => {
    const foyer = createFakeFoyer()
    const { result } = renderHook(() => useFoyerNetwork(), { wrapper: wrapperFor(foyer) })
    await expect(
      result.current.switchNetwork({ ...polygon, caipNetworkId: 'nope' as 'eip155:1' }),
    ).rejects.toThrow(InvalidParameterError)
  })

  it('useDisconnect and useWalletInfo', async () => {
    const foyer = createFakeFoyer()
    const { result } = renderHook(() => ({ ...useDisconnect(), ...useWalletInfo() }), {
      wrapper: wrapperFor(foyer),
    })
    expect(result.current.walletInfo).toBeUndefined()
    connect(foyer)
    expect(result.current.walletInfo?.name).toBe('MetaMask')
    await result.current.disconnect()
    expect(foyer.disconnect).toHaveBeenCalledOnce()
  })

  it('does not re-render on unrelated state changes', () => {
    const foyer = createFakeFoyer()
    renders = 0
    render(
      <FoyerProvider foyer={foyer}>
        <Address />
      </FoyerProvider>,
    )
    const before = renders
    act(() => foyer.setState({ loading: true, shake: true }))
    expect(renders).toBe(before)
    connect(foyer)
    expect(renders).toBe(before + 1)
    expect(screen.getByText(ADDRESS)).toBeTruthy()
  })

  it('throws a typed error outside the provider', () => {
    expect(() => renderHook(() => useFoyerAccount())).toThrow(FoyerProviderNotFoundError)
  })

  it('rejects a provider without an instance', () => {
    expect(() => render(<FoyerProvider foyer={{} as FakeFoyer} />)).toThrow(InvalidParameterError)
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
    const foyer = createFakeFoyer()
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

    const fine = createFakeFoyer()
    render(
      <FoyerProvider foyer={fine} messages={{ titleConnect: 'Wallet verbinden' }}>
        <span>app</span>
      </FoyerProvider>,
    )
    act(() => fine.open({ view: 'Connect' }))
    expect(await screen.findByRole('heading', { name: 'Wallet verbinden' })).toBeTruthy()
  })

  it('does not load the modal before the first open', () => {
    const foyer = createFakeFoyer()
    render(<FoyerProvider foyer={foyer} />)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(document.getElementById('foyer-modal-style')).toBeNull()
  })
})
