import { createFoyer, createMemoryStorage, type FoyerInstance } from '@foyer/core'
import { createFakeAdapter, FAKE_ADDRESS, testMainnet, testSepolia } from '@foyer/core/testing'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from './components/ConnectButton.js'
import { NetworkButton } from './components/NetworkButton.js'
import { FoyerProvider } from './context/FoyerProvider.js'

// The real createFoyer with core's fake adapter: the UI against core's actual rules and routing.
let foyer: FoyerInstance | undefined
afterEach(() => foyer?.destroy())

function setup() {
  const adapter = createFakeAdapter()
  foyer = createFoyer({
    projectId: 'test',
    networks: [testMainnet, testSepolia],
    adapters: [adapter],
    storage: createMemoryStorage(),
    isMobile: false,
  })
  const instance = foyer
  render(
    <FoyerProvider foyer={instance}>
      <ConnectButton />
      <NetworkButton />
    </FoyerProvider>,
  )
  return { adapter, foyer: instance, user: userEvent.setup() }
}

async function tabTo(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  for (let i = 0; i < 12; i++) {
    await user.tab()
    const active = document.activeElement
    if (active instanceof HTMLElement && name.test(active.textContent ?? '')) return active
  }
  throw new Error(`no focusable element matching ${name}`)
}

describe('with the real createFoyer', () => {
  it('completes the connect path with the keyboard alone', async () => {
    const { foyer, user } = setup()
    await act(() => foyer.ready)
    const opener = await tabTo(user, /Connect Wallet/)
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.contains(document.activeElement)).toBe(true)

    await screen.findByRole('list', { name: 'Wallets' })
    await tabTo(user, /Fake Wallet/)
    await user.keyboard('{Enter}')

    // Connected: the modal closes (as the hosted kit's does) and focus is back on the button,
    // which now names the account.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
    expect(opener.textContent).toContain(`${FAKE_ADDRESS.slice(0, 4)}…${FAKE_ADDRESS.slice(-6)}`)
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy()
    expect(await screen.findByText('1.235 ETH', { selector: 'p' })).toBeTruthy()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
  })

  it('shows a rejected connection and connects on Try again', async () => {
    const { adapter, foyer, user } = setup()
    await act(() => foyer.ready)
    adapter.failNext('connect', { code: 4001, message: 'User rejected' })
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await user.click(await screen.findByRole('button', { name: /Fake Wallet/ }))
    expect(await screen.findByText('User rejected the request.')).toBeTruthy()
    expect(screen.getByText('Connection declined')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(foyer.getState().accounts.eip155?.status).toBe('connected')
  })

  it('switches networks from the NetworkButton', async () => {
    const { foyer, user } = setup()
    await act(() => foyer.ready)
    await user.click(screen.getByRole('button', { name: /Fake Wallet|Connect Wallet/ }))
    await user.click(await screen.findByRole('button', { name: /Fake Wallet/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Ethereum' }))
    await user.click(await screen.findByRole('button', { name: /Sepolia/ }))
    await waitFor(() => expect(foyer.getState().caipNetwork?.name).toBe('Sepolia'))
    // The switch was what the network button opened the modal for: it closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: 'Sepolia' })).toBeTruthy()
  })

  it('disconnects from the Account view', async () => {
    const { foyer, user } = setup()
    await act(() => foyer.ready)
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await user.click(await screen.findByRole('button', { name: /Fake Wallet/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(screen.getByRole('button', { name: /…/ }))
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(foyer.getState().accounts.eip155?.status).toBe('disconnected'))
    // Done: the modal closes, as the hosted kit's account view closes it.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })
})
