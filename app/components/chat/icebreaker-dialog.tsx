// The icebreaker picker (SPEC §2 "Icebreaker modal"): the pickup lines in a modal; picking one puts
// it into the message field, where the member may change it before sending. Loaded only when the
// member opens it (react-bootstrap's Modal stays out of the chat page's first load).
import { Modal } from 'react-bootstrap'
import { useTranslation } from '../../i18n/use-translation.ts'

export function IcebreakerDialog({
  show,
  lines,
  onPick,
  onClose,
  onExited,
}: {
  show: boolean
  lines: string[]
  onPick: (line: string) => void
  onClose: () => void
  /** After the closing transition: the picker moves the focus itself (to the message after a pick). */
  onExited: () => void
}) {
  const { t } = useTranslation('chat')
  return (
    <Modal
      show={show}
      onHide={onClose}
      onExited={onExited}
      restoreFocus={false}
      centered
      scrollable
      aria-labelledby="icebreaker-title"
      data-testid="icebreaker-modal"
    >
      <Modal.Header closeButton closeLabel={t('icebreakersClose')}>
        <Modal.Title id="icebreaker-title" as="h2" className="h5">
          {t('icebreakers')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary">{t('icebreakersHelp')}</p>
        <div className="list-group" data-testid="icebreakers">
          {lines.map((line) => (
            <button key={line} type="button" className="list-group-item list-group-item-action" onClick={() => onPick(line)}>
              {line}
            </button>
          ))}
        </div>
      </Modal.Body>
    </Modal>
  )
}
