// The location fields' limits, the same for the form (app/components/location/location-fields.tsx)
// and the server's checks (server/geo/location-fields.ts, the signup's location step).

/** The longest city name a member may type (or a geocoded one is cut to). */
export const CITY_MAX_LENGTH = 80
