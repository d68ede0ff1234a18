import { describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import type { FoyerContext } from '../instance/context.js'
import { createMemoryStorage } from '../storage/storage.js'
import { testMainnet, testSepolia, testSolana } from '../testing/networks.js'
import type { SIWXConfig } from './types.js'
import { adoptWalletConnectSignIn, walletConnectSignInRequest } from './walletConnect.js'

function config(): SIWXConfig {
  return {
    createMessage: vi.fn(async ({ accountAddress, chainId }) => ({
      accountAddress,
      chainId,
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1' as const,
      nonce: 'n0nce0123456789ab',
      issuedAt: '2026-11-25T10:00:00.000Z',
      statement: 'Sign in to App',
      expirationTime: '2026-11-25T11:00:00.000Z',
      toString: (): string => '',
    })),
    addSession: vi.fn(async () => {}),
    revokeSession: vi.fn(async () => {}),
    setSessions: vi.fn(async () => {}),
    getSessions: vi.fn(async () => []),
  }
}

// The context is internal; the instance's options and store are what these functions read.
const contextOf = (networks: Parameters<typeof createFoyer>[0]['networks']) => {
  const foyer = createFoyer({ projectId: 'p1', networks, storage: createMemoryStorage() })
  return { options: foyer.options, store: { getState: foyer.getState } } as unknown as FoyerContext
}

describe('one-click sign-in over WalletConnect', () => {
  it("asks the wallet to sign the app's own message, selected network first", async () => {
    const siwx = config()
    const request = await walletConnectSignInRequest(contextOf([testMainnet, testSepolia]), siwx)
    expect(request).toMatchObject({
      chains: ['eip155:1', 'eip155:11155111'],
      domain: 'app.example',
      uri: 'https://app.example',
      nonce: 'n0nce0123456789ab',
      iat: '2026-11-25T10:00:00.000Z',
      statement: 'Sign in to App',
      exp: '2026-11-25T11:00:00.000Z',
    })
    expect(request?.methods).toContain('personal_sign')
  })

  it('does not apply unless every network is eip155', async () => {
    const siwx = config()
    expect(await walletConnectSignInRequest(contextOf([testMainnet, testSolana]), siwx)).toBeUndefined()
    expect(siwx.createMessage).not.toHaveBeenCalled()
  })

  it("stores the selected network's CACAO as the session, with the payload's fields", async () => {
    const siwx = config()
    const cacao = (chain: string) => ({
      p: {
        domain: 'app.example',
        aud: 'https://app.example',
        nonce: 'n',
        iat: 'now',
        iss: `did:pkh:${chain}:0xabc`,
      },
      s: { t: 'eip191', s: `0xsig-${chain}` },
    })
    await adoptWalletConnectSignIn(contextOf([testMainnet, testSepolia]), siwx, [
      {
        chainId: 'eip155:11155111',
        address: '0xabc',
        message: 'msg b',
        signature: '0xsig-b',
        cacao: cacao('eip155:11155111'),
      },
      {
        chainId: 'eip155:1',
        address: '0xabc',
        message: 'msg a',
        signature: '0xsig-a',
        cacao: cacao('eip155:1'),
      },
    ])
    expect(siwx.addSession).toHaveBeenCalledTimes(1)
    expect(siwx.addSession).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'msg a',
        signature: '0xsig-a',
        data: expect.objectContaining({
          accountAddress: '0xabc',
          chainId: 'eip155:1',
          domain: 'app.example',
          uri: 'https://app.example',
        }),
      }),
    )
  })
})
