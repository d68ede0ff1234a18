import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import { testMnemonic } from '@foyer/devnet'
import { type OptimismStandIn, startOptimismStandIn } from '@foyer/devnet/node'
import { type RunningFarcaster, startFarcaster } from '@foyer/farcaster'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, DEVICE_B, type Harness, PAGE } from '../_test/harness.js'

// Sign In With Farcaster against the stand-ins: chain 10 with the IdRegistry (anvil), the auth relay
// and the test Farcaster client, all real processes or servers, in this test.
let chain: OptimismStandIn
let farcaster: RunningFarcaster
let site: Harness

beforeAll(async () => {
  chain = await startOptimismStandIn({ port: 0 })
  farcaster = await startFarcaster({ relayPort: 0, clientPort: 0, rpcUrl: chain.rpcUrl })
  site = await createHarness({ farcasterRelayUrl: farcaster.relayUrl, farcasterRpcUrl: chain.rpcUrl })
}, 60_000)
afterAll(async () => {
  await site?.close()
  await farcaster?.stop()
  await chain?.stop()
})

/** What the visitor does in their Farcaster app: open the link, pick the account, Approve. */
async function approveInClient(url: string, fid: number) {
  const page = await fetch(`${farcaster.clientUrl}/?uri=${encodeURIComponent(url)}`)
  expect(await page.text()).toContain(`Sign in to ${new URL(PAGE).host}`)
  const channelToken = new URL(url).searchParams.get('channelToken') ?? ''
  const done = await fetch(`${farcaster.clientUrl}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ channelToken, fid: String(fid) }).toString(),
  })
  expect(done.status).toBe(200)
}

describe('Sign In With Farcaster', () => {
  it('shows a relay link, waits, then signs the fid in with its Farcaster name; the same fid gets the same wallet', async () => {
    const addresses: string[] = []
    for (let round = 0; round < 2; round++) {
      const { body } = await site.call('/api/farcaster/uri', {})
      expect(body.url).toMatch(new RegExp(`^${farcaster.clientUrl}/~/siwf\\?channelToken=`))
      expect((await site.call('/api/farcaster/status', {})).body).toEqual({ state: 'pending' })
      await approveInClient(body.url, 1001)
      const done = await site.call('/api/farcaster/status', {})
      expect(done.body).toMatchObject({ state: 'completed', userName: 'ada' })
      const user = (await site.call('/api/user', { sessionToken: done.body.sessionToken })).body
      expect(user).toMatchObject({ userName: 'ada', email: null })
      addresses.push(user.address)
      // Used once: the same answer does not open a second session.
      expect((await site.call('/api/farcaster/status', {})).body.error.code).toBe('FARCASTER_EXPIRED')
    }
    expect(addresses[1]).toBe(addresses[0])
  })

  it('keeps a request to the browser that asked, and says when it has expired', async () => {
    await site.call('/api/farcaster/uri', {})
    expect((await site.call('/api/farcaster/status', {}, { device: DEVICE_B })).body.error.code).toBe(
      'FARCASTER_EXPIRED',
    )
    site.clock.now += 5 * 60_000 + 1
    expect((await site.call('/api/farcaster/status', {})).body.error).toEqual({
      code: 'FARCASTER_EXPIRED',
      message: 'This Farcaster request has expired. Get a new code.',
    })
    // The relay's own expiry says the same.
    const short = await startFarcaster({ relayPort: 0, clientPort: 0, rpcUrl: chain.rpcUrl, channelTtlMs: 0 })
    const quick = await createHarness({ farcasterRelayUrl: short.relayUrl, farcasterRpcUrl: chain.rpcUrl })
    try {
      await quick.call('/api/farcaster/uri', {})
      expect((await quick.call('/api/farcaster/status', {})).body.error.code).toBe('FARCASTER_EXPIRED')
    } finally {
      await quick.close()
      await short.stop()
    }
  })

  describe('refuses a message', () => {
    const domain = 'localhost:5173'
    const nonce = 'abcdef123456'
    const build = (args: { signerIndex: number; fid: number; domain?: string; expiresAt?: Date }) => {
      const wallet = createWalletClient({
        relay: farcaster.relayUrl,
        ethereum: viemConnector({ rpcUrl: chain.rpcUrl }),
      })
      const signer = mnemonicToAccount(testMnemonic, { addressIndex: args.signerIndex })
      let { message } = wallet.buildSignInMessage({
        address: signer.address,
        fid: args.fid,
        uri: 'http://localhost:5173',
        domain: args.domain ?? domain,
        nonce,
      })
      if (!message) throw new Error('The message could not be built')
      // The builder refuses a past expiry, so the line is added as a stale client would send it.
      if (args.expiresAt)
        message = message.replace(/(Issued At: .*)/, `$1\nExpiration Time: ${args.expiresAt.toISOString()}`)
      return signer.signMessage({ message }).then((signature) => ({ message, signature }))
    }

    it('signed by its fid custody key: accepted', async () => {
      const signed = await build({ signerIndex: 12, fid: 1001 })
      await expect(site.deps.farcaster.verify({ nonce, domain, ...signed })).resolves.toEqual({ fid: 1001 })
    })

    it('signed by an address that does not own the fid', async () => {
      const signed = await build({ signerIndex: 13, fid: 1001 })
      await expect(site.deps.farcaster.verify({ nonce, domain, ...signed })).rejects.toThrow(
        /does not own fid 1001/,
      )
    })

    it('past its expiration time (the same message with a future one is accepted)', async () => {
      const later = await build({ signerIndex: 12, fid: 1001, expiresAt: new Date(Date.now() + 60_000) })
      expect(later.message).toContain('Expiration Time: ')
      await expect(site.deps.farcaster.verify({ nonce, domain, ...later })).resolves.toEqual({ fid: 1001 })
      const stale = await build({ signerIndex: 12, fid: 1001, expiresAt: new Date(Date.now() - 60_000) })
      await expect(site.deps.farcaster.verify({ nonce, domain, ...stale })).rejects.toThrow('Invalid message')
    })

    it('for another domain or another nonce', async () => {
      const signed = await build({ signerIndex: 12, fid: 1001, domain: 'evil.test' })
      await expect(site.deps.farcaster.verify({ nonce, domain, ...signed })).rejects.toThrow('Invalid domain')
      const fresh = await build({ signerIndex: 12, fid: 1001 })
      await expect(site.deps.farcaster.verify({ nonce: 'zzzzzzzzzzzz', domain, ...fresh })).rejects.toThrow(
        'Invalid nonce',
      )
    })
  })
})
