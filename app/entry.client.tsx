import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { defaultNamespace, fallbackLocale, isLocale } from '../shared/i18n/config.ts'
import { createTranslator, PAGE_TEXTS_ID, type LanguageTexts } from '../shared/i18n/translator.ts'
import { loadLocaleResources } from './i18n/client-resources.ts'
import { TranslatorProvider } from './i18n/use-translation.ts'

/** The texts the server rendered the page with (server/i18n/resources.ts, withPageTexts). */
function pageTexts(): LanguageTexts {
  try {
    return JSON.parse(document.getElementById(PAGE_TEXTS_ID)?.textContent ?? '{}') as LanguageTexts
  } catch {
    return {}
  }
}

const lang = document.documentElement.lang
const locale = isLocale(lang) ? lang : fallbackLocale
// The page hydrates with the namespaces it was rendered with; the rest of the language (one
// chunk) loads when a render first asks for another namespace, or as soon as the visitor
// starts doing something, so that a dialog or the next page rarely has to wait for it.
// English is built in (SPEC §7): when the language's chunk cannot be loaded, English fills in.
const translator = createTranslator(locale, pageTexts(), defaultNamespace, {
  loadAll: () => loadLocaleResources(locale),
  loadFallback: locale === fallbackLocale ? undefined : () => loadLocaleResources(fallbackLocale),
})
for (const type of ['pointerdown', 'keydown', 'touchstart'])
  addEventListener(type, () => translator.preload(), { once: true, passive: true, capture: true })

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
