// The GIF picker of the composer.
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Form } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { STICKERS, stickerUrl } from '../../../shared/chat/stickers.ts'
import { useHydrated } from '../../shell/display-mode.ts'

interface GifChoice {
  url: string
  preview_url: string
  title: string
}

const builtIn = (label: (id: string) => string): GifChoice[] =>
  STICKERS.map((id) => ({ url: stickerUrl(id), preview_url: stickerUrl(id), title: label(id) }))

/**
 * The GIF picker: the built-in stickers (each a form post without JavaScript) and, with
 * JavaScript and a configured provider, a search through /api/gifs.php.
 */
export function GifPicker({
  clientKey,
  busy,
  search,
  onPick,
}: {
  clientKey: string
  busy: boolean
  search: boolean
  onPick?: (url: string, event: FormEvent<HTMLFormElement>) => void
}) {
  const { t } = useTranslation('chat')
  const ready = useHydrated()
  const [query, setQuery] = useState('')
  const [answer, setAnswer] = useState<{ q: string; gifs: GifChoice[] } | null>(null)
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const q = query.trim()
  useEffect(() => {
    if (!search || !q) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(`/api/gifs.php?q=${encodeURIComponent(q)}`, { signal: controller.signal, credentials: 'same-origin' })
        .then((r) => (r.ok ? (r.json() as Promise<{ gifs: GifChoice[] }>) : null))
        .then((json) => json && setAnswer({ q, gifs: json.gifs }))
        .catch(() => undefined)
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [q, search])
  // The answer to what is in the box now; an empty box shows the stickers.
  const found = search && q && answer?.q === q ? answer.gifs : null
  const list = found ?? builtIn((id) => t(`stickers.${id}`))
  return (
    <details ref={detailsRef}>
      <summary className="btn btn-sm btn-outline-primary">{t('sendGif')}</summary>
      <div className="mt-2" data-testid="gif-picker">
        {search && ready ? (
          <input
            type="search"
            className="form-control form-control-sm mb-2"
            maxLength={50}
            placeholder={t('gifSearch')}
            aria-label={t('gifSearch')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        ) : null}
        {found && found.length === 0 ? <p className="text-muted small mb-0">{t('gifNone')}</p> : null}
        <div className="gif-grid d-flex flex-wrap gap-1" style={{ maxHeight: '14rem', overflowY: 'auto' }}>
          {list.map((gif, i) => (
            <Form
              method="post"
              key={gif.url}
              onSubmit={(event) => {
                onPick?.(gif.url, event)
                if (event.defaultPrevented && detailsRef.current) detailsRef.current.open = false
              }}
            >
              <input type="hidden" name="intent" value="gif" />
              <input type="hidden" name="gif_url" value={gif.url} />
              <input type="hidden" name="client_key" value={`${clientKey}-s${i}`} />
              <button type="submit" className="btn btn-light border p-1" title={gif.title} disabled={busy}>
                <img src={gif.preview_url} alt={gif.title} width={56} height={56} loading="lazy" className="object-fit-contain" />
              </button>
            </Form>
          ))}
        </div>
      </div>
    </details>
  )
}
