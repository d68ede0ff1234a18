import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeededApp, type SeededApp } from '../testing/seededApp.js'

describe('project lookups', () => {
  let s: SeededApp
  const statements: string[] = []
  beforeAll(async () => {
    s = await createSeededApp()
    const query = s.db.query.bind(s.db)
    s.db.query = ((sql: string, params?: readonly unknown[]) => {
      statements.push(sql)
      return query(sql, params)
    }) as typeof s.db.query
  })
  afterAll(() => s.db.close())

  it('answers a burst of requests with one unknown project id from one query', async () => {
    statements.length = 0
    const unknown = 'ffffffffffffffffffffffffffffffff'
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => s.call(`/getWallets?projectId=${unknown}`)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(401))
    expect(statements.filter((sql) => /FROM projects/i.test(sql))).toHaveLength(1)
    // And again within the cache lifetime: no query at all.
    expect((await s.call(`/getWallets?projectId=${unknown}`)).status).toBe(401)
    expect(statements.filter((sql) => /FROM projects/i.test(sql))).toHaveLength(1)
  })

  it('loads one directory page once for a burst of identical requests', async () => {
    statements.length = 0
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => s.call('/getWallets?entries=7&page=3')),
    )
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(statements.filter((sql) => /FROM wallets/i.test(sql)).length).toBeLessThanOrEqual(2)
  })
})
