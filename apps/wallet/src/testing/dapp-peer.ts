// A dApp-side WalletConnect client in its own Node process, driven over stdin/stdout JSON lines.
// Browser tests use it: the e2e vitest project does not inline the SDK, and Node's ESM loader
// cannot load its ES build, so it runs here from the SDK's CommonJS build.
// Protocol: in  {id, op: 'connect', chains} | {id, op: 'request', topic, chainId, method, params}
//           out {event: 'answer', id, ok, result | error} | {event: 'uri' | 'session_event' | ..., ...}
import { createRequire } from 'node:module'
import { createInterface } from 'node:readline'
import { MemoryKeyValueStorage } from './memory-storage.js'

const { SignClient } = createRequire(import.meta.url)(
  '@walletconnect/sign-client',
) as typeof import('@walletconnect/sign-client')

// The SDK skips the hosted verify server under this dev flag.
process.env.IS_VITEST = 'true'

const relayUrl = process.argv[2]
const name = process.argv[3] ?? 'Foyer e2e dApp'
if (!relayUrl) throw new Error('usage: dapp-peer.ts <relayUrl> [name]')

const methods = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain']
const events = ['chainChanged', 'accountsChanged']
const send = (message: unknown) => process.stdout.write(`${JSON.stringify(message)}\n`)

const client = await SignClient.init({
  projectId: 'c0ffee00000000000000000000000001',
  relayUrl,
  customStoragePrefix: `dapp-peer-${crypto.randomUUID()}`,
  storage: new MemoryKeyValueStorage(),
  logger: 'silent',
  telemetryEnabled: false,
  metadata: { name, description: 'e2e', url: 'http://localhost:5173', icons: [] },
})
client.on('session_event', (event) =>
  send({ event: 'session_event', topic: event.topic, params: event.params }),
)
client.on('session_delete', (event) => send({ event: 'session_delete', topic: event.topic }))

type Command =
  | { id: number; op: 'connect'; chains: string[] }
  | { id: number; op: 'request'; topic: string; chainId: string; method: string; params: unknown }

async function run(command: Command): Promise<unknown> {
  switch (command.op) {
    case 'connect': {
      const { uri, approval } = await client.connect({
        optionalNamespaces: { eip155: { chains: command.chains, methods, events } },
      })
      send({ event: 'uri', id: command.id, uri })
      const session = await approval()
      return { topic: session.topic, accounts: session.namespaces.eip155?.accounts ?? [] }
    }
    case 'request':
      return client.request({
        topic: command.topic,
        chainId: command.chainId,
        request: { method: command.method, params: command.params },
      })
  }
}

createInterface({ input: process.stdin }).on('line', (line) => {
  const command = JSON.parse(line) as Command
  run(command).then(
    (result) => send({ event: 'answer', id: command.id, ok: true, result: result ?? null }),
    (error: { code?: number; message?: string }) =>
      send({
        event: 'answer',
        id: command.id,
        ok: false,
        error: { code: error.code, message: error.message },
      }),
  )
})
process.stdin.on('end', async () => {
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose()
  process.exit(0)
})
send({ event: 'ready' })
