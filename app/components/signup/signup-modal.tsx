// Signup opens in a modal on desktop (SPEC §2). While signup is in progress it cannot be
// closed by a backdrop click or Escape; only the close button ends it.
import { useEffect } from 'react'
import { Modal } from 'react-bootstrap'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useFetcher, useLocation } from 'react-router'
import { SignupFlow, type SignupActionData, type SignupLoaderData } from './signup-flow.tsx'

export function SignupModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation('accounts')
  const loader = useFetcher<SignupLoaderData>()
  const submit = useFetcher<SignupActionData>()
  const location = useLocation()
  const search = location.search

  useEffect(() => {
    if (show && loader.state === 'idle' && !loader.data) void loader.load(`/signup${search}`)
  }, [show, loader, search])
  // A successful signup redirects (to /complete-signup): the modal's work is done.
  useEffect(() => {
    onHide()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname])

  return (
    <Modal show={show} onHide={onHide} backdrop="static" keyboard={false} size="lg" aria-labelledby="signup-modal-title" centered>
      <Modal.Header closeButton closeLabel={t('signup.close')}>
        <Modal.Title id="signup-modal-title">{t('signup.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {loader.data ? (
          <SignupFlow
            loaderData={loader.data}
            actionData={submit.data}
            FormComponent={submit.Form}
            submitting={submit.state !== 'idle'}
          />
        ) : (
          <div className="text-center py-5">
            <div className="spinner-border text-primary" role="status">
              <span className="visually-hidden">{t('signup.loading')}</span>
            </div>
          </div>
        )}
      </Modal.Body>
    </Modal>
  )
}
