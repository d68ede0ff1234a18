import { createServer, type Server } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { portOf } from '../services/kit/src/ports.mjs'
import { checkPorts, PortBusyError } from './stack/portCheck.mjs'
import { listeningAddresses } from './stack/probes.mjs'
import { startStack } from './stack/start.mjs'
import { type StackService, stackServices } from './stack.mjs'

const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

function listen(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : 0)
    })
    servers.push(server)
  })
}

/** A service that listens on `port` (or exits with `exitCode` after printing an error). */
function fakeService(name: string, port: number, exitCode?: number): StackService {
  const script =
    exitCode === undefined
      ? `require('node:net').createServer().listen(${port}, '127.0.0.1', () => console.log('up'))`
      : `console.error('boom: could not open the database'); process.exit(${exitCode})`
  return {
    name,
    command: process.execPath,
    args: ['-e', script],
    env: {},
    ports: [{ name: 'cloud', port }],
    urls: [],
  }
}

/** The children's output lines as `name: line`; `seen(n)` resolves once n lines arrived. */
function collectLines() {
  const all: string[] = []
  const waiters: { count: number; resolve: () => void }[] = []
  return {
    all,
    onLine(name: string, line: string) {
      all.push(`${name}: ${line}`)
      for (const waiter of waiters.filter((w) => all.length >= w.count)) waiter.resolve()
    },
    seen(count: number) {
      return new Promise<void>((resolve) => {
        if (all.length >= count) resolve()
        else waiters.push({ count, resolve })
      })
    },
  }
}

describe('ports', () => {
  it('reads a port from its variable, and rejects a bad value naming the variable', () => {
    expect(portOf('demo', {})).toBe(5173)
    expect(portOf('chainB', { FOYER_CHAIN_B_PORT: '9546' })).toBe(9546)
    expect(() => portOf('relay', { FOYER_RELAY_PORT: 'abc' })).toThrow(
      'FOYER_RELAY_PORT=abc is not a valid port (1-65535)',
    )
  })

  it('lists every service of the stack with the ports from the environment', () => {
    const services = stackServices({ FOYER_CLOUD_PORT: '14000', FOYER_MAIL_PORT: '11080' })
    expect(services.map((s) => s.name)).toEqual([
      'devnet',
      'bundler',
      'cloud',
      'relay',
      'mail',
      'idp',
      'farcaster',
      'onramp',
      'exchange',
      'secure-site',
      'demo',
      'wallet',
      'next',
    ])
    expect(services.find((s) => s.name === 'cloud')?.ports).toEqual([{ name: 'cloud', port: 14000 }])
    expect(services.find((s) => s.name === 'mail')?.ports).toEqual([
      { name: 'mail', port: 11080 },
      { name: 'smtp', port: 1025 },
    ])
    // The secure site finds the cloud, the chains and the mail catcher through the same ports.
    const secureSite = services.find((s) => s.name === 'secure-site')
    expect(secureSite?.env).toMatchObject({
      FOYER_CLOUD_URL: 'http://localhost:14000',
      SMTP_URL: 'smtp://127.0.0.1:1025',
      // Social logins go to the local identity provider unless a real one is configured.
      FOYER_SOCIAL_LOCAL_URL: 'http://localhost:4002',
    })
    // The exchange behind Pay on its port; the cloud reaches it there unless FOYER_EXCHANGE_URL names another.
    const exchange = stackServices({ FOYER_EXCHANGE_PORT: '15179' })
    expect(exchange.find((s) => s.name === 'exchange')?.ports).toEqual([{ name: 'exchange', port: 15179 }])
    expect(exchange.find((s) => s.name === 'cloud')?.env.FOYER_EXCHANGE_URL).toBe('http://localhost:15179')
    expect(
      stackServices({ FOYER_EXCHANGE_URL: 'https://pay.exchange.example' }).find((s) => s.name === 'cloud')
        ?.env.FOYER_EXCHANGE_URL,
    ).toBe('https://pay.exchange.example')
    // The bundler runs for chain A on its own port, and the secure site learns its URL.
    const moved = stackServices({ FOYER_CHAIN_A_PORT: '18545', FOYER_BUNDLER_PORT: '14337' })
    expect(moved.find((s) => s.name === 'bundler')).toMatchObject({
      env: { FOYER_CHAIN_A_PORT: '18545', FOYER_BUNDLER_PORT: '14337' },
      ports: [{ name: 'bundler', port: 14337 }],
    })
    expect(moved.find((s) => s.name === 'secure-site')?.env.FOYER_BUNDLER_URL).toBe('http://localhost:14337')
    // The secure site's URL: localhost on its port, or another site (the browser tests' 127.0.0.1), which
    // every service and app is told (the demo embeds it, the identity provider redirects to it).
    expect(stackServices({}).find((s) => s.name === 'demo')?.env.FOYER_SECURE_SITE_URL).toBe(
      'http://localhost:5174',
    )
    const crossSite = stackServices({ FOYER_SECURE_SITE_URL: 'http://127.0.0.1:15174' })
    for (const name of ['demo', 'next', 'idp', 'secure-site'])
      expect(crossSite.find((s) => s.name === name)?.env.FOYER_SECURE_SITE_URL).toBe('http://127.0.0.1:15174')
    expect(crossSite.find((s) => s.name === 'secure-site')?.urls[0]?.url).toBe('http://127.0.0.1:15174')
    // Tests and benchmarks serve the production builds of the Vite apps; `npm start` runs their dev servers.
    const preview = stackServices({}, { mode: 'preview' }).find((s) => s.name === 'wallet')
    expect(preview?.args).toContain('preview')
    expect(stackServices({}).find((s) => s.name === 'demo')?.args).not.toContain('preview')
    // The Next.js example: `next dev` for `npm start`, `next start` of the tests' own build folder.
    const nextDev = stackServices({}).find((s) => s.name === 'next')
    expect(nextDev?.args.slice(1, 3)).toEqual(['dev', 'web'])
    expect(nextDev?.env).toMatchObject({ NEXT_TELEMETRY_DISABLED: '1', FOYER_NEXT_PORT: '5178' })
    expect(nextDev?.env.FOYER_NEXT_DIST_DIR).toBe('.next-dev-5178')
    const nextStart = stackServices({ FOYER_NEXT_PORT: '15178' }, { mode: 'preview' }).find(
      (s) => s.name === 'next',
    )
    expect(nextStart?.args.slice(1, 3)).toEqual(['start', 'web'])
    expect(nextStart?.ports).toEqual([{ name: 'next', port: 15178 }])
    expect(nextStart?.env.FOYER_NEXT_DIST_DIR).toBe('.next-preview')
  })

  it('names a busy port and the variable that moves it', async () => {
    const port = await listen()
    await expect(checkPorts([fakeService('cloud', port)])).rejects.toThrow(
      new PortBusyError(port, 'FOYER_CLOUD_PORT').message,
    )
    expect(new PortBusyError(4000, 'FOYER_CLOUD_PORT').message).toBe(
      'Port 4000 is busy (set FOYER_CLOUD_PORT to use another port)',
    )
  })
})

