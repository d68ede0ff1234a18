import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BrowserContext, BrowserContextOptions, Page, Route } from 'playwright-core'
import { build } from 'vite'
import { buildConsumerApps, builtPageBytes } from '../../scripts/consumerApps.mjs'
import { median } from '../support/chromium.js'
import type { BenchStack } from './harness.js'
import { trackBytes } from './pageBytes.js'
import { serveBuilt } from './serveBuilt.js'

const ROUNDS = Number(process.env.FOYER_BENCH_ROUNDS || 7)
const PROJECT_ID = 'c0ffee00000000000000000000000001'
const appkitDir = join(dirname(fileURLToPath(import.meta.url)), '../appkit-client')
/** The demo's build, which the stack serves (e2e/support/globalSetup.ts builds it). */
const demoDist = join(dirname(fileURLToPath(import.meta.url)), '../../apps/demo/dist')
/** The hosted APIs AppKit 1.7.4 calls; the bench answers them from the local cloud, as the e2e test does. */
const HOSTED_APIS = new Set(['api.web3modal.org', 'rpc.walletconnect.org', 'pulse.walletconnect.org'])

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const ms = (value: number) => `${value.toFixed(0)} ms`

/** One page the bench opens: Foyer's apps (this checkout's, and another's when comparing) or AppKit's. */
interface Contender {
  label: string
  kind: 'foyer' | 'appkit'
  /** The page with its query (the stack's RPC and cloud). */
  url: string
  origin: string
  /** The page's bytes in its HTML (built output). */
  built: number
  /** Not a bench app beside the floor (the demo, with its own UI): its bytes print without the ratio. */
  ownPage?: true
}

/** How long any one wait of the bench may take before it fails, naming the contender and what it saw. */
const WAIT_MS = Number(process.env.FOYER_BENCH_WAIT_MS || 30_000)

/**
 * Arms a timer in the page: from the click event (capture phase) to the first frame painted with a wallet
 * row in a visible dialog (Foyer's list item, AppKit's row or grid item inside its shadow roots), polled each
 * frame, so Playwright's own polling adds nothing. Gives up after WAIT_MS with what the page showed.
 */
async function armWalletListTimer(page: Page, startOn: 'click' | 'pointerdown' = 'click') {
  await page.evaluate(`window.foyerBench = new Promise((resolve, reject) => {
    let start = 0
    let done = false
    const fail = (what) => { if (!done) { done = true; reject(new Error(what + '; ' + window.benchSaw())) } }
    // A ${startOn} that never reaches the page, or a list that never shows, fails rather than waits for ever.
    const unstarted = setTimeout(() => fail('no ${startOn} reached the page in ${WAIT_MS} ms'), ${WAIT_MS})
    document.addEventListener('${startOn}', () => {
      start = performance.now()
      window.benchStart = start
      clearTimeout(unstarted)
      setTimeout(() => fail('no wallet row ${WAIT_MS} ms after the ${startOn}'), ${WAIT_MS})
      frame()
    }, { capture: true, once: true })
    const frame = () => requestAnimationFrame(() => {
      if (done) return
      if (!window.walletListShown()) return frame()
      // The frame that drew it: the next one starts once it is painted.
      requestAnimationFrame(() => { done = true; resolve(performance.now() - start) })
    })
  }); undefined`)
}

