/**
 * An EVM chain id as the frame's callers send it: a number, its decimal string, or the CAIP-2 form
 * (`eip155:31337`, what the hosted kit's client sends). Undefined for anything else.
 */
export function chainIdOf(value: unknown): number | undefined {
  const text = typeof value === 'string' ? value.replace(/^eip155:/, '') : value
  const id =
    typeof text === 'number' ? text : typeof text === 'string' && /^\d+$/.test(text) ? Number(text) : NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}
