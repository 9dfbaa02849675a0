// The site-entry warning dialog itself, loaded only for visitors who are shown it
// (react-bootstrap's Modal stays out of every other page load).
import { Modal } from 'react-bootstrap'
import { useTranslation } from '../../i18n/use-translation.ts'

export function EntryWarningModal({ show, siteName, onEnter }: { show: boolean; siteName: string; onEnter: () => void }) {
  const { t } = useTranslation()
  return (
    <Modal show={show} onHide={onEnter} backdrop="static" keyboard={false} centered aria-labelledby="entry-warning-title">
      <Modal.Header>
        <Modal.Title id="entry-warning-title">{t('shell.entryWarning.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('shell.entryWarning.body', { site: siteName })}</p>
        <p className="mb-0 small text-body-secondary">{t('shell.entryWarning.terms')}</p>
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        <a className="btn btn-outline-secondary text-body" href="https://www.google.com/" rel="noreferrer">
          {t('shell.entryWarning.leave')}
        </a>
        <button type="button" className="btn btn-primary" onClick={onEnter} autoFocus>
          {t('shell.entryWarning.enter')}
        </button>
      </Modal.Footer>
    </Modal>
  )
}
