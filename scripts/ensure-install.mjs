#!/usr/bin/env node
// Installs what is missing, so that `npm start` and `npm test` work on a fresh clone.
// Plain Node with no dependencies: it runs before node_modules exists.
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options })
  if (result.status !== 0 && options.allowFailure) return false
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed with exit code ${result.status}`)
    process.exit(result.status ?? 1)
  }
  return true
}

/** node_modules is missing or older than package-lock.json: (re)install from the lock file. */
export function ensureDependencies() {
  const lock = join(root, 'package-lock.json')
  const marker = join(root, 'node_modules', '.package-lock.json')
  if (!existsSync(marker)) {
    console.log('Installing npm dependencies (npm ci)...')
    // npm ci refuses a lock file that lacks an optional package the registry does not serve;
    // npm install then resolves it and still installs the locked versions of everything else.
    if (!run('npm', ['ci', '--no-audit', '--no-fund'], { allowFailure: true })) {
      console.log('npm ci failed; retrying with npm install...')
      run('npm', ['install', '--no-audit', '--no-fund'])
    }
  } else if (statSync(marker).mtimeMs < statSync(lock).mtimeMs) {
    console.log('package-lock.json changed: updating npm dependencies...')
    run('npm', ['install', '--no-audit', '--no-fund'])
  }
}

/** Debian's policy hook that invoke-rc.d and deb-systemd-invoke ask before they start a service. */
const POLICY_RC = '/usr/sbin/policy-rc.d'

/**
 * The commands that install Debian packages with apt-get (through sudo unless run as root) and leave none of
 * their services running: nginx and postgresql start their system service as they install (nginx on port
 * 80, failing the install when that port is taken). A policy-rc.d that answers "denied" (101) prevents that
 * during the install and is removed after, unless one was there before; on a systemd machine the services
 * are then disabled, so they do not start at the next boot either. The stack runs instances of its own.
 * @param {string[]} packages
 * @param {{ asRoot: boolean, policyExists: boolean, systemd: boolean, services?: string[], recommends?: boolean }} machine
 * @returns {{ argv: string[], always?: boolean, optional?: boolean }[]} in order; `always` runs after a failure too
 */
export function aptInstallPlan(
  packages,
  { asRoot, policyExists, systemd, services = [], recommends = false },
) {
  /** @param {string[]} argv */
  const privileged = (argv) => (asRoot ? argv : ['sudo', ...argv])
  const plan = []
  if (!policyExists) {
    const deny = `printf '#!/bin/sh\\nexit 101\\n' > ${POLICY_RC} && chmod 755 ${POLICY_RC}`
    plan.push({ argv: privileged(['sh', '-c', deny]) })
  }
  plan.push({ argv: privileged(['apt-get', 'update', '-qq']) })
  const noRecommends = recommends ? [] : ['--no-install-recommends']
  plan.push({ argv: privileged(['apt-get', 'install', '-y', '-qq', ...noRecommends, ...packages]) })
  if (systemd && services.length)
    plan.push({ argv: privileged(['systemctl', 'disable', '--now', '--quiet', ...services]), optional: true })
  if (!policyExists) plan.push({ argv: privileged(['rm', '-f', POLICY_RC]), always: true })
  return plan
}

/**
 * Installs Debian packages (apt-get: needs root or sudo) with none of their services left running.
 * @param {string[]} packages
 * @param {{ services?: string[], recommends?: boolean }} [options]
 */
export function aptInstall(packages, options = {}) {
  const plan = aptInstallPlan(packages, {
    asRoot: process.getuid?.() === 0,
    policyExists: existsSync(POLICY_RC),
    systemd: existsSync('/run/systemd/system'),
    ...options,
  })
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  let failed
  for (const step of plan) {
    if (failed && !step.always) continue
    const [command = '', ...args] = step.argv
    const ok = run(command, args, { env, allowFailure: true })
    if (!ok && !step.optional && !step.always) failed = step.argv.join(' ')
  }
  if (failed) {
    console.error(
      `\n${failed} failed: install ${packages.join(' ')} with apt-get (as root or with sudo), then try again.`,
    )
    process.exit(1)
  }
}

/** Browser tests drive Debian's Chromium; playwright never downloads a browser here. */
export function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return
  console.log('Installing Debian chromium (apt-get, about 2 minutes)...')
  aptInstall(['chromium'], { recommends: true })
}

/** Debian's nginx, the load balancer of `npm run cluster` and its browser test (apt-get when missing). */
export function ensureNginx() {
  if (existsSync('/usr/sbin/nginx') || existsSync('/usr/bin/nginx')) return
  console.log('Installing Debian nginx (apt-get; its system service stays stopped and disabled)...')
  aptInstall(['nginx'], { services: ['nginx'] })
}

/**
 * The published AppKit client that one browser test runs against the local cloud: a test-only folder
 * with its own lock file, outside the workspaces so that no Foyer package can import it.
 */
export function ensureAppKitClient() {
  const dir = join(root, 'e2e/appkit-client')
  const lock = join(dir, 'package-lock.json')
  const marker = join(dir, 'node_modules', '.package-lock.json')
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return
  console.log('Installing the AppKit client for the browser tests (npm ci in e2e/appkit-client)...')
  run('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: dir })
}

/**
 * React 18 and its Testing Library, which @foyer/react's tests run against a second time
 * (packages/react/vitest.react18.config.ts): a test-only folder with its own lock file, outside the
 * workspaces, since react-dom 18's peer dependency on react 18 cannot sit beside the workspaces' React 19.
 */
export function ensureReact18() {
  const dir = join(root, 'packages/react/react18')
  const lock = join(dir, 'package-lock.json')
  const marker = join(dir, 'node_modules', '.package-lock.json')
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return
  console.log('Installing React 18 for the React 18 test run (npm ci in packages/react/react18)...')
  run('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: dir })
}

/**
 * Pimlico's Alto, the local ERC-4337 bundler that services/bundler runs (about 380 MB): its pinned
 * manifest and lock file live in services/bundler/alto, and it is installed into .tools/alto, outside
 * the workspaces, so that no Foyer package or page can import it.
 */
export function ensureAlto() {
  const source = join(root, 'services/bundler/alto')
  const dir = join(root, '.tools/alto')
  const lock = join(source, 'package-lock.json')
  const marker = join(dir, 'node_modules', '.package-lock.json')
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return
  console.log('Installing the Alto bundler (npm ci in .tools/alto, about 380 MB)...')
  mkdirSync(dir, { recursive: true })
  copyFileSync(join(source, 'package.json'), join(dir, 'package.json'))
  copyFileSync(lock, join(dir, 'package-lock.json'))
  run('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: dir })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureDependencies()
  if (process.argv.includes('--chromium')) ensureChromium()
  if (process.argv.includes('--appkit-client')) ensureAppKitClient()
  if (process.argv.includes('--alto')) ensureAlto()
  if (process.argv.includes('--react18')) ensureReact18()
}
