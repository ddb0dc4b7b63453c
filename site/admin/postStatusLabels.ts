/** Badge text of each known post status (spec section 4); any other value shows as it is. */
export const postStatusLabels: Readonly<Record<string, string>> = {
  published: 'Publié',
  scheduled: 'Programmé',
  draft: 'Brouillon',
  /** A post folder the server cannot read; its error is shown under it. */
  broken: 'Endommagé',
}
