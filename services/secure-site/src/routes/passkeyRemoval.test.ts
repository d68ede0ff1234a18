import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addPasskey, deviceWallet, lastCredentialOf, wrapForPasskey } from '../_test/deviceWallet.js'
import { createHarness, type Harness, SITE } from '../_test/harness.js'
import { createSoftAuthenticator } from '../_test/softAuthenticator.js'
import { useTwoInstances } from '../_test/twoInstances.js'

type Answer = Awaited<ReturnType<Harness['call']>>

/** What each of several removals answered: 'removed' or its error code. */
const outcomes = (answers: Answer[]) =>
  answers.map((answer) => (answer.body.removed ? 'removed' : answer.body.error?.code)).sort()

/** A device-mode wallet with two passkeys holding its key and one (added with another's help) not yet. */
async function twoHolders(h: Harness, email: string) {
  const wallet = await deviceWallet(h, email)
  const laptop = createSoftAuthenticator(SITE)
  await addPasskey(h, wallet.token, laptop)
  expect((await wrapForPasskey(h, wallet, laptop)).status).toBe(200)
  const phone = createSoftAuthenticator(SITE)
  await addPasskey(h, wallet.token, phone)
  return { wallet, holders: [wallet.credentialId, lastCredentialOf(laptop)] }
}

const holdersOf = async (h: Harness, token: string) =>
  (
    (await h.call('/api/device-key/state', { sessionToken: token })).body.passkeys as {
      holdsKey: boolean
    }[]
  ).filter((key) => key.holdsKey).length

describe('removing passkeys at once (one instance)', () => {
  let h: Harness
  beforeAll(async () => {
    h = await createHarness()
  })
  afterAll(() => h.close())

  it('keeps the last passkey holding a device-mode key when two holders are removed at once', async () => {
    const { wallet, holders } = await twoHolders(h, 'holders@example.com')
    const answers = await Promise.all(
      holders.map((id) => h.call('/api/passkey/remove', { sessionToken: wallet.token, id })),
    )
    expect(outcomes(answers)).toEqual(['DEVICE_KEY_LAST', 'removed'])
    expect(await holdersOf(h, wallet.token)).toBe(1)
    // The wallet still signs: the holder left is asked for the next request.
    const { body } = await h.call('/api/passkey/confirm/options', {
      sessionToken: wallet.token,
      chainId: 31337,
      request: { method: 'personal_sign', params: ['0x00', wallet.address] },
    })
    expect(body.options.allowCredentials).toHaveLength(1)
    expect(Object.keys(body.device.wraps)).toHaveLength(1)
  })
})

// Debian's PostgreSQL, two instances of the secure site on it (as behind a load balancer): the removals
// run in two connections at the same time, each in its own transaction.
describe('removing passkeys at once (two instances on PostgreSQL)', () => {
  const instances = useTwoInstances()

  it('leaves one of two passkeys when both are removed at once without a code', async () => {
    for (let round = 0; round < 5; round += 1) {
      const email = `two-${round}@example.com`
      const token = await instances.first.signIn(email)
      const ids = []
      for (const authenticator of [createSoftAuthenticator(SITE), createSoftAuthenticator(SITE)])
        ids.push((await addPasskey(instances.first, token, authenticator)).body.id as string)
      const answers = await Promise.all([
        instances.first.call('/api/passkey/remove', { sessionToken: token, id: ids[0] }),
        instances.second.call('/api/passkey/remove', { sessionToken: token, id: ids[1] }),
      ])
      expect(outcomes(answers)).toEqual(['PASSKEY_LAST', 'removed'])
      expect(
        (await instances.first.call('/api/passkey/list', { sessionToken: token })).body.passkeys,
      ).toHaveLength(1)
    }
  })

  it('keeps the last passkey holding a device-mode key when two holders are removed at once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { wallet, holders } = await twoHolders(instances.first, `holders-${round}@example.com`)
      const answers = await Promise.all([
        instances.first.call('/api/passkey/remove', { sessionToken: wallet.token, id: holders[0] }),
        instances.second.call('/api/passkey/remove', { sessionToken: wallet.token, id: holders[1] }),
      ])
      expect(outcomes(answers)).toEqual(['DEVICE_KEY_LAST', 'removed'])
      expect(await holdersOf(instances.second, wallet.token)).toBe(1)
    }
  })
})
