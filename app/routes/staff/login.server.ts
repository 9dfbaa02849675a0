// The login page's steps as the session says: none, the code, or enrolment of the app.
import { readStaffSession } from '../../../server/staff/sessions.ts'
import { startStaffEnrolment } from '../../../server/staff/login.ts'

export type LoginStep =
  { step: 'password' } | { step: 'code' } | { step: 'enrol'; secret: string; qrSvg: string } | { step: 'done' }

export async function loginStep(request: Request): Promise<LoginStep> {
  const session = await readStaffSession(request)
  if (!session) return { step: 'password' }
  if (session.verified) return { step: 'done' }
  if (!session.needsEnrolment) return { step: 'code' }
  const enrolment = await startStaffEnrolment(session)
  return { step: 'enrol', secret: enrolment.secret, qrSvg: enrolment.svg }
}
