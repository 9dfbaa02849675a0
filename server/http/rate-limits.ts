// Every rate limit of the product in one catalogue, on rate-limiter-flexible: counted in Redis
// when configured (shared by every process), in this process otherwise. When Redis fails or
// does not answer within REQUEST_REDIS_TIMEOUT_MS (1 s), the same limit is counted in this process: limits
// fail closed, never open, and a request never waits for a Redis that is gone (docs/security.md).
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { getRequestRedis, redisKey, requestRedisSettled } from '../redis.ts'

const MINUTE = 60
const HOUR = 3600
const DAY = 24 * HOUR

/** `points` actions per `duration` seconds for one key (a member, an address, a client IP...). */
export interface LimitRule {
  points: number
  duration: number
}

export const RATE_LIMITS = {
  /** Wrong passwords for one address: the 5th locks the account for 15 min (SPEC §8). */
  'login-failure-address': { points: 5, duration: 15 * MINUTE },
  /** The lockout itself: consumed once by the 5th failure. */
  'login-lock-address': { points: 1, duration: 15 * MINUTE },
  /** Wrong passwords from one client across many addresses (password spraying). */
  'login-failure-client': { points: 30, duration: 15 * MINUTE },
  'signup-client': { points: 10, duration: HOUR },
  /** Forms whose answer tells whether an address has an account (reset, signup, e-mail change). */
  'account-lookup-client': { points: 30, duration: HOUR },
  'account-lookup-address': { points: 10, duration: HOUR },
  'password-reset-member': { points: 3, duration: DAY },
  'activation-resend-member': { points: 3, duration: HOUR },
  'reactivation-mail-member': { points: 3, duration: DAY },
  'complaint-member': { points: 5, duration: HOUR },
  'complaint-address': { points: 5, duration: HOUR },
  'complaint-client': { points: 5, duration: HOUR },
  'geocode-member': { points: 30, duration: HOUR },
  'photo-upload-member': { points: 40, duration: HOUR },
  // Photo messages (each also counts as a chat message).
  'chat-photo-member': { points: 60, duration: HOUR },
  /**
   * Unknown discount codes tried by one member, every way of trying one together (the checkout
   * page, its Pay form, the direct-debit pages, the API: server/offers/discount-tries.ts).
   */
  'discount-guess-member': { points: 20, duration: HOUR },
  /** Likes and swipe-game answers of one member (against scripted mass liking, docs/likes.md). */
  'like-member': { points: 300, duration: HOUR },
  /** Payments started (each creates an order at a provider) and refunds asked for. */
  'checkout-member': { points: 30, duration: HOUR },
  'refund-member': { points: 5, duration: HOUR },
  // Direct debit: mandate forms that text a code, and codes typed (each request also ends after
  // 5 wrong codes, server/payments/direct-debit.ts).
  'direct-debit-sms-member': { points: 5, duration: HOUR },
  'direct-debit-code-member': { points: 20, duration: HOUR },
  /** Chat messages of one member (a flood of sends is refused, nothing stored or charged). */
  'chat-message-member': { points: 30, duration: MINUTE },
  /** Typing signals of one member. */
  'chat-typing-member': { points: 60, duration: MINUTE },
  // Staff console (docs/staff.md): wrong passwords per address and per client, the lockout,
  // wrong second-factor codes per account (the 5th locks its login), set-up links tried per
  // client, and every state-changing console request per staff member.
  'staff-login-failure-address': { points: 5, duration: 15 * MINUTE },
  'staff-login-lock-address': { points: 1, duration: 15 * MINUTE },
  'staff-login-failure-client': { points: 20, duration: 15 * MINUTE },
  'staff-second-factor-staff': { points: 5, duration: 15 * MINUTE },
  'staff-setup-client': { points: 20, duration: HOUR },
  'staff-action-staff': { points: 120, duration: MINUTE },
  /** GIF searches of one member that reach the provider (GIPHY's key has its own quota). */
  'gif-search-member': { points: 30, duration: MINUTE },
} as const satisfies Record<string, LimitRule>

export type LimitName = keyof typeof RATE_LIMITS

export type LimitResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number }

let rules: Record<string, LimitRule> = RATE_LIMITS
const limiters = new Map<string, RateLimiterAbstract>()

function limiter(name: LimitName): RateLimiterAbstract {
  let found = limiters.get(name)
  if (!found) {
    const { points, duration } = rules[name]!
    const keyPrefix = redisKey('rl', name)
    const memory = new RateLimiterMemory({ points, duration, keyPrefix })
    const client = getRequestRedis()
    found = client
      ? new RateLimiterRedis({
          storeClient: client,
          points,
          duration,
          keyPrefix,
          insuranceLimiter: memory,
          rejectIfRedisNotReady: true,
        })
      : memory
    limiters.set(name, found)
  }
  return found
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/** Counts one action (or `points`) for `key`; refused once the rule's points are used up. */
export async function consumeLimit(name: LimitName, key: string | number, points = 1): Promise<LimitResult> {
  await requestRedisSettled()
  try {
    const res = await limiter(name).consume(String(key), points)
    return { allowed: true, remaining: res.remainingPoints }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: seconds(rejection.msBeforeNext) }
    throw rejection
  }
}

/** Gives back `points` that consumeLimit took (an action that turned out not to count). */
export async function rewardLimit(name: LimitName, key: string | number, points = 1): Promise<void> {
  await requestRedisSettled()
  // A point not given back only makes the limit a little stricter: never fail the request for it.
  await limiter(name)
    .reward(String(key), points)
    .catch(() => undefined)
}

/** Whether `key` still has points left, without using one; how long until it has when not. */
export async function checkLimit(name: LimitName, key: string | number): Promise<LimitResult> {
  await requestRedisSettled()
  const res = await limiter(name).get(String(key))
  const rule = rules[name]!
  if (!res || res.consumedPoints < rule.points) return { allowed: true, remaining: rule.points - (res?.consumedPoints ?? 0) }
  return { allowed: false, retryAfterSeconds: seconds(res.msBeforeNext) }
}

/** Points used by `key` in the current window. */
export async function usedPoints(name: LimitName, key: string | number): Promise<number> {
  await requestRedisSettled()
  return (await limiter(name).get(String(key)))?.consumedPoints ?? 0
}

/** Seconds until `key`'s window ends (0 when it has used nothing). */
export async function secondsUntilReset(name: LimitName, key: string | number): Promise<number> {
  await requestRedisSettled()
  const res = await limiter(name).get(String(key))
  return res && res.consumedPoints > 0 ? seconds(res.msBeforeNext) : 0
}

/** Forgets `key`'s count (a successful login, support lifting a lockout). */
export async function resetLimit(name: LimitName, key: string | number): Promise<void> {
  await requestRedisSettled()
  await limiter(name).delete(String(key))
}

/** Tests: replace rules (short windows) and start from empty counters. */
export function setRateLimitRulesForTests(overrides: Partial<Record<LimitName, LimitRule>>) {
  rules = { ...RATE_LIMITS, ...overrides }
  limiters.clear()
}

/** Forgets the limiters (their connection is closed with the other Redis connections). */
export function closeRateLimits() {
  limiters.clear()
}
