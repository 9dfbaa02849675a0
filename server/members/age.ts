/** Age in whole years on `on` for someone born on `birthDate` (dates compared in UTC). */
export function ageOn(birthDate: Date, on: Date): number {
  let age = on.getUTCFullYear() - birthDate.getUTCFullYear()
  const beforeBirthday =
    on.getUTCMonth() < birthDate.getUTCMonth() ||
    (on.getUTCMonth() === birthDate.getUTCMonth() && on.getUTCDate() < birthDate.getUTCDate())
  if (beforeBirthday) age--
  return age
}

/** The latest birth date for someone who is at least `age` on `on`. */
export function latestBirthDateForAge(age: number, on: Date): Date {
  return new Date(Date.UTC(on.getUTCFullYear() - age, on.getUTCMonth(), on.getUTCDate()))
}
