/**
 * Test-only: a wallet on the WalletConnect relay (the SDK's sign-client acting as the wallet), signing
 * with the devnet's account 0. Everything goes through the real relay; nothing of the SDK is mocked.
 */
import { MemoryKeyValueStorage } from '@foyer/relay/testing'
import { SignClient } from '@walletconnect/sign-client'
import { mnemonicToAccount } from 'viem/accounts'

export { MemoryKeyValueStorage }

export const walletAccount = mnemonicToAccount('test test test test test test test test test test test junk')
export const walletName = 'Foyer Node Wallet'

type Client = InstanceType<typeof SignClient>

export interface WalletPeer {
  client: Client
  /** Pairs with a `wc:` URI and approves (or rejects) the proposal; resolves the session topic. */
  pair(uri: string, answer?: 'approve' | 'reject'): Promise<string>
  /** Emits chainChanged for a session, as a wallet does after switching. */
  changeChain(topic: string, chainId: number): Promise<void>
  /** Ends a session from the wallet side. */
  disconnect(topic: string): Promise<void>
  /** Resolves with the topic of the next session the dApp deletes. */
  nextDelete(): Promise<string>
  stop(): Promise<void>
}

/**
 * Starts a wallet that approves eip155 `chains` (chain id -> RPC URL) with account 0: it signs
 * personal_sign, switches chain, and sends transactions through the chain's anvil (accounts unlocked).
 */
export async function startWalletPeer(
  relayUrl: string,
  rpcUrls: Record<number, string>,
): Promise<WalletPeer> {
  const chains = Object.keys(rpcUrls).map(Number)
  const client = await SignClient.init({
    projectId: 'foyer-test',
    customStoragePrefix: `wallet-${crypto.randomUUID()}`,
    relayUrl,
    metadata: { name: walletName, description: 'test wallet', url: 'http://localhost:5175', icons: [] },
    storage: new MemoryKeyValueStorage(),
    logger: 'silent',
    telemetryEnabled: false,
  })
  const caipChains = chains.map((id) => `eip155:${id}`)
  client.on('session_request', async ({ id, topic, params }) => {
    const { method, params: args } = params.request
    const respond = (response: { result: unknown } | { error: { code: number; message: string } }) =>
      client.respond({ topic, response: { id, jsonrpc: '2.0', ...response } })
    if (method === 'personal_sign') {
      const [message] = args as [`0x${string}`]
      await respond({ result: await walletAccount.signMessage({ message: { raw: message } }) })
    } else if (method === 'eth_sendTransaction') {
      const response = await fetch(rpcUrls[Number(params.chainId.split(':')[1])] ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: args }),
      })
      const { result, error } = (await response.json()) as {
        result?: string
        error?: { code: number; message: string }
      }
      await respond(error ? { error } : { result })
    } else if (method === 'wallet_switchEthereumChain') {
      const [{ chainId }] = args as [{ chainId: string }]
      await respond({ result: null })
      await client.emit({
        topic,
        chainId: `eip155:${Number(chainId)}`,
        event: { name: 'chainChanged', data: Number(chainId) },
      })
    } else await respond({ error: { code: 4200, message: `Unsupported method ${method}` } })
  })

  return {
    client,
    async pair(uri, answer = 'approve') {
      const proposal = new Promise<{ id: number }>((resolve) => client.once('session_proposal', resolve))
      await client.pair({ uri })
      const { id } = await proposal
      if (answer === 'reject') {
        await client.reject({ id, reason: { code: 5000, message: 'User rejected.' } })
        return ''
      }
      const { acknowledged, topic } = await client.approve({
        id,
        namespaces: {
          eip155: {
            chains: caipChains,
            accounts: caipChains.map((chain) => `${chain}:${walletAccount.address}`),
            methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
            events: ['chainChanged', 'accountsChanged'],
          },
        },
      })
      await acknowledged()
      return topic
    },
    async changeChain(topic, chainId) {
      await client.emit({
        topic,
        chainId: `eip155:${chainId}`,
        event: { name: 'chainChanged', data: chainId },
      })
    },
    async disconnect(topic) {
      await client.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    },
    nextDelete: () => new Promise((resolve) => client.once('session_delete', ({ topic }) => resolve(topic))),
    async stop() {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose()
    },
  }
}
