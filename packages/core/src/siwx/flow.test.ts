import { describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { UserRejectedRequestError } from '../errors/errors.js'
import { createMemoryStorage } from '../storage/storage.js'
import { createFakeAdapter, FAKE_ADDRESS } from '../testing/fakeAdapter.js'
import { testMainnet, testSolana } from '../testing/networks.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import { fromSiweConfig } from './fromSiweConfig.js'
import type { SIWEConfig, SIWXConfig, SIWXSession } from './types.js'

/** An in-memory SIWX config that records what the modal asked of it. */
function memorySiwx(required: boolean) {
  const sessions: SIWXSession[] = []
  const config: SIWXConfig = {
    createMessage: vi.fn(async ({ accountAddress, chainId }) => {
      const data = {
        accountAddress,
        chainId,
        domain: 'app.example',
        uri: 'https://app.example',
        version: '1' as const,
        nonce: 'abcdefgh12345678',
        issuedAt: '2026-11-25T00:00:00.000Z',
      }
      return { ...data, toString: () => `app.example wants you to sign in: ${accountAddress} ${chainId}` }
    }),
    addSession: vi.fn(async (session: SIWXSession) => {
      sessions.push(session)
    }),
    revokeSession: vi.fn(async () => {
      sessions.splice(0)
    }),
    setSessions: vi.fn(async () => {}),
    getSessions: vi.fn(async (chainId, address) =>
      sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address),
    ),
    getRequired: () => required,
  }
  return { config, sessions }
}