/** Waits for the armed timer, failing with the contender's name and what its page showed. */
async function walletListTime(page: Page, who: Contender, step: string): Promise<number> {
  try {
    return (await page.evaluate('window.foyerBench')) as number
  } catch (error) {
    throw new Error(`${who.label}, ${step}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** Runs one Playwright step with the contender's name and what its page showed in the error. */
async function step<T>(page: Page, who: Contender, what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    const saw = await page.evaluate('window.benchSaw()').catch(() => 'the page did not answer')
    throw new Error(
      `${who.label}, ${what}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}; ${saw}`,
    )
  }
}

/**
 * Whether a wallet row is visible, and what the page shows when none is (for a failed wait): dialogs, their
 * text, wallet rows (a string: the TypeScript loader would add helpers the page lacks).
 */
const WALLET_LIST_SHOWN = `(() => {
  const all = (root, selector, found = []) => {
    found.push(...root.querySelectorAll(selector))
    for (const host of root.querySelectorAll('*')) if (host.shadowRoot) all(host.shadowRoot, selector, found)
    return found
  }
  // AppKit lists wallets as rows on a desktop (wui-list-wallet) and, on a phone, opens straight on its grid
  // of all wallets (w3m-all-wallets-list-item).
  const ROWS = '[role="dialog"] .foyer-list-item, wui-list-wallet, w3m-all-wallets-list-item'
  // Every request for the cold click's timeline (the default buffer stops at 250), and long tasks
  // (compile, render).
  performance.setResourceTimingBufferSize(2000)
  window.benchLongTasks = []
  new PerformanceObserver((list) => window.benchLongTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true })
  window.walletListShown = () => all(document, ROWS).some((element) => element.checkVisibility())
  window.benchSaw = () => {
    const dialogs = all(document, '[role="dialog"], [role="alertdialog"], w3m-modal')
    const rows = all(document, ROWS)
    const text = dialogs.map((d) => (d.getAttribute('role') ?? d.localName) + ': "' + (d.innerText || d.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 160) + '"')
    return 'saw ' + dialogs.length + ' dialog(s) [' + text.join('; ') + '], ' + rows.length + ' wallet row(s) (' + rows.filter((r) => r.checkVisibility()).length + ' visible)'
  }
})()`

/**
 * Where the cold click's time went: each request (code, data, images) and long task from the click on,
 * in ms after the click (start-end), for the first round's printout.
 */
const TIMELINE = `(() => {
  const at = (t) => Math.round(t - window.benchStart)
  const short = (url) => { const u = new URL(url); return (u.pathname.split('/').pop() || u.pathname).replace(/-[\\w-]{8}\\.js$/, '.js') + (u.search ? '?…' : '') }
  const requests = performance.getEntriesByType('resource').filter((e) => e.startTime >= window.benchStart - 20)
    .map((e) => short(e.name) + ' ' + at(e.startTime) + '-' + at(e.responseEnd))
  const tasks = window.benchLongTasks.filter((e) => e.startTime >= window.benchStart - 20)
    .map((e) => 'long task ' + at(e.startTime) + '-' + at(e.startTime + e.duration))
  return [...requests, ...tasks].join(', ')
})()`

/** Resolves once the page has had no request in flight for 500 ms (or after 5 s of steady traffic). */
function networkQuiet(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const inFlight = new Set<unknown>()
    let timer: ReturnType<typeof setTimeout> | undefined
    const cap = setTimeout(() => done(), 5000)
    const settle = () => {
      clearTimeout(timer)
      if (inFlight.size === 0) timer = setTimeout(done, 500)
    }
    const started = (request: unknown) => {
      inFlight.add(request)
      clearTimeout(timer)
    }
    const ended = (request: unknown) => {
      inFlight.delete(request)
      settle()
    }
    const done = () => {
      clearTimeout(cap)
      clearTimeout(timer)
      page.off('request', started)
      page.off('requestfinished', ended)
      page.off('requestfailed', ended)
      resolve()
    }
    page.on('request', started)
    page.on('requestfinished', ended)
    page.on('requestfailed', ended)
    settle()
  })
}

/**
 * The requests for code (scripts from the page's own origin) that started from `armedAt` (just before the
 * pointer moved to the button: a hover on the way loads code too) until the painted wallet list, by the
 * page's resource timings. A listener on Playwright's requests would also count what starts in the few
 * ms the paint's news takes to reach this process (the adapters' code, fetched right after the paint).
 */
async function codeUntilPaint(page: Page, origin: string, armedAt: number, paintedAt: number) {
  const names = (await page.evaluate(`performance.getEntriesByType('resource')
    .filter((e) => e.name.startsWith(${JSON.stringify(origin)}) && /\\.js(\\?|$)/.test(e.name))
    .filter((e) => e.startTime >= ${armedAt} && e.startTime <= ${paintedAt})
    .map((e) => new URL(e.name).pathname.replace(/^\\/assets\\//, ''))`)) as string[]
  return { code: names.length, names }
}

/** The Connect button of each contender: Foyer's button, AppKit's appkit-button (its shadow root). */
const connectButton = (page: Page, who: Contender) =>
  who.kind === 'appkit'
    ? page.locator('appkit-button').getByRole('button').first()
    : page.getByRole('button', { name: 'Connect Wallet' })

async function rerouteHostedApis(context: BrowserContext, cloud: string) {
  await context.route('**/*', async (route: Route) => {
    const url = new URL(route.request().url())
    if (HOSTED_APIS.has(url.hostname)) {
      try {
        const response = await route.fetch({ url: `${cloud}${url.pathname}${url.search}` })
        return await route.fulfill({ response })
      } catch {
        return route.abort('failed')
      }
    }
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return route.continue()
    return route.abort('blockedbyclient')
  })
  await context.routeWebSocket(/.*/, (socket) => socket.close())
}

interface Sample {
  /** Gzip bytes of the scripts, styles and document the page received before any click (network idle). */
  bytes: number
  /** The code among them that its HTML does not reference: fetched after it, before any click. */
  afterHtml: string[]
  cold: number
  /** Requests for code started between the click (the pointer's way to it) and the painted wallet list. */
  code: number
  /** Those requests' files. */
  names: string[]
  /** The cold click's requests and long tasks, in ms after the click. */
  timeline: string
  warm: number
  intent: number
  /** A 390 px touch phone: from the finger down to the painted list (no hover on a touch screen). */
  touch: number
}

async function newContext(stack: BenchStack, options: BrowserContextOptions = {}) {
  const context = await stack.browser.newContext(options)
  // Every Playwright wait fails after WAIT_MS (page.evaluate has no timeout: the timer above has its own).
  context.setDefaultTimeout(WAIT_MS)
  await rerouteHostedApis(context, stack.cloud)
  await context.addInitScript(WALLET_LIST_SHOWN)
  return context
}

/** A cold open and a warm reopen (fresh context), an open after a 250 ms hover, and a tap on a phone. */
async function sample(stack: BenchStack, who: Contender): Promise<Sample> {
  const { url, origin } = who
  const context = await newContext(stack)
  try {
    const page = await context.newPage()
    const bytes = trackBytes(page, origin)
    await step(page, who, 'loading the page', () => page.goto(url, { waitUntil: 'networkidle' }))
    const beforeClick = bytes.total()
    const afterHtml = bytes.afterHtml()
    const button = connectButton(page, who)
    await step(page, who, 'waiting for the Connect button', () => button.waitFor())
    await armWalletListTimer(page)
    const armedAt = (await page.evaluate('performance.now()')) as number
    await step(page, who, 'cold click', () => button.click())
    const coldTime = await walletListTime(page, who, 'cold click')
    // Until the open's requests (the directory, its images, code fetched after the paint) are done, so the
    // timeline shows them and the warm open below starts from a quiet page. (waitForLoadState('networkidle')
    // would return at once: the page reached that state when it loaded.)
    await step(page, who, 'network quiet after the cold open', () => networkQuiet(page))
    const paintedAt = ((await page.evaluate('window.benchStart')) as number) + coldTime
    const cold = { time: coldTime, ...(await codeUntilPaint(page, origin, armedAt, paintedAt)) }
    const timeline = `list painted at ${Math.round(cold.time)}; ${(await page.evaluate(TIMELINE)) as string}`
    await page.keyboard.press('Escape')
    await step(page, who, 'closing with Escape', () => page.waitForFunction('!window.walletListShown()'))
    await armWalletListTimer(page)
    await step(page, who, 'warm click', () => button.click())
    const warm = await walletListTime(page, who, 'warm click')

    // The pointer rests on the button a moment before the click.
    const hovered = await context.newPage()
    await step(hovered, who, 'loading the page (hover)', () =>
      hovered.goto(url, { waitUntil: 'networkidle' }),
    )
    const hoverButton = connectButton(hovered, who)
    await step(hovered, who, 'hover', () => hoverButton.hover())
    await hovered.waitForTimeout(250)
    await armWalletListTimer(hovered)
    await step(hovered, who, 'click after a hover', () => hoverButton.click())
    const intent = await walletListTime(hovered, who, 'click after a hover')
    return {
      bytes: beforeClick,
      afterHtml,
      cold: cold.time,
      code: cold.code,
      names: cold.names,
      timeline,
      warm,
      intent,
      touch: await tap(stack, who),
    }
  } finally {
    await context.close()
  }
}

/** A tap on a 390 px touch phone, cold: from the finger down (pointerdown) to the painted wallet list. */
async function tap(stack: BenchStack, who: Contender): Promise<number> {
  const { url } = who
  const context = await newContext(stack, {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  })
  try {
    const page = await context.newPage()
    await step(page, who, 'loading the page (phone)', () => page.goto(url, { waitUntil: 'networkidle' }))
    const button = connectButton(page, who)
    await step(page, who, 'waiting for the Connect button (phone)', () => button.waitFor())
    await armWalletListTimer(page, 'pointerdown')
    await step(page, who, 'tap', () => button.tap())
    return await walletListTime(page, who, 'tap on a phone')
  } finally {
    await context.close()
  }
}

async function buildAppKit(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'foyer-bench-appkit-'))
  await build({ root: appkitDir, configFile: false, logLevel: 'error', build: { outDir, emptyOutDir: true } })
  return outDir
}

