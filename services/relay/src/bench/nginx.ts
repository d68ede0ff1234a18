import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { freePort } from '../testing/freePort.js'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../..')

/** nginx in front of relay instances: round-robin, WebSockets, as deploy/nginx.conf has it. */
interface RunningNginx {
  url: string
  /** The master's pid (its worker is its child: the bench's CPU probe reads both). */
  pid: number
  stop(): Promise<void>
}

function config(dir: string, port: number, upstreams: readonly string[]): string {
  const servers = upstreams.map((url) => `    server ${url.replace('ws://', '')};`).join('\n')
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream relay {
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://relay;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection upgrade;
      proxy_read_timeout 1h;
    }
  }
}
`
}

/**
 * Starts nginx (Debian's, installed with apt-get when missing, as `npm run cluster` does) in front of
 * `upstreams`. One instance goes behind it too, so both runs of the bench pay the same proxy hop.
 */
export async function startNginx(upstreams: readonly string[]): Promise<RunningNginx> {
  const ensure = (await import(pathToFileURL(join(repoRoot, 'scripts/ensure-install.mjs')).href)) as {
    ensureNginx(): void
  }
  ensure.ensureNginx()
  const dir = await mkdtemp(join(tmpdir(), 'foyer-relay-nginx-'))
  const port = await freePort()
  await writeFile(join(dir, 'nginx.conf'), config(dir, port, upstreams))
  const child: ChildProcess = spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  })
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    await rm(dir, { recursive: true, force: true })
  }
  try {
    await waitForPort(port)
  } catch (error) {
    await stop()
    throw error
  }
  return { url: `ws://127.0.0.1:${port}`, pid: child.pid as number, stop }
}

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`nginx did not listen on ${port}`)
}
