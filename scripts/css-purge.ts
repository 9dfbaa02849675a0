// Which CSS rules the production build keeps (used by vite.config.ts).
//
// The one stylesheet is render-blocking on every page, and most of Bootstrap's utility and grid
// classes are never used: the build keeps only the rules whose classes appear as a word
// somewhere in our source (so a class named in a string, a map or a prop survives), plus the
// classes put together at run time, listed in RUNTIME_CLASS_PATTERNS. The dev server keeps the
// whole sheet. tests/unit/css-purge.test.ts fails when a component builds a class name
// (`prefix-${value}`) that no pattern covers.

/** Files whose words keep a CSS class. */
export const CSS_CONTENT_GLOBS = ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts']

/** Classes made at run time, which no source file spells out. */
export const RUNTIME_CLASS_PATTERNS: RegExp[] = [
  // react-bootstrap's Modal builds its classes from a prefix ('modal' + '-dialog', '-content' ...)
  // and toggles fade/show; the body gets modal-open.
  /^modal/,
  /^fade$/,
  /^show$/,
  /^btn-close/,
  // Our own `prefix-${value}` class names.
  /^text-bg-/,
  /^site-footer-/,
  /^menu-/,
  /^swipe-card--depth-/,
  /^swipe-card__stamp--/,
  /^presence--/,
  /^video-control--/,
]
