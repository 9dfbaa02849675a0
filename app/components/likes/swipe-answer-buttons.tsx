// Pass and Like under the swipe game's card (SPEC §2 swipe-game): POST forms through the page's
// fetcher, so they work without JavaScript and, with it, keep the page where it is.
import { useTranslation } from '../../i18n/use-translation.ts'
import type { FetcherWithComponents } from 'react-router'

export function SwipeAnswerButtons({
  fetcher,
  id,
  busy,
}: {
  fetcher: Pick<FetcherWithComponents<unknown>, 'Form'>
  /** The member on the card. */
  id: number
  /** The last answer is still on its way. */
  busy: boolean
}) {
  const { t } = useTranslation('likes')
  return (
    <div className="d-flex justify-content-center gap-3 mt-3">
      <fetcher.Form method="post">
        <input type="hidden" name="id" value={id} />
        <button
          type="submit"
          name="intent"
          value="pass"
          className="btn btn-outline-secondary btn-lg px-4"
          data-testid="swipe-pass"
          disabled={busy}
        >
          ✕ {t('swipe.pass')}
        </button>
      </fetcher.Form>
      <fetcher.Form method="post">
        <input type="hidden" name="id" value={id} />
        <button
          type="submit"
          name="intent"
          value="like"
          className="btn btn-primary btn-lg px-4"
          data-testid="swipe-like"
          disabled={busy}
        >
          ♥ {t('swipe.like')}
        </button>
      </fetcher.Form>
    </div>
  )
}
