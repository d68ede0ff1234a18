// The cluster topology behind a load balancer, on one machine: cluster.mjs builds it and
// `npm run cluster` runs it. PostgreSQL (a throw-away server), two instances each of the cloud, the
// relay and the secure site on it, and nginx in front on the ports `npm start` uses, so the demo,
// the test wallet and any app work against it unchanged.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { portOf } from '../services/kit/src/ports.mjs'
import { stackServices } from './stack.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The instance ports behind the balancer: two per service. */
export function instancePorts(env = process.env) {
  const base = portOf('clusterBase', env)
  return { cloud: [base, base + 1], relay: [base + 10, base + 11], secureSite: [base + 20, base + 21] }
}

/** nginx's configuration: round-robin HTTP for the cloud and the secure site, WebSockets for the relay. */
export function nginxConfig({ dir, env = process.env }) {
  const ports = instancePorts(env)
  const upstream = (name, list) =>
    `  upstream ${name} {\n${list.map((p) => `    server 127.0.0.1:${p};`).join('\n')}\n  }`
  const server = (port, target, websocket) => `  server {
    listen 127.0.0.1:${port};
    listen [::1]:${port};
    location / {
      proxy_pass http://${target};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_next_upstream error timeout http_502 http_503;${
        websocket
          ? `
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;`
          : ''
      }
    }
  }`
  return `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'nginx-error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'tmp', 'body')};
  proxy_temp_path ${join(dir, 'tmp', 'proxy')};
  fastcgi_temp_path ${join(dir, 'tmp', 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'tmp', 'uwsgi')};
  scgi_temp_path ${join(dir, 'tmp', 'scgi')};
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
${upstream('cloud', ports.cloud)}
${upstream('relay', ports.relay)}
${upstream('secure_site', ports.secureSite)}
${server(portOf('cloud', env), 'cloud', false)}
${server(portOf('relay', env), 'relay', true)}
${server(portOf('secureSite', env), 'secure_site', false)}
}
`
}

/**
 * What `npm run cluster` prints once it runs: each process and its PID, so that `kill <PID>` takes one
 * instance down (the other keeps serving, and the stack starts it again).
 * @param {{ service: { name: string }, child: { pid?: number | undefined } }[]} children
 */
export function processTable(children) {
  const width = Math.max(...children.map(({ service }) => service.name.length))
  return children.map(({ service, child }) => `  ${service.name.padEnd(width)}  PID ${child.pid}`).join('\n')
}

/** The secure site's key-encryption key, shared by its instances (each would make its own otherwise). */
function sharedKek(stateDir) {
  const file = join(stateDir, 'secure-site', 'kek')
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return readFileSync(file, 'utf8').trim()
}

/**
 * @typedef {import('./stack.mjs').StackService} StackService
 */

/**
 * The stack's services in cluster form: `stackServices` with the cloud, the relay and the secure site
 * doubled on `databaseUrl`, and nginx on their public ports.
 * @param {{ databaseUrl: string, env?: NodeJS.ProcessEnv, mode?: 'dev' | 'preview' }} options
 */
/** @returns {StackService[]} */
export function clusterServices({ databaseUrl, env = process.env, mode = 'dev' }) {
  const stateDir = env.FOYER_STATE_DIR || join(root, '.state')
  const dir = join(stateDir, 'cluster')
  mkdirSync(join(dir, 'tmp'), { recursive: true })
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig({ dir, env }))
  const ports = instancePorts(env)
  const shared = {
    DATABASE_URL: databaseUrl,
    SECURE_SITE_KEK: env.SECURE_SITE_KEK || sharedKek(stateDir),
    FOYER_CLOUD_TRUST_PROXY: '1',
    FOYER_CLOUD_PUBLIC_URL: `http://localhost:${portOf('cloud', env)}`,
  }
  const doubled = {
    cloud: 'FOYER_CLOUD_PORT',
    relay: 'FOYER_RELAY_PORT',
    'secure-site': 'FOYER_SECURE_SITE_PORT',
  }
  /** @type {StackService[]} */
  const services = []
  for (const service of stackServices(env, { mode })) {
    const portEnv = doubled[service.name]
    if (service.name === 'exchange') {
      // One instance, but on the cluster's PostgreSQL: its embedded database would be another stack's.
      services.push({ ...service, env: { ...service.env, DATABASE_URL: databaseUrl } })
      continue
    }
    if (!portEnv) {
      services.push(service)
      continue
    }
    const list = ports[service.name === 'secure-site' ? 'secureSite' : service.name]
    list.forEach((port, index) => {
      services.push({
        ...service,
        name: `${service.name}-${index + 1}`,
        env: { ...service.env, ...shared, [portEnv]: String(port) },
        ports: [{ name: /** @type {const} */ ('clusterBase'), port }],
        urls: [],
      })
    })
  }
  services.push({
    name: 'nginx',
    command: 'nginx',
    args: ['-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    env: {},
    ports: /** @type {const} */ ([
      { name: 'cloud', port: portOf('cloud', env) },
      { name: 'relay', port: portOf('relay', env) },
      { name: 'secureSite', port: portOf('secureSite', env) },
    ]),
    urls: [
      { label: 'Cloud API (2 instances)', url: `http://localhost:${portOf('cloud', env)}` },
      { label: 'WalletConnect relay (2)', url: `ws://localhost:${portOf('relay', env)}` },
      { label: 'Secure site (2)', url: `http://localhost:${portOf('secureSite', env)}` },
    ],
  })
  return services
}
