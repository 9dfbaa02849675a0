// The virtual module of scripts/vite-language-texts.ts: one loader per language, by its code.
declare module 'virtual:language-texts' {
  export const loaders: Readonly<Record<string, (() => Promise<Record<string, Record<string, unknown>>>) | undefined>>
}
