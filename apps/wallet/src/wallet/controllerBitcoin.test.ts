import { bitcoinTestAccounts, testAccounts } from '@foyer/devnet'
import type { SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RelayHarness, startRelayHarness } from '../testing/relayHarness.js'
import { thrown } from '../testing/thrown.js'
import { bitcoinAddresses, bitcoinWalletNetwork } from './bitcoin/account.js'
import { signBip322 } from './bitcoin/message.js'
import { walletChains } from './chains.js'

const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
// As core requests them (packages/core/src/walletConnect/namespaces.ts).
const methods = ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer']
const events = ['bip122_addressesChanged']
const account = bitcoinTestAccounts[7]

let harness: RelayHarness

/** Pairs and approves; resolves the session and the addresses the wallet announced after approval. */
async function connect(): Promise<{ session: SessionTypes.Struct; announced: unknown }> {
  const { dapp, wallet, nextPending } = harness
  const announced = new Promise<unknown>((resolve) =>
    dapp.on('session_event', ({ params }) => {
      if (params.event.name === 'bip122_addressesChanged') resolve(params)
    }),
  )
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { bip122: { chains: [regtest], methods, events } },
  })
  if (!uri) throw new Error('no pairing URI')
  await wallet.pair(uri)
  await wallet.approveProposal((await nextPending('proposal')).id)
  return { session: await approval(), announced: await announced }
}

function request<T>(topic: string, method: string, params: Record<string, unknown>): Promise<T> {
  const withAccount = { account: account.payment.address, ...params }
  return harness.dapp.request<T>({ topic, chainId: regtest, request: { method, params: withAccount } })
}

beforeAll(async () => {
  // No ledger in these tests (transfers run against one in bitcoin/transaction.test.ts): port 9 is never dialled.
  harness = await startRelayHarness({
    account: privateKeyToAccount(testAccounts[4].privateKey),
    chains: walletChains({ chainA: 1, chainB: 2 }),
    bitcoin: { account, networks: [bitcoinWalletNetwork('http://127.0.0.1:9')] },
  })
})

afterAll(() => harness?.stop())

describe('WalletController: the bip122 namespace over WalletKit and the Foyer relay', () => {
  it('approves regtest with the payment address, shares its addresses and announces them', async () => {
    const { session, announced } = await connect()
    expect(session.namespaces.bip122).toMatchObject({
      chains: [regtest],
      accounts: [`${regtest}:${account.payment.address}`],
      methods,
      events,
    })
    expect(JSON.parse(session.sessionProperties?.bip122_getAccountAddresses ?? '[]')).toEqual(
      bitcoinAddresses(account),
    )
    expect(announced).toEqual({
      chainId: regtest,
      event: { name: 'bip122_addressesChanged', data: bitcoinAddresses(account) },
    })
    expect(harness.wallet.getState().bitcoinAddress).toBe(account.payment.address)
  })

  it('answers getAccountAddresses without asking', async () => {
    const { session } = await connect()
    expect(await request(session.topic, 'getAccountAddresses', { intentions: ['ordinal'] })).toEqual([
      {
        address: account.taproot.address,
        publicKey: account.taproot.publicKey,
        path: account.taproot.path,
        intention: 'ordinal',
      },
    ])
    expect(harness.wallet.getState().pending).toEqual([])
  })

  it('asks before signMessage and answers its BIP-322 signature; Reject answers 5000', async () => {
    const { session } = await connect()
    const message = 'Sign in to Foyer on Bitcoin'
    const answer = request(session.topic, 'signMessage', { message, protocol: 'bip322' })
    const pending = await harness.nextPending('request')
    expect(pending.request).toMatchObject({ method: 'signMessage', message, protocol: 'bip322' })
    await harness.wallet.approveRequest(pending.id)
    // ECDSA with RFC 6979 nonces: the same message and key give the same signature.
    expect(await answer).toEqual(signBip322(account, message))

    const declined = request(session.topic, 'signMessage', { message })
    await harness.wallet.rejectRequest((await harness.nextPending('request')).id)
    const { code, message: text } = getSdkError('USER_REJECTED')
    expect(await thrown(() => declined)).toMatchObject({ code, message: text })
  })

  it('refuses a request for another account without asking', async () => {
    const { session } = await connect()
    const other = bitcoinTestAccounts[6].payment.address
    expect(
      await thrown(() => request(session.topic, 'signMessage', { account: other, message: 'x' })),
    ).toMatchObject({
      code: -32602,
    })
    expect(harness.wallet.getState().pending).toEqual([])
  })
})
