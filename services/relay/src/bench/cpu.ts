import { readdirSync, readFileSync } from 'node:fs'

/** CPU time (ms, user + system) a process has used, its reaped children's included (Linux /proc). */
function cpuMsOf(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces): utime is the 12th, cutime the 14th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0)
    return (ticks * 1000) / 100 // USER_HZ is 100 on Linux
  } catch {
    return 0
  }
}

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return undefined
  }
}

/** The PostgreSQL server listening on `port`: its postmaster's pid (its command line names the port). */
function postmasterOf(port: number): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')
      const at = args.indexOf('-p')
      if (args[0]?.endsWith('postgres') && at >= 0 && args[at + 1] === String(port)) return Number(entry)
    } catch {}
  }
  return undefined
}

/**
 * CPU time of a process and its children, reaped or live: a PostgreSQL server (the postmaster and its
 * backends) or nginx (its master and worker).
 */
function treeCpuMs(root: number): number {
  let total = cpuMsOf(root)
  for (const entry of readdirSync('/proc')) {
    if (/^\d+$/.test(entry) && parentOf(Number(entry)) === root) total += cpuMsOf(Number(entry))
  }
  return total
}

/** CPU (ms) the relay processes, their database and the proxy in front used so far; the bench takes differences. */
export interface CpuProbe {
  relay(): number
  database?(): number
  proxy?(): number
}

/**
 * The probe for relay processes `pids`, a PostgreSQL server on `postgresPort` and the nginx whose
 * master is `proxyPid`, if given.
 */
export function cpuProbe(pids: readonly number[], postgresPort?: number, proxyPid?: number): CpuProbe {
  const postmaster = postgresPort === undefined ? undefined : postmasterOf(postgresPort)
  return {
    relay: () => pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0),
    ...(postmaster === undefined ? {} : { database: () => treeCpuMs(postmaster) }),
    ...(proxyPid === undefined ? {} : { proxy: () => treeCpuMs(proxyPid) }),
  }
}
