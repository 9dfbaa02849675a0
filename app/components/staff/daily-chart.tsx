// A chart of daily figures for the staff dashboard, drawn by uPlot (a small canvas chart library)
// in the browser. The library is loaded only here, on the dashboard, after the page is shown, so
// the member site's bundle does not carry it; without JavaScript the box stays empty and the
// table beside it has the same numbers (the chart is hidden from screen readers for that reason).
import { useEffect, useRef } from 'react'

export interface ChartSeries {
  label: string
  /** One value per day; null where the day has no figure. */
  values: (number | null)[]
  color: string
}

const HEIGHT = 220

export function DailyChart({ days, series, testId }: { days: string[]; series: ChartSeries[]; testId?: string }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined
    let observer: ResizeObserver | undefined
    let stopped = false
    void import('uplot').then(({ default: UPlot }) => {
      if (stopped) return
      const width = () => Math.max(240, element.clientWidth)
      chart = new UPlot(
        {
          width: width(),
          height: HEIGHT,
          legend: { show: true },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: true } },
          axes: [{}, { size: 56 }],
          series: [
            {},
            ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, points: { show: days.length <= 31 } })),
          ],
        },
        [days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000), ...series.map((s) => s.values)],
        element,
      )
      element.dataset.rendered = 'true'
      observer = new ResizeObserver(() => chart?.setSize({ width: width(), height: HEIGHT }))
      observer.observe(element)
    })
    return () => {
      stopped = true
      observer?.disconnect()
      chart?.destroy()
    }
  }, [days, series])
  return <div ref={box} className="staff-chart" aria-hidden="true" data-testid={testId} />
}
