// The chat's numbers that pages name in their texts, free of server imports (docs/chat.md).

/** SPEC §6, §9: a free member may start up to 2 conversations. */
export const FREE_CONVERSATIONS = 2
