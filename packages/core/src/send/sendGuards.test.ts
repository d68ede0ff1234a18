import { describe, expect, it, vi } from 'vitest'
import { InvalidOptionError } from '../errors/errors.js'
import { FAKE_ALICE, FAKE_USDC, testSepolia } from '../testing/index.js'
import { holding, restoreAfterEach, setupSend } from './_test/setupSend.js'

restoreAfterEach()

describe('foyer.send when the connection changes', () => {
  it('clears the form when the wallet switches network, keeping what was sent', async () => {
    const { foyer } = await setupSend()
    await foyer.send.setToken(holding(foyer, 'USDC'))
    await foyer.send.setAmount('1')
    await foyer.send.setReceiver(FAKE_ALICE)
    await foyer.send.submit()
    await foyer.send.setToken(holding(foyer, 'USDC'))
    await foyer.send.setAmount('2')
    await foyer.send.setReceiver(FAKE_ALICE)
    await foyer.switchNetwork(testSepolia)
    const { send } = foyer.getState()
    expect(send.token).toBeUndefined()
    expect(send.resolvedReceiverAddress).toBeUndefined()
    expect(send).toMatchObject({
      sendTokenAmount: '',
      receiverAddress: '',
      inputError: { id: 'sendTokenRequired' },
    })
    expect(send.sent).toHaveLength(1)
  })

  it('clears the form when the wallet switches account', async () => {
    const { foyer, adapter } = await setupSend()
    await foyer.send.setToken(holding(foyer, 'USDC'))
    await foyer.send.setReceiver(FAKE_ALICE)
    adapter.emit('accountChanged', { address: FAKE_ALICE, chainId: 1, connectorId: 'io.foyer.fake' })
    expect(foyer.getState().send.token).toBeUndefined()
    expect(foyer.getState().send.receiverAddress).toBe('')
  })

  it("neither estimates nor sends a token of another chain: 'A token is required'", async () => {
    const { foyer, adapter } = await setupSend()
    const usdc = holding(foyer, 'USDC')
    // The same contract on Sepolia, left in the form while the account is on mainnet.
    await foyer.send.setToken({
      ...usdc,
      chainId: 'eip155:11155111',
      address: `eip155:11155111:${FAKE_USDC}`,
    })
    await foyer.send.setAmount('1')
    await foyer.send.setReceiver(FAKE_ALICE)
    await foyer.send.estimate()
    expect(adapter.callsOf('estimateSend')).toEqual([])
    const error = await foyer.send.submit().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidOptionError)
    expect((error as Error).message).toContain('needs a token of the connected network')
    expect(adapter.callsOf('sendTokens')).toEqual([])
  })
})

describe('foyer.send.setMax', () => {
  it('leaves the native amount as it is when the fee cannot be estimated', async () => {
    const { foyer, adapter } = await setupSend()
    await foyer.send.setToken(holding(foyer, 'ETH'))
    await foyer.send.setAmount('0.5')
    adapter.failNext('estimateSend', new Error('no gas'))
    expect(await foyer.send.setMax()).toBe('0.5')
    expect(foyer.getState().send.sendTokenAmount).toBe('0.5')
  })

  it('does not fill in the amount when the token changed while the fee was estimated', async () => {
    const { foyer, adapter } = await setupSend()
    await foyer.send.setToken(holding(foyer, 'ETH'))
    const held = adapter.hold('estimateSend')
    const max = foyer.send.setMax()
    await vi.waitFor(() => expect(adapter.callsOf('estimateSend')).toHaveLength(1))
    await foyer.send.setToken(holding(foyer, 'USDC'))
    held.release()
    await max
    expect(foyer.getState().send).toMatchObject({ sendTokenAmount: '' })
  })
})
