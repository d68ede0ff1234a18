import { VIEW_NAMES, type ViewName } from '@foyer/core'
import * as z from 'zod/mini'

/** Every modal view name core knows (§2). */
export const viewNameSchema = z.enum(VIEW_NAMES as readonly [ViewName, ...ViewName[]])

/** `open()`'s options: a view name, or a full route whose data core checks. */
export const openOptionsSchema = z.optional(
  z.union([
    z.strictObject({ view: z.optional(viewNameSchema) }),
    z.strictObject({ route: z.looseObject({ view: viewNameSchema, data: z.optional(z.unknown()) }) }),
  ]),
)

/** What switchNetwork needs to find a network among the app's networks. */
export const networkSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  caipNetworkId: z
    .string()
    .check(z.regex(/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Expected a CAIP-2 network id')),
  name: z.string(),
})

export { describeIssues } from '@foyer/core'
