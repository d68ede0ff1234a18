// @vitest-environment happy-dom
import { UserRejectedRequestError } from '@foyer/core'
import {
  address,
  getBase58Encoder,
  getPublicKeyFromAddress,
  getTransactionEncoder,
  getUtf8Encoder,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { afterEach, describe, expect, it } from 'vitest'
import { unsignedTransfer } from './_test/transactions.js'
import { cleanUp, createAdapter, installWallet } from './_test/wallets.js'
import { solanaDevnet, solanaMainnet } from './networks/networks.js'

afterEach(cleanUp)

const receiver = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'

async function connected(options: Parameters<typeof installWallet>[0] = {}) {
  const wallet = await installWallet(options)
  const { adapter } = createAdapter({ networks: [solanaMainnet, solanaDevnet] })
  const { address: account } = await adapter.connect({ connectorId: wallet.wallet.name })
  return { wallet, adapter, account }
}

async function verifies(account: string, signature: Uint8Array, data: Uint8Array) {
  const key = await getPublicKeyFromAddress(address(account))
  return verifySignature(key, signature as SignatureBytes, data)
}

describe('signMessage', () => {
  it("returns the account's ed25519 signature of the UTF-8 message, in base58", async () => {
    const { wallet, adapter, account } = await connected()
    const message = 'Sign in to Foyer\nNonce: 8f2b'
    const signature = await adapter.signMessage({ message, address: account })
    const bytes = new Uint8Array(getBase58Encoder().encode(signature))
    expect(bytes).toHaveLength(64)
    expect(await verifies(account, bytes, new Uint8Array(getUtf8Encoder().encode(message)))).toBe(true)
    expect(wallet.requests.at(-1)?.method).toBe('solana:signMessage')
  })

  it('maps a rejection to UserRejectedRequestError', async () => {
    const { wallet, adapter, account } = await connected()
    wallet.rejectNext()
    const error = await adapter.signMessage({ message: 'hi', address: account }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ shortMessage: 'User rejected the request.' })
  })

  it('refuses an address that is not an account of the connected wallet', async () => {
    const { adapter } = await connected()
    await expect(adapter.signMessage({ message: 'hi', address: receiver })).rejects.toMatchObject({
      name: 'InvalidParameterError',
      parameter: 'address',
    })
    await expect(adapter.signMessage({ message: 'hi', address: '0x12' })).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    })
  })

  it('says so when the wallet cannot sign messages', async () => {
    const { adapter, account } = await connected({ features: ['standard:connect', 'solana:signTransaction'] })
    await expect(adapter.signMessage({ message: 'hi', address: account })).rejects.toMatchObject({
      shortMessage: 'The wallet cannot sign messages',
    })
  })
})

describe('signTransaction', () => {
  it.each([0, 'legacy'] as const)('signs a version %s transaction as its fee payer', async (version) => {
    const { adapter, account } = await connected()
    const transaction = unsignedTransfer(account, receiver, version)
    const signed = await adapter.signTransaction({ transaction })
    const signature = signed.signatures[address(account)]
    expect(signature).toBeTruthy()
    expect(await verifies(account, signature as Uint8Array, new Uint8Array(signed.messageBytes))).toBe(true)
    expect(signed.messageBytes).toEqual(transaction.messageBytes)
  })

  it('signs wire bytes too, naming the active chain to the wallet', async () => {
    const { wallet, adapter, account } = await connected()
    await adapter.switchNetwork(solanaDevnet)
    const wire = new Uint8Array(getTransactionEncoder().encode(unsignedTransfer(account, receiver)))
    const [signed] = await adapter.signTransactions({ transactions: [wire] })
    expect(signed?.signatures[address(account)]).toBeTruthy()
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'solana:signTransaction',
      params: { chain: 'solana:devnet' },
    })
  })

  it('maps a rejection, and refuses without a connection', async () => {
    const { wallet, adapter, account } = await connected()
    wallet.rejectNext(4001)
    await expect(
      adapter.signTransaction({ transaction: unsignedTransfer(account, receiver) }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    await adapter.disconnect()
    await expect(
      adapter.signTransaction({ transaction: unsignedTransfer(account, receiver) }),
    ).rejects.toMatchObject({
      shortMessage: 'No Solana wallet is connected',
    })
  })
})
