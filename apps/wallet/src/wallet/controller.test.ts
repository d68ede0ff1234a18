import { solanaTestAccounts, testAccounts } from '@foyer/devnet'
import type { SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import {
  type Hex,
  recoverMessageAddress,
  recoverTypedDataAddress,
  stringToHex,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { typedData } from '../testing/fixtures.js'
import { type Dapp, type RelayHarness, startRelayHarness } from '../testing/relayHarness.js'
import { thrown } from '../testing/thrown.js'
import { walletChains } from './chains.js'
import type { PendingItem, WalletController, WalletState } from './controller.js'
import { InvalidUriError, UnsupportedProposalError } from './errors.js'
import { base58Decode, base58Encode } from './solana/base58.js'
import { solanaKeyFromSecret } from './solana/keypair.js'
import { solanaWalletNetworks } from './solana/networks.js'

const account = privateKeyToAccount(testAccounts[4].privateKey)
const methods = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain']
const events = ['chainChanged', 'accountsChanged']

let harness: RelayHarness
let wallet: WalletController
let dapp: Dapp

const stateWhere = (predicate: (state: WalletState) => boolean) => harness.stateWhere(predicate)
const nextPending = <K extends PendingItem['kind']>(kind: K) => harness.nextPending(kind)

async function connect(chains = ['eip155:31337', 'eip155:31338']): Promise<SessionTypes.Struct> {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { eip155: { chains, methods, events } },
  })
  if (!uri) throw new Error('no pairing URI')
  await wallet.pair(uri)
  const proposal = await nextPending('proposal')
  await wallet.approveProposal(proposal.id)
  return approval()
}

function request<T>(topic: string, method: string, params: unknown, chainId = 'eip155:31337'): Promise<T> {
  return dapp.request<T>({ topic, chainId, request: { method, params } })
}

beforeAll(async () => {
  // No RPC happens in these tests (no eth_sendTransaction, no Solana send): ports 1 to 5 are never dialled.
  harness = await startRelayHarness({
    account,
    chains: walletChains({ chainA: 1, chainB: 2 }),
    solana: {
      key: await solanaKeyFromSecret(solanaTestAccounts[7].secretKey),
      networks: solanaWalletNetworks({ solana: 3, solanaDevnet: 4, solanaTestnet: 5 }),
    },
  })
  ;({ wallet, dapp } = harness)
})

afterAll(() => harness?.stop())

