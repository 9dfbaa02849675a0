// The photo upload's limits, the same for the server's check (server/photos/process-image.ts) and
// the messages that name them in the browser (app/components/chat/chat-error-notice.tsx).

/** The largest upload accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024
