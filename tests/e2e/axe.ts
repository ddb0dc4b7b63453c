import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

/** axe-core's script, run in the page as Playwright's own code: no page's policy refuses it. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** The rules of WCAG 2.2 AA, as axe-core tags them. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** One rule axe found broken, and where. */
export interface AxeViolation {
  id: string
  impact?: string | null
  help: string
  nodes: { target: string[] }[]
}

/**
 * axe-core's violations of WCAG 2.2 AA in the page as it is now, or in the part `selector` names.
 */
export async function axeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  await page.evaluate(axeSource)
  return page.evaluate(
    async ({ tags, part }) => {
      const { axe } = window as unknown as {
        axe: {
          run: (
            context: Element | Document,
            options: object,
          ) => Promise<{ violations: AxeViolation[] }>
        }
      }
      const context = (part === undefined ? null : document.querySelector(part)) ?? document
      const { violations } = await axe.run(context, { runOnly: { type: 'tag', values: tags } })
      // Only what a failure message needs crosses back to the test.
      return violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target }) => ({ target })),
      }))
    },
    { tags: WCAG_22_AA, part: selector },
  )
}

/** The violations in a few readable lines, for a failure message. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n  ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join('\n  ')}`,
    )
    .join('\n')
}
