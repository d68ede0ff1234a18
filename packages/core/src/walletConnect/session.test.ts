import type { UniversalProvider } from '@walletconnect/universal-provider'
import { describe, expect, it } from 'vitest'
import { createSessionHandle } from './session.js'

type Provider = InstanceType<typeof UniversalProvider>

/** A provider whose SDK client holds `sessions` by topic; session events are not played here. */
function providerWith(sessions: Record<string, unknown>): Provider {
  return {
    client: {
      session: {
        get(topic: string) {
          const session = sessions[topic]
          if (!session) throw new Error(`No matching key. session: ${topic}`)
          return session
        },
      },
      on: () => {},
      off: () => {},
    },
  } as unknown as Provider
}

const end = async () => {}

describe('createSessionHandle: properties', () => {
  it("are the session's sessionProperties as the wallet approved them", () => {
    const addresses = JSON.stringify([{ address: 'bcrt1qexample', intention: 'payment' }])
    const provider = providerWith({
      t1: { namespaces: {}, sessionProperties: { bip122_getAccountAddresses: addresses } },
    })
    expect(createSessionHandle(provider, 't1', end).properties).toEqual({
      bip122_getAccountAddresses: addresses,
    })
  })

  it('keep only string values (the wallet’s word), and are empty without properties or a session', () => {
    const provider = providerWith({
      t1: { namespaces: {}, sessionProperties: { kept: 'yes', dropped: 42, nested: { a: 1 } } },
      t2: { namespaces: {} },
    })
    expect(createSessionHandle(provider, 't1', end).properties).toEqual({ kept: 'yes' })
    expect(createSessionHandle(provider, 't2', end).properties).toEqual({})
    expect(createSessionHandle(provider, 'gone', end).properties).toEqual({})
  })
})
