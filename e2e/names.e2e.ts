import { addresses, testAccounts } from '@foyer/devnet'
import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from './support/axe.js'
import { useBrowser } from './support/browser.js'
import { connectTestWallet, installTestWallet } from './support/wallet.js'

const { newPage, urls } = useBrowser()
// An account of its own: a name changes how the Account view shows it, which other files check.
const account = testAccounts[5]?.address as `0x${string}`
const short = `${account.slice(0, 4)}…${account.slice(-6)}`

describe('account names', () => {
  it('registers alice-test with live availability and suggestions, and the name resolves on chain', async () => {
    const { page, context, consoleErrors } = await newPage({
      init: (c) => installTestWallet(c, { account }),
    })
    await connectTestWallet(page)
    await page.getByRole('button', { name: new RegExp(short) }).click()
    const dialog = page.getByRole('dialog', { name: 'Account' })
    await dialog.getByRole('button', { name: 'Choose a name' }).click()
    const register = page.getByRole('dialog', { name: 'Choose a name' })
    const input = register.getByRole('textbox', { name: 'Account name' })
    const status = register.getByRole('status')

    // Too short, or a character it does not allow.
    for (const bad of ['abc', 'a_bc']) {
      await input.fill(bad)
      await status
        .getByText('Names may use letters, digits and hyphens only, and need at least 4 characters')
        .waitFor()
      expect(await register.getByRole('button', { name: 'Register name' }).isDisabled()).toBe(true)
    }

    await input.fill('alice-test')
    await status.getByText('alice-test.foyer.id is available').waitFor()
    const suggestions = register.getByRole('region', { name: 'Available names' }).getByRole('button')
    expect(await suggestions.count()).toBeGreaterThan(0)
    expect(await suggestions.first().textContent()).toMatch(/\.foyer\.id$/)
    await expectNoAxeViolations(page, 'RegisterAccountName')

    await register.getByRole('button', { name: 'Register name' }).click()
    const done = page.getByRole('dialog', { name: 'Name registered' })
    await done.getByText('alice-test.foyer.id is yours').waitFor()
    await done.getByRole('button', { name: 'Back to account' }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByText('alice-test.foyer.id').waitFor()

    // The chain resolves it: the devnet's UniversalResolver follows the zone's CCIP-read resolver to the cloud.
    const client = createPublicClient({ transport: http(urls().chainA) })
    const resolved = await client.getEnsAddress({
      name: 'alice-test.foyer.id',
      universalResolverAddress: addresses[31337].ensUniversalResolver,
    })
    expect(resolved).toBe(account)
    expect(
      await client.getEnsName({
        address: account,
        universalResolverAddress: addresses[31337].ensUniversalResolver,
      }),
    ).toBe('alice-test.foyer.id')

    expect(consoleErrors).toEqual([])
    await context.close()
  })
})
