import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningRelay, startRelay } from '../start.js'
import { openPgliteMailboxStore } from '../store/open.js'
import type { MailboxStore } from '../store/types.js'
import { createDapp, createWallet, shutdownSdk } from '../testing/sdk-peers.js'

// The SDK skips the hosted verify server when it sees this dev flag (vitest sets it too).
process.env.IS_VITEST = 'true'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const chain = 'eip155:31337'

type Dapp = Awaited<ReturnType<typeof createDapp>>
type Wallet = Awaited<ReturnType<typeof createWallet>>

let dir: string
let store: MailboxStore
let relay: RunningRelay
let dapp: Dapp
let wallet: Wallet

/** Wallet behaviour: approve eip155:31337 with one account, sign personal_sign with a recognisable answer. */
function actAsWallet(w: Wallet): void {
  w.on('session_proposal', async (proposal) => {
    const namespaces = buildApprovedNamespaces({
      proposal: proposal.params,
      supportedNamespaces: {
        eip155: {
          chains: [chain],
          methods: ['personal_sign'],
          events: ['accountsChanged', 'chainChanged'],
          accounts: [`${chain}:${account}`],
        },
      },
    })
    const { acknowledged } = await w.approve({ id: proposal.id, namespaces })
    await acknowledged()
  })
  w.on('session_request', async (event) => {
    const [message] = event.params.request.params as [string]
    await w.respond({
      topic: event.topic,
      response: { id: event.id, jsonrpc: '2.0', result: `signed:${message}` },
    })
  })
}

async function connect(): Promise<string> {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: { chains: [chain], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] },
    },
  })
  if (!uri) throw new Error('no pairing uri')
  await wallet.core.pairing.pair({ uri })
  const session = await approval()
  return session.topic
}

function personalSign(topic: string, text: string): Promise<unknown> {
  return dapp.request({
    topic,
    chainId: chain,
    request: { method: 'personal_sign', params: [`0x${Buffer.from(text).toString('hex')}`, account] },
  })
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'foyer-relay-sdk-'))
  store = await openPgliteMailboxStore(dir)
  relay = await startRelay({ port: 0, store })
  dapp = await createDapp(relay.url)
  wallet = await createWallet(relay.url)
  actAsWallet(wallet)
}, 120_000)

afterAll(async () => {
  await Promise.all([shutdownSdk(dapp.core), shutdownSdk(wallet.core)])
  await relay.stop()
  await store.close()
  await rm(dir, { recursive: true, force: true })
}, 60_000)

describe('official WalletConnect SDKs over the Foyer relay', () => {
  it('pairs, approves eip155:31337, round-trips personal_sign, and disconnects', async () => {
    const topic = await connect()
    const session = dapp.session.get(topic)
    expect(session.namespaces.eip155?.accounts).toEqual([`${chain}:${account}`])
    expect(wallet.session.keys).toContain(topic)

    expect(await personalSign(topic, 'hello foyer')).toBe(
      `signed:0x${Buffer.from('hello foyer').toString('hex')}`,
    )

    const deleted = new Promise<{ topic: string }>((resolve) => wallet.on('session_delete', resolve))
    await dapp.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') })
    expect((await deleted).topic).toBe(topic)
    expect(wallet.session.keys).not.toContain(topic)
  }, 120_000)

  it('loses no request when the relay restarts while the wallet is offline', async () => {
    const topic = await connect()
    await wallet.core.relayer.transportClose()

    // The dApp's publish is answered once the relay stored it in the wallet's mailbox.
    const published = new Promise<void>((resolve) =>
      dapp.core.relayer.once('relayer_publish', () => resolve()),
    )
    const answer = personalSign(topic, 'after restart')
    await published

    const port = Number(new URL(relay.url).port)
    await relay.stop()
    await store.close()
    store = await openPgliteMailboxStore(dir)
    relay = await startRelay({ port, store })

    await wallet.core.relayer.transportOpen()
    expect(await answer).toBe(`signed:0x${Buffer.from('after restart').toString('hex')}`)
  }, 120_000)
})