describe('WalletController over WalletKit and the Foyer relay', () => {
  it('shows the proposal (dApp name, URL, icon, chains, methods) and approves it with the test account', async () => {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:31337', 'eip155:31338'], methods, events } },
    })
    await wallet.pair(uri as string)
    const proposal = await nextPending('proposal')
    expect(proposal.summary).toEqual({
      name: 'Foyer Demo',
      url: 'http://localhost:5173',
      icon: 'http://localhost:5173/icon.svg',
      chains: ['eip155:31337', 'eip155:31338'],
      methods,
    })
    await wallet.approveProposal(proposal.id)
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toEqual([
      `eip155:31337:${account.address}`,
      `eip155:31338:${account.address}`,
    ])
    expect(session.peer.metadata.name).toBe('Foyer Test Wallet')
    expect(wallet.getState().sessions.map((s) => s.topic)).toContain(session.topic)
    expect(wallet.getState().pending).toEqual([])
  })

  it('declines a proposal with the SDK user-rejected error', async () => {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods, events } },
    })
    await wallet.pair(uri as string)
    await wallet.rejectProposal((await nextPending('proposal')).id)
    expect(await thrown(approval)).toMatchObject(getSdkError('USER_REJECTED'))
  })

  it('declines a proposal for chains it does not have, and says why', async () => {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:1'], methods, events } },
    })
    await wallet.pair(uri as string)
    const proposal = await nextPending('proposal')
    expect(await thrown(() => wallet.approveProposal(proposal.id))).toBeInstanceOf(UnsupportedProposalError)
    expect(await thrown(approval)).toMatchObject({ code: getSdkError('UNSUPPORTED_CHAINS').code })
    expect(wallet.getState().notice).toEqual({
      tone: 'error',
      text: 'This wallet cannot approve the requested chains or methods',
    })
  })

  it('refuses a URI that is not a pairing URI', async () => {
    expect(await thrown(() => wallet.pair('https://example.com'))).toBeInstanceOf(InvalidUriError)
  })

  it('asks before personal_sign, then answers with a signature by the test account', async () => {
    const { topic } = await connect()
    const answer = request<Hex>(topic, 'personal_sign', [stringToHex('Sign in to Foyer'), account.address])
    const pending = await nextPending('request')
    expect(pending.dapp.name).toBe('Foyer Demo')
    expect(pending.request).toMatchObject({
      method: 'personal_sign',
      text: 'Sign in to Foyer',
      chainId: 31337,
    })
    await wallet.approveRequest(pending.id)
    expect(await recoverMessageAddress({ message: 'Sign in to Foyer', signature: await answer })).toBe(
      account.address,
    )
  })

  it('answers eth_signTypedData_v4 with a signature by the test account', async () => {
    const { topic } = await connect()
    const answer = request<Hex>(topic, 'eth_signTypedData_v4', [account.address, JSON.stringify(typedData)])
    await wallet.approveRequest((await nextPending('request')).id)
    const signature = await answer
    expect(
      await recoverTypedDataAddress({ ...(typedData as unknown as TypedDataDefinition), signature }),
    ).toBe(account.address)
  })

  it('rejects a request with EIP-1193 4001', async () => {
    const { topic } = await connect()
    const answer = request(topic, 'personal_sign', ['0x00', account.address])
    await wallet.rejectRequest((await nextPending('request')).id)
    expect(await thrown(() => answer)).toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('answers a bad request with an invalid-params error and asks nothing', async () => {
    const { topic } = await connect()
    const other = testAccounts[1].address
    // The SDK words standard JSON-RPC codes itself ('Invalid params'); the wallet shows the reason.
    expect(await thrown(() => request(topic, 'personal_sign', ['0x00', other]))).toMatchObject({
      code: -32602,
    })
    expect(wallet.getState().pending).toEqual([])
    expect(wallet.getState().notice).toEqual({ tone: 'error', text: 'The request is for another account' })
  })

  it('switches between 31337 and 31338 and tells the dApp (chainChanged)', async () => {
    const { topic } = await connect()
    const changed = new Promise<unknown>((resolve) =>
      dapp.on('session_event', (event) => {
        if (event.topic === topic && event.params.event.name === 'chainChanged') resolve(event.params)
      }),
    )
    expect(await request(topic, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toBeNull()
    expect(await changed).toEqual({ chainId: 'eip155:31338', event: { name: 'chainChanged', data: 31338 } })
    expect(wallet.getState().chainId).toBe(31338)
    await request(topic, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }], 'eip155:31338')
    expect(wallet.getState().chainId).toBe(31337)
  })

  it('answers 4902 for a chain the session does not have', async () => {
    const { topic } = await connect(['eip155:31337'])
    expect(
      await thrown(() => request(topic, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])),
    ).toMatchObject({
      code: 4902,
      message: 'Unsupported chain',
    })
  })

  it('disconnects from the wallet side: the dApp gets session_delete', async () => {
    const { topic } = await connect()
    const deleted = new Promise<string>((resolve) =>
      dapp.on('session_delete', (event) => resolve(event.topic)),
    )
    await wallet.disconnect(topic)
    expect(await deleted).toBe(topic)
    expect(wallet.getState().sessions.map((s) => s.topic)).not.toContain(topic)
  })

  it('drops the session when the dApp disconnects', async () => {
    const { topic } = await connect()
    const gone = stateWhere((state) => !state.sessions.some((s) => s.topic === topic))
    await dapp.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') })
    expect((await gone).notice).toEqual({ tone: 'info', text: 'Foyer Demo disconnected' })
  })

  it('approves the solana namespace beside eip155 and answers solana_signMessage once approved', async () => {
    const solanaChain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const solanaAddress = solanaTestAccounts[7].publicKey
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods, events },
        solana: { chains: [solanaChain], methods: ['solana_signMessage', 'solana_signTransaction'], events },
      },
    })
    await wallet.pair(uri as string)
    const proposal = await nextPending('proposal')
    expect(proposal.summary.chains).toEqual(['eip155:31337', solanaChain])
    await wallet.approveProposal(proposal.id)
    const session = await approval()
    expect(session.namespaces.solana?.accounts).toEqual([`${solanaChain}:${solanaAddress}`])
    expect(wallet.getState().sessions.find((s) => s.topic === session.topic)?.chains).toEqual([
      'eip155:31337',
      solanaChain,
    ])

    const bytes = new TextEncoder().encode('Sign in to Foyer on Solana')
    const params = { message: base58Encode(bytes), pubkey: solanaAddress }
    const answer = request<{ signature: string }>(session.topic, 'solana_signMessage', params, solanaChain)
    const pending = await nextPending('request')
    expect(pending.request).toMatchObject({
      method: 'solana_signMessage',
      text: 'Sign in to Foyer on Solana',
    })
    await wallet.approveRequest(pending.id)
    const publicKey = await crypto.subtle.importKey('raw', base58Decode(solanaAddress), 'Ed25519', false, [
      'verify',
    ])
    const { signature } = await answer
    expect(await crypto.subtle.verify('Ed25519', publicKey, base58Decode(signature), bytes)).toBe(true)

    const declined = request(session.topic, 'solana_signMessage', params, solanaChain)
    await wallet.rejectRequest((await nextPending('request')).id)
    expect(await thrown(() => declined)).toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('connects and signs in at once on wc_sessionAuthenticate: one CACAO per chain, signed by the account', async () => {
    const { uri, response } = await dapp.authenticate({
      chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
      nonce: 'n0nce0123456789ab',
      statement: 'Sign in to Foyer Demo',
      methods: ['personal_sign'],
    })
    if (!uri) throw new Error('no pairing URI')
    await wallet.pair(uri)
    const item = await nextPending('authenticate')
    // Only the chains the wallet has; the message is what gets signed for the first one.
    expect(item.summary.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(item.summary.message).toMatch(
      new RegExp(`^localhost:5173 wants you to sign in with your Ethereum account:\n${account.address}\n`),
    )
    await wallet.approveAuthenticate(item.id)
    const { session, auths } = await response()
    expect(session?.namespaces.eip155?.accounts).toContain(`eip155:31337:${account.address}`)
    expect(auths).toHaveLength(2)
    for (const cacao of auths ?? []) {
      const message = dapp.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
      expect(await recoverMessageAddress({ message, signature: cacao.s.s as Hex })).toBe(account.address)
    }
  })

  it('declines a sign-in request with the SDK user-rejected error', async () => {
    const { uri, response } = await dapp.authenticate({
      chains: ['eip155:31337'],
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
      nonce: 'n0nce0123456789ac',
    })
    if (!uri) throw new Error('no pairing URI')
    await wallet.pair(uri)
    const item = await nextPending('authenticate')
    const refused = thrown(() => response())
    await wallet.rejectAuthenticate(item.id)
    // The SDK rejects the dApp's authenticate() with the reason's text.
    expect(await refused).toBe(getSdkError('USER_REJECTED').message)
  })
})
