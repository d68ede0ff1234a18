import { describe, expect, it } from 'vitest'
import { batchPublishParams, isBatchPublishParams, isPublishParams, publishParams } from './schemas.js'

const topic = 'ab'.repeat(32)
const valid = { topic, message: 'payload', ttl: 300 }
const cases: Array<[string, unknown]> = [
  ['the least', valid],
  ['every field', { ...valid, tag: 1108, prompt: true, attestation: 'eyJ.att', extra: 1 }],
  ['upper-case topic', { ...valid, topic: topic.toUpperCase() }],
  ['tag -0', { ...valid, tag: -0 }],
  ['ttl at both ends', { ...valid, ttl: 1 }],
  ['ttl of 30 days', { ...valid, ttl: 2_592_000 }],
  ['ttl over 30 days', { ...valid, ttl: 2_592_001 }],
  ['ttl 0', { ...valid, ttl: 0 }],
  ['ttl 1.5', { ...valid, ttl: 1.5 }],
  ['ttl as text', { ...valid, ttl: '300' }],
  ['no ttl', { topic, message: 'payload' }],
  ['short topic', { ...valid, topic: 'ab' }],
  ['topic not hex', { ...valid, topic: 'g'.repeat(64) }],
  ['topic with a line end', { ...valid, topic: `${topic}\n` }],
  ['empty message', { ...valid, message: '' }],
  ['message with NUL', { ...valid, message: 'a\u0000b' }],
  ['message a number', { ...valid, message: 1 }],
  ['negative tag', { ...valid, tag: -1 }],
  ['tag past safe integers', { ...valid, tag: 2 ** 53 }],
  ['tag null', { ...valid, tag: null }],
  ['prompt as text', { ...valid, prompt: 'yes' }],
  ['attestation with NUL', { ...valid, attestation: '\u0000' }],
  ['attestation empty', { ...valid, attestation: '' }],
  ['null', null],
  ['an array', [valid]],
  ['text', 'publish'],
]

describe('the hand-written publish check', () => {
  it.each(cases)('agrees with the schema: %s', (_, value) => {
    expect(isPublishParams(value)).toBe(publishParams.safeParse(value).success)
  })

  it('agrees with the batch schema', () => {
    const batches: unknown[] = [
      { messages: [valid, { ...valid, tag: 1 }] },
      { messages: [] },
      { messages: [valid, { ...valid, ttl: 0 }] },
      { messages: Array.from({ length: 1001 }, () => valid) },
      { messages: Array.from({ length: 1000 }, () => valid) },
      { messages: valid },
      {},
      null,
    ]
    for (const batch of batches)
      expect(isBatchPublishParams(batch)).toBe(batchPublishParams.safeParse(batch).success)
  })
})
