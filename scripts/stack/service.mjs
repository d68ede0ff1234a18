// The shape of one process of the local stack (scripts/stack.mjs lists them).

/**
 * @typedef {object} StackService
 * @property {string} name
 * @property {string} command
 * @property {string[]} args
 * @property {string} [cwd]
 * @property {Record<string, string>} env
 * @property {{ name: keyof typeof import('../../services/kit/src/ports.mjs').PORTS, port: number }[]} ports
 * @property {{ label: string, url: string }[]} urls
 * @property {boolean} [deferred] started once every other service listens; a "starting" page holds its port until then
 * @property {() => Promise<boolean>} [ready] after its ports accept: polled until true (it answers, not just listens)
 */

export {}
