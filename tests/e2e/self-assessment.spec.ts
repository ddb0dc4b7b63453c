import { expect, type Locator, type Page, test } from './siteTest'
import { type SelfAssessmentText, selfAssessmentText } from './selfAssessmentText'
import { axeViolations } from './axe'

type Choice = 'yes' | 'no'

interface Version {
  locale: 'fr' | 'en'
  path: string
  content: SelfAssessmentText
}

// Twenty answers per test, on a machine that may be busy: allow more than the default 30 s.
test.describe.configure({ timeout: 90_000 })

const fr = selfAssessmentText('fr')
const en = selfAssessmentText('en')

const byLocale: Record<Version['locale'], Version> = {
  fr: { locale: 'fr', path: '/auto-diagnostic', content: fr },
  en: { locale: 'en', path: '/auto-diagnostic-en', content: en },
}
const versions = Object.values(byLocale)

/** Ten answers with `yes` yes answers spread over the section rather than bunched at the start. */
function spread(yes: number): Choice[] {
  const order = [3, 7, 0, 9, 5, 1, 8, 2, 6, 4]
  const yesAt = new Set(order.slice(0, yes))
  return Array.from({ length: 10 }, (_, index) => (yesAt.has(index) ? 'yes' : 'no'))
}

/** The 20 statements' radio groups, in document order. */
function statements(page: Page): Locator {
  return page.getByRole('main').getByRole('group')
}

/**
 * Ticks `choices` in order, as clicks the page handles (React's change events) but without
 * Playwright's checks of each radio: twenty of those cost about 1.7 s of a busy machine per test.
 * The radios' names, their response to a real pointer and to the keyboard are tested below with
 * {@link tick} and the keyboard test.
 */
async function answer(page: Page, choices: readonly (Choice | undefined)[]) {
  await page.evaluate((chosen) => {
    const fields = document.querySelectorAll('main fieldset')
    chosen.forEach((choice, index) => {
      if (choice === undefined) return
      fields[index]
        ?.querySelector<HTMLInputElement>(`input[type="radio"][value="${choice}"]`)
        ?.click()
    })
  }, choices)
}

/** Ticks `choices` in order with Playwright's pointer, each radio checked for being usable first. */
async function tickAll(page: Page, choices: readonly Choice[]) {
  for (const [index, choice] of choices.entries()) await tick(page, index, choice)
}

/** Ticks `choice` for the statement at `index`. */
async function tick(page: Page, index: number, choice: Choice) {
  await page
    .locator('main fieldset')
    .nth(index)
    .locator(`input[type="radio"][value="${choice}"]`)
    .check()
}

function submitButton(page: Page, content: SelfAssessmentText): Locator {
  return page.getByRole('button', { name: content.progress.submit })
}

function resultCard(page: Page, content: SelfAssessmentText, measure: 'culture' | 'risk'): Locator {
  return page.getByRole('article', { name: content.measures[measure].title })
}

/** Fails the test on any error the page logs, hydration mismatches included. */
function watchForErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

for (const { locale, path, content } of versions) {
  test.describe(`${locale} self-assessment`, () => {
    test('the whole questionnaire is in the pre-rendered page', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(path)
      await expect(page.locator('h1')).toHaveText(content.hero.title)
      await expect(statements(page)).toHaveCount(20)
      const all = [...content.measures.culture.statements, ...content.measures.risk.statements]
      for (const [index, text] of all.entries()) {
        const group = statements(page).nth(index)
        await expect(group).toContainText(text)
        await expect(group.getByRole('radio')).toHaveCount(2)
      }
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
        content.measures.culture.title,
        content.measures.risk.title,
      ])
      await context.close()
    })

    test('the page tells visitors without scripts why no results appear', async ({ request }) => {
      const html = (await (await request.get(path)).text())
        .replaceAll('&nbsp;', '\u00a0')
        .replaceAll('&#x27;', "'")
      expect(html).toContain(`<noscript><p class="`)
      expect(html).toContain(`>${content.progress.noScript}</p></noscript>`)
    })

    test('the button stays disabled until the 20th answer', async ({ page }) => {
      const errors = watchForErrors(page)
      await page.goto(path)
      const button = submitButton(page, content)
      await expect(button).toBeDisabled()
      await expect(page.getByText('Questions (0/20)')).toBeVisible()
      await expect(page.getByText(content.progress.incomplete)).toBeVisible()

      const choices = [...spread(6), ...spread(3)]
      await tickAll(page, choices.slice(0, 19))
      await expect(page.getByText('Questions (19/20)')).toBeVisible()
      await expect(page.getByText(content.progress.percent(95))).toBeVisible()
      await expect(page.getByRole('progressbar', { name: content.progress.name })).toHaveAttribute(
        'aria-valuenow',
        '95',
      )
      await expect(button).toBeDisabled()
      await expect(page.getByText(content.progress.incomplete)).toBeVisible()

      await answer(page, choices)
      await expect(page.getByText('Questions (20/20)')).toBeVisible()
      await expect(page.getByText(content.progress.percent(100))).toBeVisible()
      await expect(button).toBeEnabled()
      await expect(page.getByText(content.progress.incomplete)).toBeHidden()
      expect(errors).toEqual([])
    })

    test('a link leads to the first statement still unanswered', async ({ page }) => {
      await page.goto(path)
      // Every statement answered but the twelfth.
      await answer(
        page,
        [...spread(5), ...spread(5)].map((choice, index) => (index === 11 ? undefined : choice)),
      )
      await page.getByRole('button', { name: content.progress.firstUnanswered }).click()
      const twelfth = statements(page).nth(11)
      await expect(
        twelfth.getByRole('radio', { name: content.answers.yes, exact: true }),
      ).toBeFocused()
      await expect(twelfth).toBeInViewport()
    })
  })
}

