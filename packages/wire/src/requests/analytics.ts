import * as z from 'zod/mini'

/** Earliest event time accepted (the kit did not exist before). */
const MIN_EVENT_TIME = Date.UTC(2020, 0, 1)
/** How far ahead of the server's clock an event's time may be (clients' clocks drift). */
const MAX_EVENT_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000

/** `POST /e` body: one analytics event as the modal posts it. */
export const analyticsEventSchema = z.object({
  eventId: z.string().check(z.minLength(1), z.maxLength(128)),
  // The page the event happened on: a web page address, never a script or data URL.
  url: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).check(z.maxLength(2048)),
  domain: z.string().check(z.maxLength(253)),
  /** Milliseconds since the epoch, when the event happened on the client. */
  timestamp: z.int().check(
    z.minimum(MIN_EVENT_TIME, 'must not be before 2020'),
    z.refine((time) => time <= Date.now() + MAX_EVENT_CLOCK_SKEW_MS, 'must not be more than a day ahead'),
  ),
  props: z.record(z.string(), z.unknown()),
})
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>
