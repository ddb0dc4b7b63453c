import { vars } from '../../styles/theme.css'
import type { PillarColor } from '../../copy/pageCopySchemas'

/** Each pillar's strong colour (text, marks) and soft colour (backgrounds), by key. */
export const pillarPalette: Record<PillarColor, { strong: string; soft: string }> = {
  S: { strong: vars.color.pillarS, soft: vars.color.pillarSSoft },
  A: { strong: vars.color.pillarA, soft: vars.color.pillarASoft },
  N: { strong: vars.color.pillarN, soft: vars.color.pillarNSoft },
  T: { strong: vars.color.pillarT, soft: vars.color.pillarTSoft },
  RA: { strong: vars.color.pillarRA, soft: vars.color.pillarRASoft },
}
