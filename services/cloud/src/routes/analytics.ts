import { type AnalyticsAcceptedResponse, analyticsEventSchema } from '@foyer/wire'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { InvalidRequestError, PayloadTooLargeError } from '../errors.js'
import type { CloudEnv } from '../http/env.js'
import type { ConsumeQuota } from '../http/rateLimit.js'
import { parseOrThrow } from '../http/validate.js'

/** Largest accepted `POST /e` body. */
export const MAX_EVENT_BODY_BYTES = 64 * 1024

/** Analytics events one client may send by default: a modal session sends a few dozen. */
export const DEFAULT_EVENT_QUOTA = { points: 120, durationSeconds: 60 }

/**
 * `POST /e`: stores one analytics event (202). Events of projects with analytics off are accepted
 * and dropped; a repeated eventId is stored once. Any content type: the body must be JSON. Each client
 * has a quota of events (429 with Retry-After beyond it).
 */
export function analyticsRoutes(options: { maxBodyBytes: number; consumeQuota: ConsumeQuota }) {
  const { maxBodyBytes } = options
  return new Hono<CloudEnv>().post(
    '/e',
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: () => {
        throw new PayloadTooLargeError(maxBodyBytes)
      },
    }),
    async (c) => {
      let body: unknown
      try {
        body = JSON.parse(await c.req.text())
      } catch {
        throw new InvalidRequestError('body', 'expected a JSON object')
      }
      const event = parseOrThrow(analyticsEventSchema, body, 'body')
      await options.consumeQuota(c)
      const project = c.get('project')
      if (project.analyticsEnabled) {
        const sdk = c.get('sdk')
        await c.get('db').query(
          `INSERT INTO analytics_events (project_id, event_id, url, domain, occurred_at, props, sdk_type, sdk_version)
           VALUES ($1, $2, $3, $4, to_timestamp($5::double precision / 1000), $6::jsonb, $7, $8)
           ON CONFLICT (project_id, event_id) DO NOTHING`,
          [
            project.projectId,
            event.eventId,
            event.url,
            event.domain,
            event.timestamp,
            JSON.stringify(event.props),
            sdk.type ?? null,
            sdk.version ?? null,
          ],
        )
      }
      return c.json<AnalyticsAcceptedResponse, 202>({ ok: true }, 202)
    },
  )
}
