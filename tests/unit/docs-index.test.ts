// The README is the door into the docs: every document and e-mail template is named there.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const readme = readFileSync('README.md', 'utf8')

describe('the README indexes', () => {
  it('every document in docs/ and docs/decisions/', () => {
    const documents = [
      ...readdirSync('docs')
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
      ...readdirSync('docs/decisions')
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/decisions/${f}`),
    ]
    expect(documents.length).toBeGreaterThan(20)
    for (const document of documents) expect(readme, `README.md links ${document}`).toContain(`](${document})`)
  })

  it('every e-mail template in emails/', () => {
    const templates = readdirSync('emails').filter((f) => f.endsWith('.tsx'))
    expect(templates.length).toBeGreaterThan(3)
    for (const template of templates) expect(readme, `README.md names emails/${template}`).toContain(`\`${template}\``)
  })
})
