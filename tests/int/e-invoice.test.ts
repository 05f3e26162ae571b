import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeAuction } from '../../server/bidding/close-auction'
import { settleSale } from '../../server/invoicing/settle-sale'
import { createSettingsSource } from '../../server/settings/settings'
import { createSqliteBidStore } from '../../server/storage/sqlite-bid-store'
import { sqliteFile } from '../../cms/db'
import { bidHttp, createAuction, createUser, PASSWORD, SAME_ORIGIN } from './helpers/bidding'
import { makePdf } from './helpers/files'
import { embeddedFiles, pdfaFacts, qrCodeText, xmlValues } from './helpers/invoice-readback'
import { pdfText } from './helpers/pdf-text'
import { startPayload } from './helpers/payload'
import { sessionCookie } from './helpers/session'
import { startWholeService } from './helpers/whole-service'
import { openTestDb, whenUnlocked } from './helpers/sqlite'

type Company = { company_name: string; vat_id: string; country: string; street: string; postal_code: string; city: string }
type Issued = { id: number; number: string; reference: string; auctionId: number; listingId: number; buyerCookie: string; serial: string }

/**
 * Issue #27 §2: the invoice a business can file and its accounting software can read. Each invoice
 * is downloaded through the real routes and read back: the ZUGFeRD/Factur-X XML embedded in the
 * PDF (seller, buyer, VAT IDs, lines, VAT category S/K/G, totals, payment reference), the GiroCode
 * decoded from the rendered page, the XRechnung XML. An issued invoice never changes (settings
 * changed afterwards leave PDF and XML as they were; no API edits it), numbers run without gaps per
 * year, and a correction is a credit note of its own.
 */
