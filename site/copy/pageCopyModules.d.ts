/*
 * The type of each page's copy as the pages import it (`import copy from
 * '…/content/pages/fr/vision.yaml'`): its schema's, by the file's name, as
 * generator/pageCopyPlugin.ts checks it. Where the two languages differ, the language's
 * folder is part of the name. Each top-level field is a named export too; those a part imports
 * on its own are declared.
 */

declare module '*/fr/home.yaml' {
  const copy: import('./pageCopySchemas').FrenchHomeCopy
  export default copy
  /** The home's title and description; the description also describes the business in its data. */
  export const head: import('./pageCopySchemas').FrenchHomeCopy['head']
}

declare module '*/en/home.yaml' {
  const copy: import('./pageCopySchemas').EnglishHomeCopy
  export default copy
  export const head: import('./pageCopySchemas').EnglishHomeCopy['head']
}

declare module '*/vision.yaml' {
  const copy: import('./pageCopySchemas').VisionCopy
  export default copy
}

declare module '*/services.yaml' {
  const copy: import('./pageCopySchemas').ServicesCopy
  export default copy
}

declare module '*/meetings.yaml' {
  const copy: import('./pageCopySchemas').MeetingsCopy
  export default copy
}

declare module '*/fr/diagnostic.yaml' {
  const copy: import('./pageCopySchemas').DiagnosticInfoCopy
  export default copy
}

declare module '*/en/diagnostic.yaml' {
  const copy: import('./pageCopySchemas').DiagnosticServiceCopy
  export default copy
}

declare module '*/self-assessment.yaml' {
  type Copy = import('./pageCopySchemas').SelfAssessmentCopy
  const copy: Copy
  export default copy
  /** The fields the self-assessment's island loads, without the page's head and hero. */
  export const measures: Copy['measures']
  export const levels: Copy['levels']
  export const results: Copy['results']
}

declare module '*/intro.yaml' {
  const copy: import('./pageCopySchemas').IntroCopy
  export default copy
}

declare module '*/about.yaml' {
  const copy: import('./pageCopySchemas').AboutCopy
  export default copy
}

declare module '*/contact.yaml' {
  const copy: import('./pageCopySchemas').ContactCopy
  export default copy
}

declare module '*/conviction.yaml' {
  const copy: import('./pageCopySchemas').ConvictionCopy
  export default copy
}

declare module '*/blog.yaml' {
  const copy: import('./pageCopySchemas').BlogPageCopy
  export default copy
}

declare module '*/not-found.yaml' {
  const copy: import('./pageCopySchemas').NotFoundCopy
  export default copy
}

declare module '*/legal-notice.yaml' {
  const copy: import('./pageCopySchemas').LegalCopy
  export default copy
}

declare module '*/privacy.yaml' {
  const copy: import('./pageCopySchemas').LegalCopy
  export default copy
}

declare module '*/terms.yaml' {
  const copy: import('./pageCopySchemas').LegalCopy
  export default copy
}