function setup(required = true, signature: () => Promise<string> = async () => '0xsigned') {
  const siwx = memorySiwx(required)
  const adapter = Object.assign(createFakeAdapter(), { signMessage: vi.fn(signature) })
  const foyer = createFoyer({
    projectId: 'p1',
    networks: [testMainnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
    siwx: siwx.config,
  })
  return { foyer, adapter, ...siwx }
}

const view = (foyer: ReturnType<typeof setup>['foyer']) => foyer.getState().router.history.at(-1)?.view

describe('sign in with a wallet', () => {
  it('asks a fresh connection to sign in, keeps the view open while required, and stores the signed session', async () => {
    const { foyer, adapter, config, sessions } = setup(true)
    foyer.open()
    await foyer.connect('io.foyer.fake')
    await vi.waitFor(() => expect(view(foyer)).toBe('SIWXSignMessage'))
    expect(foyer.getState()).toMatchObject({ open: true, siwx: { status: 'needed' } })
    expect(foyer.close()).toBe(false)

    await foyer.siwx.signIn()
    expect(adapter.signMessage).toHaveBeenCalledWith({
      message: `app.example wants you to sign in: ${FAKE_ADDRESS} eip155:1`,
      address: FAKE_ADDRESS,
    })
    expect(config.addSession).toHaveBeenCalledTimes(1)
    expect(sessions[0]).toMatchObject({ signature: '0xsigned', data: { chainId: 'eip155:1' } })
    expect(foyer.getState()).toMatchObject({ open: false, siwx: { status: 'signed' } })
  })

  it('does not ask again when a session exists (a reload with a valid session)', async () => {
    const { foyer, sessions } = setup(true)
    sessions.push({
      data: {
        accountAddress: FAKE_ADDRESS,
        chainId: 'eip155:1',
        domain: 'app.example',
        uri: 'https://app.example',
        version: '1',
        nonce: 'abcdefgh12345678',
        issuedAt: '2026-11-25T00:00:00.000Z',
      },
      message: 'signed before',
      signature: '0xold',
    })
    await foyer.connect('io.foyer.fake')
    await vi.waitFor(() => expect(foyer.getState().siwx.status).toBe('signed'))
    expect(foyer.getState().open).toBe(false)
  })

  it("says 'Signature declined' when the wallet refuses, and asks again on Sign", async () => {
    const { foyer, adapter } = setup(true, async () => {
      throw new UserRejectedRequestError()
    })
    await foyer.connect('io.foyer.fake')
    await vi.waitFor(() => expect(view(foyer)).toBe('SIWXSignMessage'))
    await expect(foyer.siwx.signIn()).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(foyer.getState().siwx).toEqual({ status: 'needed', error: { id: 'signatureDeclined' } })
    adapter.signMessage.mockImplementation(async () => '0xsigned')
    await foyer.siwx.signIn()
    expect(foyer.getState().siwx.status).toBe('signed')
  })

  it('Cancel disconnects when sign-in is required, and only closes when it is not', async () => {
    const required = setup(true)
    await required.foyer.connect('io.foyer.fake')
    await vi.waitFor(() => expect(view(required.foyer)).toBe('SIWXSignMessage'))
    await required.foyer.siwx.cancel()
    expect(required.foyer.getState().accounts.eip155?.status).toBe('disconnected')

    const optional = setup(false)
    await optional.foyer.connect('io.foyer.fake')
    await vi.waitFor(() => expect(view(optional.foyer)).toBe('SIWXSignMessage'))
    expect(optional.foyer.close()).toBe(true)
    await optional.foyer.siwx.cancel()
    expect(optional.foyer.getState().accounts.eip155?.status).toBe('connected')
  })

  it('after sign-out, asks a required sign-in again in a view that cannot be closed; an optional one stays closed', async () => {
    for (const required of [true, false]) {
      const { foyer, sessions } = setup(required)
      foyer.open()
      await foyer.connect('io.foyer.fake')
      await vi.waitFor(() => expect(view(foyer)).toBe('SIWXSignMessage'))
      await foyer.siwx.signIn()
      expect(foyer.getState().open).toBe(false)

      await foyer.siwx.signOut()
      expect(sessions).toEqual([])
      expect(foyer.getState().siwx.status).toBe('needed')
      expect(foyer.getState().accounts.eip155?.status).toBe('connected')
      if (required) {
        expect(foyer.getState().open).toBe(true)
        expect(view(foyer)).toBe('SIWXSignMessage')
        expect(foyer.close()).toBe(false)
        // Its Cancel disconnects: no account stays connected without a session.
        await foyer.siwx.cancel()
        expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
      } else {
        expect(foyer.getState().open).toBe(false)
      }
    }
  })

  it('never asks for a signature on a network the app does not support, and asks once the wallet switches back', async () => {
    const siwx = memorySiwx(true)
    const adapter = Object.assign(createFakeAdapter({ chainId: 999 }), {
      signMessage: vi.fn(async () => '0x'),
    })
    const foyer = createFoyer({
      projectId: 'p1',
      networks: [testMainnet],
      adapters: [adapter],
      storage: createMemoryStorage(),
      siwx: siwx.config,
    })
    await foyer.connect('io.foyer.fake')
    await vi.waitFor(() => expect(view(foyer)).toBe('UnsupportedChain'))
    expect(siwx.config.getSessions).not.toHaveBeenCalled()
    adapter.setAccount({ chainId: 1 })
    adapter.emit('chainChanged', { chainId: 1 })
    await vi.waitFor(() => expect(view(foyer)).toBe('SIWXSignMessage'))
    expect(siwx.config.getSessions).toHaveBeenCalledWith('eip155:1', FAKE_ADDRESS)
  })

  it('runs the legacy siweConfig through the same flow, as ConnectingSiwe', async () => {
    let session: { address: string; chainId: number } | null = null
    const siwe = {
      getNonce: vi.fn(async () => 'n0nce0123456789ab'),
      createMessage: vi.fn(
        ({ address, nonce }: { address: string; nonce: string }) => `sign in ${address} ${nonce}`,
      ),
      verifyMessage: vi.fn(async () => {
        session = { address: FAKE_ADDRESS, chainId: 1 }
        return true
      }),
      getSession: vi.fn(async () => session),
      signOut: vi.fn(async () => true),
    } satisfies SIWEConfig
    const adapter = Object.assign(createFakeAdapter(), { signMessage: vi.fn(async () => '0xsigned') })
    const foyer = createFoyer({
      projectId: 'p1',
      networks: [testMainnet],
      adapters: [adapter],
      storage: createMemoryStorage(),
      siweConfig: siwe,
    })
    await foyer.connect('io.foyer.fake')
    await vi.waitFor(() => expect(view(foyer as never)).toBe('ConnectingSiwe'))
    // Required by default, as in the hosted kit.
    expect(foyer.close()).toBe(false)
    await foyer.siwx.signIn()
    expect(adapter.signMessage).toHaveBeenCalledWith({
      message: `sign in ${FAKE_ADDRESS} n0nce0123456789ab`,
      address: FAKE_ADDRESS,
    })
    expect(siwe.verifyMessage).toHaveBeenCalledWith({
      message: `sign in ${FAKE_ADDRESS} n0nce0123456789ab`,
      signature: '0xsigned',
    })
    expect(foyer.getState()).toMatchObject({ open: false, siwx: { status: 'signed' } })
  })

  it("says the server did not accept the signature when siweConfig's verifyMessage refuses it", async () => {
    const config = fromSiweConfig({
      getNonce: async () => 'n',
      createMessage: () => 'm',
      verifyMessage: async () => false,
      getSession: async () => null,
      signOut: async () => true,
    })
    const session: SIWXSession = { data: {} as never, message: 'm', signature: '0xsigned' }
    await expect(config.addSession(session)).rejects.toMatchObject({
      shortMessage: 'The server did not accept the signature',
      messageId: 'errorSignatureNotAccepted',
    })
  })

  it('refuses siweConfig and siwx together with the validation text', () => {
    const siwe = {
      getNonce: async () => 'n',
      createMessage: () => 'm',
      verifyMessage: async () => true,
      getSession: async () => null,
      signOut: async () => true,
    } satisfies SIWEConfig
    expect(() =>
      createFoyer({ networks: [testMainnet], siwx: memorySiwx(true).config, siweConfig: siwe }),
    ).toThrow('Cannot set both `siweConfig` and `siwx` options')
  })
})

const testBitcoinRegtest: CaipNetwork = {
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/bitcoin'] } },
  testnet: true,
}

describe('sign in with a Solana or Bitcoin account', () => {
  const accounts: [ChainNamespace, CaipNetwork, string, string][] = [
    ['solana', testSolana, 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96', 'base58signature'],
    ['bip122', testBitcoinRegtest, 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw', 'AkcwRAIgbase64=='],
  ]
  for (const [namespace, network, address, signature] of accounts)
    it(`${namespace}: opens SIWXSignMessage, has the ${namespace} adapter sign the message for its chain, and stores the session`, async () => {
      const siwx = memorySiwx(true)
      const adapter = Object.assign(createFakeAdapter({ namespace, address }), {
        signMessage: vi.fn(async () => signature),
      })
      const foyer = createFoyer({
        projectId: 'p1',
        networks: [network],
        adapters: [adapter],
        storage: createMemoryStorage(),
        siwx: siwx.config,
      })
      foyer.open()
      await foyer.connect('io.foyer.fake', { chain: namespace })
      await vi.waitFor(() => expect(view(foyer)).toBe('SIWXSignMessage'))
      expect(siwx.config.getSessions).toHaveBeenCalledWith(network.caipNetworkId, address)
      await foyer.siwx.signIn()
      expect(siwx.config.createMessage).toHaveBeenCalledWith({
        accountAddress: address,
        chainId: network.caipNetworkId,
      })
      expect(adapter.signMessage).toHaveBeenCalledWith({
        message: `app.example wants you to sign in: ${address} ${network.caipNetworkId}`,
        address,
      })
      expect(siwx.sessions[0]).toMatchObject({ signature, data: { chainId: network.caipNetworkId } })
      expect(foyer.getState()).toMatchObject({ open: false, siwx: { status: 'signed' } })
    })

  it('the legacy siweConfig (Sign-In with Ethereum) leaves a Solana account alone', async () => {
    const siwe = {
      getNonce: vi.fn(async () => 'n0nce0123456789ab'),
      createMessage: vi.fn(() => 'sign in'),
      verifyMessage: vi.fn(async () => true),
      getSession: vi.fn(async () => null),
      signOut: vi.fn(async () => true),
    } satisfies SIWEConfig
    const adapter = Object.assign(
      createFakeAdapter({ namespace: 'solana', address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96' }),
      { signMessage: vi.fn(async () => 'sig') },
    )
    const foyer = createFoyer({
      projectId: 'p1',
      networks: [testSolana],
      adapters: [adapter],
      storage: createMemoryStorage(),
      siweConfig: siwe,
    })
    await foyer.connect('io.foyer.fake', { chain: 'solana' })
    await vi.waitFor(() => expect(foyer.getState().siwx.status).toBe('off'))
    await foyer.siwx.signIn()
    expect(adapter.signMessage).not.toHaveBeenCalled()
    expect(siwe.getSession).not.toHaveBeenCalled()
    expect(foyer.close()).toBe(true)
  })
})
