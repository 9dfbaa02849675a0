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
const DAY_SECONDS = 86_400

export function DailyChart({
  days,
  series,
  language,
  dayLabel,
  testId,
}: {
  days: string[]
  series: ChartSeries[]
  /** The page's language: dates on the axis and in the legend as the tables write them. */
  language: string
  /** The legend's name of the x values ("Day"). */
  dayLabel: string
  testId?: string
}) {
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
      const date = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' })
      const formatDay = (seconds: number) => date.format(new Date(seconds * 1000))
      chart = new UPlot(
        {
          width: width(),
          height: HEIGHT,
          legend: { show: true },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: true } },
          axes: [
            // Whole days only: one, two, seven or fourteen days between the ticks.
            { incrs: [1, 2, 7, 14, 28].map((n) => n * DAY_SECONDS), values: (_chart, splits) => splits.map(formatDay) },
            { size: 56 },
          ],
          series: [
            { label: dayLabel, value: (_chart, seconds) => (seconds == null ? '–' : formatDay(seconds)) },
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
  }, [days, series, language, dayLabel])
  return <div ref={box} className="staff-chart" aria-hidden="true" data-testid={testId} />
}
