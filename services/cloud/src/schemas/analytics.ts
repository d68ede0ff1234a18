import { z } from 'zod'

/** Largest accepted `POST /e` body. */
export const MAX_EVENT_BODY_BYTES = 64 * 1024

/** Analytics events one client may send by default: a modal session sends a few dozen. */
export const DEFAULT_EVENT_QUOTA = { points: 120, durationSeconds: 60 }

/** Earliest event time accepted (the kit did not exist before). */
const MIN_EVENT_TIME = Date.UTC(2020, 0, 1)
/** How far ahead of the server's clock an event's time may be (clients' clocks drift). */
const MAX_EVENT_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000

/** One analytics event as the modal posts it to `/e`. */
export const analyticsEventSchema = z.object({
  eventId: z.string().min(1).max(128),
  // The page the event happened on: a web page address, never a script or data URL.
  url: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2048),
  domain: z.string().max(253),
  /** Milliseconds since the epoch, when the event happened on the client. */
  timestamp: z
    .number()
    .int()
    .min(MIN_EVENT_TIME, 'must not be before 2020')
    .refine((time) => time <= Date.now() + MAX_EVENT_CLOCK_SKEW_MS, 'must not be more than a day ahead'),
  props: z.record(z.string(), z.unknown()),
})
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>

/** `GET /getAnalyticsConfig` response. */
export const analyticsConfigResponseSchema = z.object({ isAnalyticsEnabled: z.boolean() })
export type AnalyticsConfigResponse = z.infer<typeof analyticsConfigResponseSchema>
