// The icebreakers button of the chat footer and its modal (SPEC §2 "Icebreaker modal"). The modal's
// code loads on the first opening and stays mounted from then on, for its closing transition.
import { lazy, Suspense, useRef, useState, type RefObject } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useHydrated } from '../../shell/display-mode.ts'

const IcebreakerDialog = lazy(() => import('./icebreaker-dialog.tsx').then((m) => ({ default: m.IcebreakerDialog })))

/**
 * Picking a line hands it to `onPick` (the composer puts it into the message field); once the modal
 * has closed, the focus goes to `pickedFocus` (the message field), else back to the button.
 */
export function IcebreakerPicker({
  lines,
  onPick,
  pickedFocus,
}: {
  lines: string[]
  onPick: (line: string) => void
  pickedFocus: RefObject<HTMLElement | null>
}) {
  const { t } = useTranslation('chat')
  const hydrated = useHydrated()
  const [show, setShow] = useState(false)
  const [opened, setOpened] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const picked = useRef(false)
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-sm btn-outline-secondary"
        aria-haspopup="dialog"
        disabled={!hydrated}
        onClick={() => {
          picked.current = false
          setOpened(true)
          setShow(true)
        }}
      >
        {t('icebreakers')}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <IcebreakerDialog
            show={show}
            lines={lines}
            onClose={() => setShow(false)}
            onPick={(line) => {
              picked.current = true
              setShow(false)
              onPick(line)
            }}
            onExited={() => (picked.current ? pickedFocus.current : button.current)?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  )
}
