import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { stackServices, startStack } from '../../scripts/stack.mjs'
import { e2ePortEnv } from './ports.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')

declare module 'vitest' {
  export interface ProvidedContext {
    urls: { demo: string; cloud: string; chainA: string; chainB: string }
  }
}

/** Starts the same stack as `npm start`, with the demo built for production, and stops it after. */
export default async function setup(project: TestProject) {
  const env = { ...process.env, ...e2ePortEnv() }
  Object.assign(process.env, env)
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: join(root, 'apps/demo'),
      env,
      stdio: 'inherit',
    },
  )
  if (build.status !== 0) throw new Error('The demo build failed')

  const services = stackServices(env, { demo: 'preview' })
  const logs: string[] = []
  const stack = await startStack({
    services,
    onLine: (name: string, line: string) => logs.push(`[${name}] ${line}`),
    onExit: (name: string, code: unknown, tail: string) => {
      console.error(`e2e stack: ${name} exited (${String(code)}):\n${tail}`)
    },
  })
  project.provide('urls', {
    demo: `http://localhost:${env.FOYER_DEMO_PORT}`,
    cloud: `http://localhost:${env.FOYER_CLOUD_PORT}`,
    chainA: `http://127.0.0.1:${env.FOYER_CHAIN_A_PORT}`,
    chainB: `http://127.0.0.1:${env.FOYER_CHAIN_B_PORT}`,
  })
  return async () => {
    await stack.stop()
  }
}
