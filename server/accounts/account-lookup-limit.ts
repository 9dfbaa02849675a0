// SPEC §5/§8 messages such as 'E-mail address not found.' and 'This email address already owns
// an account...' tell whether an address has an account. They stay, but each form that answers
// so counts the attempt per client and per address, so lists of addresses cannot be tested.
import { consumeLimit } from '../http/rate-limits.ts'

export async function accountLookupAllowed(ip: string, siteId: number, email: string): Promise<boolean> {
  const [client, address] = await Promise.all([
    consumeLimit('account-lookup-client', ip),
    consumeLimit('account-lookup-address', `${siteId}:${email.trim().toLowerCase()}`),
  ])
  return client.allowed && address.allowed
}
