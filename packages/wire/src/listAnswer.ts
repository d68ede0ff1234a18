import * as z from 'zod/mini'

/** What a list answer parses to: its other fields, the list's readable items, and how many were left out. */
type ListAnswer<Fields, K extends string, T> = Fields & { [P in K]: T[] } & {
  /** Set by the parse, never sent: items of the list it could not read and left out; absent when none. */
  dropped?: number | undefined
}

/**
 * An answer holding a list (`key`) beside other `fields`, read item by item: an item that `item` refuses
 * is left out and counted in `dropped` instead of refusing the whole answer, so one odd item from a newer
 * or faulty service costs that item, not the page. The other fields, and the list being a list, are
 * checked as usual.
 */
export function listAnswer<K extends string, T, S extends z.core.$ZodLooseShape>(
  key: K,
  item: z.ZodMiniType<T>,
  fields: S,
) {
  const shape = { ...fields, [key]: z.array(z.unknown()) } as S & Record<K, z.ZodMiniArray<z.ZodMiniUnknown>>
  return z.pipe(
    z.object(shape),
    z.transform((answer) => {
      const values = (answer as Record<K, unknown[]>)[key]
      const items: T[] = []
      for (const value of values) {
        const parsed = item.safeParse(value)
        if (parsed.success) items.push(parsed.data)
      }
      const dropped = values.length - items.length
      return { ...answer, [key]: items, ...(dropped > 0 ? { dropped } : {}) } as ListAnswer<
        // zod types an object without fields as Record<string, never>, which no list would fit.
        keyof S extends never ? unknown : z.output<z.ZodMiniObject<S>>,
        K,
        T
      >
    }),
  )
}
