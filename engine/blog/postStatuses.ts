/**
 * A post's lifecycle states: `draft` is never shown; `scheduled` is shown once its date has passed;
 * `published` always. One list for the post files' schema (zod) and the admin API's (zod/mini).
 */
export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const
