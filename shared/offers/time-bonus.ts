// The time bonus's window (SPEC §4, §9), free of server imports so the dialog that names it can use it.

/** The time bonus runs for the first 4 hours after signup (14,400 s). */
export const TIME_BONUS_HOURS = 4
