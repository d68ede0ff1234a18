// WalletConnect beyond EVM and Solana: the demo (with core's UniversalAdapter for Polkadot and Cosmos, and the
// Bitcoin adapter) pairs with the wallet app (WalletKit) through our relay. One session holds the polkadot,
// cosmos and bip122 namespaces beside eip155 and solana; the demo shows each account (Polkadot and Cosmos
// without balances, Bitcoin with its regtest balance) and signs a message in each, verified in the page and
// again here: sr25519 with @polkadot/util-crypto, ADR-036 secp256k1 with @cosmjs, BIP-322 with bip322-js.
import { serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { bitcoinTestAccounts } from '@foyer/devnet'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { cosmosTestKey, polkadotTestKey } from '../apps/wallet/src/keys/testKeys.js'
import { expectNoAxeViolations } from './support/axe.js'
import { type Page, useBrowser } from './support/browser.js'
import { chooseNetwork, openDemoPairing } from './support/pairing.js'

const { newPage, urls } = useBrowser()

// The first 4 and the last 6 characters.
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`
const dot = polkadotTestKey.polkadotAddress
const atom = cosmosTestKey.address
const btc = bitcoinTestAccounts[7]?.payment.address ?? ''

/** Signs `message` in the demo, approves it in the wallet app, and returns the signature the demo verified. */
async function signAndApprove(demo: Page, wallet: Page, address: string, message: string, method: string) {
  await demo.locator('#sign-message').fill(message)
  await demo.getByRole('button', { name: 'Sign', exact: true }).click()
  const card = wallet.getByRole('region', { name: /Signature request|Transaction signature request/ })
  await card.getByText(method).waitFor()
  await card.getByRole('button', { name: 'Approve' }).click()
  await demo.getByText(`Signature verified for ${address}`).waitFor({ timeout: 30_000 })
  return (await demo.getByTestId('signature').getAttribute('data-signature')) ?? ''
}

/** The ADR-036 document a Cosmos wallet signs for an arbitrary message (as Keplr's signArbitrary). */
const adr036 = (signer: string, message: string) => ({
  chain_id: '',
  account_number: '0',
  sequence: '0',
  fee: { gas: '0', amount: [] },
  msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(new TextEncoder().encode(message)) } }],
  memo: '',
})

describe('WalletConnect: polkadot, cosmos and bip122 namespaces, demo and wallet app through our relay', () => {
  it('pairs all namespaces at once and signs in each; the signatures verify', async () => {
    const demo = await openDemoPairing(newPage, urls().demo)
    const { uri } = demo

    const wallet = await newPage()
    await wallet.page.goto(`${urls().wallet}/?account=8&uri=${encodeURIComponent(uri)}`)
    const proposal = wallet.page.getByRole('region', { name: 'Connection request' })
    await proposal.getByText('Foyer Demo').waitFor()
    const chains = await proposal
      .getByRole('list', { name: 'Chains' })
      .getByRole('listitem')
      .allTextContents()
    expect(chains).toEqual(
      expect.arrayContaining([
        'polkadot:91b171bb158e2d3848fa23a9f1c25182',
        'cosmos:cosmoshub-4',
        'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      ]),
    )
    const methods = await proposal
      .getByRole('list', { name: 'Methods' })
      .getByRole('listitem')
      .allTextContents()
    expect(methods).toEqual(
      expect.arrayContaining([
        'polkadot_signMessage',
        'polkadot_signTransaction',
        'cosmos_signDirect',
        'cosmos_signAmino',
        'cosmos_getAccounts',
        'signPsbt',
        'getAccountAddresses',
      ]),
    )
    await proposal.getByRole('button', { name: 'Approve' }).click()
    await demo.page.getByRole('dialog').waitFor({ state: 'hidden' })

    // Polkadot: the account (an eoa), no balances to show and said so; a message signed with sr25519.
    await chooseNetwork(demo.page, /Foyer Devnet/, /^Polkadot$/)
    const dotButton = demo.page.getByRole('button', { name: new RegExp(short(dot)) })
    await dotButton.waitFor({ timeout: 30_000 })
    await dotButton.click()
    const account = demo.page.getByRole('dialog', { name: 'Account' })
    await account.getByText(short(dot)).waitFor()
    await account
      .getByTestId('foyer-balance-unavailable')
      .getByText('Balances are not shown for Polkadot accounts: your wallet holds them')
      .waitFor()
    await expectNoAxeViolations(demo.page, 'Account (Polkadot over WalletConnect)')
    await demo.page.keyboard.press('Escape')
    const dotMessage = 'Hello from Polkadot over WalletConnect'
    const dotSignature = await signAndApprove(demo.page, wallet.page, dot, dotMessage, 'polkadot_signMessage')
    await cryptoWaitReady()
    expect(signatureVerify(dotMessage, dotSignature, dot).isValid).toBe(true)
    expect(signatureVerify('Something else', dotSignature, dot).isValid).toBe(false)

    // Cosmos: the account, and a message signed as an ADR-036 document (cosmos_signAmino), secp256k1.
    await chooseNetwork(demo.page, /^Polkadot$/, /Cosmos Hub/)
    await demo.page.getByRole('button', { name: new RegExp(short(atom)) }).waitFor({ timeout: 30_000 })
    const atomMessage = 'Hello from Cosmos over WalletConnect'
    const atomSignature = await signAndApprove(demo.page, wallet.page, atom, atomMessage, 'cosmos_signAmino')
    const digest = sha256(serializeSignDoc(adr036(atom, atomMessage)))
    const pubkey = fromBase64(cosmosTestKey.pubkey)
    const parsed = Secp256k1Signature.fromFixedLength(fromBase64(atomSignature))
    expect(await Secp256k1.verifySignature(parsed, digest, pubkey)).toBe(true)
    const other = sha256(serializeSignDoc(adr036(atom, 'Something else')))
    expect(await Secp256k1.verifySignature(parsed, other, pubkey)).toBe(false)

    // Bitcoin over WalletConnect: the wallet's payment address with its regtest balance, a BIP-322 message.
    await chooseNetwork(demo.page, /Cosmos Hub/, /Bitcoin Regtest/)
    const btcButton = demo.page.getByRole('button', { name: new RegExp(`BTC ${short(btc)}`) })
    await btcButton.waitFor({ timeout: 30_000 })
    const btcMessage = 'Hello from Bitcoin over WalletConnect'
    const btcSignature = await signAndApprove(demo.page, wallet.page, btc, btcMessage, 'signMessage')
    expect(Verifier.verifySignature(btc, btcMessage, btcSignature)).toBe(true)

    // The wallet ends the session: every namespace disconnects.
    await wallet.page.getByRole('button', { name: 'Disconnect Foyer Demo' }).click()
    await demo.page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(demo.consoleErrors).toEqual([])
    expect(wallet.consoleErrors).toEqual([])
    await demo.context.close()
    await wallet.context.close()
  })
})
