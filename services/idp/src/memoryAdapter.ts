import type { Adapter, AdapterPayload } from 'oidc-provider'

/**
 * oidc-provider's storage, in this process's memory. Right for a local test provider (one process,
 * sign-ins live minutes); a real deployment of the secure site talks to the real providers instead.
 * One store per provider, shared by its models (sessions, codes, tokens, grants).
 */
export function memoryAdapterFactory() {
  const entries = new Map<string, { payload: AdapterPayload; expiresAt: number }>()
  const live = (key: string) => {
    const entry = entries.get(key)
    if (entry && entry.expiresAt < Date.now()) entries.delete(key)
    return entries.get(key)?.payload
  }
  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`
    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = Date.now() + (expiresIn ?? 3600) * 1000
        entries.set(key(id), { payload, expiresAt })
        if (payload.uid)
          entries.set(`${model}:uid:${payload.uid}`, { payload: { id } as AdapterPayload, expiresAt })
      },
      async find(id) {
        return live(key(id))
      },
      async findByUid(uid) {
        const ref = live(`${model}:uid:${uid}`) as { id?: string } | undefined
        return ref?.id ? live(key(ref.id)) : undefined
      },
      async findByUserCode() {
        return undefined
      },
      async consume(id) {
        const payload = live(key(id))
        if (payload) payload.consumed = Math.floor(Date.now() / 1000)
      },
      async destroy(id) {
        entries.delete(key(id))
      },
      async revokeByGrantId(grantId) {
        for (const [k, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(k)
      },
    }
  }
}
