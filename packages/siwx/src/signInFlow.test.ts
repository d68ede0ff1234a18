import { type CaipNetwork, createFoyer, createMemoryStorage } from '@foyer/core'
import {
  createFakeAdapter,
  createFakeDirectoryFetch,
  createFakeWallets,
  testSolana,
} from '@foyer/core/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bitcoinSigner, solanaSigner } from './_test/keys.js'
import { createLocalSiwx } from './localSiwx.js'

const bitcoinRegtest: CaipNetwork = {
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/bitcoin'] } },
  testnet: true,
}

// The modal's whole sign-in with this package's browser-only config: an adapter that signs as the chain's
// wallets do (base58 ed25519, base64 BIP-322), the message and the verification of @foyer/siwx.
describe('sign in after connecting a Solana or Bitcoin wallet', () => {
  // The instance asks the wallet directory on start; no cloud runs here.
  beforeEach(() => vi.stubGlobal('fetch', createFakeDirectoryFetch(createFakeWallets(1)).fetch))
  afterEach(() => vi.unstubAllGlobals())

  for (const [network, signer] of [
    [testSolana, solanaSigner(3)],
    [bitcoinRegtest, bitcoinSigner(3)],
  ] as const)
    it(`${network.chainNamespace}: SIWXSignMessage, the wallet signs, the session is verified and kept`, async () => {
      const namespace = network.chainNamespace
      const adapter = Object.assign(createFakeAdapter({ namespace, address: signer.address }), {
        signMessage: vi.fn(async ({ message }: { message: string; address: string }) =>
          signer.signMessage(message),
        ),
      })
      const siwx = createLocalSiwx({
        storage: createMemoryStorage(),
        domain: 'app.example',
        uri: 'https://app.example',
        statement: 'Sign in to App',
        required: true,
      })
      const foyer = createFoyer({
        projectId: 'p1',
        networks: [network],
        adapters: [adapter],
        storage: createMemoryStorage(),
        siwx,
      })
      foyer.open()
      await foyer.connect('io.foyer.fake', { chain: namespace })
      await vi.waitFor(() => expect(foyer.getState().router.history.at(-1)?.view).toBe('SIWXSignMessage'))
      await foyer.siwx.signIn()
      const { siwx: state } = foyer.getState()
      expect(state.status).toBe('signed')
      expect(state.session?.message.split('\n')[0]).toBe(
        `app.example wants you to sign in with your ${namespace === 'solana' ? 'Solana' : 'Bitcoin'} account:`,
      )
      expect(await siwx.getSessions(network.caipNetworkId, signer.address)).toHaveLength(1)
      expect(foyer.getState().open).toBe(false)
    })

  it('a wallet that signs with another key is refused, and the view says why', async () => {
    const signer = solanaSigner(4)
    const adapter = Object.assign(createFakeAdapter({ namespace: 'solana', address: signer.address }), {
      signMessage: vi.fn(async ({ message }: { message: string }) => solanaSigner(5).signMessage(message)),
    })
    const siwx = createLocalSiwx({
      storage: createMemoryStorage(),
      domain: 'app.example',
      uri: 'https://app.example',
    })
    const foyer = createFoyer({
      projectId: 'p1',
      networks: [testSolana],
      adapters: [adapter],
      storage: createMemoryStorage(),
      siwx,
    })
    await foyer.connect('io.foyer.fake', { chain: 'solana' })
    await vi.waitFor(() => expect(foyer.getState().siwx.status).toBe('needed'))
    await expect(foyer.siwx.signIn()).rejects.toThrow('The signature does not match the account')
    // The sign-in's own wording, shown as it is (the modal renders `text` from its tables).
    expect(foyer.getState().siwx).toEqual({
      status: 'needed',
      error: { id: 'text', params: { text: 'The signature does not match the account' } },
    })
  })
})
