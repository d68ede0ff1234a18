import * as z from 'zod/mini'

/** `GET /projects/v1/origins` answer: the origins the project allows (patterns such as `https://*.example.com`). */
export const allowedOriginsResponseSchema = z.object({ allowedOrigins: z.array(z.string()) })
export type AllowedOriginsResponse = z.infer<typeof allowedOriginsResponseSchema>

/** `GET /getAnalyticsConfig` answer. */
export const analyticsConfigResponseSchema = z.object({ isAnalyticsEnabled: z.boolean() })
export type AnalyticsConfigResponse = z.infer<typeof analyticsConfigResponseSchema>

/** Every error answer: `{ message }`, with the modal's exact texts for 401 and 403. */
export const errorResponseSchema = z.object({ message: z.string() })
export type ErrorResponse = z.infer<typeof errorResponseSchema>

/** `POST /e` answer (202). */
export const analyticsAcceptedResponseSchema = z.object({ ok: z.literal(true) })
export type AnalyticsAcceptedResponse = z.infer<typeof analyticsAcceptedResponseSchema>
