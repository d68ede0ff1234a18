import type { Browser } from 'playwright-core'
import { startStack } from '../../scripts/stack/start.mjs'
import { stackServices } from '../../scripts/stack.mjs'
import { launchChromium } from '../support/chromium.js'
import { buildApps } from '../support/globalSetup.js'
import { e2eStackEnv } from '../support/ports.js'

/** What a browser benchmark gets: one Chromium and the stack's demo and cloud origins. */
export interface BenchStack {
  browser: Browser
  origin: string
  cloud: string
  secureSite: string
  /** Chain 31337's RPC URL (the injected test wallet's chain). */
  chainA: string
  /** The mail catcher's web and REST API (login codes). */
  mail: string
}

/**
 * Builds the apps, starts the stack (preview mode, e2e ports) and Chromium once, runs each benchmark
 * in turn, and stops everything even when one fails.
 */
export async function runBenches(benches: readonly ((stack: BenchStack) => Promise<void>)[]): Promise<void> {
  const env = { ...process.env, ...e2eStackEnv() }
  buildApps(env)
  const stack = await startStack({ services: stackServices(env, { mode: 'preview' }) })
  const browser = await launchChromium()
  try {
    const context = {
      browser,
      origin: `http://localhost:${env.FOYER_DEMO_PORT}`,
      cloud: `http://localhost:${env.FOYER_CLOUD_PORT}`,
      secureSite: env.FOYER_SECURE_SITE_URL as string,
      chainA: `http://127.0.0.1:${env.FOYER_CHAIN_A_PORT}`,
      mail: `http://localhost:${env.FOYER_MAIL_PORT}`,
    }
    for (const bench of benches) await bench(context)
  } finally {
    await browser.close()
    await stack.stop()
  }
}
