// A small schema checker for what runs at page load (createFoyer's options, open(), the adapter's
// options). zod/mini adds about 9 KiB gzip to a page that does not already use it; this file about 1.
// The lazy parts of Foyer (directory, portfolio, WalletConnect) keep zod.
// Issues carry zod's issue codes and fields, so issueMessage words both alike.

export type Path = (string | number)[]

/** One problem found in a value: zod's issue shape (code, path, and the code's own fields). */
export interface Issue {
  code:
    | 'invalid_type'
    | 'too_small'
    | 'too_big'
    | 'invalid_format'
    | 'invalid_value'
    | 'invalid_union'
    | 'unrecognized_keys'
    | 'custom'
  path: Path
  message: string
  input?: unknown
  expected?: string
  origin?: string
  minimum?: number
  maximum?: number
  inclusive?: boolean
  format?: string
  values?: readonly unknown[]
  keys?: string[]
}

/** An issue before its message and full path are known. */
export type RawIssue = Omit<Issue, 'message' | 'path'> & { message?: string; path?: Path }

export type SafeParseResult<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } }

/** Words an issue that has no message of its own (core's issueMessage). */
export type IssueWording = (issue: RawIssue) => string | undefined

interface Context {
  issues: Issue[]
  wording: IssueWording | undefined
}

/** A check on a value of the schema's type; reports problems through `add`. */
export type Check<T> = (value: T, add: (issue: RawIssue) => void) => void

export interface Schema<T> {
  /** Returns the checked value (objects without unknown keys) and records problems in `context`. */
  run(input: unknown, path: Path, context: Context): T
  /** Checks `input`; never throws. */
  safeParse(input: unknown, options?: { error?: IssueWording }): SafeParseResult<T>
  /** The same schema with more checks, run when the type matched. */
  check(...checks: Check<T>[]): Schema<T>
  /** The same schema with a check of the whole value that may report issues at any path below it. */
  refine(test: (value: T, addIssue: (issue: { path: Path; message: string }) => void) => void): Schema<T>
  readonly isOptional?: boolean
}

export type Infer<S> = S extends Schema<infer T> ? T : never

/** The message for any problem this schema or check itself finds: a string, or `{ error }`. */
type Options = string | { error?: string }

const own = (options: Options | undefined) => (typeof options === 'string' ? options : options?.error)
const messageOf = (options: Options | undefined) => {
  const message = own(options)
  return message === undefined ? {} : { message }
}

function report(context: Context, path: Path, raw: RawIssue, ownMessage?: string) {
  const issue = { ...raw, path: [...path, ...(raw.path ?? [])] } as Issue
  issue.message = raw.message ?? ownMessage ?? context.wording?.(raw) ?? 'Invalid input'
  context.issues.push(issue)
}

function schema<T>(
  run: (input: unknown, path: Path, context: Context) => T,
  options: Options | undefined = undefined,
  checks: Check<T>[] = [],
  isOptional = false,
): Schema<T> {
  const self: Schema<T> = {
    isOptional,
    run(input, path, context) {
      const before = context.issues.length
      const add = (issue: RawIssue) => report(context, path, issue, own(options))
      const value = run(input, path, { ...context, issues: context.issues })
      // Checks run only on a value of the right type, like zod's.
      if (context.issues.length === before) for (const check of checks) check(value, add)
      return value
    },
    safeParse(input, parseOptions) {
      const context: Context = { issues: [], wording: parseOptions?.error }
      const data = self.run(input, [], context)
      return context.issues.length
        ? { success: false, error: { issues: context.issues } }
        : { success: true, data }
    },
    check: (...more) => schema(run, options, [...checks, ...more], isOptional),
    refine: (test) => self.check((value, add) => test(value, (issue) => add({ code: 'custom', ...issue }))),
  }
  return self
}

function typed<T>(expected: string, test: (input: unknown) => boolean, options?: Options): Schema<T> {
  return schema<T>((input, path, context) => {
    if (!test(input)) report(context, path, { code: 'invalid_type', expected, input }, own(options))
    return input as T
  }, options)
}

export const string = (options?: Options) => typed<string>('string', (v) => typeof v === 'string', options)
export const number = (options?: Options) =>
  typed<number>('number', (v) => typeof v === 'number' && !Number.isNaN(v), options)
export const int = (options?: Options) => typed<number>('int', (v) => Number.isSafeInteger(v), options)
export const bigint = (options?: Options) => typed<bigint>('bigint', (v) => typeof v === 'bigint', options)
export const boolean = (options?: Options) =>
  typed<boolean>('boolean', (v) => typeof v === 'boolean', options)
export const unknown = () => schema<unknown>((input) => input)

/** A string that parses as an absolute URL. */
export const url = (options?: Options) =>
  string(options).check((value, add) => {
    if (!URL.canParse(value)) add({ code: 'invalid_format', format: 'url', input: value })
  })

/** One of the given values (zod's enum and literal). */
export function oneOf<const V extends readonly (string | number | boolean)[]>(
  values: V,
  options?: Options,
): Schema<V[number]> {
  return schema((input, path, context) => {
    if (!values.includes(input as V[number]))
      report(context, path, { code: 'invalid_value', values, input }, own(options))
    return input as V[number]
  }, options)
}

export const literal = <const V extends string | number | boolean>(value: V, options?: Options) =>
  oneOf([value] as const, options)

export function optional<T>(inner: Schema<T>): Schema<T | undefined> {
  return schema<T | undefined>(
    (input, path, context) => (input === undefined ? undefined : inner.run(input, path, context)),
    undefined,
    [],
    true,
  )
}

