import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.js'
import { newEmail } from './support/emailLogin.js'
import { openPasskeysCard, showRecoveryKit, signInAsEoa } from './support/passkeyFlows.js'
import { addAuthenticator } from './support/passkeys.js'

// The recovery kit's Copy and Download on the frame's card, in the browser: the secure site is another
// site than the demo page, and its frame writes the clipboard (the page's iframe allows clipboard-write)
// and starts a download from a blob, on the visitor's press.
const { newPage, urls } = useBrowser()

describe('the recovery kit', () => {
  it('copies the kit’s exact text to the clipboard and downloads it as a file with the same text', async () => {
    const { page, context } = await newPage({
      init: (context) => context.grantPermissions(['clipboard-read', 'clipboard-write']),
    })
    await addAuthenticator(context, page)
    const address = await signInAsEoa(page, urls(), newEmail('kit'))
    const frame = await openPasskeysCard(page, address)
    const card = frame.getByRole('dialog', { name: 'Passkeys' })
    const kit = await showRecoveryKit(frame)
    expect(kit).toContain(`Wallet: ${address}`)
    expect(kit).toMatch(/Secret: foyer-kit-v1-[A-Za-z0-9_-]{43}/)

    // Copy: the clipboard holds the kit, read back in another tab of this browser (focused, as reading needs).
    await card.getByRole('button', { name: 'Copy' }).click()
    await card.getByText('Copied', { exact: true }).waitFor()
    const reader = await context.newPage()
    await reader.goto(urls().demo)
    expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(kit)
    await reader.close()

    // Download: a file named for the kit whose content is the kit.
    const downloaded = page.waitForEvent('download')
    await card.getByRole('button', { name: 'Download' }).click()
    const download = await downloaded
    expect(download.suggestedFilename()).toBe('foyer-recovery-kit.txt')
    expect(await readFile(await download.path(), 'utf8')).toBe(kit)

    // The kit is still the one the card shows; Continue then keeps the key on the device.
    await card.getByRole('checkbox', { name: 'I saved it' }).check()
    await card.getByRole('button', { name: 'Continue' }).click()
    await card.getByText('The key is now kept on your devices.').waitFor()
    await context.close()
  }, 120_000)
})
