// The one id parser of every route and service (docs/security.md rule 10); its code lives in
// shared/ so that shared parameter parsing (the search) reads ids the same way.
export { idField, optionalIdField, parseId } from '../../shared/parse-id.ts'