/** Answer patterns and what each page must read: spec section 4, French and English bands. */
const patterns = [
  {
    locale: 'fr',
    culture: 8,
    risk: 7,
    levels: ['Excellente base', 'Risques importants'],
    tones: ['good', 'alert'],
  },
  {
    locale: 'fr',
    culture: 5,
    risk: 4,
    levels: ['Bon potentiel', 'Signaux d’alerte'],
    tones: ['caution', 'caution'],
  },
  {
    locale: 'fr',
    culture: 4,
    risk: 3,
    levels: ['Réalignement nécessaire', 'Situation saine'],
    tones: ['alert', 'good'],
  },
  {
    locale: 'en',
    culture: 10,
    risk: 6,
    levels: ['Excellent foundation', 'High risk'],
    tones: ['good', 'alert'],
  },
  {
    locale: 'en',
    culture: 7,
    risk: 3,
    levels: ['Good potential', 'Moderate risk'],
    tones: ['caution', 'caution'],
  },
  {
    locale: 'en',
    culture: 0,
    risk: 2,
    levels: ['Realignment needed', 'Low risk'],
    tones: ['alert', 'good'],
  },
] as const

for (const pattern of patterns) {
  const { path, content } = byLocale[pattern.locale]
  test(`${pattern.locale}: ${pattern.culture} and ${pattern.risk} yes answers read ${pattern.levels.join(' / ')}`, async ({
    page,
  }) => {
    await page.goto(path)
    await answer(page, [...spread(pattern.culture), ...spread(pattern.risk)])
    await submitButton(page, content).click()

    const heading = page.getByRole('heading', { level: 2, name: content.results.title })
    await expect(heading).toBeFocused()
    await expect(heading).toBeInViewport()
    await expect(statements(page)).toHaveCount(0)

    const cards = [
      {
        card: resultCard(page, content, 'culture'),
        score: pattern.culture,
        level: pattern.levels[0],
        tone: pattern.tones[0],
      },
      {
        card: resultCard(page, content, 'risk'),
        score: pattern.risk,
        level: pattern.levels[1],
        tone: pattern.tones[1],
      },
    ]
    for (const { card, score, level, tone } of cards) {
      await expect(card).toContainText(`${score}/10`)
      await expect(card).toContainText(level)
      await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(score))
      await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '10')
      await expect(card).toHaveAttribute('data-tone', tone)
    }

    const mail = page.getByRole('link', { name: content.results.discuss })
    const href = (await mail.getAttribute('href')) ?? ''
    const url = new URL(href)
    expect(url.protocol).toBe('mailto:')
    // The consultant's address, as the footer shows it (from content/site.json).
    const footerMail = await page.locator('footer a[href^="mailto:"]').first().getAttribute('href')
    expect(url.pathname).toBe(new URL(footerMail ?? 'mailto:missing').pathname)
    for (const part of ['subject', 'body']) {
      const text = url.searchParams.get(part) ?? ''
      expect(text, part).toContain(`${pattern.culture}/10`)
      expect(text, part).toContain(`${pattern.risk}/10`)
      expect(text, part).toContain(pattern.levels[0])
      expect(text, part).toContain(pattern.levels[1])
    }
  })
}

