// Staff accounts (docs/staff.md): created, changed and reset only by an admin in the console
// (staff.manage) or by the support CLI. Every change is one audit row in the same transaction.
import { createHash, randomBytes } from 'node:crypto'
import { prisma } from '../db.ts'
import { hashPassword, verifyPassword } from '../accounts/passwords.ts'
import { ServiceError } from '../errors.ts'
import type { CreateStaffInput, StaffRolesInput } from '../../shared/staff/schemas.ts'
import { recordStaffAction } from './audit.ts'
import { assertStaffMay, staffMaySee, type StaffActor, type StaffPrincipal, type StaffRoleName } from './permissions.ts'
import { destroyStaffSessions } from './sessions.ts'

import { SETUP_LINK_DAYS } from '../../shared/staff/schemas.ts'

export { SETUP_LINK_DAYS }

export class StaffAccountError extends ServiceError<
  'email_taken' | 'not_found' | 'own_account' | 'sites_not_allowed' | 'setup_link_invalid' | 'wrong_password'
> {}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

const scopeOf = (s: { roles: StaffRoleName[]; allSites: boolean; siteIds: number[] }) => ({
  roles: s.roles,
  allSites: s.allSites,
  siteIds: s.siteIds,
})

/** An admin limited to some sites grants only those (and never "all sites"). */
function assertMayGrant(actor: StaffActor, scope: { allSites: boolean; siteIds: number[] }) {
  if (actor.via === 'cli') return
  const ok = scope.allSites ? actor.staff.allSites : scope.siteIds.every((id) => staffMaySee(actor.staff, id))
  if (!ok) throw new StaffAccountError('sites_not_allowed')
}

/** A new one-time set-up link token (the link is /staff/setup?token=...). */
function newSetupToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, setupTokenHash: hashToken(token), setupExpiresAt: new Date(Date.now() + SETUP_LINK_DAYS * 86_400_000) }
}

export const setupPath = (token: string) => `/staff/setup?token=${token}`

/**
 * Creates a staff account. With a password it can log in at once (and enrols its app then);
 * without one the answer carries a one-time set-up link token.
 */
export async function createStaff(actor: StaffActor, input: CreateStaffInput) {
  assertStaffMay(actor, 'staff.manage')
  const scope = { allSites: input.allSites, siteIds: input.allSites ? [] : [...new Set(input.siteIds)] }
  assertMayGrant(actor, scope)
  const setup = input.password ? null : newSetupToken()
  const passwordHash = input.password ? await hashPassword(input.password) : null
  return prisma.$transaction(async (tx) => {
    if (await tx.staff.findUnique({ where: { email: input.email }, select: { id: true } }))
      throw new StaffAccountError('email_taken')
    const staff = await tx.staff.create({
      data: {
        email: input.email,
        name: input.name,
        roles: [...new Set(input.roles)],
        ...scope,
        passwordHash,
        passwordChangedAt: passwordHash ? new Date() : null,
        ...(setup ? { setupTokenHash: setup.setupTokenHash, setupExpiresAt: setup.setupExpiresAt } : {}),
      },
    })
    await recordStaffAction(tx, actor, {
      action: 'staff.create',
      subject: { type: 'staff', id: staff.id },
      after: { email: staff.email, name: staff.name, ...scopeOf(staff), setupLink: Boolean(setup) },
    })
    return { staff, setupToken: setup?.token ?? null }
  })
}

export interface StaffListRow {
  id: number
  email: string
  name: string
  roles: StaffRoleName[]
  allSites: boolean
  siteIds: number[]
  disabled: boolean
  twoFactor: boolean
  passwordSet: boolean
  lastLoginAt: Date | null
  createdAt: Date
}

const listColumns = {
  id: true,
  email: true,
  name: true,
  roles: true,
  allSites: true,
  siteIds: true,
  disabledAt: true,
  totpSecret: true,
  passwordHash: true,
  lastLoginAt: true,
  createdAt: true,
} as const

