import { ServiceError } from '@foyer/service-kit/errors'
import { describe, expect, it } from 'vitest'
import { DataDirLockedError, InvalidOptionError, PortBusyError, RelayError } from './errors.js'
import { startRelay } from './start.js'

describe('relay errors', () => {
  it("are the services' ServiceError, with the relay's codes and texts", () => {
    const busy = new PortBusyError(4001)
    expect(busy).toBeInstanceOf(RelayError)
    expect(busy).toBeInstanceOf(ServiceError)
    expect(busy).toMatchObject({
      name: 'PortBusyError',
      code: 'PORT_BUSY',
      port: 4001,
      shortMessage: 'Port 4001 is busy (set FOYER_RELAY_PORT to use another port)',
    })
    const locked = new DataDirLockedError('/tmp/x', 12)
    expect(locked.code).toBe('DATA_DIR_LOCKED')
    expect(locked.message).toBe(
      'Another relay (pid 12) is using /tmp/x; stop it, or set FOYER_STATE_DIR to use another folder',
    )
  })

  it('refuses a bad FOYER_RELAY_PORT with an InvalidOptionError naming the variable', async () => {
    const attempt = startRelay({ persistence: 'memory', env: { FOYER_RELAY_PORT: '70000' } })
    await expect(attempt).rejects.toBeInstanceOf(InvalidOptionError)
    await expect(attempt).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      shortMessage: 'Invalid relay option',
      details: 'FOYER_RELAY_PORT=70000 is not a valid port (0-65535)',
    })
  })
})
