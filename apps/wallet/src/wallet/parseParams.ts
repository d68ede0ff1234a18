import type { z } from 'zod'
import { InvalidParamsError } from './errors.js'

/**
 * A request's parameters checked against `schema`.
 * @throws InvalidParamsError `Invalid <method> parameters`, its details naming the first bad field.
 */
export function parseParams<T>(schema: z.ZodType<T>, params: unknown, method: string): T {
  const result = schema.safeParse(params)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new InvalidParamsError(`Invalid ${method} parameters`, {
      details: issue ? `${issue.path.join('.') || 'params'}: ${issue.message}` : undefined,
    })
  }
  return result.data
}
