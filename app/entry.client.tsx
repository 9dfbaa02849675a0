import i18next from 'i18next'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { HydratedRouter } from 'react-router/dom'
import { defaultNamespace, fallbackLocale, isLocale, namespaces } from '../shared/i18n/config.ts'
import { loadLocaleResources } from './i18n/client-resources.ts'

async function hydrate() {
  const lang = document.documentElement.lang
  const locale = isLocale(lang) ? lang : fallbackLocale
  // The page's language only (one chunk, preloaded by the root): every key is in every language.
  const resources = { [locale]: await loadLocaleResources(locale) }
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    ns: [...namespaces],
    defaultNS: defaultNamespace,
    resources,
    interpolation: { escapeValue: false },
  })
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    )
  })
}

void hydrate()
