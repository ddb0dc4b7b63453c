/**
 * The response header in which the API returns a renewed session token on every request a
 * session authorized: the admin page keeps the newest, so a session ends only after an hour
 * without activity. Shared by the API (`server/adminAuth.ts`) and the page.
 */
export const ADMIN_SESSION_HEADER = 'Admin-Session'
