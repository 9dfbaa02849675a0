// The app's `useTranslation`: the page's translator (shared/i18n/translator.ts), given by
// <TranslatorProvider> in app/entry.server.tsx and app/entry.client.tsx, and one fixed `t` per
// namespace list, kept for the life of the translator.
//
// Nothing re-renders on a language change (choosing a language reloads the page,
// docs/shell.md). In the browser a `t` of a namespace the page did not bring suspends the render
// until the rest of the language is loaded (the translator throws the loading promise). ESLint
// keeps react-i18next out of the app.
import type { TFunction } from 'i18next'
import { createContext, createElement, useContext, type ReactNode } from 'react'
import type { Translator } from '../../shared/i18n/translator.ts'

const TranslatorContext = createContext<Translator | null>(null)

export function TranslatorProvider({ translator, children }: { translator: Translator; children?: ReactNode }) {
  return createElement(TranslatorContext.Provider, { value: translator }, children)
}

export interface Translation {
  t: TFunction
  /** The page's language, as `i18n.language` (the name react-i18next's hook gave it). */
  i18n: { readonly language: string }
}

export function useTranslation(namespaces?: string | readonly string[]): Translation {
  const translator = useContext(TranslatorContext)
  if (!translator) throw new Error('useTranslation needs a <TranslatorProvider> above it')
  return { t: translator.fixedT(namespaces), i18n: translator }
}
