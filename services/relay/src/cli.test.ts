import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { RawRelayClient } from './testing/raw-client.js'

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url))

describe('relay CLI', () => {
  it('prints "Relay: ws://127.0.0.1:<port>", serves, and exits 0 on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--memory'], {
      env: { ...process.env, FOYER_RELAY_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const url = await new Promise<string>((resolve, reject) => {
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const match = /^Relay: (ws:\/\/127\.0\.0\.1:\d+)$/m.exec(output)
        if (match?.[1]) resolve(match[1])
      })
      child.once('exit', (code) => reject(new Error(`exited early with ${code}`)))
    })
    const client = await RawRelayClient.connect(url)
    expect((await client.call('irn_subscribe', { topic: 'ab'.repeat(32) })).result).toEqual(
      expect.any(String),
    )
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
    await client.close()
  })
})