test('results are reached and redone with the keyboard alone', async ({ page }) => {
  await page.goto('/auto-diagnostic')
  const firstRadio = statements(page).first().getByRole('radio').first()
  for (
    let presses = 0;
    presses < 60 && !(await firstRadio.evaluate((el) => el === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab')
  }
  await expect(firstRadio).toBeFocused()

  // Space chooses « Oui », the focused first choice; an arrow moves to « Non » and chooses it.
  const choices = [...spread(9), ...spread(5)]
  for (const [index, choice] of choices.entries()) {
    await page.keyboard.press(choice === 'yes' ? 'Space' : 'ArrowRight')
    const chosen = statements(page)
      .nth(index)
      .getByRole('radio', { name: fr.answers[choice], exact: true })
    await expect(chosen).toBeChecked()
    await expect(chosen).toBeFocused()
    await page.keyboard.press('Tab')
  }
  await expect(submitButton(page, fr)).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(page.getByRole('heading', { name: fr.results.title })).toBeFocused()
  await expect(resultCard(page, fr, 'culture')).toContainText('9/10')
  await expect(resultCard(page, fr, 'culture')).toContainText('Excellente base')
  await expect(resultCard(page, fr, 'risk')).toContainText('5/10')
  await expect(resultCard(page, fr, 'risk')).toContainText('Signaux d’alerte')

  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: fr.results.discuss })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: fr.results.copyLink })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: fr.results.redo })).toBeFocused()
  await page.keyboard.press('Enter')

  const cultureHeading = page.getByRole('heading', { level: 2, name: fr.measures.culture.title })
  await expect(cultureHeading).toBeFocused()
  await expect(cultureHeading).toBeInViewport()
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
  await expect(page.getByText('Questions (0/20)')).toBeVisible()
})

test('answers survive a reload, and redo clears them for good', async ({ page }) => {
  const errors = watchForErrors(page)
  await page.goto('/auto-diagnostic-en')
  const choices = [...spread(4), ...spread(8)]
  await answer(page, choices.slice(0, 7))
  await page.reload()
  await expect(page.getByText('Questions (7/20)')).toBeVisible()
  await expect(
    statements(page).nth(0).getByRole('radio', { name: 'Yes', exact: true }),
  ).toBeChecked()
  await expect(
    statements(page).nth(1).getByRole('radio', { name: 'No', exact: true }),
  ).toBeChecked()
  await expect(statements(page).nth(7).getByRole('radio', { checked: true })).toHaveCount(0)

  await answer(page, choices)
  await submitButton(page, en).click()
  await expect(resultCard(page, en, 'risk')).toContainText('8/10')
  await page.getByRole('button', { name: en.results.redo }).click()
  await expect(page.getByText('Questions (0/20)')).toBeVisible()
  await expect(submitButton(page, en)).toBeDisabled()
  await expect(page.getByText(en.progress.incomplete)).toBeVisible()

  await page.reload()
  await expect(statements(page)).toHaveCount(20)
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
  await expect(page.getByText('Questions (0/20)')).toBeVisible()
  expect(errors).toEqual([])
})

test('answers ticked before the script has loaded are kept', async ({ page }) => {
  let release: () => void = () => undefined
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld
    await route.continue()
  })
  // The page's scripts are deferred: held, they hold DOMContentLoaded too, but not the page.
  await page.goto('/auto-diagnostic', { waitUntil: 'commit' })
  await statements(page).nth(0).getByRole('radio', { name: 'Oui', exact: true }).check()
  await statements(page).nth(1).getByRole('radio', { name: 'Non', exact: true }).check()
  release()
  await expect(page.getByText('Questions (2/20)')).toBeVisible()
  await page.reload()
  await expect(page.getByText('Questions (2/20)')).toBeVisible()
  await expect(
    statements(page).nth(1).getByRole('radio', { name: 'Non', exact: true }),
  ).toBeChecked()
})

test('the answers carry over to the other language', async ({ page }) => {
  await page.goto('/auto-diagnostic')
  await answer(page, ['yes', 'no', 'yes'])
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/auto-diagnostic-en$/)
  await expect(page.getByText('Questions (3/20)')).toBeVisible()
  await expect(
    statements(page).nth(1).getByRole('radio', { name: 'No', exact: true }),
  ).toBeChecked()
})

test.describe('accessibility', () => {
  // axe is injected as an inline script, which the site's Content Security Policy rightly blocks.
  test.use({ bypassCSP: true })

  test('the questionnaire and the results meet WCAG 2.2 AA', async ({ page }) => {
    await page.goto('/auto-diagnostic')
    await answer(page, spread(6))
    expect(await axeViolations(page)).toEqual([])
    await answer(page, [...spread(6), ...spread(2)])
    await submitButton(page, fr).click()
    await expect(page.getByRole('heading', { name: fr.results.title })).toBeFocused()
    expect(await axeViolations(page)).toEqual([])
  })
})

test('nothing on the page is wider than a 320 px screen @layout', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/auto-diagnostic')
  await answer(page, [...spread(3), ...spread(9)])
  const main = page.getByRole('main')
  const overflowing = async () =>
    main.evaluate((element) =>
      [...element.querySelectorAll('*')]
        .filter(
          (child) =>
            child.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5,
        )
        .map((child) => child.outerHTML.slice(0, 80)),
    )
  expect(await overflowing()).toEqual([])
  await submitButton(page, fr).click()
  await expect(resultCard(page, fr, 'risk')).toContainText('Risques importants')
  expect(await overflowing()).toEqual([])
})
