/**
 * The classes the pipeline writes on tables, for the site's styles (site/pages/Blog/PostBody.css.ts):
 * the box a table scrolls in sideways, and the cells of a column of numbers.
 */
export const POST_TABLE_CLASSES = { scroller: 'post-table', numeric: 'numeric' } as const
