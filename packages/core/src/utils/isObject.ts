/** A plain object (not null, not an array). Its own module: the page's open() uses it without the checker. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
