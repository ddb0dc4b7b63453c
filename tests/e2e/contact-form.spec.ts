import { readFileSync } from 'node:fs'
import { expect, type Page, test } from './siteTest'
import { watchMailClient } from './mailClient'
import { axeViolations } from './axe'

// The consultant's facts, as the pages read them.
const settings = JSON.parse(
  readFileSync(new URL('../../content/site.json', import.meta.url), 'utf8'),
) as { email: string }

const openedMail = (page: Page) => page.evaluate(() => window.openedMail)

/** Subject and body of a mailto link, decoded as RFC 6068 says (no '+' for space). */
function readMailto(href: string | null | undefined) {
  if (!href?.startsWith('mailto:'))
    throw new Error(`a mailto: link was expected, got ${String(href)}`)
  const [address = '', query = ''] = href.replace(/^mailto:/, '').split('?')
  const fields = Object.fromEntries(
    query.split('&').map((pair) => {
      const [name = '', value = ''] = pair.split('=')
      return [name, decodeURIComponent(value)]
    }),
  )
  return {
    to: decodeURIComponent(address),
    subject: fields.subject,
    body: fields.body,
    names: Object.keys(fields),
  }
}

const pages = {
  fr: {
    path: '/contact',
    section: '#formulaire-contact',
    submit: 'Préparer mon courriel',
    labels: ['Prénom', 'Nom', 'Courriel', 'Téléphone', 'Entreprise (facultatif)', 'Message'],
    errors: [
      'Le prénom doit contenir au moins 2 caractères',
      'Le nom doit contenir au moins 2 caractères',
      'Adresse email invalide',
      'Le numéro de téléphone doit contenir au moins 10 caractères',
      'Le message doit contenir au moins 10 caractères',
    ],
    confirmation: 'Votre message est prêt',
    reopen: 'Ouvrir de nouveau le courriel',
    copyAddress: 'Copier l’adresse',
    copied: 'Adresse copiée',
    toastTitle: 'Email ouvert!',
    toastText: 'Votre client email va s’ouvrir avec le message pré-rempli.',
  },
  en: {
    path: '/contact-en',
    section: '#contact-form',
    submit: 'Prepare my email',
    labels: ['First name', 'Last name', 'Email', 'Phone', 'Company (optional)', 'Message'],
    errors: [
      'Your first name must be at least 2 characters long',
      'Your last name must be at least 2 characters long',
      'Please enter a valid email address',
      'Your phone number must be at least 10 characters long',
      'Your message must be at least 10 characters long',
    ],
    confirmation: 'Your message is ready',
    reopen: 'Open the email again',
    copyAddress: 'Copy the address',
    copied: 'Address copied',
    toastTitle: 'Email opened!',
    toastText: 'Your email app will open with your message prefilled.',
  },
} as const

const visitor = {
  firstName: 'Marie-Ève',
  lastName: 'Côté',
  email: 'me.cote@exemple.ca',
  phone: '450 555-0142',
  message: 'Bonjour,\nNous sommes 40 employés & 3 équipes.\nQuestion ? #1 + 100 %',
}

/** The form's fields, found by their accessible names (their labels). */
function fields(page: Page, locale: keyof typeof pages) {
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: pages[locale].submit }) })
  const [firstName, lastName, email, phone, company, message] = pages[locale].labels.map((label) =>
    form.getByRole('textbox', { name: label, exact: true }),
  )
  if (!firstName || !lastName || !email || !phone || !company || !message)
    throw new Error('six labels expected')
  return {
    form,
    firstName,
    lastName,
    email,
    phone,
    company,
    message,
    all: [firstName, lastName, email, phone, message],
  }
}

test.beforeEach(async ({ page }) => {
  await watchMailClient(page)
})

