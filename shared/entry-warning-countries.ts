/** In the chat, lander and empty layouts the site-entry warning is limited to these countries (SPEC §2, §9). */
export const ENTRY_WARNING_STRICT_COUNTRIES: readonly string[] = ['NL', 'DE']
