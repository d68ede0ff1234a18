import { describe, expect, it } from 'vitest'
import type { AnnouncedMessage } from '../cluster/types.js'
import type { StoredMessage } from '../store/types.js'
import { AnnouncedReader } from './announcedReader.js'

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
const whole = (id: string): AnnouncedMessage => ({
  id,
  topic: 'a'.repeat(64),
  sender: 'x',
  stored: message(id),
})
const byId = (id: string): AnnouncedMessage => ({ id, topic: 'a'.repeat(64), sender: 'x' })

function setUp() {
  const reads: string[][] = []
  const finish: Array<() => void> = []
  const delivered: string[] = []
  const reader = new AnnouncedReader(
    (ids) =>
      new Promise((resolve) => {
        reads.push([...ids])
        // A message deleted meanwhile is not found.
        finish.push(() => resolve(ids.filter((id) => id !== 'gone').map(message)))
      }),
    (messages) => delivered.push(...messages.map((m) => m.id)),
    () => {},
  )
  return { reader, reads, finish, delivered }
}

describe('AnnouncedReader', () => {
  it('delivers an announcement that carried its message at once, without reading it', () => {
    const { reader, reads, delivered } = setUp()
    reader.add(whole('w1'))
    reader.add(whole('w2'))
    expect(delivered).toEqual(['w1', 'w2'])
    expect(reads).toEqual([])
  })

  it('keeps announcement order: what arrives while a message is read waits for that read', async () => {
    const { reader, reads, finish, delivered } = setUp()
    reader.add(byId('r1'))
    reader.add(whole('w1'))
    reader.add(byId('gone'))
    await Promise.resolve()
    // One read for the ids that arrived together; the whole message is not read.
    expect(reads).toEqual([['r1', 'gone']])
    reader.add(whole('w2'))
    reader.add(byId('r2'))
    expect(delivered).toEqual([])
    finish[0]?.()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(delivered).toEqual(['r1', 'w1'])
    expect(reads[1]).toEqual(['r2'])
    finish[1]?.()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(delivered).toEqual(['r1', 'w1', 'w2', 'r2'])
    reader.add(whole('w3'))
    expect(delivered.at(-1)).toBe('w3')
  })
})
