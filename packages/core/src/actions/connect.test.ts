import { describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { ConnectorNotFoundError } from '../errors/connectionErrors.js'
import { ConnectError, UserRejectedRequestError } from '../errors/errors.js'
import { connectorGroupsOf } from '../rules/connectView.js'
import { createMemoryStorage } from '../storage/storage.js'
import {
  createFakeAdapter,
  createFakeConnector,
  FAKE_ADDRESS,
  testMainnet,
  testSepolia,
  testSolana,
} from '../testing/index.js'

function setup(options: { allowUnsupportedChain?: boolean; chainId?: number } = {}) {
  const storage = createMemoryStorage()
  const adapter = createFakeAdapter(options.chainId === undefined ? {} : { chainId: options.chainId })
  const foyer = createFoyer({
    projectId: 'p',
    networks: [testMainnet, testSepolia],
    adapters: [adapter],
    storage,
    ...(options.allowUnsupportedChain === undefined
      ? {}
      : { allowUnsupportedChain: options.allowUnsupportedChain }),
  })
  return { foyer, adapter, storage }
}

describe('connect', () => {
  it('goes connecting -> connected with the account, wallet info, Account view and balance', async () => {
    const { foyer, adapter } = setup()
    foyer.open()
    // Opening the modal loads the connect code; once there, connecting shows in the same tick.
    await vi.dynamicImportSettled()
    const gate = adapter.hold('connect')
    const done = foyer.connect('io.foyer.fake')
    expect(foyer.getState().accounts.eip155?.status).toBe('connecting')
    expect(foyer.getState().loading).toBe(true)
    gate.release()
    await done
    const state = foyer.getState()
    expect(state.loading).toBe(false)
    expect(state.accounts.eip155).toEqual({
      status: 'connected',
      address: FAKE_ADDRESS,
      caipAddress: `eip155:1:${FAKE_ADDRESS}`,
      connectorId: 'io.foyer.fake',
      connectedWalletInfo: { name: 'Fake Wallet', icon: expect.any(String), rdns: 'io.foyer.fake' },
      balance: '1.234567',
      balanceSymbol: 'ETH',
      profileName: null,
      profileImage: null,
      accountType: 'eoa',
      walletAccounts: [{ address: FAKE_ADDRESS, type: 'eoa' }],
    })
    expect(state.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(state.router.history).toEqual([{ view: 'Account' }])
    // Done, as in the hosted kit: the modal closes, and opens on Account next time.
    expect(state.open).toBe(false)
    foyer.open()
    expect(foyer.getState().router.history).toEqual([{ view: 'Account' }])
    expect(adapter.callsOf('connect')[0]?.args).toEqual([{ connectorId: 'io.foyer.fake', chainId: 1 }])
  })

  it('keeps the modal open on the Connecting view when the connection fails', async () => {
    const { foyer, adapter } = setup()
    foyer.open()
    foyer.router.push({ view: 'ConnectingExternal', data: { connector: createFakeConnector() } })
    adapter.failNext('connect', { code: 4001 })
    await foyer.connect('io.foyer.fake').catch(() => {})
    expect(foyer.getState().open).toBe(true)
    expect(foyer.getState().router.history.at(-1)?.view).toBe('ConnectingExternal')
  })

  it('selects the wallet chain when it is requested', async () => {
    const { foyer } = setup({ chainId: 11155111 })
    await foyer.connect('io.foyer.fake')
    expect(foyer.getState().caipNetwork?.name).toBe('Sepolia')
    expect(foyer.getState().accounts.eip155?.caipAddress).toBe(`eip155:11155111:${FAKE_ADDRESS}`)
  })

  it('remembers the wallet at the front of recent wallets, at most 2, in storage', async () => {
    const { foyer, adapter, storage } = setup()
    adapter.setConnectors([
      createFakeConnector(),
      createFakeConnector({ id: 'b', name: 'B', info: { rdns: 'b.rdns' } }),
      createFakeConnector({ id: 'c', name: 'C', type: 'EXTERNAL', info: {} }),
    ])
    await foyer.connect('b')
    await foyer.connect('c')
    await foyer.connect('io.foyer.fake')
    expect(foyer.getState().recentWalletIds).toEqual(['io.foyer.fake', 'c'])
    expect(JSON.parse(storage.getItem('foyer:recentWalletIds') ?? '')).toEqual(['io.foyer.fake', 'c'])
    expect(storage.getItem('foyer:lastChainId')).toBe('eip155:1')
    const again = createFoyer({ projectId: 'p', networks: [testMainnet], storage })
    expect(again.getState().recentWalletIds).toEqual(['io.foyer.fake', 'c'])
  })

  it('shows UnsupportedChain with the placeholder network when the wallet is on an unrequested chain', async () => {
    const { foyer } = setup({ chainId: 424242 })
    foyer.open()
    await foyer.connect('io.foyer.fake')
    const state = foyer.getState()
    expect(state.open).toBe(true)
    expect(state.router.history).toEqual([{ view: 'UnsupportedChain' }])
    expect(state.caipNetwork).toMatchObject({
      caipNetworkId: 'eip155:424242',
      name: 'Unknown Network',
      nativeCurrency: { name: '', symbol: '', decimals: 0 },
    })
    expect(state.accounts.eip155?.balance).toBeUndefined()
  })

  it('stays on Account with the placeholder when allowUnsupportedChain is set', async () => {
    const { foyer } = setup({ chainId: 424242, allowUnsupportedChain: true })
    await foyer.connect('io.foyer.fake')
    expect(foyer.getState().router.history).toEqual([{ view: 'Account' }])
    expect(foyer.getState().caipNetwork?.name).toBe('Unknown Network')
  })

  it.each([4001, 5000])(
    'on rejection code %i sets the user-facing text and throws UserRejectedRequestError',
    async (code) => {
      const { foyer, adapter } = setup()
      adapter.failNext('connect', Object.assign(new Error('wallet said no'), { code }))
      await expect(foyer.connect('io.foyer.fake')).rejects.toBeInstanceOf(UserRejectedRequestError)
      expect(foyer.getState().connectionError).toEqual({
        connectorId: 'io.foyer.fake',
        message: { id: 'errorUserRejected' },
      })
      expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
      expect(foyer.getState().loading).toBe(false)
    },
  )

  it('reads the rejection code from the cause chain and clears the error on retry', async () => {
    const { foyer, adapter } = setup()
    adapter.failNext('connect', new Error('Connection failed', { cause: { code: 4001 } }))
    await expect(foyer.connect('io.foyer.fake')).rejects.toThrowError('User rejected the request.')
    const gate = adapter.hold('connect')
    const retry = foyer.connect('io.foyer.fake')
    expect(foyer.getState().connectionError).toBeUndefined()
    gate.release()
    await retry
    expect(foyer.getState().accounts.eip155?.status).toBe('connected')
  })

  it('throws ConnectError with a safe message for other failures', async () => {
    const { foyer, adapter } = setup()
    adapter.failNext('connect', new Error('socket hang up at 127.0.0.1'))
    const error = await foyer.connect('io.foyer.fake').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectError)
    expect(error).toMatchObject({ shortMessage: 'An error occurred', messageId: 'errorUnknown' })
    expect(foyer.getState().connectionError?.message).toEqual({ id: 'errorUnknown' })
  })

  it('throws ConnectorNotFoundError for an unknown connector and validates input', async () => {
    const { foyer, adapter } = setup()
    await expect(foyer.connect('nope')).rejects.toBeInstanceOf(ConnectorNotFoundError)
    await expect(foyer.connect('')).rejects.toThrowError(/Invalid option "connectorId"/)
    expect(adapter.callsOf('connect')).toHaveLength(0)
  })

  it("connects a MULTI_CHAIN entry's namespaces one by one, each through its own connector", async () => {
    // One wallet, announced through EIP-6963 (id its rdns) and the wallet standard (id its name).
    const name = 'Foyer Test Wallet'
    const evm = createFakeAdapter({
      connectors: [
        createFakeConnector({ id: 'dev.foyer.testwallet', name, info: { rdns: 'dev.foyer.testwallet' } }),
      ],
    })
    const solana = createFakeAdapter({
      namespace: 'solana',
      address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      connectors: [createFakeConnector({ id: name, name, chain: 'solana', info: {} })],
    })
    const foyer = createFoyer({
      projectId: 'p',
      networks: [testMainnet, testSolana],
      adapters: [evm, solana],
      storage: createMemoryStorage(),
    })
    const wallets = () =>
      connectorGroupsOf(foyer)
        .filter((group) => group.type !== 'walletConnect')
        .map((group) => [group.type, group.connectors.map((c) => [c.type, c.id])])
    expect(wallets()).toEqual([['injected', [['MULTI_CHAIN', 'dev.foyer.testwallet']]]])
    const entry = connectorGroupsOf(foyer).find((group) => group.type === 'injected')?.connectors[0]
    const [evmMember, solanaMember] = entry?.connectors ?? []
    if (!evmMember || !solanaMember) throw new Error('expected one connector per namespace')

    await foyer.connect(solanaMember.id, { chain: solanaMember.chain })
    expect(solana.callsOf('connect')[0]?.args).toEqual([{ connectorId: name }])
    expect(evm.callsOf('connect')).toHaveLength(0)
    let state = foyer.getState()
    expect(state.activeNamespace).toBe('solana')
    expect(state.accounts.solana?.connectedWalletInfo?.name).toBe(name)
    expect(state.accounts.eip155?.status).toBe('disconnected')
    // Recent through its Solana connector: still one entry, now first in recent.
    expect(wallets()).toEqual([['recent', [['MULTI_CHAIN', name]]]])

    await foyer.connect(evmMember.id, { chain: evmMember.chain })
    state = foyer.getState()
    expect(evm.callsOf('connect')).toHaveLength(1)
    expect(state.activeNamespace).toBe('eip155')
    expect([state.accounts.eip155?.status, state.accounts.solana?.status]).toEqual(['connected', 'connected'])
    expect(state.recentWalletIds).toEqual(['dev.foyer.testwallet', name])
  })
})
