// One error style per layer (docs/decisions/007-error-style.md):
// - services throw a ServiceError subclass for a refusal a member can cause (a stable `code`,
//   `details` for the message); they return `{ ok: false, errors }` only from form validation,
//   where every field's problem is the answer;
// - routes translate both into a page or an ApiError (server/http/api.ts); nothing a member
//   sends ends in a 500;
// - browser code sees HttpError (app/shell/http.ts).

export class ServiceError<Code extends string = string, Details extends object = object> extends Error {
  constructor(
    readonly code: Code,
    readonly details: Details = {} as Details,
    message: string = code,
  ) {
    super(message)
    this.name = new.target.name
  }
}
