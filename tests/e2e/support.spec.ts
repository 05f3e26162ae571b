import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { MAIL_API, expect, test } from './support-files/product'

const CHAT = '**/svc/functions/support-ai-chat'
const SEND = '**/svc/functions/support-send-message'

const expectNoAxeViolations = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

const signIn = async (page: Page, email: string) => {
  expect((await page.request.post('/api/users/login', { data: { email, password: 'demo1234' } })).ok()).toBe(true)
}

const openWidget = async (page: Page, name = 'Open support') => {
  await page.getByRole('button', { name }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return dialog
}

const chatInput = (page: Page, name = 'Your question') => page.getByRole('dialog').getByRole('textbox', { name })

test.describe('support widget', () => {
  test('the help button is plain HTML; the widget loads on first use and opens on the AI tab', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/how-it-works')
    await page.waitForLoadState('networkidle')
    const button = page.getByRole('button', { name: 'Open support' })
    await expect(button).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const before = scripts.length
    expect(scripts.some((url) => /support-widget|SupportWidget/i.test(url))).toBe(false)

    const dialog = await openWidget(page)
    expect(scripts.length).toBeGreaterThan(before)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(dialog).toContainText('Support is available 24/7')
    await expect(dialog.getByRole('tab', { name: 'Ask the AI' })).toHaveAttribute('aria-selected', 'true')
    await expect(dialog.getByRole('tab', { name: 'Ask a human' })).toHaveAttribute('aria-selected', 'false')
    await expect(dialog.getByText('Hi! Ask me about auctions')).toBeVisible()
    await expect(dialog.getByText('Information without warranty. Please check the listing or contact support.')).toBeVisible()
    const privacy = dialog.getByRole('link', { name: /Privacy policy/ })
    await expect(privacy).toHaveAttribute('href', '/privacy')
    await expect(privacy).toHaveAttribute('target', '_blank')
    await expectNoAxeViolations(page)
  })

  test('is usable by keyboard: focus stays inside, arrows switch tabs, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/fees')
    const button = page.getByRole('button', { name: 'Open support' })
    await button.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
    }
    await dialog.getByRole('tab', { name: 'Ask the AI' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(dialog.getByRole('tab', { name: 'Ask a human' })).toBeFocused()
    await expect(dialog.getByRole('tab', { name: 'Ask a human' })).toHaveAttribute('aria-selected', 'true')
    await expect(dialog.getByRole('button', { name: 'Send Email' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    // Opening again keeps the chosen tab.
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('tab', { name: 'Ask a human' })).toHaveAttribute('aria-selected', 'true')
  })

  test('asks the real assistant and shows its Markdown answer with the page link', async ({ page }) => {
    await page.goto('/')
    const dialog = await openWidget(page)
    // Whitespace only: nothing is sent.
    await chatInput(page).fill('   ')
    await chatInput(page).press('Enter')
    await expect(dialog.locator('.support-chat__message')).toHaveCount(0)

    await chatInput(page).fill('What fees do I pay as a buyer?')
    await chatInput(page).press('Enter')
    const answer = dialog.locator('.support-chat__message--assistant').last()
    await expect(answer.locator('strong', { hasText: '2% buyer fee' })).toBeVisible()
    await expect(answer.getByRole('link', { name: 'Fees and payment' })).toHaveAttribute('href', '/fees')
    await expect(answer).not.toContainText('SEPA')
    await expect(dialog.locator('.support-chat__message--user')).toHaveText(/What fees do I pay as a buyer\?/)

    await chatInput(page).fill('How many excavators are live right now?')
    await chatInput(page).press('Enter')
    const count = dialog.locator('.support-chat__message--assistant').last()
    await expect(count.getByRole('link', { name: 'Excavators' })).toHaveAttribute('href', '/auctions?category=excavators')
    await expect(count).toContainText(/\d+ live auctions?/)
  })

  test('shows the typing indicator with the input disabled while waiting, keeps safe links and empties unsafe ones', async ({ page }) => {
    let release: () => void = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    await page.route(CHAT, async (route) => {
      await answered
      await route.fulfill({
        json: { data: { response: 'See [the fees](/fees), [our partner](https://example.com/help), [mail us](mailto:help@example.com) or [click me](javascript:alert(document.cookie)).' } },
      })
    })
    await page.goto('/faq')
    const dialog = await openWidget(page)
    await chatInput(page).fill('Tell me something')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect(dialog.getByTestId('support-typing')).toBeVisible()
    await expect(chatInput(page)).toBeDisabled()
    await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toBeDisabled()
    release()
    await expect(dialog.getByTestId('support-typing')).toHaveCount(0)
    await expect(chatInput(page)).toBeEnabled()
    const answer = dialog.locator('.support-chat__message--assistant').last()
    await expect(answer.getByRole('link', { name: 'the fees' })).toHaveAttribute('href', '/fees')
    await expect(answer.getByRole('link', { name: 'our partner' })).toHaveAttribute('href', 'https://example.com/help')
    await expect(answer.getByRole('link', { name: 'mail us' })).toHaveAttribute('href', 'mailto:help@example.com')
    const unsafe = answer.locator('a', { hasText: 'click me' })
    await expect(unsafe).toHaveCount(1)
    expect(await unsafe.getAttribute('href')).toBe('')
  })

  test('a failed answer shows the toast, stops typing and keeps the question', async ({ page }) => {
    await page.route(CHAT, (route) => route.fulfill({ status: 503, json: { error: { code: 'down', message: 'down' } } }))
    await page.goto('/how-it-works')
    const dialog = await openWidget(page)
    await chatInput(page).fill('Is VAT included?')
    await chatInput(page).press('Enter')
    await expect(page.getByText('Failed to get AI response')).toBeVisible()
    await expect(dialog.getByTestId('support-typing')).toHaveCount(0)
    await expect(dialog.locator('.support-chat__message--user')).toHaveText(/Is VAT included\?/)
    await expect(chatInput(page)).toBeEnabled()
  })

  test('the widget and the other islands share one toaster, whichever mounted first', async ({ page }) => {
    const toasters = page.locator('section[aria-label^="Notifications"]')
    // The auction list holds the toaster; the widget's toast shows in it, once. Signed in: the
    // visitor's locked teaser list has no island (its form is disabled), so nothing there holds one.
    await signIn(page, 'buyer2@demo.test')
    await page.route(CHAT, (route) => route.fulfill({ status: 503, json: { error: { code: 'down', message: 'down' } } }))
    await page.goto('/auctions')
    await expect(page.locator('.auctions[data-hydrated]')).toHaveCount(1)
    await openWidget(page)
    await chatInput(page).fill('Is VAT included?')
    await chatInput(page).press('Enter')
    await expect(page.getByText('Failed to get AI response')).toBeVisible()
    await expect(page.getByText('Failed to get AI response')).toHaveCount(1)
    await expect(toasters).toHaveCount(1)

    // On the home page "Closing soon" is server-rendered cards whose small islands hold no toaster:
    // their watch toast shows in the widget's toaster.
    await page.setViewportSize({ width: 1280, height: 500 })
    await page.goto('/')
    const dialog = await openWidget(page)
    await expect(toasters).toHaveCount(1)
    await dialog.getByRole('button', { name: 'Close support' }).click()
    await page.locator('section.closing-soon').scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    const card = page.getByTestId('closing-soon').getByTestId('auction-card').filter({ has: page.getByRole('button', { name: 'Add to watchlist' }) }).first()
    const pinned = page.locator(`[data-testid="auction-card"][data-auction-id="${await card.getAttribute('data-auction-id')}"]`)
    // The button is in the server's HTML at once: click it once its island has hydrated (client:idle).
    await expect(pinned.locator('astro-island[ssr]')).toHaveCount(0)
    await pinned.getByRole('button', { name: 'Add to watchlist' }).click()
    await expect(page.getByText('Added to watchlist')).toHaveCount(1)
    await expect(toasters).toHaveCount(1)
    // As the seed has it: not watched.
    await pinned.getByRole('button', { name: 'Remove from watchlist' }).click()
    await expect(page.getByText('Removed from watchlist')).toHaveCount(1)
  })

  test('human tab: quick contact, prefilled email, validation, counter, sending, success and send another', async ({ page }) => {
    await signIn(page, 'buyer@demo.test')
    await page.goto('/fees')
    const dialog = await openWidget(page)
    await dialog.getByRole('tab', { name: 'Ask a human' }).click()

    const call = dialog.getByRole('link', { name: /^Call / })
    await expect(call).toHaveAttribute('href', /^tel:\+\d+$/)
    const whatsapp = dialog.getByRole('link', { name: /Chat on WhatsApp/ })
    const chatHref = decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')
    expect(chatHref).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
    expect(chatHref).toContain(await page.title())
    expect(chatHref).toContain(page.url())
    await expect(dialog.getByRole('button', { name: 'Copy phone number' })).toBeVisible()

    const email = dialog.getByLabel('Email')
    await expect(email).toHaveValue('buyer@demo.test')
    await expect(email).toHaveAttribute('type', 'email')
    const submit = dialog.getByRole('button', { name: 'Send Email' })
    await expect(submit).toBeDisabled()

    const message = dialog.getByLabel('Message')
    await message.fill('Too short')
    await expect(dialog.getByText('9 / 1500')).toBeVisible()
    // Leaving the field shows the length rule.
    await message.press('Tab')
    await dialog.getByLabel('Topic').selectOption('payments')
    await expect(dialog.getByText('Message must be between 10 and 1500 characters')).toBeVisible()
    await dialog.getByLabel(/I agree/).check()
    await submit.click()
    await expect(dialog.getByText('Message must be between 10 and 1500 characters')).toBeVisible()

    await email.fill('')
    await expect(submit).toBeDisabled()
    await email.fill('buyer@demo.test')
    const text = `Where is the payment reference on my invoice? ${Date.now()}`
    await message.fill(text)
    await expect(dialog.getByText(`${text.length} / 1500`)).toBeVisible()
    await expect(dialog.getByText('Message must be between 10 and 1500 characters')).toHaveCount(0)
    await dialog.getByLabel('Name (optional)').fill('Bruno Buyer')

    // Hold the answer in the browser for a moment to see the sending state.
    await page.route(SEND, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500))
      await route.continue()
    })
    await submit.click()
    await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Message sent' })).toBeVisible()

    // The acknowledgement arrives over real SMTP.
    await expect
      .poll(async () => {
        const mails = (await (await page.request.get(`${MAIL_API}?to=buyer@demo.test`)).json()) as { subject: string; body: string }[]
        return mails.some((m) => m.subject.includes('We received your message') && m.body.includes(text))
      }, { timeout: 15_000 })
      .toBe(true)

    await dialog.getByRole('button', { name: 'Send another message' }).click()
    await expect(message).toHaveValue('')
    await expect(dialog.getByLabel('Name (optional)')).toHaveValue('')
    await expect(dialog.getByLabel(/I agree/)).not.toBeChecked()
    await expect(email).toHaveValue('buyer@demo.test')
    await expect(submit).toBeDisabled()
    await expectNoAxeViolations(page)
  })

  test('a visitor starts with an empty email; a failed send shows the toast and keeps the form', async ({ page }) => {
    await page.route(SEND, (route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'An unexpected error occurred' } } }))
    await page.goto('/')
    const dialog = await openWidget(page)
    await dialog.getByRole('tab', { name: 'Ask a human' }).click()
    const email = dialog.getByLabel('Email')
    await expect(email).toHaveValue('')
    await email.fill('visitor@example.com')
    await dialog.getByLabel('Message').fill('Please call me back about the Liebherr crane.')
    await dialog.getByLabel(/I agree/).check()
    await dialog.getByRole('button', { name: 'Send Email' }).click()
    await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible()
    await expect(email).toHaveValue('visitor@example.com')
    await expect(dialog.getByLabel('Message')).toHaveValue('Please call me back about the Liebherr crane.')
    await expect(dialog.getByLabel(/I agree/)).toBeChecked()
    await expect(dialog.getByRole('button', { name: 'Send Email' })).toBeEnabled()
  })

  test('German: labels, a German answer and no accessibility violations on both tabs', async ({ page }) => {
    await page.goto('/de/how-it-works')
    const dialog = await openWidget(page, 'Support öffnen')
    await expect(dialog).toContainText('Der Support ist rund um die Uhr erreichbar')
    await expect(dialog.getByRole('tab', { name: 'KI fragen' })).toHaveAttribute('aria-selected', 'true')
    await expect(dialog.getByRole('link', { name: /Datenschutzerklärung/ })).toHaveAttribute('href', '/de/privacy')
    await chatInput(page, 'Ihre Frage').fill('Wie viele Bagger sind gerade live?')
    await chatInput(page, 'Ihre Frage').press('Enter')
    const answer = dialog.locator('.support-chat__message--assistant').last()
    await expect(answer.getByRole('link', { name: 'Bagger' })).toHaveAttribute('href', '/de/auctions?category=excavators')
    await expect(answer).toContainText('Live-Auktion')
    await expectNoAxeViolations(page)
    await dialog.getByRole('tab', { name: 'Mensch fragen' }).click()
    await expect(dialog.getByRole('button', { name: 'E-Mail senden' })).toBeDisabled()
    await dialog.getByLabel('Nachricht').fill('kurz')
    await dialog.getByLabel('Nachricht').press('Tab')
    await expect(dialog.getByText('Die Nachricht muss zwischen 10 und 1500 Zeichen lang sein')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('support assistant: calibrated and personal answers', () => {
  /** A live auction ending later than the others, from the public list (slug) and the session's snapshot (price). */
  const liveAuction = async (page: Page) => {
    const list = (await (await page.request.get('/svc/auctions?sort=closing_soon&limit=40', { headers: { 'sec-fetch-site': 'same-origin' } })).json()).data
    const item = list.items[list.items.length - 1] as { id: number; slug: string }
    return item
  }

  for (const [lang, path, open, input, question, humanTab] of [
    ['en', '/how-it-works', 'Open support', 'Your question', 'Can my cousin borrow the sandwich?', 'Ask a human'],
    ['de', '/de/how-it-works', 'Support öffnen', 'Ihre Frage', 'Darf mein Cousin das Butterbrot ausleihen?', 'Mensch fragen'],
  ] as const) {
    test(`${lang}: a question it does not understand offers the human tab with the question prefilled`, async ({ page }) => {
      await page.goto(path)
      const dialog = await openWidget(page, open)
      await chatInput(page, input).fill(question)
      await chatInput(page, input).press('Enter')
      const answer = dialog.locator('.support-chat__message--assistant').last()
      const handover = answer.getByRole('button', { name: lang === 'de' ? 'Einen Menschen dazu fragen' : 'Ask a person about this' })
      await expect(handover).toBeVisible()
      await handover.click()
      await expect(dialog.getByRole('tab', { name: humanTab })).toHaveAttribute('aria-selected', 'true')
      await expect(dialog.getByLabel(lang === 'de' ? 'Nachricht' : 'Message')).toHaveValue(question)
      await expectNoAxeViolations(page)
    })
  }

  test('a bare topic word gets one question back with choices, and a choice is answered', async ({ page }) => {
    await page.goto('/fees')
    const dialog = await openWidget(page)
    await chatInput(page).fill('price')
    await chatInput(page).press('Enter')
    const choices = dialog.getByRole('group', { name: 'Suggested questions' })
    await expect(choices.getByRole('button')).toHaveCount(3)
    await choices.getByRole('button', { name: 'What fees do I pay?' }).click()
    await expect(dialog.locator('.support-chat__message--assistant').last().locator('strong', { hasText: '2% buyer fee' })).toBeVisible()
  })

  test('where the rules waver between two topics and both other readings agree on one, it answers theirs', async ({ page }) => {
    await page.goto('/de/fees')
    const dialog = await openWidget(page, 'Support öffnen')
    // The rules alone would ask back between being outbid and the watchlist; the nearest labelled questions and the classifier both read being outbid.
    await chatInput(page, 'Ihre Frage').fill('Merke ich das, wenn mich einer überbietet?')
    await chatInput(page, 'Ihre Frage').press('Enter')
    const answer = dialog.locator('.support-chat__message--assistant').last()
    await expect(answer.locator('a[href="/de/dashboard/notifications"]').first()).toBeVisible()
    await expect(answer).not.toContainText('Ich bin nicht sicher')
  })

  test('where the readings disagree and none is sure, it asks back with both instead of answering the wrong one', async ({ page }) => {
    await page.goto('/de/fees')
    const dialog = await openWidget(page, 'Support öffnen')
    // The rules read the fee alone; the nearest labelled questions split between the fee and VAT, so it asks back.
    await chatInput(page, 'Ihre Frage').fill('Was kostet die Maschine inklusive allem?')
    await chatInput(page, 'Ihre Frage').press('Enter')
    const answer = dialog.locator('.support-chat__message--assistant').last()
    await expect(answer).toContainText('Ich bin nicht sicher, was Sie meinen')
    await expect(answer).not.toContainText('€')
    const choices = dialog.getByRole('group', { name: 'Vorgeschlagene Fragen' })
    await expect(choices.getByRole('button', { name: 'Welche Gebühren zahle ich?' })).toBeVisible()
    await expectNoAxeViolations(page)
    await choices.getByRole('button', { name: 'Welche Gebühren zahle ich?' }).click()
    await expect(dialog.locator('.support-chat__message--assistant').last().locator('a[href="/de/fees"]').first()).toBeVisible()
  })

  for (const lang of ['en', 'de'] as const) {
    test(`${lang}: a verified buyer asking "what will I pay" on a detail page gets their figures; a visitor gets none`, async ({ page, browser }) => {
      await signIn(page, 'buyer@demo.test')
      const auction = await liveAuction(page)
      const snapshot = (await (await page.request.get(`/svc/auctions/${auction.id}`, { headers: { 'sec-fetch-site': 'same-origin' } })).json()).data as { min_next_bid: number }
      const prefix = lang === 'de' ? '/de' : ''
      await page.goto(`${prefix}/auctions/${auction.slug}`)
      const dialog = await openWidget(page, lang === 'de' ? 'Support öffnen' : 'Open support')
      const input = lang === 'de' ? 'Ihre Frage' : 'Your question'
      const question = lang === 'de' ? 'Was zahle ich für diese Maschine insgesamt?' : 'What will I pay for this machine in total?'
      await chatInput(page, input).fill(question)
      await chatInput(page, input).press('Enter')
      const answer = dialog.locator('.support-chat__message--assistant').last()
      const euro = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(snapshot.min_next_bid)
      // The demo buyer is a Dutch business with a VAT ID: the next minimum bid, the fee inside it, reverse charge.
      await expect(answer).toContainText(euro)
      await expect(answer).toContainText(lang === 'de' ? 'Käuferaufgeld von 2 %' : '2% buyer fee')
      await expect(answer).toContainText(lang === 'de' ? 'keine deutsche Umsatzsteuer' : 'no German VAT')
      await expect(answer).toContainText(lang === 'de' ? 'Reverse Charge' : 'reverse charge')

      const context = await browser.newContext()
      const visitor = await context.newPage()
      await visitor.goto(`${prefix}/auctions/${auction.slug}`)
      const visitorDialog = await openWidget(visitor, lang === 'de' ? 'Support öffnen' : 'Open support')
      await chatInput(visitor, input).fill(question)
      await chatInput(visitor, input).press('Enter')
      const refused = visitorDialog.locator('.support-chat__message--assistant').last()
      await expect(refused.getByRole('link', { name: lang === 'de' ? 'Anmelden' : 'Sign in' })).toBeVisible()
      await expect(refused).not.toContainText('€')
      await context.close()
    })
  }
})
