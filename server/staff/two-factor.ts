// Mandatory TOTP for staff (RFC 6238 through otpauth; the QR code as SVG through qrcode, made on
// the server so no secret reaches a third party). Ten recovery codes are shown once at
// enrolment and kept bcrypt-hashed; each works once.
import { randomInt } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import { prisma } from '../db.ts'
import bcrypt from 'bcrypt'

export const RECOVERY_CODE_COUNT = 10
const PERIOD = 30

export function staffTotp(secret: string, label: string, issuer = 'Amora staff'): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) })
}

export const newTotpSecret = () => new Secret({ size: 20 }).base32

/** The current code for a secret (tests and the demo's printed instructions). */
export const totpCode = (secret: string, timestamp = Date.now()) => staffTotp(secret, 'x').generate({ timestamp })

/** The otpauth:// address and its QR code (SVG markup) for the authenticator app. */
export async function enrolmentQr(secret: string, email: string) {
  const uri = staffTotp(secret, email).toString()
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return { uri, svg }
}

/**
 * The 30-second step a code belongs to (one step either side, for clocks that drift), or null.
 * The caller refuses a step at or before the last one accepted, so a code works once.
 */
export function totpStep(secret: string, code: string, timestamp = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const delta = staffTotp(secret, 'x').validate({ token: code, timestamp, window: 1 })
  return delta === null ? null : Math.floor(timestamp / 1000 / PERIOD) + delta
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
const recoveryPart = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
export const RECOVERY_CODE = /^[a-z0-9]{5}-?[a-z0-9]{5}$/

/** bcrypt's cost for recovery codes: 50 random bits each, so a lower cost than passwords' is plenty. */
const RECOVERY_ROUNDS = 8

/** Ten new recovery codes and their hashes (made before any transaction: hashing takes a while). */
export async function newRecoveryCodes() {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => `${recoveryPart()}-${recoveryPart()}`)
  return { codes, hashes: await Promise.all(codes.map((code) => bcrypt.hash(code, RECOVERY_ROUNDS))) }
}

/** Replaces the account's recovery codes with these. */
export async function storeRecoveryCodes(db: Pick<typeof prisma, 'staffRecoveryCode'>, staffId: number, hashes: string[]) {
  await db.staffRecoveryCode.deleteMany({ where: { staffId } })
  await db.staffRecoveryCode.createMany({ data: hashes.map((codeHash) => ({ staffId, codeHash })) })
}

/** Uses a recovery code: true once for each code, marked used in the same step. */
export async function spendRecoveryCode(staffId: number, input: string): Promise<boolean> {
  const code = input.trim().toLowerCase()
  if (!RECOVERY_CODE.test(code)) return false
  const normal = code.includes('-') ? code : `${code.slice(0, 5)}-${code.slice(5)}`
  const unused = await prisma.staffRecoveryCode.findMany({ where: { staffId, usedAt: null } })
  for (const row of unused) {
    if (await bcrypt.compare(normal, row.codeHash)) {
      // Only the request that flips usedAt from null wins, so a code works once even when raced.
      const { count } = await prisma.staffRecoveryCode.updateMany({
        where: { id: row.id, usedAt: null },
        data: { usedAt: new Date() },
      })
      return count === 1
    }
  }
  return false
}

/** Accepts a TOTP code once: records its step, refusing a step at or before the last one used. */
export async function acceptTotpCode(staffId: number, secret: string, code: string): Promise<boolean> {
  const step = totpStep(secret, code)
  if (step === null) return false
  const { count } = await prisma.staff.updateMany({
    where: { id: staffId, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  })
  return count === 1
}