/**
 * The first click beside a peer: the EVM-only and the everything app built from the packed packages, and
 * AppKit 1.7.4 built in the same run, in alternated rounds: cold click to the wallet list (and the code
 * requests it makes), warm reopen, and the open after a 250 ms hover. Also each page's load before any click.
 */
/** The floor's bytes before any click, by the same network measure as the apps'. */
async function floorBytes(stack: BenchStack, origin: string): Promise<number> {
  const context = await newContext(stack)
  try {
    const page = await context.newPage()
    const bytes = trackBytes(page, origin)
    await page.goto(`${origin}/?rpc=${encodeURIComponent(stack.chainA)}`, { waitUntil: 'networkidle' })
    return bytes.total()
  } finally {
    await context.close()
  }
}

/**
 * The first click beside a peer: the EVM-only and the everything app built from the packed packages, the
 * five-family demo the stack serves, and AppKit 1.7.4 built in the same run, in alternated rounds: bytes
 * before any click, cold click to the wallet list (and the requests for code it makes), warm reopen, open
 * after a 250 ms hover, tap on a phone.
 * FOYER_BENCH_BASE=<a checkout with its packages built> adds that checkout's two apps (before/after).
 */
export async function firstClickBench(stack: BenchStack) {
  const servers: { close: () => Promise<void> }[] = []
  const outDirs: string[] = []
  const contenders: Contender[] = []
  const foyerQuery = `?rpc=${encodeURIComponent(stack.chainA)}&cloud=${encodeURIComponent(stack.cloud)}`
  const serve = async (root: string, outDir: string) => {
    const server = await serveBuilt(root, outDir)
    servers.push(server)
    return server.origin
  }
  const checkouts = [
    { name: 'current', label: '', from: undefined },
    ...(process.env.FOYER_BENCH_BASE
      ? [{ name: 'base', label: ' (before: FOYER_BENCH_BASE)', from: process.env.FOYER_BENCH_BASE }]
      : []),
  ]
  let bareApp = ''
  let bareOrigin = ''
  for (const checkout of checkouts) {
    const apps = await buildConsumerApps({ name: checkout.name, from: checkout.from })
    if (!bareApp) {
      bareApp = apps.bare
      bareOrigin = await serve(dirname(apps.bare), apps.bare)
    }
    for (const [app, label] of [
      ['evm', 'Foyer, EVM only'],
      ['everything', 'Foyer, everything (EVM, Solana, Bitcoin, SIWX, every feature)'],
    ] as const) {
      const origin = await serve(dirname(apps[app]), apps[app])
      contenders.push({
        label: `${label}${checkout.label}`,
        kind: 'foyer',
        url: `${origin}/${foyerQuery}`,
        origin,
        built: builtPageBytes(apps[app]),
      })
    }
  }
  // The five-family demo (EVM, Solana, Bitcoin, Polkadot, Cosmos) as the stack serves it: built from the
  // packages' sources, its first click measured like the apps'.
  const demo: Contender = {
    label: 'Foyer, five-family demo (apps/demo)',
    kind: 'foyer',
    url: `${stack.origin}/`,
    origin: stack.origin,
    built: builtPageBytes(demoDist),
    ownPage: true,
  }
  contenders.push(demo)
  const appkitOut = await buildAppKit()
  outDirs.push(appkitOut)
  const appkitOrigin = await serve(appkitDir, appkitOut)
  const appkit: Contender = {
    label: 'AppKit 1.7.4 (WalletConnect only)',
    kind: 'appkit',
    url: `${appkitOrigin}/?projectId=${PROJECT_ID}&rpc=${encodeURIComponent(stack.chainA)}`,
    origin: appkitOrigin,
    built: builtPageBytes(appkitOut),
  }
  contenders.push(appkit)

  const samples = new Map<Contender, Sample[]>(contenders.map((who) => [who, []]))
  const floor: number[] = []
  const loadBefore = loadavg()[0] as number
  try {
    for (let round = 0; round < ROUNDS; round++) {
      // Alternated: each contender goes first, second, ... in turn.
      const turn = contenders.map((_, i) => contenders[(i + round) % contenders.length] as Contender)
      for (const who of turn) samples.get(who)?.push(await sample(stack, who))
      floor.push(await floorBytes(stack, bareOrigin))
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()))
    for (const dir of outDirs) rmSync(dir, { recursive: true, force: true })
  }

  const of = (who: Contender) => samples.get(who) ?? []
  const m = (who: Contender, key: Exclude<keyof Sample, 'names' | 'timeline' | 'afterHtml'>) =>
    median(of(who).map((sample) => sample[key]))
  const ratio = (who: Contender) =>
    median(of(who).map((sample, i) => sample.cold / (of(appkit)[i] as Sample).cold))
  const bare = median(floor)
  const floorBuilt = builtPageBytes(bareApp)
  console.log(
    `First click, apps built from the packed packages (Vite, React, one EVM chain) beside AppKit 1.7.4 built in this run; ${ROUNDS} alternated rounds, medians; load average ${loadBefore.toFixed(1)} at the start, ${(loadavg()[0] as number).toFixed(1)} at the end`,
  )
  console.log(
    `  bare wagmi page (floor): ${kib(bare)} gzip before any click (network idle); ${kib(floorBuilt)} in its HTML`,
  )
  for (const who of contenders)
    console.log(
      who.ownPage
        ? `  ${who.label}: ${kib(m(who, 'bytes'))} before any click, its own UI included (in its HTML ${kib(who.built)}; the size budget measures it over its own bare page)`
        : `  ${who.label}: ${kib(m(who, 'bytes'))} before any click (${(m(who, 'bytes') / bare).toFixed(2)}x the floor; in its HTML ${kib(who.built)}, +${kib(who.built - floorBuilt)} over the floor's)`,
    )
  for (const who of contenders)
    console.log(
      `  ${who.label}: fetched after its HTML before any click (first round): ${of(who)[0]?.afterHtml.join(', ') || 'nothing'}`,
    )
  for (const who of contenders)
    console.log(
      `  ${who.label}: cold click to the wallet list ${ms(m(who, 'cold'))}${who === appkit ? '' : ` (${ratio(who).toFixed(2)}x AppKit's, median of per-round ratios)`}, ${m(who, 'code')} requests for code on the first click (by round: ${of(
        who,
      )
        .map((sample) => sample.code)
        .join(
          ', ',
        )}; the first: ${of(who)[0]?.names.join(', ')}); warm ${ms(m(who, 'warm'))}; after a 250 ms hover ${ms(m(who, 'intent'))}; tap on a 390 px phone ${ms(m(who, 'touch'))}`,
    )
  console.log(`  The first round's cold click (ms after the click: requests start-end, long tasks):`)
  for (const who of contenders) console.log(`    ${who.label}: ${of(who)[0]?.timeline}`)
  // The issue's targets, for this checkout's two apps, and the first click's requests for the demo too.
  const [evmApp, everythingApp] = contenders
  if (!evmApp || !everythingApp) return
  const checks: [string, boolean][] = [
    [`EVM-only cold click at most 1.2x AppKit's: ${ratio(evmApp).toFixed(2)}x`, ratio(evmApp) <= 1.2],
    [
      `everything app's page at most 1.25x the floor's: ${(m(everythingApp, 'bytes') / bare).toFixed(2)}x`,
      m(everythingApp, 'bytes') / bare <= 1.25,
    ],
    ...[evmApp, everythingApp].flatMap((who): [string, boolean][] => [
      [
        `${who.label}: at most 4 requests for code on the first click: ${m(who, 'code')}`,
        m(who, 'code') <= 4,
      ],
      [
        `${who.label}: warm open at most 27 ms, after a hover at most 76 ms: ${ms(m(who, 'warm'))}, ${ms(m(who, 'intent'))}`,
        m(who, 'warm') <= 27 && m(who, 'intent') <= 76,
      ],
    ]),
    [
      `${demo.label}: at most 4 requests for code on the first click: ${m(demo, 'code')}`,
      m(demo, 'code') <= 4,
    ],
  ]
  for (const [text, met] of checks) console.log(`  ${met ? 'met    ' : 'NOT MET'}  ${text}`)
}
