// ?t=<seconds> (SPEC §2): after that delay a logged-in member receives a like, shown in
// the like modal, and `t` is removed from the address. The modal closes on a click anywhere
// except its photo and button, which open the profile (SPEC §4 Match modal).
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { fetchJson } from '../../shell/http.ts'

interface LikedBy {
  id: number
  name: string
  main_image: { match: string }
}

/** The delay of ?t in milliseconds, or null when absent or not a sensible number of seconds. */
export function likeDelayMs(value: string | null): number | null {
  if (value === null || !/^\d{1,5}$/.test(value)) return null
  const seconds = Number(value)
  return seconds <= 86_400 ? seconds * 1000 : null
}

export function LikeTimer({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const [liked, setLiked] = useState<LikedBy | null>(null)
  const delay = likeDelayMs(params.get('t'))

  useEffect(() => {
    if (!loggedIn || delay === null) return
    const timer = setTimeout(async () => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          next.delete('t')
          return next
        },
        { replace: true, preventScrollReset: true },
      )
      try {
        setLiked(await fetchJson<LikedBy>('/api/auto-like.php', {}, 0))
      } catch {
        // No fitting profile right now: nothing to show.
      }
    }, delay)
    return () => clearTimeout(timer)
  }, [loggedIn, delay, setParams])

  useEffect(() => {
    if (!liked) return
    const close = () => setLiked(null)
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [liked])

  if (!liked) return null
  const open = (event: React.MouseEvent) => {
    event.stopPropagation()
    setLiked(null)
    void navigate(`/members/${liked.id}`)
  }
  return (
    <div className="like-modal" role="dialog" aria-modal="true" aria-labelledby="like-modal-title" onClick={() => setLiked(null)}>
      <div className="like-modal-content text-center text-white">
        <h2 id="like-modal-title" className="h3 fw-bold mb-3">
          {t('shell.likeModal.title', { name: liked.name })}
        </h2>
        <button type="button" className="like-modal-photo border-0 p-0 mb-3" onClick={open}>
          <img src={liked.main_image.match} alt={t('shell.likeModal.photoAlt', { name: liked.name })} width={240} height={320} />
        </button>
        <div>
          <button type="button" className="btn btn-light btn-lg" onClick={open}>
            {t('shell.likeModal.viewProfile')}
          </button>
        </div>
        <p className="small mt-3 mb-0">{t('shell.likeModal.closeHint')}</p>
      </div>
    </div>
  )
}
