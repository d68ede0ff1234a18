import { createCloudApp } from '../app.js'
import type { Db } from '../db/types.js'
import { DEMO_PROJECT_ID } from '../projects/store.js'
import { seedDatabase } from '../seed/seedDatabase.js'
import { createMemoryDb } from './memoryDb.js'

export const TEST_PUBLIC_URL = 'http://cloud.test'

export interface SeededApp {
  db: Db
  app: ReturnType<typeof createCloudApp>
  /** GET/POST as the demo project (projectId added to the query unless the path has one). */
  call(path: string, init?: RequestInit): Promise<Response>
}

/** In-memory database with the real registry seeded, and the app over it. */
export async function createSeededApp(): Promise<SeededApp> {
  const db = await createMemoryDb()
  await seedDatabase(db)
  const app = createCloudApp({ db, publicUrl: TEST_PUBLIC_URL, onUnexpectedError: () => {} })
  return {
    db,
    app,
    call: (path, init) => {
      const withProject = /[?&]projectId=/.test(path)
        ? path
        : `${path}${path.includes('?') ? '&' : '?'}projectId=${DEMO_PROJECT_ID}`
      return Promise.resolve(app.request(withProject, init))
    },
  }
}
