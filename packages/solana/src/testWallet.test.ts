// @vitest-environment happy-dom
// The Foyer Solana Test Wallet (e2e/solana-wallet) on its own: what browser tests rely on.
import { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey, getBase58Decoder } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, it } from 'vitest'
import { solanaTestWalletScript } from '../../../e2e/solana-wallet/index.js'
import { cleanUp, installWallet, uniqueName } from './_test/wallets.js'

afterEach(cleanUp)

const seed = Uint8Array.from({ length: 32 }, (_, i) => 200 - i)

type Connect = {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly { address: string }[] }>
}
const connectFeature = (wallet: { features: Record<string, unknown> }) =>
  wallet.features['standard:connect'] as Connect

describe('Foyer Solana Test Wallet', () => {
  it('registers through the wallet standard with its name, icon, chains and features', async () => {
    const control = await installWallet({ name: uniqueName('Registered') })
    const registered = getWallets()
      .get()
      .find((wallet) => wallet.name === control.wallet.name)
    expect(registered).toBe(control.wallet)
    expect(registered?.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(registered?.chains).toEqual([
      'solana:mainnet',
      'solana:devnet',
      'solana:testnet',
      'solana:localnet',
    ])
    expect(Object.keys(registered?.features ?? {})).toEqual([
      'standard:connect',
      'standard:disconnect',
      'standard:events',
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
    ])
  })

  it('derives the same address from a seed, a 64-byte keypair and its base58 form, as kit does', async () => {
    const keyPair = await createKeyPairFromPrivateKeyBytes(seed, true)
    const expected = await getAddressFromPublicKey(keyPair.publicKey)
    const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', keyPair.publicKey))
    const keypairBytes = [...seed, ...publicKey]
    for (const secretKey of [
      [...seed],
      keypairBytes,
      getBase58Decoder().decode(Uint8Array.from(keypairBytes)),
    ]) {
      const control = await installWallet({ secretKey })
      expect(control.state.address).toBe(expected)
    }
  })

  it('answers a silent connect only once authorised, and logs every request', async () => {
    const control = await installWallet()
    const connect = connectFeature(control.wallet)
    expect(await connect.connect({ silent: true })).toEqual({ accounts: [] })
    const { accounts } = await connect.connect()
    expect(accounts.map((a) => a.address)).toEqual([control.state.address])
    expect(await connect.connect({ silent: true })).toMatchObject({
      accounts: [{ address: control.state.address }],
    })
    expect(control.requests.map((r) => r.params)).toEqual([
      { silent: true },
      { silent: false },
      { silent: true },
    ])
  })

  it('rejects the next approval once, with the code and message asked for', async () => {
    const control = await installWallet()
    const connect = connectFeature(control.wallet)
    control.rejectNext(4001)
    await expect(connect.connect()).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    control.rejectNext(null, 'Declined by user')
    const error = (await connect.connect().catch((e: unknown) => e)) as { code?: unknown; message: string }
    expect(error.code).toBeUndefined()
    expect(error.message).toBe('Declined by user')
    await expect(connect.connect()).resolves.toMatchObject({ accounts: [{ address: control.state.address }] })
  })

  it('refuses to sign for an account it does not hold', async () => {
    const control = await installWallet()
    await connectFeature(control.wallet).connect()
    const sign = control.wallet.features['solana:signMessage'] as {
      signMessage(input: { account: { address: string }; message: Uint8Array }): Promise<unknown>
    }
    await expect(
      sign.signMessage({
        account: { address: '11111111111111111111111111111111' },
        message: new Uint8Array([1]),
      }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('remembers its authorisation across a reload when persisting', async () => {
    window.localStorage.clear()
    const name = uniqueName('Persisted')
    const first = await installWallet({ name, persist: true })
    await connectFeature(first.wallet).connect()
    first.unregister()
    const second = await installWallet({ name, persist: true })
    expect(second.state.connected).toBe(true)
    expect(await connectFeature(second.wallet).connect({ silent: true })).toMatchObject({
      accounts: [{ address: first.state.address }],
    })
  })

  it('builds an init script with the options inlined, in a scope of its own', () => {
    const script = solanaTestWalletScript({ name: 'Inline', rpcUrl: 'http://127.0.0.1:8909' })
    expect(script).toContain('function installFoyerSolanaTestWallet(options)')
    expect(script).toContain(
      'installFoyerSolanaTestWallet({"name":"Inline","rpcUrl":"http://127.0.0.1:8909"});',
    )
    expect(script.startsWith('(() => {')).toBe(true)
  })
})
