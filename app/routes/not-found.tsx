// Catch-all: unknown URLs get the translated 404 page (middleware runs for matched routes only).
export function loader() {
  throw new Response('Not Found', { status: 404 })
}

export default function NotFound() {
  return null
}
