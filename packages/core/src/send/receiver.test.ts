import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { InvalidOptionError } from '../errors/errors.js'
import { createMemoryStorage } from '../storage/storage.js'
import {
  createFakeAdapter,
  FAKE_ADDRESS,
  FAKE_ALICE,
  FAKE_HOLDINGS,
  testMainnet,
  testSepolia,
} from '../testing/index.js'

// Same address, one character's case flipped: a wrong EIP-55 checksum.
const BAD_CHECKSUM = '0x52908400098527886E0F7030069857D2E4169EE7'.replace('E7', 'e7')
const GOOD_CHECKSUM = '0x52908400098527886E0F7030069857D2E4169EE7'

async function setup(options: { connect?: boolean } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(FAKE_HOLDINGS)),
  )
  const adapter = createFakeAdapter({
    names: { 'alice.eth': FAKE_ALICE },
    invalidAddresses: [BAD_CHECKSUM],
  })
  const foyer = createFoyer({
    projectId: 'c0ffee00000000000000000000000001',
    networks: [testMainnet, testSepolia],
    adapters: [adapter],
    storage: createMemoryStorage(),
    blockchainApiUrl: 'http://chain.test/',
  })
  if (options.connect === false) return { foyer, adapter }
  await foyer.connect('io.foyer.fake')
  await foyer.fetchBalances(FAKE_ADDRESS, 'eip155:1')
  return { foyer, adapter }
}

const holding = (foyer: Awaited<ReturnType<typeof setup>>['foyer'], symbol: string) => {
  const item = foyer.getState().balances.items.find((b) => b.symbol === symbol)
  if (!item) throw new Error(`${symbol} missing`)
  return item
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('foyer.send.setReceiver', () => {
  it("keeps the current receiver's verdict when an older lookup finishes late", async () => {
    const { foyer, adapter } = await setup()
    await foyer.send.setToken(holding(foyer, 'USDC'))
    await foyer.send.setAmount('1')
    const held = adapter.hold('resolveName')
    const older = foyer.send.setReceiver('nobody.eth')
    await vi.waitFor(() => expect(adapter.callsOf('resolveName')).toHaveLength(1))
    await foyer.send.setReceiver('ghost.eth')
    held.release()
    await older
    await foyer.send.setAmount('2')
    expect(foyer.getState().send).toMatchObject({
      receiverAddress: 'ghost.eth',
      inputError: 'Invalid address',
    })
  })

  it('is not left resolving when no account is connected', async () => {
    const { foyer } = await setup({ connect: false })
    await foyer.send.setReceiver('alice.eth')
    expect(foyer.getState().send.resolving).toBe(false)
  })

  it('rejects a receiver that is not a string with InvalidOptionError', async () => {
    const { foyer } = await setup()
    await expect(foyer.send.setReceiver(42 as unknown as string)).rejects.toBeInstanceOf(InvalidOptionError)
  })

  it("says 'Invalid address' for a mixed-case address with a wrong checksum, and accepts a right one", async () => {
    const { foyer } = await setup()
    await foyer.send.setToken(holding(foyer, 'USDC'))
    await foyer.send.setAmount('1')
    await foyer.send.setReceiver(BAD_CHECKSUM)
    expect(foyer.getState().send.inputError).toBe('Invalid address')
    expect(foyer.getState().send.resolvedReceiverAddress).toBeUndefined()
    await expect(foyer.send.submit()).rejects.toThrow('Invalid address')
    await foyer.send.setReceiver(GOOD_CHECKSUM)
    expect(foyer.getState().send).toMatchObject({
      inputError: undefined,
      resolvedReceiverAddress: GOOD_CHECKSUM,
    })
  })
})
