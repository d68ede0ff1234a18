import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ClientConnection } from './connection.js'
import { startHeartbeat, takeHeartbeatSlice } from './heartbeat.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function fakeConnection() {
  const socket = {
    pings: 0,
    terminated: false,
    ping: () => socket.pings++,
    terminate: () => (socket.terminated = true),
  }
  const connection = { alive: true, dropped: false, heartbeatSlice: takeHeartbeatSlice(), socket }
  return { connection, socket }
}

describe('heartbeat', () => {
  it('pings each socket once per interval, a few at a time rather than all at once', () => {
    const fakes = Array.from({ length: 64 }, fakeConnection)
    const stop = startHeartbeat(new Set(fakes.map((f) => f.connection as unknown as ClientConnection)), 1600)
    const pinged = () => fakes.reduce((sum, f) => sum + f.socket.pings, 0)
    let most = 0
    for (let tick = 0; tick < 16; tick++) {
      const before = pinged()
      vi.advanceTimersByTime(100)
      most = Math.max(most, pinged() - before)
    }
    expect(fakes.every((f) => f.socket.pings === 1)).toBe(true)
    expect(most).toBe(4)
    stop()
    vi.advanceTimersByTime(3200)
    expect(pinged()).toBe(64)
  })

  it('terminates a socket that sent nothing since its last ping, and only that one', () => {
    const fakes = Array.from({ length: 20 }, fakeConnection)
    const stop = startHeartbeat(new Set(fakes.map((f) => f.connection as unknown as ClientConnection)), 1600)
    vi.advanceTimersByTime(1600)
    // Every socket answered (a pong or a frame sets alive) but the first.
    for (const f of fakes.slice(1)) f.connection.alive = true
    vi.advanceTimersByTime(1600)
    expect(fakes.map((f) => f.connection.dropped)).toEqual(fakes.map((_, i) => i === 0))
    expect(fakes[0]?.socket.terminated).toBe(true)
    expect(fakes.slice(1).every((f) => f.socket.pings === 2)).toBe(true)
    stop()
  })
})
