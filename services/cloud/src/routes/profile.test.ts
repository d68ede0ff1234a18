import { addresses, testAccounts } from '@foyer/devnet'
import { createPublicClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnetApp, type DevnetApp } from '../testing/devnetApp.js'
import { testSmartAccount } from '../testing/smartAccounts.js'

const alice = privateKeyToAccount(testAccounts[4].privateKey as Hex)
const mallory = privateKeyToAccount(testAccounts[5].privateKey as Hex)
const coinType = (0x80000000 | 31337) >>> 0

describe('account names', () => {
  let s: DevnetApp
  beforeAll(async () => {
    s = await createDevnetApp()
  }, 120_000)
  afterAll(() => s.close())

  const post = (body: unknown) =>
    s.call('/v1/profile/account', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const message = (name: string, timestamp = Math.floor(Date.now() / 1000)) =>
    JSON.stringify({ name, attributes: {}, timestamp })
  async function register(name: string, account = alice, overrides: Record<string, unknown> = {}) {
    const text = message(name)
    return post({
      coin_type: coinType,
      address: account.address,
      message: text,
      signature: await account.signMessage({ message: text }),
      ...overrides,
    })
  }
  /** A viem client on chain A whose CCIP-read requests reach the app (the gateway's real handler). */
  const ensClient = () =>
    createPublicClient({
      transport: http(s.configs[0]?.rpcUrl),
      ccipRead: {
        async request({ data, sender }) {
          const response = await s.call(`/v1/profile/ccip/${sender}/${data}.json`)
          return ((await response.json()) as { data: Hex }).data
        },
      },
    })

  it('registers a name signed by its account, looks it up both ways, and resolves it on chain', async () => {
    const response = await register('alice-test.foyer.id')
    expect(response.status, await response.clone().text()).toBe(200)
    const lookup = (await (await s.call('/v1/profile/account/alice-test.foyer.id?apiVersion=2')).json()) as {
      name: string
      addresses: Record<string, { address: string }>
    }
    expect(lookup.name).toBe('alice-test.foyer.id')
    expect(lookup.addresses[String(coinType)]?.address).toBe(alice.address)
    const reverse = (await (await s.call(`/v1/profile/reverse/${alice.address}?apiVersion=2`)).json()) as {
      name: string
    }[]
    expect(reverse.map((r) => r.name)).toEqual(['alice-test.foyer.id'])
    // The Account view's identity shows it (no reverse record on chain for zone names).
    const identity = await s.call(
      `/v1/identity/${alice.address}?sender=${alice.address}&chainId=eip155:31337`,
    )
    expect(await identity.json()).toEqual({ name: 'alice-test.foyer.id', avatar: null })

    const client = ensClient()
    const universalResolverAddress = addresses[31337].ensUniversalResolver
    expect(await client.getEnsAddress({ name: 'alice-test.foyer.id', universalResolverAddress })).toBe(
      alice.address,
    )
    expect(await client.getEnsAddress({ name: 'nobody-here.foyer.id', universalResolverAddress })).toBeNull()
    // And back: ENSIP-19's default.reverse gives the account its zone name as primary name.
    expect(await client.getEnsName({ address: alice.address, universalResolverAddress })).toBe(
      'alice-test.foyer.id',
    )
    expect(await client.getEnsName({ address: mallory.address, universalResolverAddress })).toBeNull()
    // Accounts with a reverse record on chain keep it.
    expect(await client.getEnsName({ address: testAccounts[1].address, universalResolverAddress })).toBe(
      'alice.eth',
    )
    // Names outside the zone still resolve from the chain alone.
    expect(await client.getEnsAddress({ name: 'alice.eth', universalResolverAddress })).toBe(
      testAccounts[1].address,
    )
  })

  it('refuses a taken name, short names, other characters, stale messages, bad coin types and other signers', async () => {
    expect((await register('taken-name.foyer.id')).status).toBe(200)
    const taken = await register('taken-name.foyer.id', mallory)
    expect(taken.status).toBe(409)
    expect(await taken.json()).toEqual({ message: 'The name taken-name.foyer.id is already taken' })

    for (const name of ['abc.foyer.id', 'a_bc.foyer.id']) {
      const refused = await register(name)
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as { message: string }).message).toBe(
        'Names may use letters, digits and hyphens only, and need at least 4 characters',
      )
    }
    const stale = message('stale-name.foyer.id', Math.floor(Date.now() / 1000) - 3600)
    const staleResponse = await post({
      coin_type: coinType,
      address: alice.address,
      message: stale,
      signature: await alice.signMessage({ message: stale }),
    })
    expect(((await staleResponse.json()) as { message: string }).message).toBe(
      'The message is stale: sign a new one',
    )
    const badCoin = await register('bad-coin.foyer.id', alice, { coin_type: 1234 })
    expect(((await badCoin.json()) as { message: string }).message).toBe('Invalid chainId')
    const text = message('not-mine.foyer.id')
    const forged = await post({
      coin_type: coinType,
      address: alice.address,
      message: text,
      signature: await mallory.signMessage({ message: text }),
    })
    expect(((await forged.json()) as { message: string }).message).toBe(
      'The signature does not match the address',
    )
  })

  it('suggests the typed name with its state and free alternatives', async () => {
    await register('suggest-me.foyer.id')
    const response = await s.call('/v1/profile/suggestions/suggest-me?zone=foyer.id')
    const { suggestions } = (await response.json()) as {
      suggestions: { name: string; registered: boolean }[]
    }
    expect(suggestions[0]).toEqual({ name: 'suggest-me.foyer.id', registered: true })
    expect(suggestions.length).toBe(4)
    expect(suggestions.slice(1).every((x) => !x.registered && x.name.endsWith('.foyer.id'))).toBe(true)
    expect((await s.call('/v1/profile/suggestions/ab?zone=foyer.id')).status).toBe(400)
    // Another zone, or an empty one, is refused with what was wrong.
    const other = await s.call('/v1/profile/suggestions/suggest-me?zone=other.id')
    expect(other.status).toBe(400)
    expect(((await other.json()) as { message: string }).message).toMatch(/foyer\.id only/)
    const empty = await s.call('/v1/profile/suggestions/suggest-me?zone=')
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as { message: string }).message).toMatch(/zone/)
  })

  it('verifies a deployed smart account (ERC-1271) and a counterfactual one (ERC-6492)', async () => {
    const owner = privateKeyToAccount(testAccounts[6].privateKey as Hex)
    const rpcUrl = s.configs[0]?.rpcUrl as string
    const deployed = await testSmartAccount(rpcUrl, owner, 'names deployed', true)
    const counterfactual = await testSmartAccount(rpcUrl, owner, 'names later', false)
    expect([deployed.deployed, counterfactual.deployed]).toEqual([true, false])
    for (const [account, name] of [
      [deployed, 'smart-deployed.foyer.id'],
      [counterfactual, 'smart-later.foyer.id'],
    ] as const) {
      const text = message(name)
      const response = await post({
        coin_type: coinType,
        address: account.address,
        message: text,
        signature: await account.signMessage(text),
      })
      expect(response.status, await response.clone().text()).toBe(200)
    }
    // Another key's signature for the same smart account is refused.
    const forgedText = message('smart-forged.foyer.id')
    const forged = await post({
      coin_type: coinType,
      address: deployed.address,
      message: forgedText,
      signature: await mallory.signMessage({ message: forgedText }),
    })
    expect(forged.status).toBe(400)
  })

  it('answers the gateway only for resolve requests, without a project id', async () => {
    const bad = await s.app.request(`/v1/profile/ccip/${addresses[31337].ensUniversalResolver}/0x1234.json`)
    expect(bad.status).toBe(400)
  })
})
