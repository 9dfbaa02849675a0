import { useTranslation } from '../../i18n/use-translation.ts'
import { useOnline } from '../../shell/connectivity.ts'

/** Shown while the browser is offline (SPEC §4 Connectivity). */
export function OfflineBanner() {
  const { t } = useTranslation()
  const online = useOnline()
  if (online) return null
  return (
    <div className="offline-banner text-bg-dark text-center small py-2" role="status">
      {t('shell.offline')}
    </div>
  )
}
