import { type Invoice as EInvoice, FormatFactoryService, type InvoiceServiceOptions, InvoiceService } from '@e-invoice-eu/core'

import type { InvoiceDocument } from './render-invoice-pdf'

/** EN 16931 VAT categories of our three VAT cases, with the exemption reason codes (VATEX) where no VAT is charged. */
export const VAT_CATEGORY = {
  domestic: { id: 'S', exemption: null },
  intra_community: { id: 'K', exemption: 'VATEX-EU-IC' },
  export: { id: 'G', exemption: 'VATEX-EU-G' },
} as const

/** The two e-invoice formats we issue: the PDF with the CII XML embedded, and XRechnung as XML. */
export const E_INVOICE_FORMATS = { facturX: 'Factur-X-EN16931', xrechnung: 'XRECHNUNG-CII' } as const

/** BT-24: the specification the invoice follows (XRechnung 3.0 is a German CIUS of EN 16931). */
const CUSTOMIZATION = { en16931: 'urn:cen.eu:en16931:2017', xrechnung: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0' } as const

const money = (amount: number) => amount.toFixed(2)
const day = (iso?: string | null) => (iso ? iso.slice(0, 10) : undefined)
const compact = (value?: string | null) => (value ?? '').replace(/\s+/g, '').toUpperCase()
/** Country codes as EN 16931 wants them (ISO 3166-1: the UK is GB). */
const country = (code?: string | null) => {
  const upper = (code ?? 'DE').toUpperCase()
  return upper === 'UK' ? 'GB' : upper
}

type Address = { street?: string | null; postal_code?: string | null; city?: string | null; country?: string | null }
const postalAddress = (address: Address) => ({
  ...(address.street ? { 'cbc:StreetName': address.street } : {}),
  'cbc:CityName': address.city || '—',
  ...(address.postal_code ? { 'cbc:PostalZone': address.postal_code } : {}),
  'cac:Country': { 'cbc:IdentificationCode': country(address.country) },
})

/**
 * The invoice (or credit note, type 381) in E-Invoice-EU's internal format (UBL-shaped JSON),
 * from the snapshot alone: seller (the platform), buyer, the lot and the buyer fee as two lines,
 * VAT category S, K or G, SEPA credit transfer (58) to the IBAN with the payment reference.
 */
export const eInvoiceData = (invoice: InvoiceDocument, customizationId: string = CUSTOMIZATION.en16931): EInvoice => {
  const { platform, bank, buyer, lot, amounts } = invoice
  const isCredit = invoice.kind === 'credit_note'
  const category = VAT_CATEGORY[amounts.vat_treatment]
  const taxCategory = {
    'cbc:ID': category.id,
    'cbc:Percent': String(amounts.vat_rate),
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  }
  const eur = (amount: number) => ({ amount: money(amount), currency: 'EUR' })
  const line = (id: string, name: string, amount: number, extra: Record<string, unknown> = {}) => ({
    'cbc:ID': id,
    'cbc:InvoicedQuantity': '1',
    'cbc:InvoicedQuantity@unitCode': 'C62',
    'cbc:LineExtensionAmount': eur(amount).amount,
    'cbc:LineExtensionAmount@currencyID': 'EUR',
    'cac:Item': { 'cbc:Name': name, ...extra, 'cac:ClassifiedTaxCategory': taxCategory },
    'cac:Price': { 'cbc:PriceAmount': eur(amount).amount, 'cbc:PriceAmount@currencyID': 'EUR' },
  })
  const properties = (
    [
      ['Brand', lot.brand],
      ['Model', lot.model],
      ['Year of manufacture', lot.year != null ? String(lot.year) : null],
      ['Operating hours', lot.hours != null ? String(lot.hours) : null],
      ['Serial number', lot.serial_number],
      ['Auction number', lot.auction_number],
    ] as [string, string | null | undefined][]
  )
    .filter(([, value]) => value)
    .map(([name, value]) => ({ 'cbc:Name': name, 'cbc:Value': value as string }))
  const lotName = [lot.title || [lot.brand, lot.model].filter(Boolean).join(' '), lot.serial_number ? `S/N ${lot.serial_number}` : null].filter(Boolean).join(', ')
  const data = {
    'ubl:Invoice': {
      'cbc:CustomizationID': customizationId,
      'cbc:ID': invoice.number,
      'cbc:IssueDate': day(invoice.issued_at),
      ...(!isCredit && invoice.due_at ? { 'cbc:DueDate': day(invoice.due_at) } : {}),
      'cbc:InvoiceTypeCode': isCredit ? '381' : '380',
      ...(invoice.reason || amounts.vat_treatment !== 'domestic' ? { 'cbc:Note': [[invoice.reason, noteFor(invoice)].filter(Boolean).join(' ')] } : {}),
      'cbc:DocumentCurrencyCode': 'EUR',
      // BT-10 (XRechnung requires one): the buyer's customer number with us.
      'cbc:BuyerReference': buyer.customer_number,
      ...(isCredit && invoice.corrects
        ? { 'cac:BillingReference': [{ 'cac:InvoiceDocumentReference': { 'cbc:ID': invoice.corrects.number, 'cbc:IssueDate': day(invoice.corrects.issued_at) } }] }
        : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cbc:EndpointID': platform.email || 'invoices@machinerymarket.example',
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PartyName': { 'cbc:Name': platform.legal_name },
          'cac:PostalAddress': postalAddress(platform),
          'cac:PartyTaxScheme': [{ 'cbc:CompanyID': platform.vat_id, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }],
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': platform.legal_name,
            ...(platform.register_number ? { 'cbc:CompanyID': [platform.register_court, platform.register_number].filter(Boolean).join(' ') } : {}),
          },
          'cac:Contact': {
            'cbc:Name': platform.managing_directors || platform.legal_name,
            'cbc:Telephone': platform.phone || '—',
            'cbc:ElectronicMail': platform.email || 'invoices@machinerymarket.example',
          },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cbc:EndpointID': buyer.email || 'unknown@invalid.example',
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PartyIdentification': { 'cbc:ID': buyer.customer_number },
          'cac:PartyName': { 'cbc:Name': buyer.company || buyer.email },
          'cac:PostalAddress': postalAddress(buyer),
          ...(buyer.vat_id ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': compact(buyer.vat_id), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } } : {}),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.company || buyer.email },
          ...(buyer.contact ? { 'cac:Contact': { 'cbc:Name': buyer.contact } } : {}),
        },
      },
      'cac:Delivery': {
        ...(lot.ended_at ? { 'cbc:ActualDeliveryDate': day(lot.ended_at) } : {}),
        'cac:DeliveryLocation': { 'cac:Address': postalAddress(buyer) },
      },
      'cac:PaymentMeans': [
        {
          'cbc:PaymentMeansCode': '58',
          'cbc:PaymentMeansCode@name': 'SEPA credit transfer',
          'cbc:PaymentID': invoice.payment_reference,
          'cac:PayeeFinancialAccount': {
            'cbc:ID': compact(bank.iban),
            'cbc:Name': bank.account_holder || platform.legal_name,
            ...(bank.bic ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': compact(bank.bic) } } : {}),
          },
        },
      ],
      'cac:PaymentTerms': { 'cbc:Note': isCredit ? 'Nothing is due under this credit note.' : `Payable without deduction by ${day(invoice.due_at) ?? ''} by SEPA credit transfer, reference ${invoice.payment_reference}.` },
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': money(amounts.vat_amount),
          'cbc:TaxAmount@currencyID': 'EUR',
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': money(amounts.net_total),
              'cbc:TaxableAmount@currencyID': 'EUR',
              'cbc:TaxAmount': money(amounts.vat_amount),
              'cbc:TaxAmount@currencyID': 'EUR',
              'cac:TaxCategory': {
                'cbc:ID': category.id,
                'cbc:Percent': String(amounts.vat_rate),
                ...(category.exemption ? { 'cbc:TaxExemptionReasonCode': category.exemption, 'cbc:TaxExemptionReason': noteFor(invoice) } : {}),
                'cac:TaxScheme': { 'cbc:ID': 'VAT' },
              },
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': money(amounts.net_total),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cbc:TaxExclusiveAmount': money(amounts.net_total),
        'cbc:TaxExclusiveAmount@currencyID': 'EUR',
        'cbc:TaxInclusiveAmount': money(amounts.total),
        'cbc:TaxInclusiveAmount@currencyID': 'EUR',
        'cbc:PayableAmount': money(amounts.total),
        'cbc:PayableAmount@currencyID': 'EUR',
      },
      'cac:InvoiceLine': [
        line('1', lotName, amounts.hammer_price, {
          'cbc:Description': `${lot.title}, auction ${lot.auction_number}${invoice.seller ? `, seller ${invoice.seller}` : ''}`,
          ...(properties.length ? { 'cac:AdditionalItemProperty': properties } : {}),
        }),
        line('2', `Buyer fee ${amounts.buyer_fee_pct}% of the hammer price`, amounts.buyer_fee),
      ],
    },
  }
  return data as unknown as EInvoice
}

