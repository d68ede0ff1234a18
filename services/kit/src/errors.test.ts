import { describe, expect, it } from 'vitest'
import { ServiceError } from './errors.js'

class PortBusyError extends ServiceError<'PORT_BUSY'> {
  override name = 'PortBusyError'
  constructor(port: number, cause?: unknown) {
    super('PORT_BUSY', `Port ${port} is busy`, { details: 'EADDRINUSE', cause })
  }
}

describe('ServiceError', () => {
  it('keeps the one-line shortMessage apart from the message, which adds the details', () => {
    const error = new ServiceError('NOT_FOUND', 'Project not found')
    expect(error).toMatchObject({
      name: 'ServiceError',
      code: 'NOT_FOUND',
      shortMessage: 'Project not found',
    })
    expect(error.details).toBeUndefined()
    expect(error.message).toBe('Project not found')
    expect(error.cause).toBeUndefined()
  })

  it("is a service's root: its own name and code, details in message, the cause kept", () => {
    const cause = new Error('listen EADDRINUSE')
    const error = new PortBusyError(4000, cause)
    expect(error).toBeInstanceOf(ServiceError)
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('PortBusyError')
    expect(error.code).toBe('PORT_BUSY')
    expect(error.message).toBe('Port 4000 is busy\n\nDetails: EADDRINUSE')
    expect(error.cause).toBe(cause)
  })

  it("takes a number for a wire format's code (JSON-RPC)", () => {
    expect(new ServiceError(-32602, 'Invalid params').code).toBe(-32602)
  })
})
