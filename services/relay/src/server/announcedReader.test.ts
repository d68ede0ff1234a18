import { describe, expect, it } from 'vitest'
import type { AnnouncedMessage } from '../cluster/types.js'
import type { StoredMessage } from '../store/types.js'
import { AnnouncedReader, READS_IN_FLIGHT } from './announcedReader.js'

const message = (id: string, sender: string): StoredMessage => ({
  id,
  topic: 'a'.repeat(64),
  message: id,
  tag: 1,
  publishedAt: 1,
  expiresAt: 2,
  sender,
  ackedBy: [],
})
// An id names its sender: 'x1' is sender x's first message.
const announced = (id: string): AnnouncedMessage => ({ id, topic: 'a'.repeat(64), sender: id.slice(0, 1) })

function setUp() {
  const reads: string[][] = []
  const finish: Array<() => void> = []
  const delivered: string[][] = []
  const reader = new AnnouncedReader(
    (ids) =>
      new Promise((resolve) => {
        reads.push([...ids])
        // A message deleted meanwhile ('gone') is not found; rows come back in any order.
        finish.push(() =>
          resolve(
            ids
              .filter((id) => !id.endsWith('gone'))
              .map((id) => message(id, id.slice(0, 1)))
              .reverse(),
          ),
        )
      }),
    (messages) => delivered.push(messages.map((m) => m.id)),
    () => {},
  )
  return { reader, reads, finish, delivered }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('AnnouncedReader', () => {
  it('reads what was announced in one turn with one query, in announcement order', async () => {
    const { reader, reads, finish, delivered } = setUp()
    reader.add(announced('x1'))
    reader.add(announced('y1'))
    reader.add(announced('xgone'))
    reader.add(announced('x2'))
    await settle()
    expect(reads).toEqual([['x1', 'y1', 'xgone', 'x2']])
    finish[0]?.()
    await settle()
    expect(delivered).toEqual([['x1', 'y1', 'x2']])
  })

  it(`keeps ${READS_IN_FLIGHT} reads in flight, then coalesces what arrives meanwhile into the next read`, async () => {
    const { reader, reads, finish, delivered } = setUp()
    for (const id of ['x1', 'y1']) {
      reader.add(announced(id))
      await settle()
    }
    // Each started without waiting for the read before it.
    expect(reads).toEqual([['x1'], ['y1']])
    reader.add(announced('x2'))
    reader.add(announced('z1'))
    await settle()
    reader.add(announced('y2'))
    await settle()
    expect(reads).toHaveLength(READS_IN_FLIGHT)
    // A read ended: everything announced since the pipeline filled goes in one query.
    finish[1]?.()
    await settle()
    expect(delivered).toEqual([['y1']])
    expect(reads[2]).toEqual(['x2', 'z1', 'y2'])
    // x2 is read before x1: it waits for x1, while z1 and y2 go as soon as they are read.
    finish[2]?.()
    await settle()
    expect(delivered).toEqual([['y1'], ['z1', 'y2']])
    finish[0]?.()
    await settle()
    expect(delivered).toEqual([['y1'], ['z1', 'y2'], ['x1', 'x2']])
  })

  it('goes back to reading at once when it is idle again', async () => {
    const { reader, reads, finish, delivered } = setUp()
    reader.add(announced('x1'))
    await settle()
    finish[0]?.()
    await settle()
    reader.add(announced('x2'))
    await settle()
    expect(reads).toEqual([['x1'], ['x2']])
    finish[1]?.()
    await settle()
    expect(delivered).toEqual([['x1'], ['x2']])
  })
})
