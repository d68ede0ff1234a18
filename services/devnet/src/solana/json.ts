/**
 * JSON with bigints written as plain numbers, as the Solana RPC writes u64 values (lamports, rentEpoch):
 * `@solana/kit` parses them back into bigints without loss.
 */
export function stringifyJson(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  switch (typeof value) {
    case 'bigint':
      return value.toString()
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null'
    case 'string':
    case 'boolean':
      return JSON.stringify(value)
    case 'object': {
      if (Array.isArray(value)) return `[${value.map((item) => stringifyJson(item ?? null)).join(',')}]`
      const parts: string[] = []
      for (const [key, item] of Object.entries(value)) {
        if (item === undefined || typeof item === 'function') continue
        parts.push(`${JSON.stringify(key)}:${stringifyJson(item)}`)
      }
      return `{${parts.join(',')}}`
    }
    default:
      return 'null'
  }
}
