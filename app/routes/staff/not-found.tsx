// Unknown /staff/... addresses: 404 (inside the console for staff, the plain 404 page for anyone else).
import type { Route } from './+types/not-found'
import { requireStaff, staffNotFound } from './+shared/staff.server.ts'
import { StaffPageErrorBoundary } from '../../components/staff/staff-error.tsx'

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args)
  throw staffNotFound()
}

export default function StaffNotFound() {
  return null
}

export const ErrorBoundary = StaffPageErrorBoundary
