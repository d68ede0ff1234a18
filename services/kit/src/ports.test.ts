import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { envPort, PORTS, portOf } from './ports.mjs'

describe('portOf', () => {
  it("reads a service's port from its variable, else the table's default", () => {
    expect(portOf('cloud', {})).toBe(4000)
    expect(portOf('cloud', { FOYER_CLOUD_PORT: '' })).toBe(4000)
    expect(portOf('chainB', { FOYER_CHAIN_B_PORT: '9546' })).toBe(9546)
  })

  it('refuses a value that is no port, naming the variable; 0 only for a port to listen on', () => {
    for (const raw of ['abc', '-1', '65536', '80.5', '1e3', ' 80', '0']) {
      expect(() => portOf('relay', { FOYER_RELAY_PORT: raw })).toThrow(
        `FOYER_RELAY_PORT=${raw} is not a valid port (1-65535)`,
      )
    }
    expect(portOf('relay', { FOYER_RELAY_PORT: '0' }, { listen: true })).toBe(0)
    expect(() => portOf('relay', { FOYER_RELAY_PORT: 'x' }, { listen: true })).toThrow(
      'FOYER_RELAY_PORT=x is not a valid port (0-65535)',
    )
  })

  it('envPort reads a variable outside the table the same way', () => {
    expect(envPort('FOYER_SOLANA_X_PORT', 8999, {})).toBe(8999)
    expect(envPort('FOYER_SOLANA_X_PORT', 8999, { FOYER_SOLANA_X_PORT: '9001' })).toBe(9001)
    expect(() => envPort('FOYER_SOLANA_X_PORT', 8999, { FOYER_SOLANA_X_PORT: '70000' })).toThrow(
      'FOYER_SOLANA_X_PORT=70000 is not a valid port (1-65535)',
    )
  })

  it('ports.d.mts declares every port of the table, and each variable moves one port only', () => {
    const declared = readFileSync(new URL('./ports.d.mts', import.meta.url), 'utf8')
    for (const name of Object.keys(PORTS)) expect(declared).toMatch(new RegExp(`readonly ${name}: PortSpec`))
    const vars = Object.values(PORTS).map((spec) => spec.env)
    expect(new Set(vars).size).toBe(vars.length)
  })
})
