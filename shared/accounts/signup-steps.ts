// The signup steps in their order (SPEC §2), shared by the pages and the server (no imports: the
// browser bundle uses it). Message (1) and personal info (2, creates the account) come first, so
// the photo goes through the photo pipeline of an existing account (docs/product.md, "Signup modal and signup steps").
export type SignupStep = 'photo' | 'location' | 'about' | 'push' | 'confirm'
export const SIGNUP_STEP_NUMBERS: Record<SignupStep, number> = { photo: 3, location: 4, about: 5, push: 6, confirm: 7 }
export const SIGNUP_STEPS_TOTAL = 7
