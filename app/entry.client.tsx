import i18next from 'i18next'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { HydratedRouter } from 'react-router/dom'
import { defaultNamespace, fallbackLocale, isLocale, namespaces } from '../shared/i18n/config.ts'
import { englishResources, loadLocaleResources } from './i18n/client-resources.ts'

async function hydrate() {
  const lang = document.documentElement.lang
  const locale = isLocale(lang) ? lang : fallbackLocale
  // English is built in; any other language is fetched as its own chunk before hydration.
  const resources = { en: englishResources, ...(locale !== 'en' ? { [locale]: await loadLocaleResources(locale) } : {}) }
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: fallbackLocale,
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
