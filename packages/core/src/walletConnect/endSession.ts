import type { UniversalProvider } from '@walletconnect/universal-provider'

type Provider = InstanceType<typeof UniversalProvider>

/** How long ending a session waits for the relay to take the delete before the page forgets it alone. */
const DISCONNECT_RELAY_WAIT_MS = 5_000

/** The SDK's USER_DISCONNECTED reason (getSdkError lives in @walletconnect/utils, not a core dependency). */
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

/**
 * Ends a session: the wallet is told through the relay (wc_sessionDelete) when it answers within
 * `waitMs`; otherwise (relay down: the SDK waits up to a minute for the publish, then throws and keeps
 * the session) the session is deleted from the SDK's storage only, so no reload resyncs it. Never throws.
 */
export async function endSession(
  provider: Provider,
  topic: string,
  waitMs = DISCONNECT_RELAY_WAIT_MS,
): Promise<void> {
  const relayed =
    provider.session?.topic === topic
      ? provider.disconnect()
      : provider.client.disconnect({ topic, reason: USER_DISCONNECTED })
  if (await settlesWithin(relayed, waitMs)) return
  await forgetSession(provider, topic).catch(() => undefined)
}

/** true when `promise` fulfils within `ms`; a late rejection is absorbed. */
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms)
    promise.then(
      () => {
        clearTimeout(timer)
        resolve(true)
      },
      () => {
        clearTimeout(timer)
        resolve(false)
      },
    )
  })
}

async function forgetSession(provider: Provider, topic: string): Promise<void> {
  const { client } = provider
  if (client.session.keys.includes(topic)) await client.session.delete(topic, USER_DISCONNECTED)
  if (client.core.expirer.has(topic)) client.core.expirer.del(topic)
  if (provider.session?.topic !== topic) return
  // What provider.disconnect() does after a successful publish: its session, namespaces and storage go.
  const cleanup = (provider as unknown as { cleanup?: () => Promise<void> }).cleanup
  if (typeof cleanup === 'function') await cleanup.call(provider)
  else delete provider.session
}
