// Starts the stack's processes, waits for their ports, restarts crashed ones, and stops all of it.
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { backoffMs } from './backoff.mjs'
import { killChild, stopChild } from './children.mjs'
import { checkPorts } from './portCheck.mjs'
import { accepts } from './probes.mjs'
import { serveStartingPage } from './startingPage.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')

/** @typedef {import('./service.mjs').StackService} StackService */

/**
 * Starts every service, resolves once all their ports accept connections. Deferred services (the
 * apps) start last; until then their ports serve a "starting" page.
 * A child that dies on its own after the start is reported through onExit; with `restartOnCrash`
 * it is started again after a back-off (1 s, doubling to 30 s; reset once it ran for a minute),
 * and onRestart says so. Before the stack is up, a child that dies fails the start.
 * @param {{
 *   services: StackService[],
 *   onLine?: (name: string, line: string) => void,
 *   onExit?: (name: string, code: number | string | null, tail: string) => void,
 *   restartOnCrash?: boolean,
 *   onRestart?: (name: string, code: number | string | null, delayMs: number, tail: string) => void,
 *   onSpawn?: (name: string, pid: number | undefined, restarted: boolean) => void,
 *   timeoutMs?: number,
 * }} options
 */
export async function startStack({
  services,
  onLine = () => {},
  onExit = () => {},
  restartOnCrash = false,
  onRestart = () => {},
  onSpawn = () => {},
  timeoutMs = 120_000,
}) {
  await checkPorts(services)
  /** @type {{ service: StackService, child: import('node:child_process').ChildProcess, restarting: boolean, startedAt: number, crashes: number }[]} */
  const children = []
  const timers = new Set()
  let stopping = false
  let started = false
  const launch = (service, crashes = 0) => {
    const child = spawn(service.command, service.args, {
      cwd: service.cwd ?? root,
      env: { ...process.env, ...service.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group, so stopping it also stops what it spawned (anvil)
    })
    const entry = { service, child, restarting: false, startedAt: Date.now(), crashes }
    onSpawn(service.name, child.pid, started)
    const tail = []
    const collect = (chunk) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue
        tail.push(line)
        if (tail.length > 30) tail.shift()
        onLine(service.name, line)
      }
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.on('exit', (code, signal) => {
      child.exited = true
      if (stopping || entry.restarting) return
      const status = code ?? signal
      if (!restartOnCrash || !started) {
        onExit(service.name, status, tail.join('\n'))
        return
      }
      const ranMs = Date.now() - entry.startedAt
      const attempt = ranMs >= 60_000 ? 0 : entry.crashes
      const delayMs = backoffMs(attempt)
      onRestart(service.name, status, delayMs, tail.join('\n'))
      const timer = setTimeout(() => {
        timers.delete(timer)
        if (stopping) return
        const index = children.indexOf(entry)
        if (index >= 0) children[index] = launch(service, attempt + 1)
      }, delayMs)
      timers.add(timer)
    })
    return entry
  }

  const stop = async () => {
    stopping = true
    for (const timer of timers) clearTimeout(timer)
    await Promise.all([
      ...placeholders.map((p) => p.close()),
      ...children.map(({ child }) => stopChild(child)),
    ])
  }

  const waitForPorts = async ({ service, child }) => {
    const deadline = Date.now() + timeoutMs
    for (const { port } of service.ports) {
      while (!(await accepts(port))) {
        if (child.exited) {
          await stop()
          throw new Error(`${service.name} exited before it listened on port ${port}`)
        }
        if (Date.now() > deadline) {
          await stop()
          throw new Error(`${service.name} did not listen on port ${port} within ${timeoutMs / 1000} s`)
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    while (service.ready && !(await service.ready())) {
      if (child.exited) {
        await stop()
        throw new Error(`${service.name} exited before it answered`)
      }
      if (Date.now() > deadline) {
        await stop()
        throw new Error(`${service.name} did not answer within ${timeoutMs / 1000} s`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  const deferred = services.filter((service) => service.deferred)
  const placeholders = await Promise.all(
    deferred.flatMap((service) =>
      service.ports.map(({ port }) => serveStartingPage(port, service.urls[0]?.label)),
    ),
  )
  for (const service of services) if (!service.deferred) children.push(launch(service))
  for (const entry of [...children]) await waitForPorts(entry)
  await Promise.all(placeholders.splice(0).map((placeholder) => placeholder.close()))
  const apps = deferred.map(launch)
  children.push(...apps)
  for (const entry of apps) await waitForPorts(entry)
  started = true

  /**
   * Kills one service (SIGKILL, no clean shutdown) and starts it again; resolves once it listens.
   * The browser tests use it to show a relay restart loses nothing.
   */
  const restart = async (name) => {
    const index = children.findIndex((entry) => entry.service.name === name)
    if (index < 0) throw new Error(`No service named ${name}`)
    const old = children[index]
    old.restarting = true
    await killChild(old.child)
    const entry = launch(old.service)
    children[index] = entry
    await waitForPorts(entry)
  }
  return { children, stop, restart }
}
