// The one "page not found" a route throws: the root error boundary renders the site's 404 page for
// it (app/root.tsx), in the page's language, with the status 404. A thing the visitor may not see
// answers the same as one that does not exist, so nothing tells the two apart.
export function notFound(): Response {
  return new Response('Not Found', { status: 404 })
}