const NOTES = {
  domestic: '',
  intra_community: 'Tax-exempt intra-community supply (§ 4 No. 1b UStG, Art. 138 VAT Directive 2006/112/EC). Reverse charge: VAT is due from the recipient.',
  export: 'Tax-exempt export delivery (§ 4 No. 1a UStG, Art. 146 VAT Directive 2006/112/EC).',
}
const noteFor = (invoice: InvoiceDocument) => NOTES[invoice.amounts.vat_treatment] || undefined

const logger = { log: () => undefined, warn: () => undefined, error: (message: string) => console.error(message) }

/**
 * The library's generate(): validate, fill defaults, render. A credit note's reference to the
 * invoice (BT-25) is read by the library's CII mapping one level above where its own type puts it
 * (`cac:BillingReference/cbc:ID` instead of `…/cac:InvoiceDocumentReference/cbc:ID`), so for those
 * the documented shape is validated first and the format then gets the ID in both places.
 */
const generate = async (data: EInvoice, options: InvoiceServiceOptions) => {
  const references = data['ubl:Invoice']['cac:BillingReference']
  if (!references?.length) return new InvoiceService(logger).generate(data, options)
  await new InvoiceService(logger).generate(data, { format: 'UBL', lang: options.lang, noWarnings: true })
  const factory = new FormatFactoryService()
  const formatter = factory.createFormatService(options.format, logger)
  const patched = structuredClone(data)
  // The mapping copies that date as it is, where CII's format 102 wants YYYYMMDD.
  patched['ubl:Invoice']['cac:BillingReference'] = references.map((reference) => {
    const { 'cbc:ID': id, 'cbc:IssueDate': date } = reference['cac:InvoiceDocumentReference']
    return { ...reference, 'cbc:ID': id, ...(date ? { 'cbc:IssueDate': date.replace(/-/g, '') } : {}) } as typeof reference
  })
  formatter.fillInvoiceDefaults(patched)
  return formatter.generate(patched, { ...options, format: factory.normalizeFormat(options.format) })
}

/** ZUGFeRD/Factur-X (profile EN 16931): our PDF as PDF/A-3 with the CII XML embedded as factur-x.xml. */
export const facturXPdf = async (invoice: InvoiceDocument, pdf: Buffer): Promise<Buffer> => {
  const out = await generate(eInvoiceData(invoice), {
    format: E_INVOICE_FORMATS.facturX,
    lang: invoice.locale === 'de' ? 'de-de' : 'en-gb',
    pdf: { buffer: new Uint8Array(pdf), filename: `${invoice.number}.pdf`, mimetype: 'application/pdf' },
    noWarnings: true,
  })
  return Buffer.from(out as Uint8Array)
}

/** XRechnung (CII syntax) as XML, for accounting software and public-sector buyers. */
export const xrechnungXml = async (invoice: InvoiceDocument): Promise<string> =>
  String(await generate(eInvoiceData(invoice, CUSTOMIZATION.xrechnung), { format: E_INVOICE_FORMATS.xrechnung, lang: invoice.locale === 'de' ? 'de-de' : 'en-gb', noWarnings: true }))
