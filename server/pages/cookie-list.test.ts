import { describe, expect, it } from 'vitest'
import { getI18n } from '../i18n/resources.ts'
import { browserStorage } from '../../shared/privacy/browser-storage.ts'
import { cookieListItems } from './cookie-list.ts'

describe('the cookie policy list', () => {
  it('has one line per cookie or storage key of the list in code, in the page language', () => {
    const english = cookieListItems(getI18n('en').getFixedT('en', 'legal'))
    expect(english).toHaveLength(browserStorage.length)
    expect(english[0]).toBe(
      'amora_session (cookie; strictly necessary; kept 30 days): keeps you logged in. It holds only a random session number, no personal details, and is removed when you log out.',
    )
    expect(english.find((line) => line.startsWith('amora_tracking ('))).toContain('only with your consent')
    const german = cookieListItems(getI18n('de').getFixedT('de', 'legal'))
    expect(german.find((line) => line.startsWith('amora-signup-draft ('))).toBe(
      'amora-signup-draft (Sitzungsspeicher; unbedingt erforderlich; bis du den Tab schließt): bewahrt das noch nicht fertige Registrierungsformular auf (nie dein Passwort), damit ein Neuladen es nicht löscht.',
    )
  })
})