for (const locale of ['fr', 'en'] as const) {
  const text = pages[locale]

  test.describe(text.path, () => {
    test('shows real, named fields with their types and required marks', async ({ page }) => {
      await page.goto(text.path)
      // The page names the section (its own h2); the default names are unit-tested.
      await expect(
        page.locator(text.section).getByRole('heading', { level: 2 }).first(),
      ).toBeVisible()
      const field = fields(page, locale)
      await expect(field.firstName).toHaveAttribute('name', 'firstName')
      await expect(field.lastName).toHaveAttribute('name', 'lastName')
      await expect(field.email).toHaveAttribute('type', 'email')
      await expect(field.email).toHaveAttribute('name', 'email')
      await expect(field.phone).toHaveAttribute('type', 'tel')
      await expect(field.phone).toHaveAttribute('name', 'phone')
      await expect(field.company).toHaveAttribute('name', 'company')
      await expect(field.company).not.toHaveAttribute('aria-required', 'true')
      await expect(field.message).toHaveAttribute('rows', '4')
      for (const required of field.all)
        await expect(required).toHaveAttribute('aria-required', 'true')
      await expect(field.form.locator('label', { hasText: '*' })).toHaveCount(5)
    })

    test('an empty submit shows every message under its field and opens nothing', async ({
      page,
    }) => {
      await page.goto(text.path)
      const field = fields(page, locale)
      await page.getByRole('button', { name: text.submit }).click()

      for (const [index, input] of field.all.entries()) {
        await expect(input).toHaveAttribute('aria-invalid', 'true')
        await expect(input).toHaveAccessibleDescription(
          text.errors[index] ?? 'one message per field',
        )
      }
      for (const message of text.errors) await expect(page.getByText(message)).toBeVisible()
      await expect(field.firstName).toBeFocused()
      await expect(field.company).not.toHaveAttribute('aria-invalid', 'true')

      expect(await openedMail(page)).toEqual([])
      await expect(page.getByText(text.toastTitle)).toHaveCount(0)
      await expect(page.getByRole('region', { name: text.confirmation })).toHaveCount(0)
      expect(await axeViolations(page, text.section)).toEqual([])
    })

    test('re-validates on every change after a submit', async ({ page }) => {
      await page.goto(text.path)
      const field = fields(page, locale)
      await field.firstName.fill('M')
      await expect(page.getByText(text.errors[0])).toHaveCount(0)
      await page.getByRole('button', { name: text.submit }).click()
      await expect(page.getByText(text.errors[0])).toBeVisible()
      await field.firstName.fill('Ma')
      await expect(page.getByText(text.errors[0])).toHaveCount(0)
      await expect(field.firstName).not.toHaveAttribute('aria-invalid', 'true')
      await field.firstName.fill('M')
      await expect(page.getByText(text.errors[0])).toBeVisible()
      // Focus goes to the first field still wrong.
      await field.lastName.fill('Côté')
      await field.firstName.fill('Marie')
      await page.getByRole('button', { name: text.submit }).click()
      await expect(field.email).toBeFocused()
      expect(await openedMail(page)).toEqual([])
    })

    test('a valid submit opens the prefilled message, confirms it and resets the form', async ({
      page,
    }) => {
      await page.goto(text.path)
      const field = fields(page, locale)
      await field.firstName.fill(visitor.firstName)
      await field.lastName.fill(visitor.lastName)
      await field.email.fill(visitor.email)
      await field.phone.fill(visitor.phone)
      await field.message.fill(visitor.message)
      await page.getByRole('button', { name: text.submit }).click()

      const confirmation = page.getByRole('region', { name: text.confirmation })
      await expect(confirmation).toBeVisible()
      await expect(confirmation).toBeFocused()
      const href = await confirmation.getByRole('link', { name: text.reopen }).getAttribute('href')
      const mail = readMailto(href)
      expect(mail.names).toEqual(['subject', 'body'])
      expect(mail.to).toBe(settings.email)
      const crlf = (lines: string[]) => lines.join('\r\n')
      const message = crlf(visitor.message.split('\n'))
      if (locale === 'fr') {
        expect(mail.subject).toBe('Demande de contact - Marie-Ève Côté')
        expect(mail.body).toBe(
          crlf([
            'Bonjour,',
            '',
            'Nom : Marie-Ève Côté',
            'Courriel : me.cote@exemple.ca',
            'Téléphone : 450 555-0142',
            'Entreprise : Non spécifiée',
            '',
            'Message :',
            message,
            '',
            'Type de demande : Demande générale',
          ]),
        )
      } else {
        expect(mail.subject).toBe('Contact from Marie-Ève Côté - General inquiry')
        expect(mail.body).toBe(
          crlf([
            'Hello,',
            '',
            'Name: Marie-Ève Côté',
            'Email: me.cote@exemple.ca',
            'Phone: 450 555-0142',
            'Company: Not specified',
            '',
            'Message:',
            message,
            '',
            'Request type: General inquiry',
          ]),
        )
      }
      // The mail client was asked to open exactly this message, once, and the page stayed.
      expect(await openedMail(page)).toEqual([href])
      expect(new URL(page.url()).pathname).toBe(text.path)

      const notification = page.getByRole('region', { name: /Notification/ }).getByRole('listitem')
      await expect(notification).toContainText(text.toastTitle)
      await expect(notification).toContainText(text.toastText)

      for (const input of [...field.all, field.company]) await expect(input).toHaveValue('')
      await expect(page.getByText(text.errors[0])).toHaveCount(0)
      await expect(confirmation.getByText(settings.email, { exact: true })).toBeVisible()
      expect(await axeViolations(page, text.section)).toEqual([])

      // The visitor can open the message again from the confirmation.
      await confirmation.getByRole('link', { name: text.reopen }).click()
      expect(await openedMail(page)).toEqual([href, href])
    })

    test('works with the keyboard alone, copy button included', async ({
      page,
      context,
      browserName,
    }) => {
      test.skip(browserName !== 'chromium', 'clipboard permissions are Chromium’s')
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.goto(text.path)
      const field = fields(page, locale)

      // Tab from the top of the page until the first field has focus.
      for (let step = 0; step < 80; step += 1) {
        await page.keyboard.press('Tab')
        if (await field.firstName.evaluate((input) => input === document.activeElement)) break
      }
      await expect(field.firstName).toBeFocused()

      // Enter in a text field submits: everything is wrong, focus stays on the first field.
      await page.keyboard.press('Enter')
      await expect(page.getByText(text.errors[4])).toBeVisible()
      await expect(field.firstName).toBeFocused()

      await page.keyboard.type('Luc')
      await page.keyboard.press('Tab')
      await page.keyboard.type('Ouellet')
      await page.keyboard.press('Tab')
      await page.keyboard.type('luc@exemple.ca')
      await page.keyboard.press('Tab')
      await page.keyboard.type('514 555-0177')
      await page.keyboard.press('Tab')
      await page.keyboard.type('Ouellet & fils')
      await page.keyboard.press('Tab')
      await expect(field.message).toBeFocused()
      await page.keyboard.type('Une conférence pour 60 gestionnaires.')
      await page.keyboard.press('Tab')
      await expect(page.getByRole('button', { name: text.submit })).toBeFocused()
      await page.keyboard.press('Enter')

      const confirmation = page.getByRole('region', { name: text.confirmation })
      await expect(confirmation).toBeFocused()
      expect(await openedMail(page)).toHaveLength(1)
      expect(readMailto((await openedMail(page))[0]).body).toContain(
        locale === 'fr' ? 'Entreprise : Ouellet & fils' : 'Company: Ouellet & fils',
      )

      await page.keyboard.press('Tab')
      await expect(confirmation.getByRole('link', { name: text.reopen })).toBeFocused()
      await page.keyboard.press('Tab')
      const copyAddress = confirmation.getByRole('button', { name: text.copyAddress })
      await expect(copyAddress).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(confirmation.getByRole('status').filter({ hasText: text.copied })).toHaveCount(1)
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(settings.email)

      // F8 takes the keyboard to the notification, which Escape closes.
      await page.keyboard.press('F8')
      const viewport = page.getByRole('region', { name: /Notification/ }).locator('ol')
      await expect(viewport).toBeFocused()
      await page.keyboard.press('Tab')
      await page.keyboard.press('Escape')
      await expect(page.getByText(text.toastTitle)).toHaveCount(0)
    })
  })
}

