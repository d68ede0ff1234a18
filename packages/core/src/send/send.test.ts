import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { UserRejectedRequestError } from '../errors/errors.js'
import { createMemoryStorage } from '../storage/storage.js'
import {
  createFakeAdapter,
  FAKE_ADDRESS,
  FAKE_ALICE,
  FAKE_HOLDINGS,
  FAKE_TX_HASH,
  FAKE_USDC,
  testMainnet,
} from '../testing/index.js'

async function setup() {
  const requests: URL[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      const url = new URL(String(input))
      requests.push(url)
      return Response.json(FAKE_HOLDINGS)
    }),
  )
  const adapter = createFakeAdapter({
    names: { 'alice.eth': FAKE_ALICE },
    profile: { name: 'alice.eth', avatar: 'http://avatar.test/alice.png' },
  })
  const foyer = createFoyer({
    projectId: 'c0ffee00000000000000000000000001',
    networks: [testMainnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
    blockchainApiUrl: 'http://chain.test/',
  })
  await foyer.connect('io.foyer.fake')
  await foyer.fetchBalances(FAKE_ADDRESS, 'eip155:1')
  const [eth, usdc] = foyer.getState().balances.items
  if (!eth || !usdc) throw new Error('balances missing')
  return { foyer, adapter, requests, eth, usdc }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('foyer.send', () => {
  it('starts empty and names what is missing', async () => {
    const { foyer, usdc } = await setup()
    expect(foyer.getState().send.inputError).toEqual({ id: 'sendTokenRequired' })
    await foyer.send.setToken(usdc)
    expect(foyer.getState().send.inputError).toEqual({ id: 'sendAmountAndReceiverRequired' })
    await foyer.send.setAmount('11')
    await foyer.send.setReceiver(FAKE_ALICE)
    expect(foyer.getState().send.inputError).toEqual({ id: 'insufficientBalance' })
  })

  it("resolves a name, shows the receiver's name and avatar, and estimates the fee in ETH and USD", async () => {
    const { foyer, adapter, usdc } = await setup()
    await foyer.send.setToken(usdc)
    await foyer.send.setAmount('1.5')
    await foyer.send.setReceiver('Alice.eth')
    const { send } = foyer.getState()
    expect(send).toMatchObject({
      resolvedReceiverAddress: FAKE_ALICE,
      receiverProfileName: 'alice.eth',
      receiverProfileImage: 'http://avatar.test/alice.png',
      resolving: false,
      inputError: undefined,
    })
    await foyer.send.estimate()
    // 21000 gas at 1 gwei = 0.000021 ETH, at $2000 = $0.042.
    const gas = foyer.getState().send.gas
    expect(gas).toMatchObject({ fee: '0.000021', symbol: 'ETH' })
    expect(gas?.usd).toBeCloseTo(0.042, 10)
    expect(adapter.callsOf('estimateSend')[0]?.args[0]).toMatchObject({
      from: FAKE_ADDRESS,
      to: FAKE_ALICE,
      amount: 1_500_000n,
      token: FAKE_USDC,
    })
  })

  it("puts no fee on an incorrect amount ('abc', '0') and drops the fee of the last valid one", async () => {
    const { foyer, adapter, usdc } = await setup()
    await foyer.send.setToken(usdc)
    await foyer.send.setAmount('1')
    await foyer.send.setReceiver(FAKE_ALICE)
    await foyer.send.estimate()
    expect(foyer.getState().send.gas).toMatchObject({ fee: '0.000021' })
    await foyer.send.setAmount('abc')
    expect(foyer.getState().send).toMatchObject({ gas: undefined, inputError: { id: 'incorrectAmount' } })
    await foyer.send.estimate()
    await foyer.send.setAmount('0')
    await foyer.send.estimate()
    expect(foyer.getState().send.gas).toBeUndefined()
    expect(adapter.callsOf('estimateSend')).toHaveLength(1)
  })

  it('says the name was not found for a name that points nowhere', async () => {
    const { foyer, usdc } = await setup()
    await foyer.send.setToken(usdc)
    await foyer.send.setAmount('1')
    await foyer.send.setReceiver('nobody.eth')
    expect(foyer.getState().send).toMatchObject({ inputError: { id: 'sendNameNotFound' }, resolving: false })
  })

  it('Max gives the whole token balance, and the native balance less a fee reserve', async () => {
    const { foyer, eth, usdc } = await setup()
    await foyer.send.setToken(usdc)
    expect(await foyer.send.setMax()).toBe('10')
    await foyer.send.setToken(eth)
    // 1.5 ETH - 2 × 0.000021 ETH.
    expect(await foyer.send.setMax()).toBe('1.499958')
    expect(foyer.getState().send.sendTokenAmount).toBe('1.499958')
  })

  it('sends, shows the hash in a success snackbar and reloads the balances past the cache', async () => {
    const { foyer, adapter, requests, usdc } = await setup()
    await foyer.send.setToken(usdc)
    await foyer.send.setAmount('1.5')
    await foyer.send.setReceiver('alice.eth')
    const balanceRequests = () => requests.filter((url) => url.pathname.endsWith('/balance'))
    expect(balanceRequests()).toHaveLength(1)
    expect(await foyer.send.submit()).toBe(FAKE_TX_HASH)
    expect(adapter.callsOf('sendTokens')[0]?.args[0]).toMatchObject({
      to: FAKE_ALICE,
      amount: 1_500_000n,
      token: FAKE_USDC,
    })
    expect(foyer.getState().send).toMatchObject({
      status: 'success',
      hash: FAKE_TX_HASH,
      sent: [{ hash: FAKE_TX_HASH, to: FAKE_ALICE, name: 'alice.eth' }],
    })
    // The form starts over at once: going back to it cannot send the same thing twice.
    expect(foyer.getState().send).toMatchObject({
      sendTokenAmount: '',
      receiverAddress: '',
      inputError: { id: 'sendTokenRequired' },
    })
    expect(foyer.getState().send.token).toBeUndefined()
    expect(foyer.getState().send.resolvedReceiverAddress).toBeUndefined()
    await expect(foyer.send.submit()).rejects.toThrow('sendTokenRequired')
    expect(adapter.callsOf('sendTokens')).toHaveLength(1)
    // Filling it in again is a new send: the last one's outcome goes.
    await foyer.send.setToken(usdc)
    expect(foyer.getState().send.status).toBe('idle')
    expect(foyer.getState().send.hash).toBeUndefined()
    await foyer.send.reset()
    expect(foyer.getState().send).toMatchObject({ sendTokenAmount: '', sent: [{ hash: FAKE_TX_HASH }] })
    await vi.waitFor(() => expect(balanceRequests()).toHaveLength(2))
    expect(balanceRequests()[1]?.searchParams.get('forceUpdate')).toBeTruthy()
    await vi.waitFor(() =>
      expect(foyer.getState().snackbar).toMatchObject({
        variant: 'success',
        message: { id: 'transactionSent', params: { hash: '0xab…ababab' } },
      }),
    )
  })

  it("shows the wallet's 'User rejected the request.' and leaves the form as it was", async () => {
    const { foyer, adapter, usdc } = await setup()
    await foyer.send.setToken(usdc)
    await foyer.send.setAmount('1')
    await foyer.send.setReceiver(FAKE_ALICE)
    adapter.failNext('sendTokens', new UserRejectedRequestError())
    await expect(foyer.send.submit()).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(foyer.getState().send).toMatchObject({
      status: 'error',
      error: { id: 'errorUserRejected' },
      sendTokenAmount: '1',
      resolvedReceiverAddress: FAKE_ALICE,
    })
  })

  it("falls back to 'Transaction error' for an untyped failure", async () => {
    const { foyer, adapter, usdc } = await setup()
    await foyer.send.setToken(usdc)
    await foyer.send.setAmount('1')
    await foyer.send.setReceiver(FAKE_ALICE)
    adapter.failNext('sendTokens', new Error('boom'))
    await expect(foyer.send.submit()).rejects.toThrow('boom')
    expect(foyer.getState().send.error).toEqual({ id: 'transactionError' })
  })

  it('refuses to submit an incomplete form with its validation message', async () => {
    const { foyer, adapter } = await setup()
    await expect(foyer.send.submit()).rejects.toThrow('sendTokenRequired')
    expect(adapter.callsOf('sendTokens')).toEqual([])
  })
})
