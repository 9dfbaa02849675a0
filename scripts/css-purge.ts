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

/**
 * The staff console's sources: their classes are kept in the console's own sheet
 * (app/styles/staff.scss, loaded after the member sheet on /staff pages), which reads them and
 * the shared form and error components; the member sheet reads everything else, so it does
 * not grow with the console.
 */
export const STAFF_SOURCE = /(^|\/)app\/(routes|components|layouts)\/staff(\/|\.)/
const STAFF_SHEET_ALSO = /(^|\/)app\/components\/(forms|layout\/error-page)/

/** The files whose words keep a class in the sheet `cssFile` (the console's, or the member site's). */
export function cssContentFor(cssFile: string, files: string[]): string[] {
  if (/(^|\/)styles\/staff\.scss$/.test(cssFile.split('?')[0]!))
    return files.filter((file) => STAFF_SOURCE.test(file) || STAFF_SHEET_ALSO.test(file))
  return files.filter((file) => !STAFF_SOURCE.test(file))
}

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
  // uPlot (the staff dashboard's charts) makes its elements' classes itself.
  /^uplot$/,
  /^u-/,
]