test('switching language keeps what was typed and speaks the new language', async ({ page }) => {
  await page.goto('/contact')
  const french = fields(page, 'fr')
  await french.firstName.fill('Noémie')
  await french.message.fill('Court')
  await page.getByRole('button', { name: 'Préparer mon courriel' }).click()
  await expect(page.getByText('Le message doit contenir au moins 10 caractères')).toBeVisible()

  // The English page is another page: what was typed comes along, and its messages are English.
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/contact-en$/)
  const english = fields(page, 'en')
  await expect(english.firstName).toHaveValue('Noémie')
  await expect(english.message).toHaveValue('Court')
  await expect(page.getByText('Le message doit contenir')).toHaveCount(0)
  await page.getByRole('button', { name: 'Prepare my email' }).click()
  await expect(english.message).toHaveAccessibleDescription(
    'Your message must be at least 10 characters long',
  )
  await expect(english.firstName).not.toHaveAttribute('aria-invalid', 'true')

  await english.lastName.fill('Lavoie')
  await english.email.fill('noemie@exemple.ca')
  await english.phone.fill('450 555-0111')
  await english.message.fill('A workshop for our managers, please.')
  await page.getByRole('button', { name: 'Prepare my email' }).click()
  const mail = readMailto(
    await page.getByRole('link', { name: 'Open the email again' }).getAttribute('href'),
  )
  expect(mail.subject).toBe('Contact from Noémie Lavoie - General inquiry')

  // A confirmation written in English never shows on the French page.
  await page.getByRole('banner').getByRole('link', { name: 'Français' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('region', { name: 'Your message is ready' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Votre message est prêt' })).toHaveCount(0)
})

test("the form's code loads at the first focus of a field, before any submit", async ({ page }) => {
  await page.goto('/services')
  const loading = page.waitForRequest(/\/assets\/LiveContactForm-[\w-]+\.js$/)
  await fields(page, 'fr').firstName.focus()
  await loading
})

test('a 5,000-character message still gives one working link', async ({ page }) => {
  await page.goto('/contact')
  const field = fields(page, 'fr')
  const message = 'Santé & équipe ? #bien-être + 100 % '.repeat(150).slice(0, 5000)
  await field.firstName.fill('Léa')
  await field.lastName.fill('Roy')
  await field.email.fill('lea.roy@exemple.ca')
  await field.phone.fill('4505550100')
  await field.message.fill(message)
  await page.getByRole('button', { name: 'Préparer mon courriel' }).click()
  // The form's code may still be on its way (it loads at the first touch): the submit is held
  // and made once it is there.
  await expect.poll(async () => (await openedMail(page)).length).toBe(1)
  const [href] = await openedMail(page)
  const mail = readMailto(href)
  expect(mail.names).toEqual(['subject', 'body'])
  expect(mail.body).toContain(`Message :\r\n${message.trim()}\r\n`)
})

test('the notification leaves after 5 seconds and the area is at most 420 px wide', async ({
  page,
}) => {
  await page.goto('/contact-en')
  const field = fields(page, 'en')
  await field.firstName.fill('Sam')
  await field.lastName.fill('Lee')
  await field.email.fill('sam@example.org')
  await field.phone.fill('+1 450 555 0100')
  await field.message.fill('We would like a talk in May.')
  const submittedAt = Date.now()
  await page.getByRole('button', { name: 'Prepare my email' }).click()
  const notification = page.getByRole('region', { name: /Notification/ }).getByRole('listitem')
  await expect(notification).toContainText('Email opened!')
  const box = await page
    .getByRole('region', { name: /Notification/ })
    .locator('ol')
    .boundingBox()
  expect(box?.width ?? Infinity).toBeLessThanOrEqual(420)
  // Real time: Radix's timer pauses and resumes with the page, which a fake clock confuses.
  await page.waitForTimeout(3500)
  await expect(notification).toBeVisible()
  await expect(notification).toHaveCount(0, { timeout: 4000 })
  expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(5000)
})

test('a swipe to the right dismisses the notification past 50 px only', async ({ page }) => {
  await page.goto('/contact-en')
  const field = fields(page, 'en')
  await field.firstName.fill('Sam')
  await field.lastName.fill('Lee')
  await field.email.fill('sam@example.org')
  await field.phone.fill('+1 450 555 0100')
  await field.message.fill('We would like a talk in May.')
  await page.getByRole('button', { name: 'Prepare my email' }).click()
  const notification = page.getByRole('region', { name: /Notification/ }).getByRole('listitem')
  await expect(notification).toContainText('Email opened!')

  const swipe = async (distance: number) => {
    const box = await notification.boundingBox()
    if (!box) throw new Error('the notification is not on screen')
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + 20, y)
    await page.mouse.down()
    for (let step = 1; step <= 10; step += 1)
      await page.mouse.move(box.x + 20 + (distance * step) / 10, y)
    await page.mouse.up()
  }
  await swipe(30)
  await expect(notification).toBeVisible()
  await swipe(90)
  await expect(notification).toHaveCount(0)
})

test('the fields of one row are one height, when one of them is wrong and the other right', async ({
  page,
}) => {
  await page.goto('/contact')
  const field = fields(page, 'fr')
  const oneHeightPerRow = async () => {
    const rows = await field.form.locator('input, textarea').evaluateAll((controls) => {
      const byTop = new Map<number, number[]>()
      for (const control of controls) {
        const box = control.getBoundingClientRect()
        byTop.set(Math.round(box.top), [...(byTop.get(Math.round(box.top)) ?? []), box.height])
      }
      return [...byTop.values()].filter((heights) => heights.length > 1)
    })
    expect(rows).toHaveLength(2)
    for (const heights of rows) expect(new Set(heights).size, heights.join(' and ')).toBe(1)
  }
  await oneHeightPerRow()
  await field.firstName.fill('Marie')
  await field.email.fill('pas-un-courriel')
  await field.phone.fill(visitor.phone)
  await page.getByRole('button', { name: pages.fr.submit }).click()
  await expect(field.lastName).toHaveAttribute('aria-invalid', 'true')
  await expect(field.email).toHaveAttribute('aria-invalid', 'true')
  await expect(field.phone).not.toHaveAttribute('aria-invalid', 'true')
  await oneHeightPerRow()
})

test('nothing in the form is wider than a 320 px screen, errors and confirmation shown @layout', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 })
  await page.goto('/contact')
  // The header is checked by its own suite; this measures the contact section only.
  const overflowing = () =>
    page
      .locator('#formulaire-contact')
      .evaluate((section) =>
        [...section.querySelectorAll('*')]
          .filter(
            (element) =>
              element.getBoundingClientRect().right > document.documentElement.clientWidth,
          )
          .map((element) => element.outerHTML.slice(0, 80)),
      )
  await page.getByRole('button', { name: 'Préparer mon courriel' }).click()
  expect(await overflowing()).toEqual([])
  const field = fields(page, 'fr')
  await field.firstName.fill('Anne-Sophie')
  await field.lastName.fill('Bérubé-Létourneau')
  await field.email.fill('anne-sophie.berube-letourneau@une-entreprise-au-long-nom.ca')
  await field.phone.fill('450 555-0123')
  await field.message.fill('Nous voulons prévenir l’épuisement dans nos équipes.')
  await page.getByRole('button', { name: 'Préparer mon courriel' }).click()
  await expect(page.getByRole('region', { name: 'Votre message est prêt' })).toBeVisible()
  await page.getByText('Voir le message préparé').click()
  expect(await overflowing()).toEqual([])
  for (const control of await page
    .locator('#formulaire-contact')
    .locator('button, input, textarea, summary')
    .all()) {
    const box = await control.boundingBox()
    expect(
      box?.height ?? 0,
      await control.evaluate((element) => element.outerHTML.slice(0, 60)),
    ).toBeGreaterThanOrEqual(44)
  }
})
