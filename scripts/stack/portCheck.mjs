// Checking the stack's ports before anything starts, with the variable that moves a busy one.
import { PORTS } from '../../services/kit/src/ports.mjs'
import { isFree } from './probes.mjs'

export class PortBusyError extends Error {
  constructor(port, envName) {
    super(`Port ${port} is busy (set ${envName} to use another port)`)
    this.name = 'PortBusyError'
    this.port = port
  }
}

/** Throws PortBusyError for the first busy port of the stack. */
export async function checkPorts(services) {
  for (const service of services) {
    for (const { name, port } of service.ports) {
      if (!(await isFree(port))) throw new PortBusyError(port, PORTS[name].env)
    }
  }
}
