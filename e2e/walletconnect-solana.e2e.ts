// WalletConnect with the solana namespace: the demo (EVM and Solana networks, both adapters) pairs with
// the wallet app (WalletKit, EVM test account 8 and Solana test account 7) through our relay; the session
// holds both namespaces, and the Solana account signs and sends through it on the local ledger.
import { solanaTestAccounts, testAccounts } from '@foyer/devnet'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from './support/axe.js'
import { useBrowser } from './support/browser.js'
import { chooseNetwork, openDemoPairing } from './support/pairing.js'

const { newPage, urls } = useBrowser()

// The first 4 and the last 6 characters.
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`
const evmAccount = testAccounts[8].address
const solanaAccount = solanaTestAccounts[7].publicKey
const receiver = solanaTestAccounts[8].publicKey
const solanaMainnetChain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const solanaDevnetChain = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

async function lamports(address: string): Promise<bigint> {
  const response = await fetch(urls().solana, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  return BigInt(((await response.json()) as { result: { value: number } }).result.value)
}

const openPairing = () => openDemoPairing(newPage, urls().demo)

describe('WalletConnect: the solana namespace, demo and wallet app through our relay', () => {
  it('pairs EVM and Solana at once; the Solana account shows its SOL, signs a message the demo verifies, and sends 0.25 SOL', async () => {
    const demo = await openPairing()
    const wallet = await newPage()
    await wallet.page.goto(`${urls().wallet}/?account=8&uri=${encodeURIComponent(demo.uri)}`)
    await expect(wallet.page.getByTestId('solana-address').textContent()).resolves.toBe(solanaAccount)

    // The proposal asks for the demo's networks, with WalletConnect's Solana methods.
    const proposal = wallet.page.getByRole('region', { name: 'Connection request' })
    await proposal.getByText('Foyer Demo').waitFor()
    const chains = await proposal
      .getByRole('list', { name: 'Chains' })
      .getByRole('listitem')
      .allTextContents()
    // The demo's other families ask too: Bitcoin regtest, Polkadot and the Cosmos Hub.
    expect(chains).toEqual([
      'eip155:31337',
      'eip155:31338',
      solanaMainnetChain,
      solanaDevnetChain,
      'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      'cosmos:cosmoshub-4',
    ])
    const methods = await proposal
      .getByRole('list', { name: 'Methods' })
      .getByRole('listitem')
      .allTextContents()
    expect(methods).toEqual(
      expect.arrayContaining([
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAndSendTransaction',
      ]),
    )
    await proposal.getByRole('button', { name: 'Approve' }).click()

    // One session, both namespaces; the demo stays on its EVM network with the EVM account.
    await wallet.page
      .getByRole('listitem')
      .filter({ hasText: 'Foyer Demo' })
      .filter({ hasText: solanaMainnetChain })
      .filter({ hasText: 'eip155:31337' })
      .waitFor()
    await demo.page.getByRole('dialog').waitFor({ state: 'hidden' })
    await demo.page.getByRole('button', { name: short(evmAccount) }).waitFor()

    // A Solana network shows the Solana account of the same session, with its SOL from the ledger.
    await chooseNetwork(demo.page, /Foyer Devnet/, /Solana \(local\)/)
    const solanaButton = demo.page.getByRole('button', { name: new RegExp(`SOL ${short(solanaAccount)}`) })
    await solanaButton.waitFor({ timeout: 30_000 })
    await solanaButton.click()
    const account = demo.page.getByRole('dialog', { name: 'Account' })
    await account.getByText(short(solanaAccount)).waitFor()
    await account.getByTestId('foyer-balance').getByText('100.000 SOL').waitFor({ timeout: 30_000 })
    await expectNoAxeViolations(demo.page, 'Account (Solana over WalletConnect)')
    await demo.page.keyboard.press('Escape')

    // Sign a message: solana_signMessage, approved in the wallet, verified (ed25519) by the demo.
    const message = 'Hello from Solana over WalletConnect'
    await demo.page.locator('#sign-message').fill(message)
    await demo.page.getByRole('button', { name: 'Sign', exact: true }).click()
    const signature = wallet.page.getByRole('region', { name: 'Signature request' })
    await expect(signature.getByTestId('message').textContent()).resolves.toBe(message)
    await signature.getByText(`Solana (local) (${solanaMainnetChain})`).waitFor()
    await signature.getByText('solana_signMessage').waitFor()
    await signature.getByRole('button', { name: 'Approve' }).click()
    await demo.page.getByText(`Signature verified for ${solanaAccount}`).waitFor()

    // Send 0.25 SOL through the modal's Send: solana_signAndSendTransaction, sent by the wallet to the ledger.
    const before = await lamports(receiver)
    await solanaButton.click()
    await account.getByRole('button', { name: 'Send' }).click()
    const form = demo.page.getByRole('dialog', { name: 'Send' })
    const token = form.getByLabel('Token')
    const sol = token.locator('option', { hasText: 'SOL' })
    await sol.first().waitFor({ state: 'attached' })
    await token.selectOption((await sol.first().getAttribute('value')) ?? '')
    await form.getByLabel('Amount').fill('0.25')
    await form.getByLabel('To', { exact: true }).fill(receiver)
    await form.getByRole('button', { name: 'Review send' }).click()
    await demo.page.getByRole('dialog', { name: 'Review send' }).getByRole('button', { name: 'Send' }).click()
    const transaction = wallet.page.getByRole('region', { name: 'Transaction request' })
    await transaction.getByText('solana_signAndSendTransaction').waitFor()
    await transaction.getByText('0.25 SOL').waitFor()
    await transaction.getByText(receiver).waitFor()
    await transaction.getByRole('button', { name: 'Approve' }).click()
    await demo.page.getByText('Transaction sent', { exact: true }).waitFor({ timeout: 30_000 })
    expect((await lamports(receiver)) - before).toBe(250_000_000n)
    await demo.page.keyboard.press('Escape')

    // A reload resyncs the stored session: still on Solana with the Solana account, EVM beside it.
    await demo.page.reload()
    await solanaButton.waitFor({ timeout: 30_000 })
    await chooseNetwork(demo.page, /Solana \(local\)/, /Foyer Devnet/)
    await demo.page.getByRole('button', { name: short(evmAccount) }).waitFor({ timeout: 30_000 })

    // The wallet ends the session: both namespaces disconnect.
    await wallet.page.getByRole('button', { name: 'Disconnect Foyer Demo' }).click()
    await demo.page.getByRole('button', { name: 'Connect Wallet' }).waitFor()

    expect(demo.consoleErrors).toEqual([])
    expect(wallet.consoleErrors).toEqual([])
    await demo.context.close()
    await wallet.context.close()
  })
})