function listRow(s: {
  id: number
  email: string
  name: string
  roles: StaffRoleName[]
  allSites: boolean
  siteIds: number[]
  disabledAt: Date | null
  totpSecret: string | null
  passwordHash: string | null
  lastLoginAt: Date | null
  createdAt: Date
}): StaffListRow {
  return {
    id: s.id,
    email: s.email,
    name: s.name,
    roles: s.roles,
    allSites: s.allSites,
    siteIds: s.siteIds,
    disabled: s.disabledAt !== null,
    twoFactor: s.totpSecret !== null,
    passwordSet: s.passwordHash !== null,
    lastLoginAt: s.lastLoginAt,
    createdAt: s.createdAt,
  }
}

export async function listStaff(actor: StaffActor): Promise<StaffListRow[]> {
  assertStaffMay(actor, 'staff.manage')
  const rows = await prisma.staff.findMany({
    orderBy: [{ disabledAt: { sort: 'desc', nulls: 'first' } }, { name: 'asc' }],
    select: listColumns,
  })
  return rows.map(listRow)
}

export async function getStaffAccount(actor: StaffActor, staffId: number): Promise<StaffListRow> {
  assertStaffMay(actor, 'staff.manage')
  const row = await prisma.staff.findUnique({ where: { id: staffId }, select: listColumns })
  if (!row) throw new StaffAccountError('not_found')
  return listRow(row)
}

/** Loads the account to change, refusing the actor's own (an admin cannot lock themselves out). */
async function accountToChange(actor: StaffActor, staffId: number) {
  assertStaffMay(actor, 'staff.manage')
  if (actor.via === 'console' && actor.staff.id === staffId) throw new StaffAccountError('own_account')
  const staff = await prisma.staff.findUnique({ where: { id: staffId } })
  if (!staff) throw new StaffAccountError('not_found')
  return staff
}

export async function changeStaffRoles(actor: StaffActor, staffId: number, input: StaffRolesInput) {
  const staff = await accountToChange(actor, staffId)
  const scope = { allSites: input.allSites, siteIds: input.allSites ? [] : [...new Set(input.siteIds)] }
  assertMayGrant(actor, scope)
  await prisma.$transaction(async (tx) => {
    const after = await tx.staff.update({ where: { id: staffId }, data: { roles: [...new Set(input.roles)], ...scope } })
    await recordStaffAction(tx, actor, {
      action: 'staff.roles',
      subject: { type: 'staff', id: staffId },
      before: scopeOf(staff),
      after: scopeOf(after),
    })
  })
}

/** Disables (or enables again) an account; disabling ends its sessions at once. */
export async function setStaffDisabled(actor: StaffActor, staffId: number, disabled: boolean) {
  const staff = await accountToChange(actor, staffId)
  await prisma.$transaction(async (tx) => {
    await tx.staff.update({ where: { id: staffId }, data: { disabledAt: disabled ? (staff.disabledAt ?? new Date()) : null } })
    if (disabled) await tx.staffSession.deleteMany({ where: { staffId } })
    await recordStaffAction(tx, actor, {
      action: disabled ? 'staff.disable' : 'staff.enable',
      subject: { type: 'staff', id: staffId },
      before: { disabled: staff.disabledAt !== null },
      after: { disabled },
    })
  })
}

/** Two-factor starts over: the app and recovery codes are forgotten, sessions end; enrolment comes at the next login. */
export async function resetStaffTwoFactor(actor: StaffActor, staffId: number) {
  const staff = await accountToChange(actor, staffId)
  await prisma.$transaction(async (tx) => {
    await tx.staff.update({ where: { id: staffId }, data: { totpSecret: null, totpLastStep: null } })
    await tx.staffRecoveryCode.deleteMany({ where: { staffId } })
    await tx.staffSession.deleteMany({ where: { staffId } })
    await recordStaffAction(tx, actor, {
      action: 'staff.two_factor_reset',
      subject: { type: 'staff', id: staffId },
      before: { twoFactor: staff.totpSecret !== null },
      after: { twoFactor: false },
    })
  })
}

