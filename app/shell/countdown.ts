// The time-bonus countdown (SPEC §4, §9): hours:minutes:seconds with two digits, one tick a
// second. It counts from the server's remaining seconds, so a wrong clock in the browser does
// not change it (and the server decides again at payment).
import { useEffect, useState } from 'react'

export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds))
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`
}

/** Seconds left, ticking down each second from `remainingSeconds` as the page received it. */
export function useCountdown(remainingSeconds: number | null): number | null {
  const [tick, setTick] = useState({ from: remainingSeconds, elapsed: 0 })
  // New data from the server starts the count again.
  if (tick.from !== remainingSeconds) setTick({ from: remainingSeconds, elapsed: 0 })
  useEffect(() => {
    if (remainingSeconds === null) return
    const started = performance.now()
    const timer = window.setInterval(() => {
      const elapsed = Math.floor((performance.now() - started) / 1000)
      setTick({ from: remainingSeconds, elapsed })
      if (elapsed >= remainingSeconds) window.clearInterval(timer)
    }, 1000)
    return () => window.clearInterval(timer)
  }, [remainingSeconds])
  if (remainingSeconds === null) return null
  return Math.max(0, remainingSeconds - (tick.from === remainingSeconds ? tick.elapsed : 0))
}
