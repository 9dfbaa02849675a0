// The option values of profile fields (SPEC §3 Profile). Labels live in locales/.
export const genders = ['male', 'female'] as const
export const sexualities = ['hetero', 'gay', 'lesbian', 'bi'] as const
export const signupReasons = ['dating', 'relationship', 'chat', 'friendship', 'flirt', 'adventure'] as const
export const tattooOptions = ['none', 'one', 'some', 'many'] as const
export const hairColors = ['black', 'brown', 'blonde', 'red', 'grey', 'bald', 'other'] as const
export const eyeColors = ['brown', 'blue', 'green', 'grey', 'hazel'] as const
export const bodyTypes = ['slim', 'athletic', 'average', 'curvy', 'muscular', 'big'] as const
export const relationshipStatuses = ['single', 'divorced', 'widowed', 'separated', 'in_relationship', 'married'] as const

/** The values each choice field of the profile form offers, by field name. */
export const profileChoices = {
  gender: genders,
  sexuality: sexualities,
  signup_reason: signupReasons,
  relationship_status: relationshipStatuses,
  body_type: bodyTypes,
  hair_color: hairColors,
  eye_color: eyeColors,
  tattoos: tattooOptions,
} as const

/** Profile fields a site may show (Site.visibleProfileFields). */
export const profileFields = [
  'gender',
  'sexuality',
  'age',
  'country',
  'region',
  'city',
  'signup_reason',
  'tattoos',
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'interests',
  'about_me',
] as const