/**
 * A forgotten password: the old one stops working, sessions end, and a new set-up link
 * (returned) sets a new one. With `twoFactor` the app is reset too.
 */
export async function resetStaffPassword(actor: StaffActor, staffId: number, options: { twoFactor?: boolean } = {}) {
  await accountToChange(actor, staffId)
  const setup = newSetupToken()
  await prisma.$transaction(async (tx) => {
    await tx.staff.update({
      where: { id: staffId },
      data: {
        passwordHash: null,
        setupTokenHash: setup.setupTokenHash,
        setupExpiresAt: setup.setupExpiresAt,
        ...(options.twoFactor ? { totpSecret: null, totpLastStep: null } : {}),
      },
    })
    if (options.twoFactor) await tx.staffRecoveryCode.deleteMany({ where: { staffId } })
    await tx.staffSession.deleteMany({ where: { staffId } })
    await recordStaffAction(tx, actor, {
      action: 'staff.password_reset',
      subject: { type: 'staff', id: staffId },
      data: { twoFactorReset: options.twoFactor ?? false },
    })
  })
  return setup.token
}

/** The account a set-up link belongs to (for the page's greeting), or null. */
export async function staffForSetupToken(token: string) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null
  const staff = await prisma.staff.findUnique({
    where: { setupTokenHash: hashToken(token) },
    select: { id: true, name: true, email: true, setupExpiresAt: true },
  })
  return staff && staff.setupExpiresAt && staff.setupExpiresAt > new Date() ? staff : null
}

/** Sets the password from a one-time set-up link; the link then stops working. */
export async function completeStaffSetup(token: string, password: string) {
  const staff = await staffForSetupToken(token)
  if (!staff) throw new StaffAccountError('setup_link_invalid')
  const passwordHash = await hashPassword(password)
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.staff.updateMany({
      where: { id: staff.id, setupTokenHash: hashToken(token) },
      data: { passwordHash, passwordChangedAt: new Date(), setupTokenHash: null, setupExpiresAt: null },
    })
    if (count !== 1) throw new StaffAccountError('setup_link_invalid')
    await tx.staffSession.deleteMany({ where: { staffId: staff.id } })
    await recordStaffAction(
      tx,
      { via: 'cli', name: staff.name, staffId: staff.id },
      {
        action: 'staff.password_set',
        subject: { type: 'staff', id: staff.id },
      },
    )
  })
  return staff
}

/** A staff member changes their own password: every other session of theirs ends. */
export async function changeOwnStaffPassword(
  staff: StaffPrincipal,
  sessionId: string,
  input: { current: string; password: string },
  ip: string | null,
) {
  const row = await prisma.staff.findUniqueOrThrow({ where: { id: staff.id }, select: { passwordHash: true } })
  if (!(await verifyPassword(input.current, row.passwordHash))) throw new StaffAccountError('wrong_password')
  const passwordHash = await hashPassword(input.password)
  await prisma.$transaction(async (tx) => {
    await tx.staff.update({ where: { id: staff.id }, data: { passwordHash, passwordChangedAt: new Date() } })
    await recordStaffAction(
      tx,
      { via: 'console', staff, ip },
      { action: 'staff.password_change', subject: { type: 'staff', id: staff.id } },
    )
  })
  await destroyStaffSessions(staff.id, sessionId)
}

/** Sets a password directly (the CLI's staff-reset --password). */
export async function setStaffPassword(actor: StaffActor, staffId: number, password: string) {
  await accountToChange(actor, staffId)
  const passwordHash = await hashPassword(password)
  await prisma.$transaction(async (tx) => {
    await tx.staff.update({
      where: { id: staffId },
      data: { passwordHash, passwordChangedAt: new Date(), setupTokenHash: null, setupExpiresAt: null },
    })
    await tx.staffSession.deleteMany({ where: { staffId } })
    await recordStaffAction(tx, actor, { action: 'staff.password_set', subject: { type: 'staff', id: staffId } })
  })
}