describe('startStack', () => {
  it('resolves once every port accepts connections, and stop() ends the children', async () => {
    const port = await listen().then((p) => {
      servers.pop()?.close()
      return p
    })
    const lines = collectLines()
    const stack = await startStack({ services: [fakeService('cloud', port)], onLine: lines.onLine })
    // The port may accept before the child's stdout line reaches us: wait for the line itself.
    await lines.seen(1)
    expect(lines.all).toEqual(['cloud: up'])
    const child = stack.children[0]?.child
    await stack.stop()
    expect(child?.exitCode !== null || child?.signalCode !== null).toBe(true)
  })

  it('restart() kills one service and starts it again on its port, without reporting an exit', async () => {
    const port = await listen().then((p) => {
      servers.pop()?.close()
      return p
    })
    const lines = collectLines()
    const exits: string[] = []
    const stack = await startStack({
      services: [fakeService('relay', port)],
      onLine: lines.onLine,
      onExit: (name: string) => exits.push(name),
    })
    const first = stack.children[0]?.child
    await stack.restart('relay')
    const second = stack.children[0]?.child
    expect(first?.signalCode).toBe('SIGKILL')
    expect(second?.pid).not.toBe(first?.pid)
    await lines.seen(2)
    expect(lines.all).toEqual(['relay: up', 'relay: up'])
    await expect(stack.restart('nope')).rejects.toThrow('No service named nope')
    await stack.stop()
    expect(exits).toEqual([])
    // Two Node children start one after the other: a loaded CI machine takes over 5 s.
  }, 30_000)

  it('waits for a service to answer, not only to listen, when it has a readiness check', async () => {
    const port = await listen().then((p) => {
      servers.pop()?.close()
      return p
    })
    let checks = 0
    const service = { ...fakeService('bundler', port), ready: async () => ++checks >= 3 }
    const stack = await startStack({ services: [service] })
    expect(checks).toBe(3)
    await stack.stop()
    // A service that never answers fails the start once it is gone.
    const port2 = await listen().then((p) => {
      servers.pop()?.close()
      return p
    })
    const script = `require('node:net').createServer().listen(${port2}, '127.0.0.1', () => setTimeout(() => process.exit(4), 300))`
    const silent = { ...fakeService('bundler', port2), args: ['-e', script], ready: async () => false }
    await expect(startStack({ services: [silent] })).rejects.toThrow('bundler exited before it answered')
  })

  it("fails with the child's name when it dies before listening", async () => {
    const port = await listen().then((p) => {
      servers.pop()?.close()
      return p
    })
    const exits: string[] = []
    await expect(
      startStack({
        services: [fakeService('cloud', port, 3)],
        onExit: (name: string, code: unknown, tail: string) => exits.push(`${name} ${String(code)} ${tail}`),
      }),
    ).rejects.toThrow(`cloud exited before it listened on port ${port}`)
    expect(exits).toEqual(['cloud 3 boom: could not open the database'])
  })
})

