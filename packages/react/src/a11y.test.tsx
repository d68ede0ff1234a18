import { createMemoryStorage, type Route } from '@foyer/core'
import { createScriptedFrame, createScriptedWalletConnect } from '@foyer/core/testing'
import { act, screen } from '@testing-library/react'
import axe from 'axe-core'
import { beforeEach, describe, expect, it } from 'vitest'
import { metamask, rabby } from './_test/fixtures.js'
import { renderWithFoyer } from './_test/render.js'
import { connectWallet, createTestFoyer } from './_test/testFoyer.js'
import { ConnectButton } from './components/ConnectButton.js'
import { NetworkButton } from './components/NetworkButton.js'

const frame = createScriptedFrame()
const wc = createScriptedWalletConnect()
/** Scripted in place of the secure site's frame and the WalletConnect SDK: createFoyer's seams, no module mock. */
const scripted = { embeddedWallet: { frameTransport: frame.transport }, walletConnect: { engine: wc.engine } }

beforeEach(() => {
  frame.reset()
  wc.reset()
  // The visitor has not approved this browser yet: EmailVerifyDevice keeps waiting.
  frame.handlers.CONNECT_DEVICE = () => new Promise(() => {})
})

/** WalletConnect, Rabby (connected last time) and MetaMask: the Connect view's groups. */
function withWallets() {
  const storage = createMemoryStorage()
  storage.setItem('foyer:recentWalletIds', JSON.stringify([rabby.id]))
  return createTestFoyer({
    ...scripted,
    storage,
    wallet: {
      connectors: [metamask, rabby],
      walletConnect: true,
      embedded: true,
      balance: { balance: '1', symbol: 'ETH' },
    },
  })
}

// Structural WCAG rules on every view (names, roles, lists, labels). happy-dom has no layout, so
// colour contrast is left to the browser e2e run.
async function violations() {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`,
  )
}

const routes: [string, Route, string][] = [
  ['Connect', { view: 'Connect' }, 'Connect Wallet'],
  ['Account', { view: 'Account' }, 'Account'],
  ['Networks', { view: 'Networks' }, 'Choose Network'],
  ['UnsupportedChain', { view: 'UnsupportedChain' }, 'Switch Network'],
  ['ConnectingExternal', { view: 'ConnectingExternal', data: { connector: metamask } }, 'MetaMask'],
  ['AllWallets', { view: 'AllWallets' }, 'All Wallets'],
  ['ConnectingWalletConnect', { view: 'ConnectingWalletConnect', data: {} }, 'WalletConnect'],
  ['Receive', { view: 'Receive' }, 'Receive'],
  ['ApproveTransaction', { view: 'ApproveTransaction' }, 'Approve request'],
  ['EmailVerifyOtp', { view: 'EmailVerifyOtp' }, 'Confirm email'],
  ['EmailVerifyDevice', { view: 'EmailVerifyDevice' }, 'Approve this browser'],
  ['UpdateEmailWallet', { view: 'UpdateEmailWallet' }, 'Update email'],
  ['UpdateEmailPrimaryOtp', { view: 'UpdateEmailPrimaryOtp' }, 'Confirm current email'],
  ['SIWXSignMessage', { view: 'SIWXSignMessage' }, 'Sign in'],
  ['RegisterAccountName', { view: 'RegisterAccountName' }, 'Choose a name'],
  ['RegisterAccountNameSuccess', { view: 'RegisterAccountNameSuccess' }, 'Name registered'],
]

describe('accessibility (axe)', () => {
  it.each(routes)('%s view has no violations', async (_name, route, title) => {
    const { foyer } = withWallets()
    renderWithFoyer(
      foyer,
      <main>
        <ConnectButton />
        <NetworkButton />
      </main>,
    )
    await connectWallet(foyer, metamask.id)
    act(() => foyer.open({ route }))
    await screen.findByRole('dialog', { name: title })
    // Wait for the view chunk, not just the dialog shell.
    await screen.findByText(
      (_, element) => element?.classList.contains('foyer-view') === true && element.childElementCount > 0,
    )
    await act(() => foyer.showSnackbar('success', 'Address copied'))
    expect(await violations()).toEqual([])
  })

  it('the page buttons have no violations in any state', async () => {
    const { foyer } = withWallets()
    renderWithFoyer(
      foyer,
      <main>
        <ConnectButton />
        <NetworkButton />
      </main>,
    )
    expect(await violations()).toEqual([])
    await connectWallet(foyer, metamask.id)
    expect(screen.getByRole('button', { name: /0x12…345678/ })).toBeTruthy()
    expect(await violations()).toEqual([])
  })
})
