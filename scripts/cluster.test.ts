import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { processTable } from './cluster.mjs'

describe('processTable (what `npm run cluster` prints once it runs)', () => {
  it('names every process with the PID that `kill` takes, in aligned columns', () => {
    const table = processTable([
      { service: { name: 'cloud-1' }, child: { pid: 4101 } },
      { service: { name: 'secure-site-2' }, child: { pid: 4121 } },
    ])
    expect(table).toBe('  cloud-1        PID 4101\n  secure-site-2  PID 4121')
  })

  it("prints a running child's own PID", async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'])
    const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)))
    const pid = Number(processTable([{ service: { name: 'relay-1' }, child }]).match(/PID (\d+)/)?.[1])
    process.kill(pid, 'SIGTERM')
    await expect(exited).resolves.toBe('SIGTERM')
  })
})
