import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { defaultNamespace, fallbackLocale, isLocale } from '../shared/i18n/config.ts'
import { loadLocaleResources } from './i18n/client-resources.ts'
import { createTranslator } from '../shared/i18n/translator.ts'
import { TranslatorProvider } from './i18n/use-translation.ts'

async function hydrate() {
  const lang = document.documentElement.lang
  const locale = isLocale(lang) ? lang : fallbackLocale
  // The page's language only (one chunk, preloaded by the root): every key is in every language.
  const translator = createTranslator(locale, await loadLocaleResources(locale), defaultNamespace)
  startTransition(() => {
    hydrateRoot(
      document,
      <TranslatorProvider translator={translator}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </TranslatorProvider>,
    )
  })
}

void hydrate()
