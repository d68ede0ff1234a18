import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getWalletsResponseSchema } from '@foyer/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudApp } from '../app.js'
import type { Db } from '../db/types.js'
import { DEMO_PROJECT_ID } from '../projects/store.js'
import { seedDatabase } from '../seed/seedDatabase.js'
import { createMemoryDb } from '../testing/memoryDb.js'
import { runCli } from './runCli.js'

const NEW_ID = 'f'.repeat(64)
const RAINBOW_ID = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])

function listing(id: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    name,
    description: '',
    homepage: `https://${name.toLowerCase().replace(/\W/g, '')}.example/`,
    chains: ['eip155:31337'],
    versions: ['2'],
    app: { browser: '', ios: '', android: '', mac: '', windows: '', linux: '' },
    mobile: { native: 'foyerwallet:', universal: '' },
    desktop: { native: '', universal: '' },
    metadata: { shortName: name, colors: { primary: '', secondary: '' } },
    ...extra,
  }
}

describe('cloud wallets import FILE', () => {
  let db: Db
  let app: ReturnType<typeof createCloudApp>
  const dir = mkdtempSync(join(tmpdir(), 'foyer-cloud-import-'))
  const out: string[] = []
  const err: string[] = []
  const run = (...args: string[]) =>
    runCli(args, {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      // The command closes the database it opens; hand it a view whose close is a no-op.
      openDb: async () => ({ ...db, close: async () => {} }),
    })
  const wallet = async (id: string) => {
    const response = await app.request(`/getWallets?include=${id}&projectId=${DEMO_PROJECT_ID}`)
    return getWalletsResponseSchema.parse(await response.json()).data[0]
  }

  beforeAll(async () => {
    db = await createMemoryDb()
    await seedDatabase(db)
    app = createCloudApp({ db, publicUrl: 'http://cloud.test' })
    mkdirSync(join(dir, 'logos'))
    writeFileSync(join(dir, 'logos', `${NEW_ID}.png`), PNG)
  })
  afterAll(async () => {
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('adds new wallets with their logo and updates existing ones by id', async () => {
    const file = join(dir, 'wallets.json')
    writeFileSync(
      file,
      JSON.stringify({
        [NEW_ID]: listing(NEW_ID, 'Foyer Test Wallet', { rdns: 'dev.foyer.wallet' }),
        [RAINBOW_ID]: listing(RAINBOW_ID, 'Rainbow'),
      }),
    )
    expect(await run('wallets', 'import', file)).toBe(0)
    expect(out.at(-1)).toBe(`Imported 2 wallets (1 with logos) from ${file}`)

    const added = await wallet(NEW_ID)
    expect(added).toMatchObject({
      name: 'Foyer Test Wallet',
      rdns: 'dev.foyer.wallet',
      chains: ['eip155:31337'],
    })
    expect(added?.order).toBeGreaterThan(100)
    const imageUrl = new URL(added?.image_url ?? '')
    const logo = await app.request(`${imageUrl.pathname}${imageUrl.search}`)
    expect(logo.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(PNG)

    const updated = await wallet(RAINBOW_ID)
    expect(updated).toMatchObject({
      chains: ['eip155:31337'],
      mobile_link: 'foyerwallet:',
      rdns: 'me.rainbow',
      order: 4,
    })
    const count = await app.request(`/getWallets?entries=1&projectId=${DEMO_PROJECT_ID}`)
    expect(((await count.json()) as { count: number }).count).toBe(114)
  })

  it('accepts a plain array too', async () => {
    const file = join(dir, 'array.json')
    const id = 'e'.repeat(64)
    writeFileSync(file, JSON.stringify([listing(id, 'Array Wallet')]))
    expect(await run('wallets', 'import', file)).toBe(0)
    expect((await wallet(id))?.name).toBe('Array Wallet')
  })

  it('rejects an invalid file as a whole, naming the entry, and imports nothing', async () => {
    const file = join(dir, 'bad.json')
    const goodId = 'd'.repeat(64)
    writeFileSync(file, JSON.stringify([listing(goodId, 'Good One'), listing('not-hex', 'Bad One')]))
    expect(await run('wallets', 'import', file)).toBe(1)
    expect(err.at(-1)).toMatch(
      /^Wallet import failed: .*bad\.json: 1\.id: expected 64 lowercase hex characters/,
    )
    expect(await wallet(goodId)).toBeUndefined()

    writeFileSync(file, '{ nope')
    expect(await run('wallets', 'import', file)).toBe(1)
    expect(err.at(-1)).toMatch(/^Wallet import failed: cannot read .* as JSON/)
  })

  it('prints usage for an unknown command', async () => {
    expect(await run('wallets', 'export')).toBe(2)
    expect(err.at(-1)).toContain('cloud wallets import FILE')
  })
})
