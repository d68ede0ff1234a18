import { inject } from 'vitest'

/** Kills a service of the e2e stack (SIGKILL) and starts it again; resolves once it listens again. */
export async function restartService(name: 'relay' | 'cloud'): Promise<void> {
  const response = await fetch(`${inject('stackControl')}/restart/${name}`, { method: 'POST' })
  if (!response.ok) throw new Error(`Restarting ${name} failed: ${await response.text()}`)
}
