import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { bitcoinSigner, chains, solanaSigner } from './_test/keys.js'
import { createLocalSiwx } from './localSiwx.js'

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const other = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

function memory() {
  const items = new Map<string, string>()
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  }
}

describe('createLocalSiwx', () => {
  it('keeps a session whose signature is the account’s, finds it, and revokes it', async () => {
    const siwx = createLocalSiwx({
      storage: memory(),
      domain: 'app.example',
      uri: 'https://app.example',
      statement: 'Hi',
    })
    const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
    const text = message.toString()
    expect(text).toContain('app.example wants you to sign in')
    await siwx.addSession({
      data: message,
      message: text,
      signature: await account.signMessage({ message: text }),
    })
    expect(await siwx.getSessions('eip155:1', account.address.toLowerCase())).toHaveLength(1)
    expect(await siwx.getSessions('eip155:10', account.address)).toHaveLength(0)
    await siwx.revokeSession('eip155:1', account.address)
    expect(await siwx.getSessions('eip155:1', account.address)).toHaveLength(0)
  })

  it('refuses a signature by another account, and forgets expired sessions', async () => {
    const siwx = createLocalSiwx({
      storage: memory(),
      domain: 'app.example',
      uri: 'https://app.example',
      expiresInMs: -1,
    })
    const message = await siwx.createMessage({ accountAddress: account.address, chainId: 'eip155:1' })
    const text = message.toString()
    await expect(
      siwx.addSession({
        data: message,
        message: text,
        signature: await other.signMessage({ message: text }),
      }),
    ).rejects.toThrow('The signature does not match the account')
    await siwx.addSession({
      data: message,
      message: text,
      signature: await account.signMessage({ message: text }),
    })
    expect(await siwx.getSessions('eip155:1', account.address)).toHaveLength(0)
    expect(siwx.getRequired?.()).toBe(false)
  })

  it('keeps Solana and Bitcoin sessions whose signatures are the account’s, and refuses tampered ones', async () => {
    for (const [chainId, signer, other] of [
      [chains.solana, solanaSigner(0), solanaSigner(1)],
      [chains.bitcoinRegtest, bitcoinSigner(0), bitcoinSigner(1)],
      [chains.bitcoinRegtest, bitcoinSigner(2, 'taproot'), bitcoinSigner(3, 'taproot')],
    ] as const) {
      const siwx = createLocalSiwx({ storage: memory(), domain: 'app.example', uri: 'https://app.example' })
      const message = await siwx.createMessage({ accountAddress: signer.address, chainId })
      const text = message.toString()
      await expect(
        siwx.addSession({ data: message, message: text, signature: other.signMessage(text) }),
      ).rejects.toThrow('The signature does not match the account')
      const signature = signer.signMessage(text)
      // The text signed, then changed: its nonce no longer matches the signature.
      const changed = text.replace(`Nonce: ${message.nonce}`, 'Nonce: 0therN0nce1234567')
      await expect(siwx.addSession({ data: message, message: changed, signature })).rejects.toThrow(
        'The signature does not match the account',
      )
      await siwx.addSession({ data: message, message: text, signature })
      expect(await siwx.getSessions(chainId, signer.address)).toHaveLength(1)
      expect(await siwx.getSessions(chainId, other.address)).toHaveLength(0)
      await siwx.revokeSession(chainId, signer.address)
      expect(await siwx.getSessions(chainId, signer.address)).toHaveLength(0)
    }
  })

  it('refuses a session whose data names another account than its signed message', async () => {
    const signer = solanaSigner(0)
    const siwx = createLocalSiwx({ storage: memory(), domain: 'app.example', uri: 'https://app.example' })
    const message = await siwx.createMessage({ accountAddress: signer.address, chainId: chains.solana })
    const text = message.toString()
    await expect(
      siwx.addSession({
        data: { ...message, accountAddress: solanaSigner(1).address },
        message: text,
        signature: signer.signMessage(text),
      }),
    ).rejects.toThrow('The session does not match its message')
  })
})
