// Every message the SPEC quotes, copied from /work/shared/SPEC.md (the product contract, kept
// outside this repository as ../shared/SPEC.md): its single-quoted texts in §2, §5, §6 and §8, and
// the messages its error catalogue (§8) lists. The API's clients match these words, so
// locales/en carries each one verbatim, typos included ("adress", "occured"); other languages
// translate freely. `start`: the SPEC gives only the beginning (its "...", the "Did you mean"
// hint) or our text goes on after it. `{name}` stands for the `{{name}}` of our texts.
// When the SPEC changes, change this list with it.
export interface SpecMessage {
  text: string
  section: string
  start?: true
}

export const SPEC_MESSAGES: readonly SpecMessage[] = [
  { section: '§2 routes', text: 'This page could not be found' },
  { section: '§2 match modal', text: "It's a match" },
  { section: '§5', text: 'Username may not be the same as your e-mail address' },
  { section: '§5', text: 'Enter your date of birth ({min_age}+)' },
  { section: '§5', text: 'Invalid date of birth.' },
  { section: '§5', text: 'Invalid email' },
  { section: '§5', text: 'Did you mean', start: true },
  { section: '§5', text: 'New email adress is invalid.' },
  { section: '§5', text: 'This email address already owns an account on this website.' },
  { section: '§5', text: 'The entered passwords are not the same.' },
  { section: '§5', text: 'Please check your old password.' },
  { section: '§5', text: 'Code invalid' },
  { section: '§5', text: 'Code not found' },
  { section: '§5', text: 'Code already used' },
  { section: '§6', text: 'You need to be logged in to chat' },
  { section: '§6', text: 'Login to view more photos of {name}' },
  { section: '§6', text: "Login to like {name}'s profile" },
  { section: '§6', text: 'You need to be logged in to send a gift to {name}' },
  { section: '§6', text: "You're blocked by {name}. You do not have access to this page." },
  { section: '§8', text: 'Login failed, please try again.' },
  { section: '§8', text: 'Too many incorrect attempts, account blocked for {minutes} min.' },
  { section: '§8', text: 'Too many password reset emails sent, please try again tomorrow.' },
  { section: '§8', text: 'E-mail address not found.' },
  { section: '§8', text: 'Link expired or invalid, request a new email.' },
  { section: '§8', text: 'Something went wrong, please contact support' },
  { section: '§8', text: 'Payment failed or has been cancelled.' },
  { section: '§8', text: 'Your account is blocked for direct debit payments.' },
  { section: '§8', text: 'Your limit for direct debit payments has been reached', start: true },
  { section: '§8', text: 'You do not have enough credits' },
  { section: '§8', text: 'An error occured, please try again later.' },
  { section: '§8', text: 'An error has occurred.', start: true },
  { section: '§8 error page', text: 'Error' },
  { section: '§8 error page', text: 'Back to the home page' },
  { section: '§8 error page', text: 'An error occurred while showing the error page' },
]
