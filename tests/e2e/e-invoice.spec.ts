import type { Page } from '@playwright/test'

import { embeddedFiles, qrCodeText, xmlValues } from '../int/helpers/invoice-readback'
import { expect, test } from './support-files/product'

const sameOrigin = { 'sec-fetch-site': 'same-origin' }

const signIn = async (page: Page) => {
  const response = await page.request.post('/api/users/login', { data: { email: 'buyer@demo.test', password: 'demo1234' } })
  expect(response.ok()).toBe(true)
}

/**
 * Issue #27 §2: a demo buyer with won auctions downloads the invoice from /dashboard/invoices (EN
 * and DE), reads the ZUGFeRD XML embedded in the PDF, decodes the GiroCode, and downloads the
 * XRechnung XML from the link beside the PDF.
 */
test.describe('e-invoice from the dashboard', () => {
  for (const lang of ['en', 'de'] as const) {
    test(`${lang === 'de' ? 'German' : 'English'}: the PDF carries the e-invoice and the GiroCode, the XRechnung XML downloads`, async ({ page }) => {
      test.setTimeout(120_000)
      await signIn(page)
      await page.goto(`${lang === 'de' ? '/de' : ''}/dashboard/invoices`)
      const pdfLink = page.getByRole('link', { name: lang === 'de' ? /Rechnung \d{4}-\d{6} als PDF herunterladen/ : /Download invoice \d{4}-\d{6} as PDF/ }).first()
      await expect(pdfLink).toBeVisible()
      const number = /(\d{4}-\d{6})/.exec((await pdfLink.getAttribute('aria-label')) ?? '')![1]!
      const xmlLink = page.getByRole('link', { name: lang === 'de' ? `Rechnung ${number} als XRechnung-XML herunterladen` : `Download invoice ${number} as XRechnung XML` })
      await expect(xmlLink).toHaveText('XRechnung (XML)')

      const pdfResponse = await page.request.get((await pdfLink.getAttribute('href'))!, { headers: sameOrigin })
      expect(pdfResponse.headers()['content-type']).toBe('application/pdf')
      const pdf = new Uint8Array(await pdfResponse.body())
      const xml = (await embeddedFiles(pdf))['factur-x.xml'] ?? ''
      expect(xmlValues(xml, 'ram:ID')).toContain(number)
      expect(xmlValues(xml, 'ram:ID')).toContain('urn:cen.eu:en16931:2017')
      expect(['S', 'K', 'G']).toContain(xmlValues(xml, 'ram:CategoryCode')[0])
      // The machine is named on the invoice's first line.
      expect(xmlValues(xml, 'ram:Name').length).toBeGreaterThan(2)
      const reference = xmlValues(xml, 'ram:PaymentReference')[0]!
      const total = xmlValues(xml, 'ram:DuePayableAmount')[0]!
      const iban = xmlValues(xml, 'ram:IBANID')[0]!

      const code = (await qrCodeText(pdf))?.split('\n') ?? []
      expect(code.slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT'])
      expect(code[6]).toBe(iban)
      expect(code[7]).toBe(`EUR${total}`)
      expect(code[10]).toBe(reference)

      const xrechnung = await page.request.get((await xmlLink.getAttribute('href'))!, { headers: sameOrigin })
      expect(xrechnung.status()).toBe(200)
      expect(xrechnung.headers()['content-type']).toContain('application/xml')
      const text = await xrechnung.text()
      expect(xmlValues(text, 'ram:ID')).toContain('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0')
      expect(xmlValues(text, 'ram:DuePayableAmount')).toEqual([total])
    })
  }
})
