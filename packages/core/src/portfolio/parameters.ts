import { InvalidOptionError } from '../errors/errors.js'
import { issueMessage } from '../validation/issueMessage.js'
import { accountParametersSchema } from './schemas.js'

/** Validates an action's parameters; InvalidOptionError names the first bad one. */
export function parseAccountParameters(
  action: string,
  input: { address: unknown; caipNetworkId: unknown; cursor?: unknown },
): { address: string; caipNetworkId: string; cursor?: string | undefined } {
  const parsed = accountParametersSchema.safeParse(input, { error: issueMessage })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new InvalidOptionError(`${action}.${issue?.path.join('.') ?? ''}`, issue?.message ?? 'is invalid')
  }
  return parsed.data
}
