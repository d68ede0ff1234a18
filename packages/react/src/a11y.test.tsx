import type { Route } from '@foyer/core'
import { act, screen } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { createFakeFoyer } from './_test/fakeFoyer.js'
import { ADDRESS, metamask, rabby, walletConnect } from './_test/fixtures.js'
import { renderWithFoyer } from './_test/render.js'
import { ConnectButton } from './components/ConnectButton.js'
import { NetworkButton } from './components/NetworkButton.js'

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
    const foyer = createFakeFoyer(
      {},
      { accounts: { eip155: { status: 'connected', address: ADDRESS, balance: '1', balanceSymbol: 'ETH' } } },
    )
    foyer.groups = [
      { type: 'walletConnect', connectors: [walletConnect] },
      { type: 'recent', connectors: [rabby] },
      { type: 'injected', connectors: [metamask] },
    ]
    renderWithFoyer(
      foyer,
      <main>
        <ConnectButton />
        <NetworkButton />
      </main>,
    )
    act(() => foyer.open({ route }))
    await screen.findByRole('dialog', { name: title })
    // Wait for the view chunk, not just the dialog shell.
    await screen.findByText(
      (_, element) => element?.classList.contains('foyer-view') === true && element.childElementCount > 0,
    )
    act(() => foyer.setState({ snackbar: { id: 1, variant: 'success', message: 'Address copied' } }))
    expect(await violations()).toEqual([])
  })

  it('the page buttons have no violations in any state', async () => {
    const foyer = createFakeFoyer()
    renderWithFoyer(
      foyer,
      <main>
        <ConnectButton />
        <NetworkButton />
      </main>,
    )
    expect(await violations()).toEqual([])
    act(() => foyer.setState({ accounts: { eip155: { status: 'connected', address: ADDRESS } } }))
    expect(await violations()).toEqual([])
  })
})
