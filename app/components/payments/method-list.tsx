// The payment methods of the member's country for a package (SPEC §2 credits, §9), most used
// first, each a link to the order overview with that method.
import { useTranslation } from '../../i18n/use-translation.ts'
import { Link } from 'react-router'
import { MethodLabel } from './method-label.tsx'

/** `query`: what the overview should carry on, e.g. "?discount=CODE". */
export function MethodList({ pkgId, methods, query = '' }: { pkgId: number; methods: string[]; query?: string }) {
  const { t } = useTranslation('payments')
  if (!methods.length) return <p className="alert alert-warning">{t('checkout.noMethods')}</p>
  return (
    <ul className="list-group" aria-label={t('checkout.chooseMethod')}>
      {methods.map((m) => (
        <li key={m} className="list-group-item p-0">
          <Link className="d-flex align-items-center gap-2 p-3 text-decoration-none" to={`/credits/${pkgId}/${m}${query}`}>
            <MethodLabel method={m} />
          </Link>
        </li>
      ))}
    </ul>
  )
}
