import type { AuctionSnapshot } from '@core/contract'
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@core/domain/catalog'
import { PLATFORM_DEFAULTS } from '@core/domain/defaults'
import { type Locale } from '@core/i18n/locales'
import { BIDS, countOf, LIVE_AUCTIONS } from '@core/i18n/plural'
import { clock, DEFAULT_TIME_ZONE } from '@core/time/format'
import { localizedLink } from './knowledge-base'
import type { DirectoryEntry, SupportSettings } from './live-facts'

/**
 * The assistant's answers in English and German, as Markdown with relative links. Only facts
 * from settings, the public catalogue and the signed-in user's own record go in; the user's
 * words never do, so a question cannot change what an answer says or links to.
 */
const INTL: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' }

export const formatEuro = (amount: number, locale: Locale) =>
  new Intl.NumberFormat(INTL[locale], { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount)

const formatPct = (pct: number, locale: Locale) => `${new Intl.NumberFormat(INTL[locale], { maximumFractionDigits: 2 }).format(pct)}${locale === 'de' ? ' %' : '%'}`

/** An end time in the platform's time zone with its label (the one clock): "22 Nov 2026, 14:05 CET", "22.11.2026, 14:05 MEZ". */
export const formatEndTime = (iso: string, locale: Locale, timeZone: string = DEFAULT_TIME_ZONE) => clock(locale, timeZone).dateTime(iso)

const formatRemaining = (ms: number, locale: Locale) => {
  const minutes = Math.max(0, Math.round(ms / 60_000))
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  if (locale === 'de') return h ? `in ${h} Std. ${m} Min.` : `in ${m} Min.`
  return h ? `in ${h} h ${m} min` : `in ${m} min`
}

const link = (locale: Locale, label: string, path: string) => `[${label}](${localizedLink(locale, path)})`
const categoryLink = (category: Category) => `/auctions?category=${category}`
const countText = (n: number, locale: Locale) => countOf(n, locale, LIVE_AUCTIONS)

export const answers = {
  fees: (s: SupportSettings, l: Locale) =>
    l === 'de'
      ? `Das **Käuferaufgeld von ${formatPct(s.buyerFeePct, l)}** ist in **jedem angezeigten Preis und jedem Gebot bereits enthalten** („inkl. ${formatPct(s.buyerFeePct, l)} Käuferaufgeld“); es wird nie zusätzlich aufgeschlagen. Registrierung und Bieten sind kostenlos; die Umsatzsteuer folgt auf der Rechnung. Details: ${link(l, 'Gebühren und Zahlung', '/fees')}`
      : `The **${formatPct(s.buyerFeePct, l)} buyer fee** is **already included in every price you see and every bid you place** (shown as "incl. ${formatPct(s.buyerFeePct, l)} buyer fee"); it is never added on top. Registering and bidding are free; VAT follows on the invoice. Details: ${link(l, 'Fees and payment', '/fees')}`,

  vat: (s: SupportSettings, l: Locale) =>
    l === 'de'
      ? `Die Umsatzsteuer ist **nicht im angezeigten Preis enthalten**, sie wird **gesondert auf der Rechnung** berechnet: **${formatPct(s.vatPct, l)}** für Käufer in Deutschland; steuerfreie innergemeinschaftliche Lieferung (Reverse Charge) für Unternehmen in anderen EU-Ländern mit gültiger USt-IdNr.; keine deutsche Umsatzsteuer bei Ausfuhr in die Schweiz, nach Norwegen und ins Vereinigte Königreich. Details: ${link(l, 'Gebühren und Zahlung', '/fees')}`
      : `VAT is **not included in the displayed price**; it is calculated **separately on the invoice**: **${formatPct(s.vatPct, l)}** for buyers in Germany; a tax-exempt intra-community supply (reverse charge) for businesses in other EU countries with a valid VAT ID; no German VAT on exports to Switzerland, Norway and the UK. Details: ${link(l, 'Fees and payment', '/fees')}`,

  anti_sniping: (s: SupportSettings, l: Locale) =>
    l === 'de'
      ? `Ein Gebot in den **letzten ${s.antiSnipingWindowSecs} Sekunden verlängert die Auktion um ${s.antiSnipingExtensionSecs} Sekunden** (Schutz vor Last-Second-Geboten). So hat jeder Bieter die Chance zu reagieren. Mehr: ${link(l, 'So funktioniert es', '/how-it-works')}`
      : `A bid in the **last ${s.antiSnipingWindowSecs} seconds extends the auction by ${s.antiSnipingExtensionSecs} seconds** (anti-sniping), so every bidder has a fair chance to respond. More: ${link(l, 'How it works', '/how-it-works')}`,

  auction_length: (s: SupportSettings, l: Locale) =>
    l === 'de'
      ? `Jede Auktion läuft **${s.auctionLengthHours} Stunden**; ein Gebot in den letzten ${s.antiSnipingWindowSecs} Sekunden verlängert sie um ${s.antiSnipingExtensionSecs} Sekunden. Der Countdown an jeder Auktion zeigt die Restzeit. Mehr: ${link(l, 'So funktioniert es', '/how-it-works')}`
      : `Every auction runs for **${s.auctionLengthHours} hours**; a bid in the last ${s.antiSnipingWindowSecs} seconds extends it by ${s.antiSnipingExtensionSecs} seconds. The countdown on each auction shows the time left. More: ${link(l, 'How it works', '/how-it-works')}`,

  increment: (s: SupportSettings, l: Locale) => {
    const rows = s.incrementTable.map((band) => (l === 'de' ? `- ab ${formatEuro(band.from, l)}: ${formatEuro(band.increment, l)}` : `- from ${formatEuro(band.from, l)}: ${formatEuro(band.increment, l)}`))
    return l === 'de'
      ? `Der Gebotsschritt richtet sich nach dem aktuellen Preis:\n${rows.join('\n')}\n\nDas Gebotsfeld jeder Auktion zeigt das Mindestgebot. Mehr: ${link(l, 'FAQ', '/faq#faq-topic-bidding')}`
      : `The bid increment depends on the current price:\n${rows.join('\n')}\n\nThe bid box of each auction shows the minimum next bid. More: ${link(l, 'FAQ', '/faq#faq-topic-bidding')}`
  },

  proxy: (s: SupportSettings, l: Locale) =>
    s.proxyBiddingEnabled
      ? l === 'de'
        ? `Automatisches Bieten (Maximalgebot) ist **aktiviert**: Sie können im Gebotsfeld ein Maximalgebot hinterlegen. Mehr: ${link(l, 'FAQ', '/faq#faq-topic-bidding')}`
        : `Proxy (automatic) bidding is **enabled**: you can set a maximum bid in the bid box. More: ${link(l, 'FAQ', '/faq#faq-topic-bidding')}`
      : l === 'de'
        ? `Automatisches Bieten (Maximalgebote) ist **nicht aktiviert**: Jedes Gebot geben Sie selbst ab. Setzen Sie Auktionen auf Ihre Merkliste, um bei neuen Geboten eine E-Mail zu erhalten. Mehr: ${link(l, 'FAQ', '/faq#faq-topic-bidding')}`
        : `Proxy (automatic) bidding is **not enabled**: every bid is placed by you. Add auctions to your watchlist to get an email when someone bids. More: ${link(l, 'FAQ', '/faq#faq-topic-bidding')}`,

  reserve: (_s: SupportSettings, l: Locale) =>
    l === 'de'
      ? `Der Verkäufer kann einen geheimen **Mindestpreis** festlegen. Die Auktion zeigt nur, ob er erreicht ist, nie den Betrag. Wird er nicht erreicht, endet die Auktion ohne Zuschlag; der Verkäufer kann neu einstellen oder den Höchstbietenden kontaktieren. Mehr: ${link(l, 'FAQ', '/faq#faq-topic-auctions')}`
      : `The seller may set a secret **reserve price**. The auction shows only whether it is met, never the amount. If it is not met, the auction ends without a winner; the seller may relist or contact the highest bidder. More: ${link(l, 'FAQ', '/faq#faq-topic-auctions')}`,

  payment: (_s: SupportSettings, l: Locale) =>
    l === 'de'
      ? `Sie zahlen per **SEPA-Überweisung** innerhalb von **${PLATFORM_DEFAULTS.paymentTermDays} Tagen** nach Rechnungsdatum und geben den Verwendungszweck der Rechnung an; Bar- oder Kartenzahlung ist nicht möglich. Ihre Rechnungen finden Sie unter ${link(l, 'Rechnungen', '/dashboard/invoices')}. Details: ${link(l, 'Gebühren und Zahlung', '/fees')}`
      : `Payment is by **SEPA bank transfer** within **${PLATFORM_DEFAULTS.paymentTermDays} days** of the invoice date, quoting the payment reference on the invoice; we do not accept cash or cards. Your invoices are under ${link(l, 'Invoices', '/dashboard/invoices')}. Details: ${link(l, 'Fees and payment', '/fees')}`,

  kyc_steps: (_s: SupportSettings, l: Locale) =>
    l === 'de'
      ? `Die Unternehmensverifizierung (KYC) hat drei Schritte:\n1. **Unternehmensdaten**: Firmenname, USt-IdNr., Geschäftsadresse, Land, Ansprechpartner, Telefon\n2. **Dokumente**: Handelsregisterauszug bzw. Gewerbeanmeldung und Adressnachweis (PDF, JPEG oder PNG, je bis 10 MB)\n3. **Prüfen und absenden**\n\nUnser Team prüft in der Regel innerhalb von 24 Stunden an Werktagen; nur verifizierte Unternehmen können bieten. Starten Sie hier: ${link(l, 'Verifizierung', '/kyc')}`
      : `Business verification (KYC) has three steps:\n1. **Business information**: company name, VAT ID, business address, country, contact person, phone\n2. **Documents**: business registration and proof of address (PDF, JPEG or PNG, up to 10 MB each)\n3. **Review and submit**\n\nOur team reviews within about 24 hours on business days; only verified businesses can bid. Start here: ${link(l, 'Verification', '/kyc')}`,

  categories: (counts: Record<Category, number>, l: Locale) => {
    const rows = CATEGORIES.map((c) => `- ${link(l, CATEGORY_LABELS[c][l], categoryLink(c))}: ${countText(counts[c] ?? 0, l)}`)
    return l === 'de' ? `Wir versteigern Maschinen in neun Kategorien:\n${rows.join('\n')}` : `We auction machines in nine categories:\n${rows.join('\n')}`
  },

  live_count: (category: Category | null, counts: Record<Category, number>, l: Locale) => {
    if (!category) {
      const total = CATEGORIES.reduce((sum, c) => sum + (counts[c] ?? 0), 0)
      return l === 'de'
        ? `Gerade laufen **${countText(total, l)}**. Alle ansehen: ${link(l, 'Auktionen', '/auctions')}`
        : `There are **${countText(total, l)}** right now. See them all: ${link(l, 'Auctions', '/auctions')}`
    }
    const n = counts[category] ?? 0
    const label = CATEGORY_LABELS[category][l]
    return l === 'de'
      ? `In der Kategorie **${label}** laufen gerade **${countText(n, l)}**. Ansehen: ${link(l, label, categoryLink(category))}`
      : `There ${n === 1 ? 'is' : 'are'} **${countText(n, l)}** in **${label}** right now. See them: ${link(l, label, categoryLink(category))}`
  },

  auction: (entry: DirectoryEntry, snapshot: AuctionSnapshot | null, unmasked: boolean, s: SupportSettings, l: Locale, now = Date.now()) => {
    const title = link(l, entry.title, `/auctions/${entry.slug}`)
    if (!unmasked) {
      return l === 'de'
        ? `Die Auktion ${title} läuft. Endzeit und aktueller Preis sind nur für angemeldete Nutzer sichtbar: ${link(l, 'Anmelden', '/signin')}`
        : `The auction ${title} is live. Its end time and current price are shown to signed-in users: ${link(l, 'Sign in', '/signin')}`
    }
    if (!snapshot) return l === 'de' ? `Die Auktion ${title} ist nicht mehr verfügbar.` : `The auction ${title} is no longer available.`
    const end = formatEndTime(snapshot.end_time, l, s.timeZone)
    const left = Date.parse(snapshot.end_time) - now
    if (snapshot.status !== 'LIVE' || left <= 0) {
      return l === 'de' ? `Die Auktion ${title} ist **am ${end} beendet** worden.` : `The auction ${title} **ended on ${end}**.`
    }
    const price = formatEuro(snapshot.current_price, l)
    return l === 'de'
      ? `Die Auktion ${title} **endet am ${end}** (${formatRemaining(left, l)}). Aktueller Preis: **${price}** (inkl. ${formatPct(s.buyerFeePct, l)} Käuferaufgeld), ${countOf(snapshot.bid_count, l, BIDS)}. Ein Gebot in den letzten ${s.antiSnipingWindowSecs} Sekunden verlängert sie um ${s.antiSnipingExtensionSecs} Sekunden.`
      : `The auction ${title} **ends on ${end}** (${formatRemaining(left, l)}). Current price: **${price}** (incl. ${formatPct(s.buyerFeePct, l)} buyer fee), ${countOf(snapshot.bid_count, l, BIDS)}. A bid in the last ${s.antiSnipingWindowSecs} seconds extends it by ${s.antiSnipingExtensionSecs} seconds.`
  },

  which_auction: (l: Locale) =>
    l === 'de'
      ? `Ich finde keine laufende Auktion unter diesem Namen. Nennen Sie Marke und Modell, z. B. „Wann endet der Caterpillar 320 GC?“, oder sehen Sie die ${link(l, 'bald endenden Auktionen', '/auctions')}.`
      : `I can't find a live auction by that name. Name its brand and model, e.g. "When does the Caterpillar 320 GC end?", or see the ${link(l, 'auctions closing soon', '/auctions')}.`,

  my_kyc_status: (user: { kyc_status?: string | null; email_confirmed_at?: string | null } | null, reason: string | null, l: Locale) => {
    if (!user) {
      return l === 'de'
        ? `Melden Sie sich an, damit ich Ihren Verifizierungsstatus sehen kann: ${link(l, 'Anmelden', '/signin?next=/kyc')}`
        : `Please sign in so I can see your verification status: ${link(l, 'Sign in', '/signin?next=/kyc')}`
    }
    const unconfirmed = !user.email_confirmed_at
      ? l === 'de'
        ? ' Bitte bestätigen Sie außerdem Ihre E-Mail-Adresse über den Link in unserer E-Mail.'
        : ' Please also confirm your email address with the link in our email.'
      : ''
    switch (user.kyc_status) {
      case 'approved':
        return l === 'de'
          ? `Ihre Unternehmensverifizierung ist **freigegeben**: Sie können in allen Live-Auktionen bieten.${unconfirmed} ${link(l, 'Auktionen', '/auctions')}`
          : `Your business verification is **approved**: you can bid in all live auctions.${unconfirmed} ${link(l, 'Auctions', '/auctions')}`
      case 'pending_review':
        return l === 'de'
          ? `Ihre Verifizierung wird **geprüft** (in der Regel innerhalb von 24 Stunden an Werktagen); wir informieren Sie per E-Mail.${unconfirmed} Status: ${link(l, 'Verifizierung', '/kyc')}`
          : `Your verification is **pending review** (usually within 24 hours on business days); we will email you the decision.${unconfirmed} Status: ${link(l, 'Verification', '/kyc')}`
      case 'rejected':
        return l === 'de'
          ? `Ihre Verifizierung wurde **abgelehnt**${reason ? ` (Grund: ${reason})` : ''}. Korrigieren Sie die Angaben und senden Sie erneut: ${link(l, 'Verifizierung', '/kyc')}`
          : `Your verification was **rejected**${reason ? ` (reason: ${reason})` : ''}. Please correct your details and submit again: ${link(l, 'Verification', '/kyc')}`
      default:
        return l === 'de'
          ? `Sie haben die Verifizierung noch **nicht eingereicht**. Sie dauert nur wenige Minuten: ${link(l, 'Verifizierung starten', '/kyc')}${unconfirmed}`
          : `You have **not submitted** your verification yet. It takes a few minutes: ${link(l, 'Start verification', '/kyc')}${unconfirmed}`
    }
  },

  contact: (s: SupportSettings, l: Locale) =>
    l === 'de'
      ? `Unser Support ist **rund um die Uhr** erreichbar. Wechseln Sie zum Reiter **„Mensch fragen“**: Anruf oder WhatsApp unter ${s.supportPhone}, oder schreiben Sie uns eine Nachricht. Mehr: ${link(l, 'Kontakt', '/contact')}`
      : `Our support team is available **24/7**. Switch to the **"Ask a human"** tab to call or WhatsApp us at ${s.supportPhone}, or send us a message. More: ${link(l, 'Contact', '/contact')}`,

  selling: (s: SupportSettings, l: Locale) => {
    const site = /^https?:\/\//.test(s.sellSiteUrl) ? s.sellSiteUrl : null
    return l === 'de'
      ? `Verkäufer stellen nach der Unternehmensverifizierung und einem Gespräch mit unserem Team ein; sie zahlen eine Gebühr, die sich nach dem Verkaufspreis richtet.${site ? ` Zur Verkäuferseite: [Maschinen verkaufen](${site})` : ''} Mehr: ${link(l, 'FAQ', '/faq#faq-topic-selling')}`
      : `Sellers list after business verification and a conversation with our team; they pay a listing fee based on the final sale price.${site ? ` Our sellers' site: [Sell machines](${site})` : ''} More: ${link(l, 'FAQ', '/faq#faq-topic-selling')}`
  },

  passage: (hit: { title: string; text: string; link: string }, l: Locale) => {
    const text = hit.text.length > 700 ? `${hit.text.slice(0, 700).replace(/\s+\S*$/, '')} …` : hit.text
    return `**${hit.title}**\n\n${text}\n\n${l === 'de' ? 'Mehr' : 'More'}: [${hit.title}](${hit.link})`
  },

  unknown: (l: Locale) =>
    l === 'de'
      ? `Dazu habe ich keine verlässliche Antwort. Sehen Sie in den ${link(l, 'häufigen Fragen', '/faq')} nach oder wechseln Sie zum Reiter **„Mensch fragen“**: Unser Support ist rund um die Uhr erreichbar.`
      : `I don't have a reliable answer to that. Please check the ${link(l, 'FAQ', '/faq')} or switch to the **"Ask a human"** tab: our support team is available 24/7.`,
}
