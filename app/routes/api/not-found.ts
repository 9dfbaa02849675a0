// Any other /api/ path answers in the API's JSON error shape, not with an HTML page.
import { apiErrorResponse } from '../../../server/http/api.ts'

export function loader() {
  return apiErrorResponse(404, 'not_found', 'This API endpoint does not exist.')
}

export function action() {
  return apiErrorResponse(404, 'not_found', 'This API endpoint does not exist.')
}
