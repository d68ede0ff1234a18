import { describe, expect, it } from 'vitest'
import type { StoredMessage } from '../store/types.js'
import { PublishQueue } from './publishQueue.js'

const message = (id: string): StoredMessage => ({
  id,
  topic: 'a'.repeat(64),
  message: id,
  tag: 1,
  publishedAt: 1,
  expiresAt: 2,
  sender: 'did:key:zSender',
  ackedBy: [],
})

describe('PublishQueue', () => {
  it('writes publishes at once while few batches run; the ones that wait share the next batch', async () => {
    const batches: string[][] = []
    const finish: Array<() => void> = []
    const queue = new PublishQueue(
      (messages) =>
        new Promise((resolve) => {
          batches.push(messages.map((m) => m.id))
          finish.push(() => resolve(messages.map((m) => m.id !== 'over')))
        }),
    )
    const results = ['1', '2', '3', '4', '5', 'over', '7'].map((id) => queue.add(message(id)))
    expect(batches).toEqual([['1'], ['2'], ['3'], ['4']])
    finish[0]?.()
    await results[0]
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(batches[4]).toEqual(['5', 'over', '7'])
    for (const done of finish.slice(1)) done()
    finish[4]?.()
    expect(await Promise.all(results)).toEqual([true, true, true, true, true, false, true])
  })

  it('writes one batch at a time when the store says so (PGlite): the rest gather into the next', async () => {
    const batches: string[][] = []
    const finish: Array<() => void> = []
    const queue = new PublishQueue(
      (messages) =>
        new Promise((resolve) => {
          batches.push(messages.map((m) => m.id))
          finish.push(() => resolve(messages.map(() => true)))
        }),
      () => 1,
    )
    const results = ['1', '2', '3', '4'].map((id) => queue.add(message(id)))
    expect(batches).toEqual([['1']])
    finish[0]?.()
    await results[0]
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(batches).toEqual([['1'], ['2', '3', '4']])
    finish[1]?.()
    expect(await Promise.all(results)).toEqual([true, true, true, true])
  })

  it('stores a failed batch one message at a time, so only the message the database refuses fails', async () => {
    const queue = new PublishQueue(async (messages) => {
      if (messages.some((m) => m.id === 'bad')) throw new Error('invalid byte sequence')
      return messages.map(() => true)
    })
    // Four batches of one keep the queue busy; the next three wait and go together.
    const first = ['1', '2', '3', '4'].map((id) => queue.add(message(id)))
    const rest = ['5', 'bad', '7'].map((id) => queue.add(message(id)))
    expect(await Promise.all(first)).toEqual([true, true, true, true])
    const settled = await Promise.allSettled(rest)
    expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
  })
})
