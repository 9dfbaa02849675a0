/** Where an unconfirmed member gets the activation link again (the signup's confirm step). */
export const ACTIVATION_RESEND_PATH = '/complete-signup'
