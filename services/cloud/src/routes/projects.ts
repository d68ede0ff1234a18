import type { AllowedOriginsResponse, AnalyticsConfigResponse } from '@foyer/wire'
import { Hono } from 'hono'
import type { CloudEnv } from '../http/env.js'

/** Project configuration the modal reads at start. */
export const projectRoutes = new Hono<CloudEnv>()
  .get('/projects/v1/origins', (c) =>
    c.json<AllowedOriginsResponse>({ allowedOrigins: c.get('project').allowedOrigins }),
  )
  .get('/getAnalyticsConfig', (c) =>
    c.json<AnalyticsConfigResponse>({ isAnalyticsEnabled: c.get('project').analyticsEnabled }),
  )
