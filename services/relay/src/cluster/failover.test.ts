// A relay instance dies under a live session, gracefully (SIGTERM) and not (SIGKILL): the dApp's SDK
// reconnects through the load balancer (a TCP stand-in here; nginx in the browser tests) to the other
// instance, and what was published meanwhile arrives.
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres } from '../../../../scripts/postgres.mjs'
import { type RunningRelay, startRelay } from '../start.js'
import { startFailoverProxy } from '../testing/failoverProxy.js'
import { freePort } from '../testing/freePort.js'
import { createDapp, createWallet, shutdownSdk } from '../testing/sdk-peers.js'

process.env.IS_VITEST = 'true'

const here = dirname(fileURLToPath(import.meta.url))
const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const chains = ['eip155:31337', 'eip155:31338']
type Client = Awaited<ReturnType<typeof createDapp>>

let postgres: Awaited<ReturnType<typeof startPostgres>>
let survivor: RunningRelay

beforeAll(async () => {
  postgres = await startPostgres()
  survivor = await startRelay({ port: 0, env: { ...process.env, DATABASE_URL: postgres.url } })
}, 60_000)

afterAll(async () => {
  await survivor?.stop()
  await postgres?.stop()
})

/** A relay in a process of its own (so it can be killed), on `port`. */
async function spawnRelay(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, '../cli.ts')], {
    env: { ...process.env, DATABASE_URL: postgres.url, FOYER_RELAY_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += String(chunk)
      if (output.includes('Relay: ')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`relay exited (${code}): ${output}`)))
  })
  return child
}

const portOf = (url: string) => Number(new URL(url.replace('ws:', 'http:')).port)

async function scenario(stop: (child: ChildProcess) => void) {
  const doomedPort = await freePort()
  const doomed = await spawnRelay(doomedPort)
  // The balancer prefers the doomed instance while it lives, as a round-robin one would for this client.
  const proxy = await startFailoverProxy(() => [doomedPort, portOf(survivor.url)])
  const dapp: Client = await createDapp(`ws://127.0.0.1:${proxy.port}`)
  const wallet: Client = await createWallet(survivor.url)
  wallet.on('session_proposal', async (proposal) => {
    const namespaces = buildApprovedNamespaces({
      proposal: proposal.params,
      supportedNamespaces: {
        eip155: {
          chains,
          methods: ['personal_sign'],
          events: ['chainChanged'],
          accounts: chains.map((chain) => `${chain}:${account}`),
        },
      },
    })
    await (await wallet.approve({ id: proposal.id, namespaces })).acknowledged()
  })
  wallet.on('session_request', async (event) => {
    await wallet.respond({ topic: event.topic, response: { id: event.id, jsonrpc: '2.0', result: 'signed' } })
  })
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { eip155: { chains, methods: ['personal_sign'], events: ['chainChanged'] } },
  })
  if (!uri) throw new Error('no pairing uri')
  await wallet.core.pairing.pair({ uri })
  const { topic } = await approval()

  stop(doomed)
  await once(doomed, 'exit')
  // Published while the dApp has no socket: it must arrive once the dApp is back, on the other instance.
  const changed = new Promise((resolve) => dapp.on('session_event', ({ params }) => resolve(params.event)))
  await wallet.emit({ topic, chainId: 'eip155:31338', event: { name: 'chainChanged', data: 31338 } })
  expect(await changed).toEqual({ name: 'chainChanged', data: 31338 })
  const answer = await dapp.request({
    topic,
    chainId: 'eip155:31337',
    request: { method: 'personal_sign', params: ['0x6869', account] },
  })
  expect(answer).toBe('signed')
  await shutdownSdk(dapp.core)
  await shutdownSdk(wallet.core)
  await proxy.close()
}

describe('an instance going away under a live session', () => {
  it('SIGTERM: the instance closes its sockets, the SDK reconnects to the other one, nothing is lost', async () => {
    await scenario((child) => child.kill('SIGTERM'))
  }, 60_000)

  it('SIGKILL: the SDK notices, reconnects to the other instance, and what was published meanwhile arrives', async () => {
    await scenario((child) => child.kill('SIGKILL'))
  }, 90_000)
})
