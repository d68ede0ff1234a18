import { VIEW_NAMES, type ViewName, v } from '@foyer/core'

/** Every modal view name core knows. */
const viewNameSchema = v.oneOf(VIEW_NAMES as readonly [ViewName, ...ViewName[]])

/** `open()`'s options: a view name, a full route whose data core checks, or `{ connect: true }`. */
export const openOptionsSchema = v.optional(
  v.union([
    v.strictObject({ view: v.optional(viewNameSchema) }),
    v.strictObject({ route: v.looseObject({ view: viewNameSchema, data: v.optional(v.unknown()) }) }),
    v.strictObject({ connect: v.literal(true) }),
  ]),
)

/** What switchNetwork needs to find a network among the app's networks. */
export const networkSchema = v.looseObject({
  id: v.union([v.number(), v.string()]),
  caipNetworkId: v
    .string()
    .check(v.regex(/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Expected a CAIP-2 network id')),
  name: v.string(),
})
