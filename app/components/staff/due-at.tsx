// When a notice's decision is due, and how long is left or how late it is (the loader's clock, so
// the server's and the browser's render agree).
import { useTranslation } from '../../i18n/use-translation.ts'

export function DueAt({ dueAt, now }: { dueAt: Date | string; now: number }) {
  const { t, i18n } = useTranslation('staff')
  const due = new Date(dueAt)
  const hours = Math.round((due.getTime() - now) / 3_600_000)
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(due)
  const overdue = hours < 0
  const left =
    Math.abs(hours) >= 48
      ? t('queues.due.days', { count: Math.round(Math.abs(hours) / 24) })
      : t('queues.due.hours', { count: Math.abs(hours) })
  return (
    <span
      className={overdue ? 'text-danger staff-overdue' : hours < 24 ? 'text-warning-emphasis' : undefined}
      data-testid="due-at"
    >
      {when}
      <br />
      <small>{overdue ? t('queues.due.overdue', { time: left }) : t('queues.due.left', { time: left })}</small>
    </span>
  )
}
