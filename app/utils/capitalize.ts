/** "fictional profile" → "Fictional profile", for a badge or a heading. */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1)
}
