import { describe, expect, it } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { connectMethodsOf, connectorGroupsOf } from '../rules/connectView.js'
import { createMemoryStorage } from '../storage/storage.js'
import { createFakeAdapter, createFakeConnector, testMainnet, testSolana } from '../testing/index.js'

const browserWallet = createFakeConnector({
  id: 'injected',
  type: 'INJECTED',
  name: 'Browser Wallet',
  info: {},
})

function setup(extra: Partial<Parameters<typeof createFoyer>[0]> = {}) {
  const adapter = createFakeAdapter({
    connectors: [
      createFakeConnector({ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', info: {} }),
      createFakeConnector(),
      browserWallet,
    ],
  })
  const foyer = createFoyer({
    projectId: 'p',
    networks: [testMainnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
    isMobile: false,
    ...extra,
  })
  return { foyer, adapter }
}
const types = (groups: readonly { type: string }[]) => groups.map((g) => g.type)

describe('Connect view data of an instance', () => {
  it('orders connect methods wallet first when a browser wallet is present', () => {
    expect(connectMethodsOf(setup().foyer)).toEqual(['wallet', 'email', 'social'])
    expect(connectMethodsOf(setup({ features: { socials: false } }).foyer)).toEqual(['wallet', 'email'])
  })

  it('hides Browser Wallet on desktop and shows it on mobile next to an installed wallet', () => {
    const { foyer } = setup()
    const ids = (mobile: boolean) =>
      connectorGroupsOf(foyer, { isMobile: mobile }).flatMap((g) => g.connectors.map((c) => c.id))
    expect(ids(false)).toEqual(['walletConnect', 'io.foyer.fake'])
    expect(ids(true)).toEqual(['walletConnect', 'io.foyer.fake', 'injected'])
    expect(
      connectorGroupsOf(setup({ isMobile: () => true }).foyer).flatMap((g) => g.connectors.map((c) => c.id)),
    ).toContain('injected')
  })

  it('drops WalletConnect once connected through it, and lists the recent wallet', async () => {
    const { foyer } = setup()
    await foyer.connect('walletConnect')
    expect(types(connectorGroupsOf(foyer))).toEqual(['injected'])
    await foyer.disconnect()
    expect(types(connectorGroupsOf(foyer))).toEqual(['walletConnect', 'injected'])
    await foyer.connect('io.foyer.fake')
    expect(connectorGroupsOf(foyer)).toEqual([
      { type: 'walletConnect', connectors: [expect.objectContaining({ id: 'walletConnect' })] },
      { type: 'recent', connectors: [expect.objectContaining({ id: 'io.foyer.fake' })] },
    ])
  })

  it('offers as Recent only wallets of the family being connected (on Solana: not the EVM wallet used before)', async () => {
    const evm = createFakeAdapter()
    const solana = createFakeAdapter({ namespace: 'solana', connectors: [] })
    const foyer = createFoyer({
      projectId: 'p',
      networks: [testMainnet, testSolana],
      adapters: [evm, solana],
      storage: createMemoryStorage(),
      isMobile: false,
      enableWalletConnect: false,
    })
    await foyer.connect('io.foyer.fake')
    expect(types(connectorGroupsOf(foyer))).toEqual(['recent'])
    await foyer.switchNetwork(testSolana)
    expect(foyer.getState().activeNamespace).toBe('solana')
    expect(types(connectorGroupsOf(foyer))).toEqual(['injected'])
  })

  it('applies excludeWalletIds, enableWalletConnect and connectorTypeOrder from the options', () => {
    const { foyer } = setup({
      excludeWalletIds: ['FAKE WALLET'],
      enableWalletConnect: false,
      features: { connectorTypeOrder: ['featured'] },
    })
    expect(connectorGroupsOf(foyer)).toEqual([])
    foyer.setWalletDirectory({
      featured: [createFakeConnector({ id: 'trust', type: 'EXTERNAL', name: 'Trust', info: {} })],
    })
    expect(types(connectorGroupsOf(foyer))).toEqual(['featured'])
  })

  it('shows the Project ID Not Configured alert on every open', () => {
    const { foyer } = setup({ projectId: '' })
    foyer.open()
    foyer.closeAlert()
    foyer.close()
    foyer.open()
    expect(foyer.getState().alert?.id).toBe('ProjectIdNotConfigured')
  })
})
