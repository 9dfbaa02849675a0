// Catch-all: unknown URLs get the translated 404 page (middleware runs for matched routes only).
import { notFound } from '../../server/http/not-found.ts'
export function loader() {
  throw notFound()
}

export default function NotFound() {
  return null
}
