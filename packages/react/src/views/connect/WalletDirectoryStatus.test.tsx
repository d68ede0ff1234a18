import { createFakeConnector } from '@foyer/core/testing'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubCloud } from '../../_test/cloud.js'
import { metamask } from '../../_test/fixtures.js'
import { renderWithFoyer } from '../../_test/render.js'
import { createTestFoyer } from '../../_test/testFoyer.js'

afterEach(() => {
  vi.useRealTimers()
})

/** A request the service never answers: it ends when the client gives up (its abort signal). */
const unanswered = (init?: RequestInit) =>
  new Promise<Response>((_, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
  })

describe('Connect view with the wallet directory down', () => {
  it('keeps installed wallets and WalletConnect, says the directory failed and why, and retries', async () => {
    // Real time still passes; the test moves it on by the 10 s a request may take.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let down = true
    const cloud = stubCloud({
      respond: (url, init) => (down && url.pathname.endsWith('/getWallets') ? unanswered(init) : undefined),
    })
    const { foyer } = createTestFoyer({
      wallet: { walletConnect: true, connectors: [createFakeConnector(metamask)] },
    })
    renderWithFoyer(foyer)
    act(() => foyer.open({ view: 'Connect' }))
    const list = await screen.findByRole('list', { name: 'Wallets' })
    expect(screen.queryByRole('alert')).toBeNull()

    // The directory's code arrives with import(): its request must be on its way before time moves on.
    const directoryRequests = () => cloud.requests.filter((url) => url.pathname.endsWith('/getWallets'))
    await waitFor(() => expect(directoryRequests()).toHaveLength(1))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000)
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      'Could not load recommended wallets: The service did not answer in time',
    )
    expect(within(list).getByRole('button', { name: /MetaMask/ })).toBeTruthy()
    expect(within(list).getByRole('button', { name: /WalletConnect/ })).toBeTruthy()

    down = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(directoryRequests()).toHaveLength(2)
    // The directory's wallets now fill the recommended group.
    expect(await within(list).findByRole('button', { name: /Wallet 1/ })).toBeTruthy()
  })
})
