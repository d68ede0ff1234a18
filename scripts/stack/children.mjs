// Stopping the stack's child processes: each runs in its own process group, signalled as a whole.

/** Kills a child and its process group at once (SIGKILL); resolves when it exited. */
export function killChild(child) {
  if (child.exited) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    signalGroup(child, 'SIGKILL')
  })
}

/** Asks a child and its group to stop (SIGTERM), SIGKILL after 5 s; resolves when it exited. */
export function stopChild(child) {
  if (child.exited) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(timer)
      signalGroup(child, 'SIGKILL') // leftovers in the group (a grandchild that ignored SIGTERM)
      resolve()
    })
    signalGroup(child, 'SIGTERM')
  })
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}
