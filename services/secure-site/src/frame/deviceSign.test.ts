import { type Hex, parseTransaction, recoverMessageAddress, recoverTransactionAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { signOnDevice, signText } from './deviceSign.js'

const key = generatePrivateKey()
const { address } = privateKeyToAccount(key)
const to = '0x000000000000000000000000000000000000dead'
// What the chain answers (anvil's figures for a fresh account).
const chain: Record<string, unknown> = {
  eth_getTransactionCount: '0x5',
  eth_gasPrice: '0x3b9aca00',
  eth_maxPriorityFeePerGas: '0x1',
  eth_estimateGas: '0x5208',
}
const read = async (method: string) => chain[method]

describe('signing on the device', () => {
  it('signs a message with the wallet’s key', async () => {
    const signature = (await signOnDevice(key, 'personal_sign', ['0x6869', address], 31337, read)) as Hex
    expect(await recoverMessageAddress({ message: { raw: '0x6869' }, signature })).toBe(address)
    expect(await recoverMessageAddress({ message: 'proof', signature: await signText(key, 'proof') })).toBe(
      address,
    )
  })

  it('signs the asked transaction from the account’s next nonce, on the asked chain', async () => {
    const raw = (await signOnDevice(key, 'eth_sendTransaction', [{ to, value: '0x10' }], 31337, read)) as Hex
    const tx = parseTransaction(raw)
    expect(tx).toMatchObject({
      chainId: 31337,
      nonce: 5,
      to,
      value: 16n,
      gas: 21000n,
      maxPriorityFeePerGas: 1n,
    })
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(address)
  })

  it('signs a batch as consecutive transactions', async () => {
    const calls = [{ to, value: '0x1' }, { to }]
    const raws = (await signOnDevice(key, 'wallet_sendCalls', [{ calls }], 31337, read)) as Hex[]
    expect(raws.map((raw) => parseTransaction(raw).nonce)).toEqual([5, 6])
  })

  it('refuses what it cannot sign, with an error the frame turns into its reply', async () => {
    for (const [method, params] of [
      ['eth_sign', [address, '0x00']],
      ['personal_sign', [1, address]],
      ['wallet_sendCalls', [{ calls: [] }]],
    ] as const)
      await expect(signOnDevice(key, method, params, 31337, read)).rejects.toMatchObject({
        name: 'DEVICE_SIGN_REFUSED',
      })
  })
})
