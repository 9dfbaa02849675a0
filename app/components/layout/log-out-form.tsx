// Log out (SPEC §4 Session): a plain form post to /api/logout.php, which is a resource route, not a
// page. React Router would fetch it as page data (`/api/logout.php.data`, a 404), so the browser
// posts it itself (reloadDocument) and follows the redirect to / with the session gone.
import type { ReactNode } from 'react'
import { Form } from 'react-router'

export function LogOutForm({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Form method="post" action="/api/logout.php" reloadDocument>
      <button className={className} type="submit">
        {children}
      </button>
    </Form>
  )
}
