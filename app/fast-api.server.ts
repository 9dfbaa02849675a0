// The poll's JSON calls that the web server answers without React Router's routing (issue 38,
// server/http/fast-api.ts): each path maps to its route module's own loader, so the answer comes
// from the same code either way (tests/http/fast-api.test.ts compares the two byte for byte).
import type { LoaderFunctionArgs } from 'react-router'
import { loader as user } from './routes/api/user.php.ts'
import { loader as chats } from './routes/api/chats.php.ts'
import { loader as likes } from './routes/api/likes.php.ts'

export type FastLoader = (args: LoaderFunctionArgs) => Promise<Response>

/** Exact paths (GET only); any other spelling of them goes through React Router as before. */
export const fastApiLoaders: ReadonlyMap<string, FastLoader> = new Map<string, FastLoader>([
  ['/api/user.php', user as FastLoader],
  ['/api/chats.php', chats as FastLoader],
  ['/api/likes.php', likes as FastLoader],
])
