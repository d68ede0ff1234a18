import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
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
})
