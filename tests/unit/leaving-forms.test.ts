// A React Router <Form> posts to a route's action as data (`…/path.data`). A form whose action is
// not a page of the app (the JSON API, /api/logout.php) or that must reload the whole document
// (/lang-config: every string and <html lang> change) has to be posted by the browser itself:
// `reloadDocument`. Without it the settings page's "Log out" answered 404 (issue 35 item 3).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../app')
const LEAVING = /^\/(api\/|lang-config)/

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file)
    return /\.tsx$/.test(entry.name) && !entry.name.endsWith('.test.tsx') ? [file] : []
  })
}

/** Every `<Form …>` / `<fetcher.Form …>` opening tag with its attributes, by file. */
function formTags(source: string): string[] {
  return [...source.matchAll(/<(?:\w+\.)?Form\b([^>]*(?:\{[^}]*\}[^>]*)*)>/g)].map((m) => m[1] ?? '')
}

describe('forms that leave the app’s routes', () => {
  const found: { file: string; tag: string }[] = []
  for (const file of sources(root))
    for (const tag of formTags(readFileSync(file, 'utf8'))) {
      const action = /\baction="([^"]+)"/.exec(tag)?.[1]
      if (action && LEAVING.test(action)) found.push({ file: path.relative(root, file), tag })
    }

  it('are found (the log-out and language forms)', () => {
    expect(found.map((f) => f.file).sort()).toEqual(
      expect.arrayContaining(['components/layout/locale-menu.tsx', 'components/layout/log-out-form.tsx']),
    )
  })

  it.each(found.map((f) => [f.file, f.tag] as const))('%s posts with reloadDocument', (_file, tag) => {
    expect(tag).toMatch(/\breloadDocument\b/)
  })
})
