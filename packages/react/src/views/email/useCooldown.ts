import { useEffect, useState } from 'react'

const secondsUntil = (until: number | undefined) =>
  until === undefined ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000))

/** Whole seconds until `until` (epoch ms), ticking once a second; 0 once it has passed. */
export function useCooldown(until: number | undefined): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(until))
  useEffect(() => {
    setSeconds(secondsUntil(until))
    if (until === undefined || until <= Date.now()) return
    const timer = setInterval(() => {
      const next = secondsUntil(until)
      setSeconds(next)
      if (next === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [until])
  return seconds
}
