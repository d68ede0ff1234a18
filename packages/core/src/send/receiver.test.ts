import { describe, expect, it, vi } from 'vitest'
import { InvalidOptionError } from '../errors/errors.js'
import { holding, restoreAfterEach, setupSend } from './_test/setupSend.js'

// Same address, one character's case flipped: a wrong EIP-55 checksum.
const BAD_CHECKSUM = '0x52908400098527886E0F7030069857D2E4169EE7'.replace('E7', 'e7')
const GOOD_CHECKSUM = '0x52908400098527886E0F7030069857D2E4169EE7'

restoreAfterEach()

describe('foyer.send.setReceiver', () => {
  it("keeps the current receiver's verdict when an older lookup finishes late", async () => {
    const { foyer, adapter } = await setupSend({ invalidAddresses: [BAD_CHECKSUM] })
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
      inputError: { id: 'sendNameNotFound' },
    })
  })

  it('is not left resolving when no account is connected', async () => {
    const { foyer } = await setupSend({ connect: false, invalidAddresses: [BAD_CHECKSUM] })
    await foyer.send.setReceiver('alice.eth')
    expect(foyer.getState().send.resolving).toBe(false)
  })

  it('rejects a receiver that is not a string with InvalidOptionError', async () => {
    const { foyer } = await setupSend({ invalidAddresses: [BAD_CHECKSUM] })
    await expect(foyer.send.setReceiver(42 as unknown as string)).rejects.toBeInstanceOf(InvalidOptionError)
  })

  it("says 'Invalid address' for a mixed-case address with a wrong checksum, and accepts a right one", async () => {
    const { foyer } = await setupSend({ invalidAddresses: [BAD_CHECKSUM] })
    await foyer.send.setToken(holding(foyer, 'USDC'))
    await foyer.send.setAmount('1')
    await foyer.send.setReceiver(BAD_CHECKSUM)
    expect(foyer.getState().send.inputError).toEqual({ id: 'invalidAddress' })
    expect(foyer.getState().send.resolvedReceiverAddress).toBeUndefined()
    await expect(foyer.send.submit()).rejects.toThrow('invalidAddress')
    await foyer.send.setReceiver(GOOD_CHECKSUM)
    expect(foyer.getState().send).toMatchObject({
      inputError: undefined,
      resolvedReceiverAddress: GOOD_CHECKSUM,
    })
  })
})
