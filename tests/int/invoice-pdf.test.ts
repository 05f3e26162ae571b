
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeAuction } from '../../server/bidding/close-auction'
import { createSettingsSource } from '../../server/settings/settings'
import { createSqliteBidStore } from '../../server/storage/sqlite-bid-store'
import { sqliteFile } from '../../cms/db'
import { bidHttp, createAuction, createUser, PASSWORD, SAME_ORIGIN, startService } from './helpers/bidding'
import { makePdf } from './helpers/files'
import { pdfText } from './helpers/pdf-text'
import { startPayload } from './helpers/payload'
import { sessionCookie } from './helpers/session'
import { openTestDb } from './helpers/sqlite'

type Company = { company_name: string; vat_id: string; country: string; street: string; postal_code: string; city: string }

/**
 * Issue #15 §5: the invoice PDF a business can file, downloaded through the real route
 * (GET /svc/invoices/:id/pdf) and read back as text (helpers/pdf-text: PDF.js through unpdf, no poppler needed): platform legal details,
 * buyer company from the approved verification, seller, lot, the winning bid split into hammer
 * price and fee, the VAT line of each VAT case, payment details, page numbers, the buyer's language,
 * and who may download it.
 */
describe('invoice PDF', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let service: Awaited<ReturnType<typeof startService>>
  let store: ReturnType<typeof createSqliteBidStore>
  let seller: Awaited<ReturnType<typeof createUser>>
  const invoices: Record<string, { id: number; number: string; reference: string; auctionId: number; buyerCookie: string }> = {}

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

  const download = async (key: string, cookie?: string) =>
    fetch(`${service.base}/svc/invoices/${invoices[key].id}/pdf`, { headers: cookie ? { cookie, ...SAME_ORIGIN } : {} })

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    store = createSqliteBidStore(sqliteFile())
    service = await startService(payload, { store })
    seller = await createUser(payload, 'seller@invoice.test')
    await approveKyc(seller.id, { company_name: 'Baumaschinen Huber GmbH', vat_id: 'DE287411932', country: 'DE', street: 'Am Hafen 3', postal_code: '86150', city: 'Augsburg' })

    const buyers = {
      domestic: { language: 'en' as const, company: { company_name: 'Weber Tiefbau GmbH', vat_id: 'DE136695976', country: 'DE', street: 'Industriestraße 12', postal_code: '86150', city: 'Augsburg' } },
      reverse: { language: 'de' as const, company: { company_name: 'Gruber Erdbau GmbH', vat_id: 'ATU68421932', country: 'AT', street: 'Wiener Straße 5', postal_code: '4020', city: 'Linz' } },
      export: { language: 'en' as const, company: { company_name: 'Alpen Bau AG', vat_id: 'CHE116281710', country: 'CH', street: 'Bahnhofstrasse 1', postal_code: '8001', city: 'Zürich' } },
    }
    const settings = createSettingsSource(payload)
    await Promise.all(
      Object.entries(buyers).map(async ([key, { language, company }]) => {
        const buyer = await createUser(payload, `${key}@invoice.test`, { language })
        await approveKyc(buyer.id, company)
        const { auctionId, listingId } = await createAuction(payload, { sellerId: seller.id, startPrice: 17_500, endInMs: 120_000, antiSnipingWindowSecs: 0 })
        await payload.update({ collection: 'listings', id: listingId, data: { serial_number: `KMT0PC210-${key.toUpperCase()}` }, overrideAccess: true })
        expect((await bidHttp(service.base, auctionId, buyer.cookie, { amount: 17_500 })).status).toBe(201)
        // Closed as the auction clock closes it once the end has passed: the clock's time is the
        // end plus a second (closeAuction's `now`), so nothing has to rewrite the row from a second
        // connection and a loaded machine cannot pass the end before the bid arrives. (Before, the
        // end was moved to the past by a direct write; twice in CI, 3 and 4 Dec, the close then
        // found nothing to do, not reproduced here.) Should it still find nothing, the row it saw is
        // in the failure message.
        const { end_time: endTime } = (await payload.findByID({ collection: 'auctions', id: auctionId, depth: 0, overrideAccess: true })) as { end_time: string }
        const now = () => new Date(new Date(endTime).getTime() + 1_000)
        const closed = await closeAuction({ payload, store, settings, now }, auctionId)
        const rowSeen = () => {
          const db = openTestDb(sqliteFile(), { readonly: true })
          try {
            return JSON.stringify(db.prepare('SELECT status, end_time, version, bid_count, winner_id FROM auctions WHERE id = ?').get([auctionId]))
          } finally {
            db.close()
          }
        }
        const seen = closed ? '' : rowSeen()
        expect(closed, `close of auction ${auctionId} at ${now().toISOString()} found nothing to do: ${seen}`).toMatchObject({ outcome: 'sold', winnerId: buyer.id })
        const found = await payload.find({ collection: 'invoices', where: { buyer: { equals: buyer.id } }, overrideAccess: true })
        const invoice = found.docs[0]
        invoices[key] = { id: invoice.id, number: invoice.number, reference: invoice.payment_reference, auctionId, buyerCookie: buyer.cookie }
      }),
    )
  })

  afterAll(async () => {
    await service?.stop()
    await store?.close()
    await stop?.()
  })

  it('a domestic invoice in English: legal details, buyer company, seller, lot, fee inside the bid, 19% VAT, payment, page numbers', async () => {
    const response = await download('domestic', invoices.domestic.buyerCookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()))
    const { number, reference, auctionId } = invoices.domestic
    for (const expected of [
      'INVOICE',
      number,
      // The platform (seller of record): legal name, address, VAT ID, register, bank.
      'MachineryMarket GmbH',
      'Landsberger Straße 110',
      'VAT ID: DE000000000',
      'Amtsgericht München, HRB 000000',
      'DE89 3704 0044 0532 0130 00',
      'COBADEFFXXX',
      // The buyer from the approved verification.
      'Weber Tiefbau GmbH',
      'Industriestraße 12',
      '86150 Augsburg',
      'Germany',
      'VAT ID: DE136695976',
      // Seller and lot.
      'Baumaschinen Huber GmbH',
      'Komatsu PC210',
      '2019',
      'KMT0PC210-DOMESTIC',
      String(auctionId).padStart(6, '0'),
      // The winning bid of €17,500 contains the 2% fee; VAT 19% on top.
      'Hammer price (seller) €17,156.86',
      'Buyer fee 2% of the hammer price €343.14',
      'Net amount (your winning bid) €17,500.00',
      'VAT 19% €3,325.00',
      'Total due €20,825.00',
      'Payment by SEPA bank transfer',
      `Payment reference ${reference}`,
      'Page 1 of 1',
    ]) {
      expect(text, expected).toContain(expected)
    }
    expect(text).toMatch(/Due date \d{2} [A-Z][a-z]{2} \d{4}/)
    expect(text).not.toContain('Reverse')
  })

  it('an intra-EU business buyer gets a German invoice with the reverse-charge line and legal note', async () => {
    const text = await pdfText(new Uint8Array(await (await download('reverse', invoices.reverse.buyerCookie)).arrayBuffer()))
    for (const expected of [
      'RECHNUNG',
      'Gruber Erdbau GmbH',
      '4020 Linz',
      'Österreich',
      'USt-IdNr.: ATU68421932',
      'Zuschlagspreis (Verkäufer) 17.156,86 €',
      'Käuferaufgeld 2 % des Zuschlagspreises 343,14 €',
      'Nettobetrag (Ihr Höchstgebot) 17.500,00 €',
      'USt. 0 % (innergemeinschaftliche Lieferung, Reverse Charge) 0,00 €',
      'Rechnungsbetrag 17.500,00 €',
      'Steuerschuldnerschaft des Leistungsempfängers',
      '§ 4 Nr. 1b UStG',
      'Zahlung per SEPA-Überweisung',
      'Seite 1 von 1',
    ]) {
      expect(text, expected).toContain(expected)
    }
    expect(text).not.toContain('Invoice no.')
  })

  it('an export buyer is invoiced without German VAT, with the export note', async () => {
    const text = await pdfText(new Uint8Array(await (await download('export', invoices.export.buyerCookie)).arrayBuffer()))
    for (const expected of ['Alpen Bau AG', 'Switzerland', 'VAT 0% (export delivery) €0.00', 'Total due €17,500.00', 'Tax-exempt export delivery (§ 4 No. 1a UStG']) {
      expect(text, expected).toContain(expected)
    }
  })

  it('only the buyer and finance staff (admins) may download it', async () => {
    const staff = async (email: string, roles: string[]) => {
      const user = await createUser(payload, email)
      await payload.update({ collection: 'users', id: user.id, data: { roles: roles as never }, overrideAccess: true })
      return sessionCookie(payload, email, PASSWORD)
    }
    const admin = await staff('finance@invoice.test', ['admin'])
    const editor = await staff('editor@invoice.test', ['editor'])
    const reviewer = await staff('reviewer@invoice.test', ['kyc-reviewer'])
    const adminCopy = await download('reverse', admin)
    expect(adminCopy.status).toBe(200)
    // Staff see the buyer's document: in the buyer's language.
    expect(await pdfText(new Uint8Array(await adminCopy.arrayBuffer()))).toContain('RECHNUNG')
    expect((await download('reverse', editor)).status).toBe(404)
    expect((await download('reverse', reviewer)).status).toBe(404)
    expect((await download('reverse', invoices.domestic.buyerCookie)).status).toBe(404)
    const anonymous = await download('reverse')
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ error: { code: 'unauthenticated' } })
  })
})
