import { projectIdSchema } from '@foyer/wire'
import { z } from 'zod'
import type { Queryable } from '../db/types.js'

/** The project created at first start, for the demo app and local development. */
export const DEMO_PROJECT_ID = 'c0ffee00000000000000000000000001'

export interface Project {
  projectId: string
  name: string
  allowedOrigins: string[]
  analyticsEnabled: boolean
  /** The longest sign-in session in seconds; unset means 7 days. */
  maxSessionSeconds?: number | undefined
}

/**
 * An allowed-origin pattern: `scheme://host[:port]` where `*` may stand for the port
 * (`http://localhost:*`) or for leading subdomain labels (`https://*.vercel.app`).
 */
const originPatternSchema = z
  .string()
  .regex(
    /^(\*|[a-z][a-z0-9+.-]*:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\*|\d{1,5}))?)$/i,
    'expected scheme://host[:port] with an optional * for the port or leading subdomains',
  )

const projectSchema = z.object({
  projectId: projectIdSchema,
  name: z.string().trim().min(1).max(100),
  allowedOrigins: z.array(originPatternSchema).max(100),
  analyticsEnabled: z.boolean(),
  maxSessionSeconds: z
    .number()
    .int()
    .positive()
    .max(366 * 24 * 60 * 60)
    .optional(),
})

export const DEMO_PROJECT: Project = {
  projectId: DEMO_PROJECT_ID,
  name: 'Foyer demo',
  allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
  analyticsEnabled: true,
}

/** Looks a project up by id (ids are stored lower-case). */
export async function getProject(db: Queryable, projectId: string): Promise<Project | undefined> {
  const { rows } = await db.query<{
    project_id: string
    name: string
    allowed_origins: string[]
    analytics_enabled: boolean
    max_session_seconds: number | null
  }>(
    'SELECT project_id, name, allowed_origins, analytics_enabled, max_session_seconds FROM projects WHERE project_id = $1',
    [projectId.toLowerCase()],
  )
  const row = rows[0]
  return (
    row && {
      projectId: row.project_id,
      name: row.name,
      allowedOrigins: row.allowed_origins,
      analyticsEnabled: row.analytics_enabled,
      ...(row.max_session_seconds === null ? {} : { maxSessionSeconds: row.max_session_seconds }),
    }
  )
}

/**
 * Creates a project, or updates it when `replace` is set. Returns whether a row was written.
 * Validates the project first (id format, origin patterns).
 */
export async function putProject(db: Queryable, project: Project, { replace = true } = {}): Promise<boolean> {
  const valid = projectSchema.parse(project)
  const { rowCount } = await db.query(
    `INSERT INTO projects (project_id, name, allowed_origins, analytics_enabled, max_session_seconds)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (project_id) DO ${
       replace
         ? `UPDATE SET name = EXCLUDED.name, allowed_origins = EXCLUDED.allowed_origins,
              analytics_enabled = EXCLUDED.analytics_enabled, max_session_seconds = EXCLUDED.max_session_seconds`
         : 'NOTHING'
     }`,
    [
      valid.projectId.toLowerCase(),
      valid.name,
      valid.allowedOrigins,
      valid.analyticsEnabled,
      valid.maxSessionSeconds ?? null,
    ],
  )
  return rowCount > 0
}
