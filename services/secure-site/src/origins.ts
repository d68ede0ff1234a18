const TTL_MS = 60_000
const MISS_TTL_MS = 5_000

/**
 * A project's allowed origins from the cloud (`GET /projects/v1/origins`), cached a minute per
 * process (a cache only: any instance asks the cloud itself). Undefined for an unknown project.
 */
export function createOriginsSource(
  cloudUrl: string,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
) {
  const cache = new Map<string, { at: number; ttl: number; value: Promise<readonly string[] | undefined> }>()
  return async (projectId: string): Promise<readonly string[] | undefined> => {
    const hit = cache.get(projectId)
    if (hit && now() - hit.at < hit.ttl) return hit.value
    const value = fetchImpl(`${cloudUrl}/projects/v1/origins?projectId=${encodeURIComponent(projectId)}`, {
      signal: AbortSignal.timeout(10_000),
    }).then(async (response) => {
      if (!response.ok) return undefined
      const body = (await response.json()) as { allowedOrigins?: unknown }
      return Array.isArray(body.allowedOrigins)
        ? body.allowedOrigins.filter((o): o is string => typeof o === 'string')
        : undefined
    })
    const entry = { at: now(), ttl: TTL_MS, value }
    cache.set(projectId, entry)
    if (cache.size > 10_000) cache.delete(cache.keys().next().value as string)
    value.then(
      (origins) => {
        if (!origins) entry.ttl = MISS_TTL_MS
      },
      () => cache.delete(projectId),
    )
    return value
  }
}

export type OriginsSource = ReturnType<typeof createOriginsSource>
