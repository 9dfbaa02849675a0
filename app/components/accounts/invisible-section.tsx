// The settings page's privacy card (SPEC §2 notifications): the invisible-mode switch. A plain
// POST form (intent "invisible"): it works without JavaScript.
import { useTranslation } from '../../i18n/use-translation.ts'
import { Form } from 'react-router'

export function InvisibleSection({ invisible }: { invisible: boolean }) {
  const { t } = useTranslation('accounts')
  return (
    <section className="card mb-4" aria-labelledby="privacy-heading">
      <div className="card-body">
        <h2 id="privacy-heading" className="h5">
          {t('settings.privacy')}
        </h2>
        <Form method="post" className="d-flex flex-wrap gap-3 align-items-center">
          <input type="hidden" name="intent" value="invisible" />
          <div className="form-check form-switch mb-0">
            <input
              className="form-check-input"
              type="checkbox"
              role="switch"
              id="invisible"
              name="invisible"
              defaultChecked={invisible}
            />
            <label className="form-check-label" htmlFor="invisible">
              {t('settings.invisible')}
            </label>
          </div>
          <button className="btn btn-outline-primary btn-sm" type="submit">
            {t('settings.save')}
          </button>
        </Form>
        <p className="form-text mb-0">{t('settings.invisibleHelp')}</p>
      </div>
    </section>
  )
}
