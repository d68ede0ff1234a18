import { z } from 'zod'

/** Largest accepted `POST /e` body. */
export const MAX_EVENT_BODY_BYTES = 64 * 1024

/** One analytics event as the modal posts it to `/e`. */
export const analyticsEventSchema = z.object({
  eventId: z.string().min(1).max(128),
  url: z.string().max(2048),
  domain: z.string().max(253),
  /** Milliseconds since the epoch, when the event happened on the client. */
  timestamp: z.number().int().nonnegative().max(8_640_000_000_000_000),
  props: z.record(z.string(), z.unknown()),
})
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>

/** `GET /getAnalyticsConfig` response. */
export const analyticsConfigResponseSchema = z.object({ isAnalyticsEnabled: z.boolean() })
export type AnalyticsConfigResponse = z.infer<typeof analyticsConfigResponseSchema>