/** A free loopback port (listened on, then released). */
function freePort(): Promise<number> {
  return listen().then((port) => {
    servers.pop()?.close()
    return port
  })
}

describe('startStack supervision', () => {
  it('with restartOnCrash, starts a service that crashed again after a back-off and says so', async () => {
    const port = await freePort()
    // Exits with code 7 once a client sends it data (the readiness check only connects).
    const script = `require('node:net').createServer((c) => c.on('data', () => { console.error('crashed'); process.exit(7) })).listen(${port}, '127.0.0.1', () => console.log('up'))`
    const service: StackService = { ...fakeService('relay', port), args: ['-e', script] }
    const lines = collectLines()
    const restarts: string[] = []
    const exits: string[] = []
    let restarted: () => void = () => {}
    const restartedOnce = new Promise<void>((resolve) => {
      restarted = resolve
    })
    const stack = await startStack({
      services: [service],
      restartOnCrash: true,
      onLine: lines.onLine,
      onExit: (name: string) => exits.push(name),
      onRestart: (name: string, code: unknown, delayMs: number, tail: string) => {
        restarts.push(`${name} ${String(code)} ${delayMs} ${tail.split('\n').at(-1)}`)
        restarted()
      },
    })
    const first = stack.children[0]?.child
    await lines.seen(1)
    const { createConnection } = await import('node:net')
    createConnection({ port, host: '127.0.0.1' }, function (this: import('node:net').Socket) {
      this.end('die')
    })
    await restartedOnce
    expect(restarts).toEqual(['relay 7 1000 crashed'])
    await lines.seen(3) // up, crashed, up
    expect(lines.all.at(-1)).toBe('relay: up')
    expect(stack.children[0]?.child.pid).not.toBe(first?.pid)
    expect(exits).toEqual([])
    await stack.stop()
  })

  it('serves a "starting" page on a deferred app port until the other services listen, then starts the app', async () => {
    const [gatePort, backendPort, appPort] = [await freePort(), await freePort(), await freePort()]
    // The backend listens only once the test says "go" through the gate connection.
    let go: (socket: import('node:net').Socket) => void = () => {}
    const backendWaiting = new Promise<import('node:net').Socket>((resolve) => {
      go = resolve
    })
    const { createServer: createTcpServer } = await import('node:net')
    const gate = createTcpServer((socket) => go(socket)).listen(gatePort, '127.0.0.1')
    servers.push(gate)
    const backendScript = `const s = require('node:net').connect(${gatePort}, '127.0.0.1'); s.on('data', () => require('node:net').createServer().listen(${backendPort}, '127.0.0.1', () => console.log('up')))`
    const appScript = `require('node:http').createServer((q, r) => r.end('the app')).listen(${appPort}, '127.0.0.1')`
    const backend: StackService = { ...fakeService('cloud', backendPort), args: ['-e', backendScript] }
    const app: StackService = {
      ...fakeService('demo', appPort),
      args: ['-e', appScript],
      ports: [{ name: 'demo', port: appPort }],
      urls: [{ label: 'Demo dApp', url: `http://localhost:${appPort}` }],
      deferred: true,
    }
    const starting = startStack({ services: [backend, app] })
    const socket = await backendWaiting
    const early = await fetch(`http://127.0.0.1:${appPort}/`)
    expect(early.status).toBe(503)
    expect(early.headers.get('retry-after')).toBe('2')
    expect(await early.text()).toContain('Demo dApp is starting…')
    socket.write('go')
    const stack = await starting
    const ready = await fetch(`http://127.0.0.1:${appPort}/`)
    expect(await ready.text()).toBe('the app')
    await stack.stop()
  })
})

describe('the mail catcher', () => {
  it('listens on loopback only, its inbox and its SMTP port, like every service of the stack', async () => {
    const env = { FOYER_MAIL_PORT: String(await freePort()), FOYER_SMTP_PORT: String(await freePort()) }
    const mail = stackServices(env).find((service) => service.name === 'mail') as StackService
    const stack = await startStack({ services: [mail] })
    try {
      expect(listeningAddresses(Number(env.FOYER_MAIL_PORT))).toEqual(['127.0.0.1'])
      expect(listeningAddresses(Number(env.FOYER_SMTP_PORT))).toEqual(['127.0.0.1'])
    } finally {
      await stack.stop()
    }
  })
})