describe('e-invoice', { timeout: 240_000 }, () => {
  let payload: Payload
  let stop: () => Promise<void>
  let service: Awaited<ReturnType<typeof startWholeService>>
  let store: ReturnType<typeof createSqliteBidStore>
  let seller: Awaited<ReturnType<typeof createUser>>
  let admin: string
  const issued: Record<string, Issued> = {}

  const approveKyc = async (userId: number, company: Company) => {
    const document = async (kind: 'business_registration' | 'proof_of_address') => {
      const data = makePdf(kind)
      const created = await payload.create({
        collection: 'kyc-documents',
        data: { owner: userId, kind },
        file: { data, mimetype: 'application/pdf', name: `kyc-${userId}-${kind}.pdf`, size: data.length },
        overrideAccess: true,
      })
      return created.id
    }
    await payload.create({
      collection: 'kyc',
      data: {
        user: userId,
        status: 'approved',
        company_name: company.company_name,
        vat_id: company.vat_id,
        country: company.country as 'DE',
        business_address: { street: company.street, postal_code: company.postal_code, city: company.city },
        contact_person: 'Jonas Weber',
        phone: '+49 89 1234 5670',
        business_registration: await document('business_registration'),
        proof_of_address: await document('proof_of_address'),
      },
      overrideAccess: true,
      context: { skipEmails: true },
    })
  }

  const download = (path: string, cookie?: string) => fetch(`${service.base}/svc/invoices/${path}`, { headers: cookie ? { cookie, ...SAME_ORIGIN } : SAME_ORIGIN })
  const pdfOf = async (key: string) => {
    const response = await download(`${issued[key]!.id}/pdf`, issued[key]!.buyerCookie)
    expect(response.status).toBe(200)
    return new Uint8Array(await response.arrayBuffer())
  }
  const facturX = async (key: string) => (await embeddedFiles(await pdfOf(key)))['factur-x.xml'] ?? ''

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    store = createSqliteBidStore(sqliteFile())
    service = await startWholeService(payload, { limitFactor: 100 })
    seller = await createUser(payload, 'seller@einvoice.test')
    await approveKyc(seller.id, { company_name: 'Baumaschinen Huber GmbH', vat_id: 'DE287411932', country: 'DE', street: 'Am Hafen 3', postal_code: '86150', city: 'Augsburg' })
    const adminUser = await createUser(payload, 'finance@einvoice.test')
    await payload.update({ collection: 'users', id: adminUser.id, data: { roles: ['admin'] as never }, overrideAccess: true })
    admin = await sessionCookie(payload, 'finance@einvoice.test', PASSWORD)

    const buyers = {
      domestic: { language: 'en' as const, company: { company_name: 'Weber Tiefbau GmbH', vat_id: 'DE136695976', country: 'DE', street: 'Industriestraße 12', postal_code: '86150', city: 'Augsburg' } },
      reverse: { language: 'de' as const, company: { company_name: 'Gruber Erdbau GmbH', vat_id: 'ATU68421932', country: 'AT', street: 'Wiener Straße 5', postal_code: '4020', city: 'Linz' } },
      export: { language: 'en' as const, company: { company_name: 'Alpen Bau AG', vat_id: 'CHE116281710', country: 'CH', street: 'Bahnhofstrasse 1', postal_code: '8001', city: 'Zürich' } },
    }
    const settings = createSettingsSource(payload)
    const ended = openTestDb(sqliteFile())
    // One after the other, so the numbers follow the keys' order.
    for (const [key, { language, company }] of Object.entries(buyers)) {
      const buyer = await createUser(payload, `${key}@einvoice.test`, { language })
      await approveKyc(buyer.id, company)
      const { auctionId, listingId } = await createAuction(payload, { sellerId: seller.id, startPrice: 17_500, endInMs: 120_000, antiSnipingWindowSecs: 0 })
      const serial = `KMT0PC210-${key.toUpperCase()}`
      await payload.update({ collection: 'listings', id: listingId, data: { serial_number: serial }, overrideAccess: true })
      expect((await bidHttp(service.base, auctionId, buyer.cookie, { amount: 17_500 })).status).toBe(201)
      await whenUnlocked(() => ended.prepare('UPDATE auctions SET end_time = ? WHERE id = ?').run([new Date(Date.now() - 1_000).toISOString(), auctionId]))
      expect(await closeAuction({ payload, store, settings }, auctionId)).toMatchObject({ outcome: 'sold', winnerId: buyer.id })
      // As in the demo data: the sold listing leaves the public catalogue (buyers read live listings only).
      await payload.update({ collection: 'listings', id: listingId, data: { status: 'sold' } as never, overrideAccess: true })
      const invoice = (await payload.find({ collection: 'invoices', where: { buyer: { equals: buyer.id } }, overrideAccess: true })).docs[0]!
      issued[key] = { id: invoice.id, number: invoice.number, reference: invoice.payment_reference, auctionId, listingId, buyerCookie: buyer.cookie, serial }
    }
    ended.close()
  }, 240_000)

  afterAll(async () => {
    await service?.stop()
    await store?.close()
    await stop?.()
  })

  it('names the lot (make, model, year, hours, serial number, auction) even once the listing is no longer public', async () => {
    const { serial, auctionId } = issued.domestic!
    const text = await pdfText(await pdfOf('domestic'))
    for (const expected of ['Komatsu PC210', 'Year of manufacture 2019', '5,400 h', serial, `Auction no. ${String(auctionId).padStart(6, '0')}`, 'Baumaschinen Huber GmbH']) {
      expect(text, expected).toContain(expected)
    }
  })

  it('numbers invoices per year without gaps: 2026-000001, 2026-000002, …', () => {
    const year = new Date().getFullYear()
    expect([issued.domestic!.number, issued.reverse!.number, issued.export!.number]).toEqual([1, 2, 3].map((n) => `${year}-${String(n).padStart(6, '0')}`))
  })

  it('embeds the EN 16931 XML (ZUGFeRD/Factur-X) with seller, buyer, VAT IDs, the two lines, category S, totals and the SEPA payment', async () => {
    const pdf = await pdfOf('domestic')
    const xml = (await embeddedFiles(pdf))['factur-x.xml'] ?? ''
    expect(xml).toContain('<rsm:CrossIndustryInvoice')
    expect(xmlValues(xml, 'ram:ID')).toContain('urn:cen.eu:en16931:2017')
    expect(xmlValues(xml, 'ram:ID')).toContain(issued.domestic!.number)
    expect(xmlValues(xml, 'ram:TypeCode')[0]).toBe('380')
    // Seller (the platform) and buyer, each with the VAT ID.
    expect(xmlValues(xml, 'ram:Name')).toEqual(expect.arrayContaining(['MachineryMarket GmbH', 'Weber Tiefbau GmbH']))
    expect(xmlValues(xml, 'ram:ID')).toEqual(expect.arrayContaining(['DE000000000', 'DE136695976']))
    // The lot and the buyer fee as the two lines, the lot with its serial number.
    expect(xmlValues(xml, 'ram:LineID')).toEqual(['1', '2'])
    expect(xmlValues(xml, 'ram:Name').find((name) => name.startsWith('Komatsu PC210'))).toContain(issued.domestic!.serial)
    expect(xmlValues(xml, 'ram:LineTotalAmount')).toEqual(['17156.86', '343.14', '17500.00'])
    expect(xmlValues(xml, 'ram:CategoryCode')).toEqual(['S', 'S', 'S'])
    expect(xmlValues(xml, 'ram:RateApplicablePercent')).toContain('19')
    expect(xmlValues(xml, 'ram:TaxBasisTotalAmount')).toEqual(['17500.00'])
    expect(xmlValues(xml, 'ram:CalculatedAmount')).toEqual(['3325.00'])
    expect(xmlValues(xml, 'ram:GrandTotalAmount')).toEqual(['20825.00'])
    expect(xmlValues(xml, 'ram:DuePayableAmount')).toEqual(['20825.00'])
    // SEPA credit transfer (58) to the IBAN, with the payment reference.
    expect(xmlValues(xml, 'ram:PaymentReference')).toEqual([issued.domestic!.reference])
    expect(xmlValues(xml, 'ram:TypeCode')).toContain('58')
    expect(xmlValues(xml, 'ram:IBANID')).toEqual(['DE89370400440532013000'])
  })

  it('is a PDF/A-3 file: every font it uses is embedded, and the metadata declares PDF/A-3', async () => {
    const facts = await pdfaFacts(await pdfOf('domestic'))
    expect(Object.keys(facts.fonts).length).toBeGreaterThanOrEqual(2)
    expect(facts.fonts).toEqual(Object.fromEntries(Object.keys(facts.fonts).map((name) => [name, true])))
    expect(Object.keys(facts.fonts).join(' ')).not.toMatch(/Helvetica/)
    expect(facts.part).toBe('3')
    expect(facts.conformance).toMatch(/^[AB]$/)
  })

  it('reverse charge to an EU business is category K with both VAT IDs and the exemption reason; export is G', async () => {
    const reverse = await facturX('reverse')
    expect(xmlValues(reverse, 'ram:CategoryCode')).toEqual(['K', 'K', 'K'])
    expect(xmlValues(reverse, 'ram:ExemptionReasonCode')).toEqual(['VATEX-EU-IC'])
    expect(xmlValues(reverse, 'ram:ExemptionReason')[0]).toContain('intra-community')
    expect(xmlValues(reverse, 'ram:ID')).toEqual(expect.arrayContaining(['ATU68421932', 'DE000000000']))
    expect(xmlValues(reverse, 'ram:CountryID')).toContain('AT')
    expect(xmlValues(reverse, 'ram:GrandTotalAmount')).toEqual(['17500.00'])
    const exported = await facturX('export')
    expect(xmlValues(exported, 'ram:CategoryCode')).toEqual(['G', 'G', 'G'])
    expect(xmlValues(exported, 'ram:ExemptionReasonCode')).toEqual(['VATEX-EU-G'])
    expect(xmlValues(exported, 'ram:CountryID')).toContain('CH')
    expect(xmlValues(exported, 'ram:DuePayableAmount')).toEqual(['17500.00'])
  })

  it('puts a GiroCode in the SEPA box that a banking app reads: IBAN, amount, reference', async () => {
    const code = await qrCodeText(await pdfOf('domestic'))
    expect(code?.split('\n')).toEqual(['BCD', '002', '1', 'SCT', 'COBADEFFXXX', 'MachineryMarket GmbH', 'DE89370400440532013000', 'EUR20825.00', '', '', issued.domestic!.reference])
    expect((await qrCodeText(await pdfOf('reverse')))?.split('\n')[7]).toBe('EUR17500.00')
  })

  it('offers XRechnung (CII) XML to the buyer only', async () => {
    const response = await download(`${issued.reverse!.id}/xrechnung.xml`, issued.reverse!.buyerCookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/xml')
    expect(response.headers.get('content-disposition')).toContain(`${issued.reverse!.number}-xrechnung.xml`)
    const xml = await response.text()
    expect(xmlValues(xml, 'ram:ID')).toContain('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0')
    expect(xmlValues(xml, 'ram:BuyerReference')).toHaveLength(1)
    expect(xmlValues(xml, 'ram:CategoryCode')).toEqual(['K', 'K', 'K'])
    expect(xmlValues(xml, 'ram:PaymentReference')).toEqual([issued.reverse!.reference])
    expect((await download(`${issued.reverse!.id}/xrechnung.xml`, issued.domestic!.buyerCookie)).status).toBe(404)
    expect((await download(`${issued.reverse!.id}/xrechnung.xml`)).status).toBe(401)
  })

  it('never changes an issued invoice: new company address, IBAN and fee leave its PDF and XML as they were', async () => {
    const before = { text: await pdfText(await pdfOf('domestic')), xml: await facturX('domestic'), xrechnung: await (await download(`${issued.domestic!.id}/xrechnung.xml`, issued.domestic!.buyerCookie)).text() }
    const settings = await payload.findGlobal({ slug: 'settings', overrideAccess: true })
    await payload.updateGlobal({
      slug: 'settings',
      data: { buyer_fee_pct: 5, company: { ...settings.company, street: 'Neue Straße 1', city: 'Berlin' }, bank: { ...settings.bank, iban: 'DE02 1203 0000 0000 2020 51', bic: 'BYLADEM1001' } } as never,
      overrideAccess: true,
    })
    try {
      const after = { text: await pdfText(await pdfOf('domestic')), xml: await facturX('domestic'), xrechnung: await (await download(`${issued.domestic!.id}/xrechnung.xml`, issued.domestic!.buyerCookie)).text() }
      expect(after.text).toContain('Landsberger Straße 110')
      expect(after.text).not.toContain('Neue Straße 1')
      expect(after.text).toBe(before.text)
      expect(after.xml).toBe(before.xml)
      expect(after.xrechnung).toBe(before.xrechnung)
      expect((await qrCodeText(await pdfOf('domestic')))?.split('\n')[6]).toBe('DE89370400440532013000')
    } finally {
      await payload.updateGlobal({ slug: 'settings', data: { buyer_fee_pct: settings.buyer_fee_pct, company: settings.company, bank: settings.bank } as never, overrideAccess: true })
    }
  })

  it('lets nobody edit or delete an issued invoice: not an admin through REST, not even the system', async () => {
    const { id, number } = issued.export!
    const headers = { cookie: admin, 'content-type': 'application/json', ...SAME_ORIGIN }
    expect((await fetch(`${service.base}/api/invoices/${id}`, { method: 'PATCH', headers, body: JSON.stringify({ total: 1, number: 'X' }) })).status).toBe(403)
    expect((await fetch(`${service.base}/api/invoices/${id}`, { method: 'DELETE', headers })).status).toBe(403)
    expect((await fetch(`${service.base}/api/invoices`, { method: 'POST', headers, body: JSON.stringify({ number: `${number}-copy` }) })).status).toBe(403)
    const graphql = await fetch(`${service.base}/api/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: `mutation { updateInvoice(id: ${id}, data: { total: 1 }) { id total } }` }) })
    expect(JSON.stringify(await graphql.json())).toMatch(/errors/)
    const adminUser = (await payload.find({ collection: 'users', where: { email: { equals: 'finance@einvoice.test' } }, overrideAccess: true })).docs[0]!
    await expect(payload.update({ collection: 'invoices', id, data: { total: 1 }, user: { ...adminUser, collection: 'users' }, overrideAccess: false })).rejects.toThrow()
    await expect(payload.update({ collection: 'invoices', id, data: { total: 1, snapshot: {} }, overrideAccess: true })).rejects.toThrow(/credit note/)
    await expect(payload.delete({ collection: 'invoices', id, user: { ...adminUser, collection: 'users' }, overrideAccess: false })).rejects.toThrow()
    expect(await payload.findByID({ collection: 'invoices', id, overrideAccess: true })).toMatchObject({ number, total: 17_500 })
  })

  it('corrects by a credit note of its own series (type 381, referring to the invoice), shown to the buyer beside the invoice', async () => {
    const { id, number, buyerCookie } = issued.reverse!
    const post = (cookie: string | undefined, body: unknown) =>
      fetch(`${service.base}/svc/invoices/${id}/credit-note`, { method: 'POST', headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/json', ...SAME_ORIGIN }, body: JSON.stringify(body) })
    expect((await post(buyerCookie, { reason: 'Sale cancelled' })).status).toBe(403)
    expect((await post(undefined, { reason: 'Sale cancelled' })).status).toBe(401)
    const refused = await post(admin, { reason: '' })
    expect(refused.status).toBe(400)
    expect(await payload.count({ collection: 'invoices', where: { kind: { equals: 'credit_note' } }, overrideAccess: true })).toMatchObject({ totalDocs: 0 })

    const created = await post(admin, { reason: 'Sale cancelled by the seller' })
    expect(created.status).toBe(201)
    const note = ((await created.json()) as { data: { id: number; number: string } }).data
    expect(note.number).toBe(`CN-${new Date().getFullYear()}-000001`)
    expect((await post(admin, { reason: 'Again' })).status).toBe(409)

    const rows = ((await (await fetch(`${service.base}/svc/account/invoices`, { headers: { cookie: buyerCookie, ...SAME_ORIGIN } })).json()) as { data: { number: string; kind: string; corrects: string | null; xml_url: string; pdf_url: string }[] }).data
    expect(rows.map((row) => [row.number, row.kind, row.corrects])).toEqual(expect.arrayContaining([[number, 'invoice', null], [note.number, 'credit_note', number]]))
    const noteRow = rows.find((row) => row.kind === 'credit_note')!
    const pdf = new Uint8Array(await (await fetch(`${service.base}${noteRow.pdf_url}`, { headers: { cookie: buyerCookie, ...SAME_ORIGIN } })).arrayBuffer())
    const text = await pdfText(pdf)
    for (const expected of ['RECHNUNGSKORREKTUR', note.number, `Korrigiert Rechnung ${number}`, 'Grund: Sale cancelled by the seller', 'Gutschriftsbetrag -17.500,00 €', 'Komatsu PC210']) {
      expect(text.replace(/\u2212/g, '-'), expected).toContain(expected)
    }
    // No GiroCode on a credit note: nothing is due.
    expect(await qrCodeText(pdf)).toBeNull()
    const xml = (await embeddedFiles(pdf))['factur-x.xml'] ?? ''
    expect(xmlValues(xml, 'ram:TypeCode')[0]).toBe('381')
    expect(xmlValues(xml, 'ram:IssuerAssignedID')).toContain(number)
    expect(xmlValues(xml, 'ram:GrandTotalAmount')).toEqual(['17500.00'])
    const xrechnung = await (await fetch(`${service.base}${noteRow.xml_url}`, { headers: { cookie: buyerCookie, ...SAME_ORIGIN } })).text()
    expect(xmlValues(xrechnung, 'ram:TypeCode')[0]).toBe('381')
    // The invoice itself is as it was.
    expect(await pdfText(await pdfOf('reverse'))).toContain('RECHNUNG')
  })

  it('gives concurrent settlements consecutive unique numbers, and starts each year at 000001', async () => {
    const settings = createSettingsSource(payload)
    const year = new Date().getFullYear()
    const winner = await createUser(payload, 'many@einvoice.test')
    const sold = async () => {
      const { auctionId } = await createAuction(payload, { sellerId: seller.id, startPrice: 12_000 })
      await payload.update({ collection: 'auctions', id: auctionId, data: { winner: winner.id, status: 'ENDED' } as never, overrideAccess: true })
      return auctionId
    }
    const auctions = [await sold(), await sold(), await sold(), await sold(), await sold()]
    await Promise.all(auctions.map((auctionId) => settleSale({ payload, settings }, auctionId)))
    // New Year's Eve 23:30 UTC is already the next year in Berlin (the platform's time zone).
    const nextYear = [await sold(), await sold()]
    for (const auctionId of nextYear) await settleSale({ payload, settings }, auctionId, new Date(`${year}-12-31T23:30:00Z`))
    const all = await payload.find({ collection: 'invoices', where: { kind: { equals: 'invoice' } }, sort: 'number', pagination: false, depth: 0, overrideAccess: true })
    const numbers = all.docs.map((doc) => doc.number)
    expect(numbers).toEqual([...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `${year}-${String(n).padStart(6, '0')}`), `${year + 1}-000001`, `${year + 1}-000002`])
  })
})
