import { describe, expect, it } from 'vitest'
import type { StoredMessage } from '../store/types.js'
import { PublishQueue } from './publishQueue.js'

const message = (id: string, sender = `did:key:z${id}`): StoredMessage => ({
  id,
  topic: 'a'.repeat(64),
  message: id,
  tag: 1,
  publishedAt: 1,
  expiresAt: 2,
  sender,
  ackedBy: [],
})

const turn = () => new Promise((resolve) => setImmediate(resolve))

/** A store whose batches finish when the test says so. */
function heldStore(refuse: readonly string[] = []) {
  const batches: string[][] = []
  const finish: Array<() => void> = []
  const write = (messages: readonly StoredMessage[]) =>
    new Promise<boolean[]>((resolve) => {
      batches.push(messages.map((m) => m.id))
      finish.push(() => resolve(messages.map((m) => !refuse.includes(m.id))))
    })
  return { batches, finish, write }
}

describe('PublishQueue', () => {
  it('stores the publishes of one turn as one batch; those arriving while batches run go at once while few run', async () => {
    const store = heldStore(['over'])
    const queue = new PublishQueue(store.write)
    const first = ['1', '2', '3'].map((id) => queue.add(message(id)))
    expect(store.batches).toEqual([])
    await turn()
    expect(store.batches).toEqual([['1', '2', '3']])
    const next = ['4', '5', '6', 'over'].map((id) => queue.add(message(id)))
    await turn()
    expect(store.batches).toEqual([
      ['1', '2', '3'],
      ['4', '5', '6', 'over'],
    ])
    for (const done of store.finish) done()
    expect(await Promise.all([...first, ...next])).toEqual([true, true, true, true, true, true, false])
  })

  it('writes one batch at a time when the store says so (PGlite): the rest gather into the next', async () => {
    const store = heldStore()
    const queue = new PublishQueue(store.write, () => 1)
    const results = [queue.add(message('1'))]
    await turn()
    results.push(...['2', '3', '4'].map((id) => queue.add(message(id))))
    await turn()
    expect(store.batches).toEqual([['1']])
    store.finish[0]?.()
    await turn()
    expect(store.batches).toEqual([['1'], ['2', '3', '4']])
    store.finish[1]?.()
    expect(await Promise.all(results)).toEqual([true, true, true, true])
  })

  it('never writes two batches holding one sender at once: its later publishes wait, in order', async () => {
    const store = heldStore()
    const queue = new PublishQueue(store.write)
    const a = (id: string) => message(id, 'did:key:zA')
    const results = [queue.add(a('a1'))]
    await turn()
    // a2 and a3 wait for a1's batch; b1 (another sender) goes at once, without them.
    results.push(queue.add(a('a2')), queue.add(message('b1')), queue.add(a('a3')))
    await turn()
    expect(store.batches).toEqual([['a1'], ['b1']])
    store.finish[0]?.()
    await turn()
    expect(store.batches).toEqual([['a1'], ['b1'], ['a2', 'a3']])
    for (const done of store.finish.slice(1)) done()
    expect(await Promise.all(results)).toEqual([true, true, true, true])
  })

  it('stores a failed batch one message at a time, so only the message the database refuses fails', async () => {
    const queue = new PublishQueue(async (messages) => {
      if (messages.some((m) => m.id === 'bad')) throw new Error('invalid byte sequence')
      return messages.map(() => true)
    })
    const results = ['5', 'bad', '7'].map((id) => queue.add(message(id)))
    const settled = await Promise.allSettled(results)
    expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
  })
})
