import { describe, expect, it } from 'vitest'
import { animationsSettled } from './support/animations.js'
import { useBrowser } from './support/browser.js'
import { installTestWallet } from './support/wallet.js'

const { newPage, urls } = useBrowser()
const modalChunk = /\/assets\/ModalRoot-[\w-]+\.js$/

describe('loading the modal', () => {
  it('starts loading the modal when the pointer reaches Connect Wallet, before the click', async () => {
    const { page, consoleErrors } = await newPage({ init: installTestWallet })
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto(urls().demo, { waitUntil: 'networkidle' })
    const button = page.getByRole('button', { name: 'Connect Wallet' })
    expect(requested.filter((url) => modalChunk.test(url))).toEqual([])
    const chunk = page.waitForRequest((request) => modalChunk.test(request.url()))
    await button.hover()
    await chunk
    // The pointer alone fetched code, never a service.
    expect(requested.filter((url) => url.startsWith(urls().cloud))).toEqual([])
    await button.click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
    expect(consoleErrors).toEqual([])
  })

  it('starts loading the modal when a finger touches Connect Wallet on a 390 px phone, before the tap ends', async () => {
    const { page, context, consoleErrors } = await newPage({
      init: installTestWallet,
      device: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    })
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto(urls().demo, { waitUntil: 'networkidle' })
    const button = page.getByRole('button', { name: 'Connect Wallet' })
    const box = await button.boundingBox()
    if (!box) throw new Error('Connect Wallet has no box')
    expect(requested.filter((url) => modalChunk.test(url))).toEqual([])
    // A touch screen has no hover: the finger landing on the button is the first sign of intent.
    const touch = await context.newCDPSession(page)
    const finger = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    const chunk = page.waitForRequest((request) => modalChunk.test(request.url()))
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [finger] })
    await chunk
    // Loading started while the finger is still down: no modal yet, and no service was called.
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(requested.filter((url) => url.startsWith(urls().cloud))).toEqual([])
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
    expect(consoleErrors).toEqual([])
  })

  it('asks the wallet directory before the modal renders, and shows installed wallets, email and socials before it answers, where they stay', async () => {
    const { page, consoleErrors } = await newPage({
      init: async (context) => {
        await installTestWallet(context)
        // When the page first calls the directory, and when the dialog first enters the document.
        await context.addInitScript(() => {
          const marks = window as unknown as { directoryAskedAt?: number; dialogAt?: number }
          const fetch = window.fetch
          window.fetch = (input, init) => {
            const url = input instanceof Request ? input.url : String(input)
            if (url.includes('/getWallets')) marks.directoryAskedAt ??= performance.now()
            return fetch(input, init)
          }
          new MutationObserver(() => {
            if (document.querySelector('[role="dialog"]')) marks.dialogAt ??= performance.now()
          }).observe(document, { childList: true, subtree: true })
        })
      },
    })
    // The directory answers only when the test lets it.
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    await page.route('**/getWallets?**', async (route) => {
      await answered
      await route.continue()
    })
    await page.goto(urls().demo, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    await connect.getByRole('button', { name: /Foyer Test Wallet/ }).waitFor()
    await connect.getByRole('textbox', { name: 'Email' }).waitFor()
    await connect.getByRole('button', { name: 'Continue with Google' }).waitFor()
    const { directoryAskedAt, dialogAt } = (await page.evaluate(
      '({ directoryAskedAt: window.directoryAskedAt, dialogAt: window.dialogAt })',
    )) as { directoryAskedAt?: number; dialogAt?: number }
    // Asked as the connection code arrived (with the modal's chunk), not once the view had rendered.
    expect(directoryAskedAt).toBeDefined()
    expect(dialogAt).toBeDefined()
    expect(directoryAskedAt as number).toBeLessThanOrEqual(dialogAt as number)
    const rows = connect.getByRole('list', { name: 'Wallets' }).getByRole('button')
    const before = await rows.count()
    const installed = connect.getByRole('button', { name: /Foyer Test Wallet/ })
    // Where it stays once the modal's entrance has ended (the dialog scales and slides in).
    await animationsSettled(page)
    const placeBefore = await installed.boundingBox()
    answer()
    await expect.poll(() => rows.count()).toBeGreaterThan(before)
    // The directory's rows took the places held for them: the installed wallet has not moved from under
    // the pointer (the modal's height eases over 150 ms; ten frames outlast it).
    await page.evaluate(async () => {
      for (let frame = 0; frame < 10; frame++) await new Promise(requestAnimationFrame)
    })
    await animationsSettled(page)
    expect(await installed.boundingBox()).toEqual(placeBefore)
    expect(consoleErrors).toEqual([])
  })

  it('keeps the host page when the modal chunk cannot be loaded, says so, and Try again opens it', async () => {
    const { page } = await newPage({ init: installTestWallet })
    let offline = true
    await page.route(modalChunk, (route) =>
      offline ? route.abort('internetdisconnected') : route.continue(),
    )
    await page.goto(urls().demo)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()

    const failed = page.getByRole('alertdialog', { name: 'Could not load the wallet modal' })
    await failed.waitFor()
    expect(await failed.textContent()).toContain('Check your connection and try again.')
    // The app's own content is still there: Foyer's failure did not unmount it.
    expect(await page.getByRole('heading', { name: 'Foyer Demo' }).isVisible()).toBe(true)
    expect(await page.getByTestId('block-31337').isVisible()).toBe(true)
    // A modal alert: Try again has the focus, and Escape closes it with the modal.
    const retry = failed.getByRole('button', { name: 'Try again' })
    expect(await retry.evaluate((button) => button === document.activeElement)).toBe(true)
    await page.keyboard.press('Escape')
    await failed.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await failed.waitFor()

    offline = false
    await failed.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
    expect(await failed.count()).toBe(0)
  })

  it('loads the WalletConnect code when the pointer reaches the WalletConnect entry, without contacting the relay', async () => {
    const { page, consoleErrors } = await newPage({ init: installTestWallet })
    const sockets: string[] = []
    page.on('websocket', (socket) => sockets.push(socket.url()))
    await page.goto(urls().demo)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    const entry = dialog.getByRole('button', { name: 'WalletConnect', exact: true })
    await entry.waitFor()
    const sdk = page.waitForResponse((response) => /\/assets\/engine-[\w-]+\.js$/.test(response.url()))
    await entry.hover()
    await sdk
    expect(sockets).toEqual([])
    await entry.click()
    await page.getByRole('img', { name: 'WalletConnect QR code' }).waitFor()
    expect(sockets.some((url) => url.startsWith(urls().relay))).toBe(true)
    expect(consoleErrors).toEqual([])
  })
})