export function array<T>(item: Schema<T>, options?: Options): Schema<T[]> {
  return schema<T[]>((input, path, context) => {
    if (!Array.isArray(input)) {
      report(context, path, { code: 'invalid_type', expected: 'array', input }, own(options))
      return input as T[]
    }
    return input.map((entry, index) => item.run(entry, [...path, index], context))
  }, options)
}

export function record<V>(
  key: Schema<string>,
  value: Schema<V>,
  options?: Options,
): Schema<Record<string, V>> {
  return schema<Record<string, V>>((input, path, context) => {
    if (!isPlainObject(input)) {
      report(context, path, { code: 'invalid_type', expected: 'record', input }, own(options))
      return input as Record<string, V>
    }
    const out: Record<string, V> = {}
    for (const [name, entry] of Object.entries(input)) {
      key.run(name, [...path, name], context)
      out[name] = value.run(entry, [...path, name], context)
    }
    return out
  }, options)
}

/** The first of `options` that accepts the value; 'invalid_union' (or the own message) when none does. */
export function union<S extends readonly Schema<unknown>[]>(
  options: S,
  ownOptions?: Options,
): Schema<Infer<S[number]>> {
  return schema<Infer<S[number]>>((input, path, context) => {
    const near: Issue[][] = []
    for (const option of options) {
      const tried: Context = { issues: [], wording: context.wording }
      const value = option.run(input, path, tried)
      if (tried.issues.length === 0) return value as Infer<S[number]>
      // An option of the value's type that failed a check says more than "matches none".
      if (!tried.issues.every((issue) => issue.code === 'invalid_type' && issue.path.length === path.length))
        near.push(tried.issues)
    }
    const [only] = near
    if (only && near.length === 1 && own(ownOptions) === undefined) context.issues.push(...only)
    else report(context, path, { code: 'invalid_union', input }, own(ownOptions))
    return input as Infer<S[number]>
  }, ownOptions)
}

/** A value `test` accepts; for shapes a schema cannot say (functions, objects with methods). */
export function custom<T>(test: (input: unknown) => boolean, options?: Options): Schema<T> {
  return schema<T>((input, path, context) => {
    if (!test(input)) report(context, path, { code: 'custom', input }, own(options) ?? 'Invalid input')
    return input as T
  }, options)
}

/** Turns an accepted value into another (for example adds a missing 0x). */
export function transform<T, U>(inner: Schema<T>, map: (value: T) => U): Schema<U> {
  return schema<U>((input, path, context) => {
    const before = context.issues.length
    const value = inner.run(input, path, context)
    return context.issues.length === before ? map(value) : (value as unknown as U)
  })
}

type Shape = Record<string, Schema<unknown>>
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: undefined extends Infer<S[K]> ? K : never
}[keyof S]
export type ObjectOutput<S extends Shape> = { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & {
  [K in OptionalKeys<S>]?: Infer<S[K]>
}

const isPlainObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input)

function objectOf<S extends Shape>(
  shape: S,
  unknownKeys: 'strip' | 'reject' | 'keep',
  options?: Options,
): Schema<ObjectOutput<S>> {
  return schema<ObjectOutput<S>>((input, path, context) => {
    if (!isPlainObject(input)) {
      report(context, path, { code: 'invalid_type', expected: 'object', input }, own(options))
      return input as ObjectOutput<S>
    }
    const out: Record<string, unknown> = unknownKeys === 'keep' ? { ...input } : {}
    for (const [name, field] of Object.entries(shape)) {
      const value = field.run(input[name], [...path, name], context)
      if (value !== undefined || name in input) out[name] = value
    }
    const extra = Object.keys(input).filter((name) => !(name in shape))
    if (unknownKeys === 'reject' && extra.length)
      report(context, path, { code: 'unrecognized_keys', keys: extra, input }, own(options))
    return out as ObjectOutput<S>
  }, options)
}

/** An object with these fields; unknown fields are dropped. */
export const object = <S extends Shape>(shape: S, options?: Options) => objectOf(shape, 'strip', options)
/** An object with these fields and no others. */
export const strictObject = <S extends Shape>(shape: S, options?: Options) =>
  objectOf(shape, 'reject', options)
/** An object with at least these fields; the others pass through. */
export const looseObject = <S extends Shape>(shape: S, options?: Options) => objectOf(shape, 'keep', options)

// Checks, for `.check(...)`.

type Sized = string | readonly unknown[]
const originOf = (value: Sized) => (typeof value === 'string' ? 'string' : 'array')

export const minLength =
  (minimum: number, options?: Options): Check<Sized> =>
  (value, add) => {
    if (value.length < minimum)
      add({ code: 'too_small', origin: originOf(value), minimum, inclusive: true, ...messageOf(options) })
  }

export const minimum =
  (min: number, options?: Options): Check<number> =>
  (value, add) => {
    if (value < min)
      add({ code: 'too_small', origin: 'number', minimum: min, inclusive: true, ...messageOf(options) })
  }

export const maximum =
  (max: number, options?: Options): Check<number> =>
  (value, add) => {
    if (value > max)
      add({ code: 'too_big', origin: 'number', maximum: max, inclusive: true, ...messageOf(options) })
  }

export const positive =
  (options?: Options): Check<number> =>
  (value, add) => {
    if (!(value > 0))
      add({ code: 'too_small', origin: 'number', minimum: 0, inclusive: false, ...messageOf(options) })
  }

export const regex =
  (pattern: RegExp, options?: Options): Check<string> =>
  (value, add) => {
    if (!pattern.test(value)) add({ code: 'invalid_format', format: 'regex', ...messageOf(options) })
  }
