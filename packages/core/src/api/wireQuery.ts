import type * as z from 'zod/mini'

/** A query value as apiUrl writes it: a list comma-joined, a number in decimal; undefined is left out. */
export type QueryValue = string | number | readonly string[] | undefined

type AsWritten<T> = T extends readonly (infer Item)[] ? readonly Item[] : T

/**
 * The query a client passes for one of @foyer/wire's query schemas (requests/), typed from the schema
 * alone (`import type`, so no request check reaches a client chunk): the schema's own keys, optional
 * where it takes none, each as the value it reads (a number, a list) rather than the string on the wire,
 * which apiUrl writes. Written `{ ... } satisfies WireQuery<typeof xQuerySchema>`, so a query parameter
 * the schema renames or drops fails typecheck.
 */
export type WireQuery<S extends z.ZodMiniType> = {
  [K in keyof z.input<S> as string extends K ? never : K]:
    | AsWritten<z.output<S>[K & keyof z.output<S>]>
    | (undefined extends z.input<S>[K] ? undefined : never)
}
