// Which modules a page asks the browser for ahead (`<link rel="modulepreload">`). React Router's
// <Scripts> preloads every module of the page's routes, 20-odd files. On a phone over a slow
// network they start with the stylesheet, the fonts and the first photos and share the line with
// them, and Lighthouse counts every one of them into the first paint: `/` painted at 2.5 s with all
// of them preloaded, at 1.6 s with the framework chunk alone (median of 3; docs/performance.md).
// Only the framework chunk (React, React DOM, React Router: needed by every module and the
// largest) is preloaded; the browser finds the page's own modules through the route modules that
// the page's inline script imports, a few round trips later. The page is whole without them (it is
// rendered on the server, and its forms and links work before hydration). Hydration comes later
// this way, so a field whose value lives in React state must take what was typed before it into
// that state (`useEarlyInput`, app/components/forms/early-input.ts).
const PRELOAD = /<link rel="modulepreload" href="([^"]*)"[^>]*\/>/g
const HEAD_END = Buffer.from('</head>')

/**
 * The page without the module preloads of anything but the framework chunk. They are all in the
 * head (React hoists them), so only the head is read as text: decoding and encoding the whole
 * page cost ten times more than the rest.
 */
export function withFrameworkPreloadOnly(html: Buffer): Buffer {
  const end = html.indexOf(HEAD_END)
  if (end < 0) return html
  const head = html.subarray(0, end).toString()
  const kept = head.replace(PRELOAD, (link, href: string) => (/^\/assets\/framework-[\w-]+\.js$/.test(href) ? link : ''))
  return kept === head ? html : Buffer.concat([Buffer.from(kept), html.subarray(end)])
}
