import { describe, expect, it } from 'vitest'
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
