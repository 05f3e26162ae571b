import type { AnswerId } from '@core/domain/support-understanding'
import { PLATFORM_DEFAULTS } from '@core/domain/defaults'
import { REMINDER_LEAD_CHOICES } from '@core/domain/reminders'
import { MAX_SAVED_SEARCHES } from '@core/domain/saved-search-names'
import { type InvoiceAmounts } from '@core/domain/invoice-amounts'
import type { Locale } from '@core/i18n/locales'
import { localizedLink } from './knowledge-base'
import { formatEuro } from './answer-texts'
import type { SupportSettings } from './live-facts'

/**
 * The answers for the topics the understanding layer (core/domain/support-understanding.ts) names,
 * in English and German: facts from settings and the platform rules only, with the page they come
 * from. Like answer-texts.ts, nothing the user typed goes in.
 */
const link = (l: Locale, label: string, path: string) => `[${label}](${localizedLink(l, path)})`
const pct = (n: number, l: Locale) => `${new Intl.NumberFormat(l === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 2 }).format(n)}${l === 'de' ? ' %' : '%'}`
const money = (cents: number, l: Locale) =>
  new Intl.NumberFormat(l === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR', minimumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100)
const minutes = (m: number, l: Locale) => (m >= 60 ? `${m / 60} ${l === 'de' ? 'Std.' : 'h'}` : `${m} min`)

type Texts = (s: SupportSettings, l: Locale) => string
const both = (en: Texts, de: Texts): Texts => (s, l) => (l === 'de' ? de(s, l) : en(s, l))

export const topicAnswers: Partial<Record<AnswerId, Texts>> = {
  vat_de: both(
    (s, l) => `For a business in **Germany**, **${pct(s.vatPct, l)} German VAT** is added on the invoice to the price (the price already includes the buyer fee). Details: ${link(l, 'Fees and payment', '/fees')}`,
    (s, l) => `Für ein Unternehmen in **Deutschland** kommt auf der Rechnung **${pct(s.vatPct, l)} Umsatzsteuer** auf den Preis (das Käuferaufgeld ist darin schon enthalten). Details: ${link(l, 'Gebühren und Zahlung', '/fees')}`,
  ),
  vat_eu: both(
    (_s, l) => `**No German VAT** for a business in another EU country (e.g. Austria) with a **valid VAT ID**: the invoice is a tax-exempt intra-community supply, and you account for VAT in your country (**reverse charge**). Enter the VAT ID in your verification. Details: ${link(l, 'Fees and payment', '/fees')}`,
    (_s, l) => `**Keine deutsche Umsatzsteuer** für ein Unternehmen in einem anderen EU-Land (z. B. Österreich) mit **gültiger USt-IdNr./UID**: Die Rechnung ist eine steuerfreie innergemeinschaftliche Lieferung, die Steuer schulden Sie in Ihrem Land (**Reverse Charge**). Geben Sie die USt-IdNr. bei der Verifizierung an. Details: ${link(l, 'Gebühren und Zahlung', '/fees')}`,
  ),
  vat_export: both(
    (_s, l) => `**No German VAT** when the machine is exported outside the EU (e.g. Switzerland, Norway, the UK): the invoice is a tax-exempt export delivery; import duties and VAT of your country are yours. Details: ${link(l, 'Fees and payment', '/fees')}`,
    (_s, l) => `**Keine deutsche Umsatzsteuer** bei Ausfuhr aus der EU (z. B. in die Schweiz, nach Norwegen oder ins Vereinigte Königreich): Die Rechnung ist eine steuerfreie Ausfuhrlieferung; Einfuhrabgaben und Steuer Ihres Landes tragen Sie. Details: ${link(l, 'Gebühren und Zahlung', '/fees')}`,
  ),
  invoice: both(
    (_s, l) => `Your invoice is in your dashboard under ${link(l, 'Invoices', '/dashboard/invoices')} as a PDF right after an auction ends in your favour; we also email it to you.`,
    (_s, l) => `Ihre Rechnung finden Sie im Kundenkonto unter ${link(l, 'Rechnungen', '/dashboard/invoices')} als PDF, direkt nach Auktionsende mit Zuschlag; wir senden sie Ihnen auch per E-Mail.`,
  ),
  collection: both(
    (_s, l) => `You **collect the machine at its location at your own cost** once your payment has arrived; you may send your own carrier. We do not deliver, but we put you in touch with the seller to arrange the pick-up. More: ${link(l, 'FAQ', '/faq#faq-topic-payments')}`,
    (_s, l) => `Sie **holen die Maschine nach Zahlungseingang auf eigene Kosten am Standort ab**, gern mit eigener Spedition. Wir liefern nicht, stellen aber den Kontakt zum Verkäufer für die Abholung her. Mehr: ${link(l, 'FAQ', '/faq#faq-topic-payments')}`,
  ),
  inspection: both(
    (_s, l) => `Many machines have an **independent inspection report**, linked on the auction page; otherwise a notice says the condition details come from the seller. To arrange a **viewing** at the machine's location, ask our team in the **"Ask a human"** tab. More: ${link(l, 'FAQ', '/faq#faq-topic-auctions')}`,
    (_s, l) => `Viele Maschinen haben einen **unabhängigen Prüfbericht**, verlinkt auf der Auktionsseite; sonst weist ein Hinweis darauf hin, dass die Zustandsangaben vom Verkäufer stammen. Eine **Besichtigung** am Standort vereinbart unser Team im Reiter **„Mensch fragen“**. Mehr: ${link(l, 'FAQ', '/faq#faq-topic-auctions')}`,
  ),
  warranty: both(
    (_s, l) => `**No warranty**: machines are **sold as seen (as-is)**, to the exclusion of any warranty for defects, except for intent, fraudulently concealed defects or a guarantee given. Check the inspection report and photos before you bid. Terms: ${link(l, 'Terms', '/terms')}`,
    (_s, l) => `**Keine Gewährleistung**: Die Maschinen werden **wie besichtigt (gekauft wie gesehen)** verkauft, unter Ausschluss der Mängelhaftung, außer bei Vorsatz, arglistig verschwiegenen Mängeln oder einer übernommenen Garantie. Prüfen Sie Prüfbericht und Fotos vor dem Bieten. AGB: ${link(l, 'AGB', '/terms')}`,
  ),
  see_prices: both(
    (_s, l) => `Prices, bids and end times are shown to **signed-in users with a confirmed email address**. ${link(l, 'Sign in', '/signin')} or register (free); to bid, also verify your business.`,
    (_s, l) => `Preise, Gebote und Endzeiten sehen **angemeldete Nutzer mit bestätigter E-Mail-Adresse**. ${link(l, 'Anmelden', '/signin')} oder kostenlos registrieren; zum Bieten verifizieren Sie außerdem Ihr Unternehmen.`,
  ),
  kyc_duration: both(
    (_s, l) => `Our team reviews a verification **within about 24 hours on business days** and emails you the result. Status: ${link(l, 'Verification', '/kyc')}`,
    (_s, l) => `Unser Team prüft eine Verifizierung **in der Regel innerhalb von 24 Stunden an Werktagen** und schickt Ihnen das Ergebnis per E-Mail. Status: ${link(l, 'Verifizierung', '/kyc')}`,
  ),
  kyc_why: both(
    (_s, l) => `MachineryMarket is for **businesses only**; verification (KYC) protects all bidders and sellers from fraud, so only verified businesses can bid. Private persons cannot buy. More: ${link(l, 'FAQ', '/faq#faq-topic-kyc')}`,
    (_s, l) => `MachineryMarket ist **nur für Unternehmen**; die Verifizierung (KYC) schützt Bieter und Verkäufer vor Betrug, daher bieten nur verifizierte Unternehmen. Privatpersonen können nicht kaufen. Mehr: ${link(l, 'FAQ', '/faq#faq-topic-kyc')}`,
  ),
  kyc_rejected: both(
    (_s, l) => `The email and your verification page give the **reason for the rejection**. Correct the details or upload clearer documents and **submit again**: ${link(l, 'Verification', '/kyc')}`,
    (_s, l) => `Die E-Mail und Ihre Verifizierungsseite nennen den **Grund der Ablehnung**. Korrigieren Sie die Angaben oder laden Sie deutlichere Dokumente hoch und **senden Sie erneut**: ${link(l, 'Verifizierung', '/kyc')}`,
  ),
  how_to_bid: both(
    (_s, l) => `Open an auction, enter at least the **minimum next bid** shown in the bid box and confirm. Bidding needs a verified business account. More: ${link(l, 'FAQ', '/faq#faq-topic-bidding')}`,
    (_s, l) => `Öffnen Sie eine Auktion, geben Sie mindestens das im Gebotsfeld angezeigte **Mindestgebot** ein und bestätigen Sie. Zum Bieten brauchen Sie ein verifiziertes Unternehmenskonto. Mehr: ${link(l, 'FAQ', '/faq#faq-topic-bidding')}`,
  ),
  bid_binding: both(
    (_s, l) => `**Bids are binding** and cannot be withdrawn; every bid stays in the bid history. If you made a typing mistake, tell our team at once in the **"Ask a human"** tab. More: ${link(l, 'FAQ', '/faq#faq-topic-bidding')}`,
    (_s, l) => `**Gebote sind verbindlich** und können nicht zurückgezogen werden; jedes Gebot bleibt im Gebotsverlauf. Bei einem Tippfehler melden Sie sich sofort im Reiter **„Mensch fragen“**. Mehr: ${link(l, 'FAQ', '/faq#faq-topic-bidding')}`,
  ),
  outbid: both(
    (_s, l) => `Yes: when someone outbids you, you get an **email and a notification** in your dashboard. ${link(l, 'Notifications', '/dashboard/notifications')}`,
    (_s, l) => `Ja: Werden Sie überboten, erhalten Sie eine **E-Mail und eine Benachrichtigung** im Kundenkonto. ${link(l, 'Benachrichtigungen', '/dashboard/notifications')}`,
  ),
  bid_limit: both(
    (_s, l) => `Our team may set a **bidding limit** for your account: the auctions where you hold the highest bid may not add up to more. A bid over the limit is refused with a message. To raise it, ask our team: ${link(l, 'Contact', '/contact')}`,
    (_s, l) => `Unser Team kann für Ihr Konto ein **Bietlimit** festlegen: Die Auktionen, in denen Sie Höchstbietender sind, dürfen zusammen nicht darüber liegen. Ein Gebot darüber wird mit einem Hinweis abgelehnt. Zum Erhöhen wenden Sie sich an unser Team: ${link(l, 'Kontakt', '/contact')}`,
  ),
  reminders: both(
    (_s, l) => `Use **"Remind me"** on an auction: we send an email and a notification ${REMINDER_LEAD_CHOICES.map((m) => minutes(m, l)).join(', ')} before it ends (your choice), once; an extension moves the reminder too. More: ${link(l, 'FAQ', '/faq#faq-topic-bidding')}`,
    (_s, l) => `Nutzen Sie **„Erinnern“** an einer Auktion: Wir schicken ${REMINDER_LEAD_CHOICES.map((m) => minutes(m, l)).join(', ')} vor dem Ende (nach Wahl) einmal eine E-Mail und eine Benachrichtigung; eine Verlängerung verschiebt die Erinnerung mit. Mehr: ${link(l, 'FAQ', '/faq#faq-topic-bidding')}`,
  ),
  saved_searches: both(
    (_s, l) => `Filter the auction list, then **"Save search"**: we alert you by email instantly or daily when a matching machine is listed. You can keep up to ${MAX_SAVED_SEARCHES}. ${link(l, 'Saved searches', '/dashboard/saved-searches')}`,
    (_s, l) => `Filtern Sie die Auktionsliste und wählen Sie **„Suche speichern“**: Wir benachrichtigen Sie sofort oder täglich per E-Mail, wenn eine passende Maschine eingestellt wird. Bis zu ${MAX_SAVED_SEARCHES} Suchen sind möglich. ${link(l, 'Gespeicherte Suchen', '/dashboard/saved-searches')}`,
  ),
  watchlist: both(
    (_s, l) => `Tap the **watch** (heart) toggle on an auction to follow it; you get an email when someone bids. ${link(l, 'Watchlist', '/dashboard/watchlist')}`,
    (_s, l) => `Tippen Sie an einer Auktion auf **Merken**, um ihr zu folgen; bei neuen Geboten erhalten Sie eine E-Mail. ${link(l, 'Merkliste', '/dashboard/watchlist')}`,
  ),
  forgot_password: both(
    (_s, l) => `Use **"Forgot password?"** on the sign-in page: we email you a link to set a new password (it works once and expires after one hour). ${link(l, 'Reset password', '/forgot-password')}`,
    (_s, l) => `Nutzen Sie **„Passwort vergessen?“** auf der Anmeldeseite: Wir senden Ihnen einen Link für ein neues Passwort (einmal gültig, eine Stunde lang). ${link(l, 'Passwort zurücksetzen', '/forgot-password')}`,
  ),
  verify_email: both(
    (_s, l) => `Check your spam folder, then request a **new confirmation link** on the sign-in page; links expire after 24 hours. ${link(l, 'Sign in', '/signin')}`,
    (_s, l) => `Sehen Sie im Spam-Ordner nach und fordern Sie auf der Anmeldeseite einen **neuen Bestätigungslink** an; Links sind 24 Stunden gültig. ${link(l, 'Anmelden', '/signin')}`,
  ),
  account_data: both(
    (_s, l) => `Your account details (email, language) are in your ${link(l, 'profile', '/dashboard/profile')}; company details come from your verification, so ask our team to change them. You can also ask us to delete your account.`,
    (_s, l) => `Ihre Kontodaten (E-Mail, Sprache) finden Sie im ${link(l, 'Profil', '/dashboard/profile')}; Firmendaten stammen aus Ihrer Verifizierung, für Änderungen wenden Sie sich an unser Team. Auch die Löschung Ihres Kontos können Sie bei uns beantragen.`,
  ),
  languages: both(
    (_s, l) => `The site is in **English and German**; switch with the language button in the header, and we remember your choice. More: ${link(l, 'FAQ', '/faq#faq-topic-account')}`,
    (_s, l) => `Die Seite gibt es auf **Deutsch und Englisch**; wechseln Sie über die Sprachauswahl in der Kopfzeile, wir merken uns Ihre Wahl. Mehr: ${link(l, 'FAQ', '/faq#faq-topic-account')}`,
  ),
}

/** The one-line question each answer id stands for: the choices of a clarifying question. */
export const CHOICE_LABELS: Record<AnswerId, Record<Locale, string>> = {
  fees: { en: 'What fees do I pay?', de: 'Welche Gebühren zahle ich?' },
  vat: { en: 'How is VAT charged?', de: 'Wie wird die Umsatzsteuer berechnet?' },
  vat_de: { en: 'VAT for a German business', de: 'Umsatzsteuer für deutsche Unternehmen' },
  vat_eu: { en: 'VAT for an EU business with a VAT ID', de: 'Umsatzsteuer für EU-Unternehmen mit USt-IdNr.' },
  vat_export: { en: 'VAT on exports outside the EU', de: 'Umsatzsteuer bei Ausfuhr aus der EU' },
  payment: { en: 'How do I pay?', de: 'Wie bezahle ich?' },
  invoice: { en: 'Where is my invoice?', de: 'Wo ist meine Rechnung?' },
  my_invoice: { en: 'Where is my invoice?', de: 'Wo ist meine Rechnung?' },
  collection: { en: 'How do I collect the machine?', de: 'Wie hole ich die Maschine ab?' },
  inspection: { en: 'Can I inspect the machine?', de: 'Kann ich die Maschine besichtigen?' },
  warranty: { en: 'Is there a warranty?', de: 'Gibt es eine Gewährleistung?' },
  see_prices: { en: 'How do I see prices?', de: 'Wie sehe ich Preise?' },
  my_price: { en: 'What do I pay for this machine?', de: 'Was zahle ich für diese Maschine?' },
  kyc_steps: { en: 'How do I verify my business?', de: 'Wie verifiziere ich mein Unternehmen?' },
  kyc_duration: { en: 'How long does verification take?', de: 'Wie lange dauert die Verifizierung?' },
  kyc_why: { en: 'Why must I verify my business?', de: 'Warum muss ich mein Unternehmen verifizieren?' },
  kyc_rejected: { en: 'My verification was rejected', de: 'Meine Verifizierung wurde abgelehnt' },
  my_kyc_status: { en: 'What is my verification status?', de: 'Wie ist mein Verifizierungsstatus?' },
  how_to_bid: { en: 'How do I place a bid?', de: 'Wie gebe ich ein Gebot ab?' },
  bid_binding: { en: 'Can I withdraw a bid?', de: 'Kann ich ein Gebot zurückziehen?' },
  increment: { en: 'What is the bid increment?', de: 'Was ist der Gebotsschritt?' },
  proxy: { en: 'Is there automatic bidding?', de: 'Gibt es automatisches Bieten?' },
  reserve: { en: 'What is a reserve price?', de: 'Was ist ein Mindestpreis?' },
  anti_sniping: { en: 'What happens with bids in the last seconds?', de: 'Was passiert bei Geboten in den letzten Sekunden?' },
  auction_length: { en: 'How long does an auction run?', de: 'Wie lange läuft eine Auktion?' },
  outbid: { en: 'Will I know when I am outbid?', de: 'Erfahre ich, wenn ich überboten werde?' },
  bid_limit: { en: 'Is there a bidding limit?', de: 'Gibt es ein Bietlimit?' },
  reminders: { en: 'Can I get a reminder before the end?', de: 'Kann ich vor dem Ende erinnert werden?' },
  saved_searches: { en: 'How do saved searches work?', de: 'Wie funktionieren gespeicherte Suchen?' },
  watchlist: { en: 'How do I watch an auction?', de: 'Wie merke ich mir eine Auktion?' },
  forgot_password: { en: 'I forgot my password', de: 'Ich habe mein Passwort vergessen' },
  verify_email: { en: 'I did not get the confirmation email', de: 'Ich habe keine Bestätigungs-E-Mail erhalten' },
  account_data: { en: 'How do I change my account details?', de: 'Wie ändere ich meine Kontodaten?' },
  languages: { en: 'Which languages are available?', de: 'Welche Sprachen gibt es?' },
  contact: { en: 'How do I reach a person?', de: 'Wie erreiche ich einen Menschen?' },
  selling: { en: 'How can I sell a machine?', de: 'Wie kann ich verkaufen?' },
  categories: { en: 'Which machines do you auction?', de: 'Welche Maschinen versteigert ihr?' },
  live_count: { en: 'How many auctions are live?', de: 'Wie viele Auktionen laufen?' },
}

export const clarifyText = (l: Locale, choices: AnswerId[]) =>
  l === 'de'
    ? `Ich bin nicht sicher, was Sie meinen. Meinen Sie:\n${choices.map((c) => `- ${CHOICE_LABELS[c].de}`).join('\n')}\n\nOder fragen Sie im Reiter **„Mensch fragen“** unser Team.`
    : `I'm not sure what you mean. Do you mean:\n${choices.map((c) => `- ${CHOICE_LABELS[c].en}`).join('\n')}\n\nOr ask our team in the **"Ask a human"** tab.`

export const handoverText = (l: Locale, reason: 'sensitive' | 'unsure' | 'unoffered') =>
  reason === 'unoffered'
    ? l === 'de'
      ? `Das bieten wir nicht an: MachineryMarket versteigert gebrauchte Baumaschinen in 24-Stunden-Auktionen zwischen verifizierten Unternehmen; bezahlt wird per Überweisung, abgeholt vom Käufer. Leasing, Miete, Finanzierung oder Ratenzahlung, Ersatzteile, Versicherungen, Bewertungen, Reparaturen und Transportangebote gehören nicht dazu. Ihre Frage steht schon im Reiter **„Mensch fragen“**; unser Team hilft gern weiter.`
      : `That is not something we offer: MachineryMarket auctions used construction machinery in 24-hour auctions between verified businesses; payment is by bank transfer and the buyer collects. Leasing, rental, financing or instalments, spare parts, insurance, valuations, repairs and transport quotes are not part of it. Your question is ready in the **"Ask a human"** tab; our team is glad to help further.`
    : reason === 'sensitive'
    ? l === 'de'
      ? `Das beantwortet besser ein Mensch: Zu Rechts- und Steuerfragen, Daten anderer Personen, Reklamationen und Sonderwünschen gebe ich keine Auskunft. Ihre Frage steht schon im Reiter **„Mensch fragen“**; unser Team ist rund um die Uhr erreichbar.`
      : `A person should answer this: I don't give legal or tax advice, other people's data, or decisions on complaints and special requests. Your question is ready in the **"Ask a human"** tab; our team is available 24/7.`
    : l === 'de'
      ? `Dazu habe ich keine verlässliche Antwort. Ihre Frage steht schon im Reiter **„Mensch fragen“**; unser Team ist rund um die Uhr erreichbar. Oder sehen Sie in den ${link(l, 'häufigen Fragen', '/faq')} nach.`
      : `I don't have a reliable answer to that. Your question is ready in the **"Ask a human"** tab; our team is available 24/7. Or check the ${link(l, 'FAQ', '/faq')}.`

/** The asker's own figures on an auction page: the next minimum bid, the fee inside it, their VAT case and the total. */
export const myPriceText = (input: { title: string; slug: string; price: number; amounts: InvoiceAmounts; country: string | null; buyerFeePct: number }, l: Locale) => {
  const { amounts } = input
  const title = link(l, input.title, `/auctions/${input.slug}`)
  const price = formatEuro(input.price, l)
  const fee = money(amounts.buyer_fee_cents, l)
  const hammer = money(amounts.hammer_cents, l)
  const total = money(amounts.total_cents, l)
  const where = input.country ? ` (${input.country})` : ''
  if (l === 'de') {
    const vat =
      amounts.vat_treatment === 'domestic'
        ? `zzgl. **${pct(amounts.vat_rate, l)} Umsatzsteuer** (${money(amounts.vat_cents, l)})`
        : amounts.vat_treatment === 'intra_community'
          ? `**keine deutsche Umsatzsteuer** (innergemeinschaftliche Lieferung, Reverse Charge)`
          : `**keine deutsche Umsatzsteuer** (Ausfuhrlieferung)`
    return `Bei ${title} ist das nächste Mindestgebot **${price}**. Darin steckt das Käuferaufgeld von ${pct(input.buyerFeePct, l)} (**${fee}**; Zuschlag ${hammer}). Für Ihr Unternehmen${where}: ${vat}, also **${total} gesamt**. Die Rechnung zeigt den endgültigen Betrag.`
  }
  const vat =
    amounts.vat_treatment === 'domestic'
      ? `plus **${pct(amounts.vat_rate, l)} VAT** (${money(amounts.vat_cents, l)})`
      : amounts.vat_treatment === 'intra_community'
        ? `**no German VAT** (intra-community supply, reverse charge)`
        : `**no German VAT** (export delivery)`
  return `On ${title} the next minimum bid is **${price}**. It includes the ${pct(input.buyerFeePct, l)} buyer fee (**${fee}**; hammer price ${hammer}). For your business${where}: ${vat}, so **${total} in total**. The invoice shows the final amount.`
}

export const myInvoiceText = (invoice: { id: number | string; number: string; title: string | null } | null, l: Locale) => {
  if (!invoice) {
    return l === 'de'
      ? `Ich finde noch keine Rechnung für Sie. Nach einem Zuschlag erscheint sie sofort unter ${link(l, 'Rechnungen', '/dashboard/invoices')} und kommt per E-Mail.`
      : `I can't find an invoice for you yet. After you win an auction it appears at once under ${link(l, 'Invoices', '/dashboard/invoices')} and is emailed to you.`
  }
  const pdf = `[${invoice.number}](/svc/invoices/${invoice.id}/pdf)`
  const about = invoice.title ? (l === 'de' ? ` für ${invoice.title}` : ` for ${invoice.title}`) : ''
  return l === 'de'
    ? `Ihre neueste Rechnung${about}: ${pdf} (PDF). Alle Rechnungen: ${link(l, 'Rechnungen', '/dashboard/invoices')}. Zahlung per SEPA-Überweisung innerhalb von ${PLATFORM_DEFAULTS.paymentTermDays} Tagen.`
    : `Your latest invoice${about}: ${pdf} (PDF). All invoices: ${link(l, 'Invoices', '/dashboard/invoices')}. Payment by SEPA bank transfer within ${PLATFORM_DEFAULTS.paymentTermDays} days.`
}
