import bcrypt from 'bcrypt'

const ROUNDS = 11
// Compared against when no account matches, so a wrong e-mail takes as long as a wrong password.
const DUMMY_HASH = '$2b$11$CwTycUXWue0Thq9StjUM0uJ8.VbYbN6i3p9Jx4e7P6f5vhk4Yg6a2'

export function hashPassword(password: string) {
  return bcrypt.hash(password, ROUNDS)
}

export async function verifyPassword(password: string, hash: string | null | undefined) {
  const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH)
  return ok && Boolean(hash)
}
