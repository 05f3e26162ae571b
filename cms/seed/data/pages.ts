/**
 * Info and legal pages in English and German. Editors change them in the admin afterwards; the
 * seed only creates what is missing. Legal texts are templates for counsel
 * to review before launch (see the README's "Before going live"); users never see such a note.
 */
export type PageFixture = {
  slug: string
  en: { title: string; description: string; body_md: string }
  de: { title: string; description: string; body_md: string }
}

const COMPANY = 'MachineryMarket GmbH'
const ADDRESS_EN = 'Landsberger Straße 110, 80339 Munich, Germany'
const ADDRESS_DE = 'Landsberger Straße 110, 80339 München, Deutschland'

export const PAGES: PageFixture[] = [
  {
    slug: 'how-it-works',
    en: {
      title: 'How it works',
      description: 'Verify your business, bid in 24-hour timed auctions with anti-sniping, pay by SEPA transfer and collect your machine.',
      body_md: `Buying used construction machinery on MachineryMarket takes four steps.

## 1. Register and verify your business
Create an account with your business email and confirm it. Then complete the **business verification (KYC)**: company name, VAT ID, business address, contact person and two documents (business registration and proof of address). Our team reviews submissions **within about 24 hours on business days**. Only verified businesses can bid.

## 2. Find your machine
Browse live auctions by category, brand, year, operating hours and location. Every listing shows photos, specifications, the seller's description and — where available — an **independent inspection report**. Machines are sold as-is; where no third-party report exists, condition details come from the seller.

## 3. Bid in a 24-hour timed auction
Every auction runs for **{{auction_length_hours}} hours**. Place a bid at or above the minimum next bid shown in the bid box; the bid increment depends on the current price. A bid placed in the **last {{anti_sniping_window_secs}} seconds extends the auction by {{anti_sniping_extension_secs}} seconds**, so everyone gets a fair chance to respond — no sniping. Proxy (automatic) bidding is not enabled: every bid is placed by you.

## 4. Pay and collect
If you win and the reserve price is met, you receive an invoice. **Displayed prices and your bids include the {{buyer_fee_pct}} buyer fee**; VAT follows on the invoice. Pay within {{payment_term_days}} days of the invoice date. Pay by **SEPA bank transfer** using the payment reference on the invoice, then arrange collection with the seller.

Questions? Our support team is available **24/7** through the help button at the bottom right of every page.`,
    },
    de: {
      title: 'So funktioniert es',
      description: 'Unternehmen verifizieren, in 24-Stunden-Auktionen mit Verlängerungsschutz bieten, per SEPA-Überweisung zahlen und die Maschine abholen.',
      body_md: `Gebrauchte Baumaschinen kaufen Sie bei MachineryMarket in vier Schritten.

## 1. Registrieren und Unternehmen verifizieren
Legen Sie ein Konto mit Ihrer geschäftlichen E-Mail-Adresse an und bestätigen Sie es. Danach schließen Sie die **Unternehmensverifizierung (KYC)** ab: Firmenname, USt-IdNr., Geschäftsadresse, Ansprechpartner und zwei Dokumente (Handelsregisterauszug bzw. Gewerbeanmeldung und Adressnachweis). Unser Team prüft Ihre Angaben **in der Regel innerhalb von 24 Stunden an Werktagen**. Nur verifizierte Unternehmen können bieten.

## 2. Maschine finden
Durchsuchen Sie laufende Auktionen nach Kategorie, Marke, Baujahr, Betriebsstunden und Standort. Jedes Angebot zeigt Fotos, technische Daten, die Beschreibung des Verkäufers und – sofern vorhanden – einen **unabhängigen Prüfbericht**. Die Maschinen werden wie besichtigt verkauft; liegt kein Prüfbericht eines Dritten vor, stammen die Zustandsangaben vom Verkäufer.

## 3. In der 24-Stunden-Auktion bieten
Jede Auktion läuft **{{auction_length_hours}} Stunden**. Bieten Sie mindestens das im Gebotsfeld angezeigte Mindestgebot; die Gebotsschritte richten sich nach dem aktuellen Preis. Ein Gebot in den **letzten {{anti_sniping_window_secs}} Sekunden verlängert die Auktion um {{anti_sniping_extension_secs}} Sekunden** – so haben alle die Chance zu reagieren, Last-Second-Gebote laufen ins Leere. Automatisches Bieten (Maximalgebote) ist nicht aktiviert: Jedes Gebot geben Sie selbst ab.

## 4. Bezahlen und abholen
Wenn Sie den Zuschlag erhalten und der Mindestpreis erreicht ist, bekommen Sie eine Rechnung. **Angezeigte Preise und Ihre Gebote enthalten das Käuferaufgeld von {{buyer_fee_pct}}**; die Umsatzsteuer folgt auf der Rechnung. Zahlen Sie innerhalb von {{payment_term_days}} Tagen nach Rechnungsdatum. Sie zahlen per **SEPA-Überweisung** mit dem Verwendungszweck auf der Rechnung und vereinbaren die Abholung mit dem Verkäufer.

Fragen? Unser Support ist **rund um die Uhr** über die Hilfe-Schaltfläche unten rechts auf jeder Seite erreichbar.`,
    },
  },
  {
    slug: 'fees',
    en: {
      title: 'Fees and payment',
      description: 'The {{buyer_fee_pct}} buyer fee is included in every price and bid; VAT follows on the invoice; payment by SEPA bank transfer within {{payment_term_days}} days.',
      body_md: `## For buyers
- **Every price you see and every bid you place already includes the {{buyer_fee_pct}} buyer fee** ("incl. {{buyer_fee_pct}} buyer fee" on each auction). The fee is {{buyer_fee_pct}} of the hammer price (the seller's share) and is never added on top of your bid.
- **VAT** follows on the invoice, on top of the winning bid. For a buyer in Germany we charge German VAT (currently **{{vat_pct}}**). For business buyers in other EU countries with a valid VAT ID, the sale is a tax-exempt intra-community supply (reverse charge: no German VAT; the buyer accounts for VAT in their own country). Exports to Switzerland, Norway and the United Kingdom are invoiced without German VAT; import duties and taxes are the buyer's responsibility.
- **Payment** by **SEPA bank transfer** within **{{payment_term_days}} days** of the invoice date, quoting the payment reference printed on the invoice. We do not accept cash or card payments.
- No registration fee, no fee for bidding, no fee if you do not win.

### Example: a winning bid of € {{example_price}}
| Item | Amount |
|---|---|
| Your winning bid (the price shown) | € {{example_price}} |
| of which hammer price (seller) | € {{example_hammer}} |
| of which buyer fee {{buyer_fee_pct}} | € {{example_fee}} |
| Net amount | € {{example_price}} |
| VAT {{vat_pct}} (buyer in Germany) | € {{example_vat}} |
| **Invoice total, buyer in Germany** | **€ {{example_total}}** |
| **Invoice total, EU business with VAT ID (reverse charge) or export** | **€ {{example_price}}** |

## For sellers
Sellers pay a listing fee based on the final sale price. The rate is agreed when you list with us; please contact our team.`,
    },
    de: {
      title: 'Gebühren und Zahlung',
      description: 'Das Käuferaufgeld von {{buyer_fee_pct}} ist in jedem Preis und Gebot enthalten; die Umsatzsteuer folgt auf der Rechnung; Zahlung per SEPA-Überweisung innerhalb von {{payment_term_days}} Tagen.',
      body_md: `## Für Käufer
- **Jeder angezeigte Preis und jedes Gebot enthält das Käuferaufgeld von {{buyer_fee_pct}} bereits** („inkl. {{buyer_fee_pct}} Käuferaufgeld" bei jeder Auktion). Das Aufgeld beträgt {{buyer_fee_pct}} des Zuschlagspreises (des Anteils des Verkäufers) und wird nie zusätzlich auf Ihr Gebot aufgeschlagen.
- Die **Umsatzsteuer** kommt auf der Rechnung zum Höchstgebot hinzu. Käufer in Deutschland zahlen deutsche Umsatzsteuer (derzeit **{{vat_pct}}**). Für Unternehmen in anderen EU-Ländern mit gültiger USt-IdNr. ist der Verkauf eine steuerfreie innergemeinschaftliche Lieferung (Reverse Charge: keine deutsche Umsatzsteuer, der Käufer versteuert im eigenen Land). Ausfuhren in die Schweiz, nach Norwegen und in das Vereinigte Königreich werden ohne deutsche Umsatzsteuer berechnet; Einfuhrabgaben trägt der Käufer.
- **Zahlung** per **SEPA-Überweisung** innerhalb von **{{payment_term_days}} Tagen** nach Rechnungsdatum unter Angabe des Verwendungszwecks auf der Rechnung. Bar- oder Kartenzahlung ist nicht möglich.
- Keine Registrierungsgebühr, keine Gebühr fürs Bieten, keine Gebühr ohne Zuschlag.

### Beispiel: ein Höchstgebot von {{example_price}} €
| Posten | Betrag |
|---|---|
| Ihr Höchstgebot (der angezeigte Preis) | {{example_price}} € |
| davon Zuschlagspreis (Verkäufer) | {{example_hammer}} € |
| davon Käuferaufgeld {{buyer_fee_pct}} | {{example_fee}} € |
| Nettobetrag | {{example_price}} € |
| USt. {{vat_pct}} (Käufer in Deutschland) | {{example_vat}} € |
| **Rechnungsbetrag, Käufer in Deutschland** | **{{example_total}} €** |
| **Rechnungsbetrag, EU-Unternehmen mit USt-IdNr. (Reverse Charge) oder Ausfuhr** | **{{example_price}} €** |

## Für Verkäufer
Verkäufer zahlen eine Vermittlungsgebühr, die sich nach dem Verkaufspreis richtet. Die Höhe wird beim Einstellen vereinbart – sprechen Sie unser Team an.`,
    },
  },
  {
    slug: 'about',
    en: {
      title: 'About MachineryMarket',
      description: 'A European marketplace where verified businesses buy used construction machinery in transparent 24-hour auctions.',
      body_md: `MachineryMarket is a European business-to-business marketplace for **used construction machinery**: excavators, wheel loaders, cranes, dozers, telehandlers, dump trucks, compactors, pavers and attachments.

We believe buying a used machine should be **fast, fair and transparent**. That is why every auction runs for exactly {{auction_length_hours}} hours, every bid is visible as it happens, last-second bids extend the auction, and every buyer is a verified business.

- **Verified businesses only** — every buyer passes our business verification before bidding.
- **Independent inspections** on many machines, and a clear notice where condition details come from the seller.
- **One all-in price** — the {{buyer_fee_pct}} buyer fee is included in every price you see.
- **Support 24/7** in English and German.

Headquartered in Munich, we serve buyers and sellers across Europe.`,
    },
    de: {
      title: 'Über MachineryMarket',
      description: 'Ein europäischer Marktplatz, auf dem verifizierte Unternehmen gebrauchte Baumaschinen in transparenten 24-Stunden-Auktionen kaufen.',
      body_md: `MachineryMarket ist ein europäischer B2B-Marktplatz für **gebrauchte Baumaschinen**: Bagger, Radlader, Krane, Planierraupen, Teleskoplader, Muldenkipper, Walzen, Asphaltfertiger und Anbaugeräte.

Wir sind überzeugt: Der Kauf einer Gebrauchtmaschine soll **schnell, fair und transparent** sein. Deshalb dauert jede Auktion genau {{auction_length_hours}} Stunden, jedes Gebot ist sofort sichtbar, Gebote in letzter Sekunde verlängern die Auktion, und jeder Käufer ist ein verifiziertes Unternehmen.

- **Nur verifizierte Unternehmen** – jeder Käufer durchläuft vor dem ersten Gebot unsere Unternehmensprüfung.
- **Unabhängige Prüfberichte** für viele Maschinen und ein klarer Hinweis, wenn Zustandsangaben vom Verkäufer stammen.
- **Ein Preis ohne Überraschungen** – das Käuferaufgeld von {{buyer_fee_pct}} ist in jedem angezeigten Preis enthalten.
- **Support rund um die Uhr** auf Deutsch und Englisch.

Mit Sitz in München bedienen wir Käufer und Verkäufer in ganz Europa.`,
    },
  },
  {
    slug: 'platform',
    en: {
      title: 'The platform',
      description: 'Live prices, anti-sniping, verified buyers and inspection reports: what the MachineryMarket platform offers.',
      body_md: `## Built for professional buyers
- **Live bidding**: prices, bid counts and end times update instantly on every screen — no reloading.
- **Anti-sniping**: a bid in the final {{anti_sniping_window_secs}} seconds extends the auction by {{anti_sniping_extension_secs}} seconds.
- **Search that understands the trade**: search in English or German ("Bagger", "Radlader", "Teleskoplader") and filter by category, brand, year, hours and country.
- **Watchlist with email alerts** when someone bids on a machine you follow.
- **Transparent documentation**: photos, specifications, documents and independent inspection reports where available.
- **Invoices and SEPA payment** handled in your dashboard.

## Trust and security
Every buyer is a verified business. Verification documents are stored privately and seen only by our review team. Bids are recorded permanently; the bid history of an auction can never be rewritten.`,
    },
    de: {
      title: 'Die Plattform',
      description: 'Live-Preise, Verlängerungsschutz, verifizierte Käufer und Prüfberichte: was die Plattform von MachineryMarket bietet.',
      body_md: `## Gemacht für professionelle Käufer
- **Live-Bieten**: Preise, Gebotsanzahl und Endzeiten aktualisieren sich sofort auf jedem Bildschirm – ohne Neuladen.
- **Verlängerungsschutz**: Ein Gebot in den letzten {{anti_sniping_window_secs}} Sekunden verlängert die Auktion um {{anti_sniping_extension_secs}} Sekunden.
- **Suche, die die Branche versteht**: Suchen Sie auf Deutsch oder Englisch („Bagger", „Radlader", „Teleskoplader") und filtern Sie nach Kategorie, Marke, Baujahr, Betriebsstunden und Land.
- **Merkliste mit E-Mail-Benachrichtigung**, sobald auf eine beobachtete Maschine geboten wird.
- **Transparente Dokumentation**: Fotos, technische Daten, Unterlagen und – sofern vorhanden – unabhängige Prüfberichte.
- **Rechnungen und SEPA-Zahlung** direkt in Ihrem Kundenkonto.

## Vertrauen und Sicherheit
Jeder Käufer ist ein verifiziertes Unternehmen. Verifizierungsunterlagen werden vertraulich gespeichert und nur von unserem Prüfteam eingesehen. Gebote werden dauerhaft gespeichert; der Gebotsverlauf einer Auktion kann nie nachträglich verändert werden.`,
    },
  },
  {
    slug: 'company',
    en: {
      title: 'Company',
      description: `${COMPANY}, Munich: who we are and how to reach us.`,
      body_md: `**${COMPANY}**
${ADDRESS_EN}

We are a team of construction-equipment specialists, auction experts and engineers. Our goal: the most trusted place in Europe to buy and sell used construction machinery.

- Press: press@machinerymarket.example
- Partnerships and sellers: sales@machinerymarket.example
- Careers: jobs@machinerymarket.example

See the [imprint](/imprint) for our legal details.`,
    },
    de: {
      title: 'Unternehmen',
      description: `${COMPANY}, München: wer wir sind und wie Sie uns erreichen.`,
      body_md: `**${COMPANY}**
${ADDRESS_DE}

Wir sind ein Team aus Baumaschinen-Spezialisten, Auktionsexperten und Entwicklern. Unser Ziel: der vertrauenswürdigste Ort in Europa, um gebrauchte Baumaschinen zu kaufen und zu verkaufen.

- Presse: press@machinerymarket.example
- Partnerschaften und Verkäufer: sales@machinerymarket.example
- Karriere: jobs@machinerymarket.example

Unsere rechtlichen Angaben finden Sie im [Impressum](/de/imprint).`,
    },
  },
  {
    slug: 'contact',
    en: {
      title: 'Contact and support',
      description: 'Reach the MachineryMarket support team 24/7 by chat, phone or email.',
      body_md: `Our support team is available **24/7** in English and German.

- **Help button**: use the help button at the bottom right of every page — ask our AI assistant or send a message to a person.
- **Phone and messaging**: {{support_phone}}
- **Email**: support@machinerymarket.example

**Postal address**
${COMPANY}
${ADDRESS_EN}

For questions about a specific auction, please include the machine's title or the link to the auction.`,
    },
    de: {
      title: 'Kontakt und Support',
      description: 'Erreichen Sie den Support von MachineryMarket rund um die Uhr per Chat, Telefon oder E-Mail.',
      body_md: `Unser Support ist **rund um die Uhr** auf Deutsch und Englisch für Sie da.

- **Hilfe-Schaltfläche**: unten rechts auf jeder Seite – fragen Sie unseren KI-Assistenten oder schreiben Sie einem Menschen.
- **Telefon und Messenger**: {{support_phone}}
- **E-Mail**: support@machinerymarket.example

**Postanschrift**
${COMPANY}
${ADDRESS_DE}

Bei Fragen zu einer bestimmten Auktion nennen Sie bitte den Titel der Maschine oder den Link zur Auktion.`,
    },
  },
  {
    slug: 'imprint',
    en: {
      title: 'Imprint',
      description: `Legal notice of ${COMPANY} according to § 5 DDG.`,
      body_md: `**${COMPANY}**
${ADDRESS_EN}

**Represented by the managing directors:** Anna Beispiel, Max Muster
**Commercial register:** Munich Local Court (Amtsgericht München), HRB 000000
**VAT ID:** DE000000000 (§ 27a German VAT Act)

**Contact:** {{support_phone}} · support@machinerymarket.example

**Responsible for content according to § 18 (2) MStV:** Anna Beispiel, address as above.

**EU online dispute resolution:** The European Commission's platform for online dispute resolution has been discontinued. We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board; our services are offered to businesses only.`,
    },
    de: {
      title: 'Impressum',
      description: `Anbieterkennzeichnung der ${COMPANY} nach § 5 DDG.`,
      body_md: `**${COMPANY}**
${ADDRESS_DE}

**Vertreten durch die Geschäftsführer:** Anna Beispiel, Max Muster
**Handelsregister:** Amtsgericht München, HRB 000000
**Umsatzsteuer-Identifikationsnummer:** DE000000000 (§ 27a UStG)

**Kontakt:** {{support_phone}} · support@machinerymarket.example

**Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV:** Anna Beispiel, Anschrift wie oben.

**Streitbeilegung:** Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen; unser Angebot richtet sich ausschließlich an Unternehmer.`,
    },
  },
  {
    slug: 'terms',
    en: {
      title: 'Terms and conditions',
      description: 'General terms and conditions for buyers on MachineryMarket.',
      body_md: `## 1. Scope
These terms govern the use of the MachineryMarket platform operated by ${COMPANY} ("we") by businesses within the meaning of § 14 German Civil Code (BGB). Consumers may not register.

## 2. Registration and verification
Bidding requires a confirmed account and a completed business verification. You must provide true and complete information and keep it up to date. We may refuse or revoke a verification without giving reasons.

## 3. Auctions
Each auction runs for {{auction_length_hours}} hours. A bid in the last {{anti_sniping_window_secs}} seconds extends the end time by {{anti_sniping_extension_secs}} seconds. Every bid is binding. The highest bid at the end wins, provided the reserve price is met; otherwise the auction ends without a contract, and the seller may relist the machine or contact the highest bidder.

## 4. Prices, buyer fee and payment
Displayed prices and bids include a buyer fee of {{buyer_fee_pct}} of the hammer price; the fee is never added on top of a bid. VAT is added on the invoice where applicable ({{vat_pct}} for buyers in Germany; none for intra-community supplies to EU businesses with a valid VAT ID (reverse charge) or for exports). The invoice is payable by SEPA bank transfer within {{payment_term_days}} days of the invoice date.

## 5. Condition of machines
Machines are sold as-is, to the exclusion of any warranty for defects, except for intent, fraudulently concealed defects or a guarantee given. Inspection reports describe the condition on the date of inspection.

## 6. Collection and transfer of risk
The buyer collects the machine at its location at their own cost after full payment. Risk passes on handover.

## 7. Liability
We are liable without limitation for intent and gross negligence and for injury to life, body or health; otherwise only for breach of essential contractual obligations, limited to the foreseeable, typical damage.

## 8. Final provisions
German law applies, excluding the UN Convention on Contracts for the International Sale of Goods. Place of jurisdiction is Munich.`,
    },
    de: {
      title: 'Allgemeine Geschäftsbedingungen',
      description: 'Allgemeine Geschäftsbedingungen für Käufer auf MachineryMarket.',
      body_md: `## 1. Geltungsbereich
Diese AGB gelten für die Nutzung der von der ${COMPANY} („wir") betriebenen Plattform MachineryMarket durch Unternehmer im Sinne von § 14 BGB. Verbraucher können sich nicht registrieren.

## 2. Registrierung und Verifizierung
Das Bieten setzt ein bestätigtes Konto und eine abgeschlossene Unternehmensverifizierung voraus. Ihre Angaben müssen wahr und vollständig sein und aktuell gehalten werden. Wir können eine Verifizierung ohne Angabe von Gründen ablehnen oder widerrufen.

## 3. Auktionen
Jede Auktion läuft {{auction_length_hours}} Stunden. Ein Gebot in den letzten {{anti_sniping_window_secs}} Sekunden verlängert das Ende um {{anti_sniping_extension_secs}} Sekunden. Jedes Gebot ist verbindlich. Den Zuschlag erhält das höchste Gebot bei Auktionsende, sofern der Mindestpreis erreicht ist; andernfalls endet die Auktion ohne Vertragsschluss, und der Verkäufer kann die Maschine erneut einstellen oder den Höchstbietenden kontaktieren.

## 4. Preise, Käuferaufgeld und Zahlung
Angezeigte Preise und Gebote enthalten ein Käuferaufgeld von {{buyer_fee_pct}} des Zuschlagspreises; es wird nie zusätzlich auf ein Gebot aufgeschlagen. Die Umsatzsteuer wird, soweit anfallend, auf der Rechnung ausgewiesen ({{vat_pct}} für Käufer in Deutschland; keine bei innergemeinschaftlichen Lieferungen an EU-Unternehmen mit gültiger USt-IdNr. (Reverse Charge) und bei Ausfuhren). Die Rechnung ist innerhalb von {{payment_term_days}} Tagen nach Rechnungsdatum per SEPA-Überweisung zu zahlen.

## 5. Zustand der Maschinen
Die Maschinen werden wie besichtigt unter Ausschluss der Sachmängelhaftung verkauft, außer bei Vorsatz, arglistig verschwiegenen Mängeln oder einer übernommenen Garantie. Prüfberichte beschreiben den Zustand am Tag der Prüfung.

## 6. Abholung und Gefahrübergang
Der Käufer holt die Maschine nach vollständiger Zahlung auf eigene Kosten am Standort ab. Die Gefahr geht mit der Übergabe über.

## 7. Haftung
Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit; im Übrigen nur bei Verletzung wesentlicher Vertragspflichten, begrenzt auf den vorhersehbaren, typischen Schaden.

## 8. Schlussbestimmungen
Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts. Gerichtsstand ist München.`,
    },
  },
  {
    slug: 'privacy',
    en: {
      title: 'Privacy policy',
      description: 'How MachineryMarket processes personal data under the GDPR.',
      body_md: `## Controller
${COMPANY}, ${ADDRESS_EN}, privacy@machinerymarket.example

## What we process and why
- **Account data** (email, password hash, language) to provide your account — Art. 6 (1) (b) GDPR.
- **Business verification data** (company, VAT ID, address, contact person, phone, documents) to verify that you are a business and to prevent fraud — Art. 6 (1) (b) and (c) GDPR. Documents are stored privately and only our review team can access them.
- **Bids, orders and invoices** to run auctions and fulfil contracts, and to meet retention duties under commercial and tax law (up to 10 years) — Art. 6 (1) (b) and (c) GDPR.
- **Support messages** including the page you were on, to answer your request — Art. 6 (1) (b) and (f) GDPR.
- **Server logs** (IP address, time, requested page) for up to 14 days for security — Art. 6 (1) (f) GDPR.

## Cookies
We use only cookies that are strictly necessary (sign-in session, language choice) unless you consent to more. See our [cookie policy](/cookies).

## Recipients
Hosting and email providers within the EU acting on our instructions (Art. 28 GDPR); the seller of a machine you win receives the details needed to hand it over.

## Your rights
Access, rectification, erasure, restriction, data portability and objection (Art. 15–21 GDPR), and the right to lodge a complaint with a supervisory authority, e.g. the Bavarian Data Protection Authority (BayLDA).`,
    },
    de: {
      title: 'Datenschutzerklärung',
      description: 'Wie MachineryMarket personenbezogene Daten nach der DSGVO verarbeitet.',
      body_md: `## Verantwortlicher
${COMPANY}, ${ADDRESS_DE}, privacy@machinerymarket.example

## Was wir verarbeiten und warum
- **Kontodaten** (E-Mail, Passwort-Hash, Sprache) zur Bereitstellung Ihres Kontos – Art. 6 Abs. 1 lit. b DSGVO.
- **Verifizierungsdaten** (Firma, USt-IdNr., Anschrift, Ansprechpartner, Telefon, Dokumente), um Ihre Unternehmereigenschaft zu prüfen und Betrug zu verhindern – Art. 6 Abs. 1 lit. b und c DSGVO. Dokumente werden vertraulich gespeichert; nur unser Prüfteam hat Zugriff.
- **Gebote, Bestellungen und Rechnungen** zur Durchführung der Auktionen und Verträge sowie zur Erfüllung handels- und steuerrechtlicher Aufbewahrungspflichten (bis zu 10 Jahre) – Art. 6 Abs. 1 lit. b und c DSGVO.
- **Support-Nachrichten** einschließlich der Seite, auf der Sie waren, zur Beantwortung Ihrer Anfrage – Art. 6 Abs. 1 lit. b und f DSGVO.
- **Server-Logs** (IP-Adresse, Zeitpunkt, aufgerufene Seite) für bis zu 14 Tage zur Sicherheit – Art. 6 Abs. 1 lit. f DSGVO.

## Cookies
Wir verwenden nur unbedingt erforderliche Cookies (Anmeldesitzung, Sprachwahl), sofern Sie nicht in weitere einwilligen. Siehe unsere [Cookie-Richtlinie](/de/cookies).

## Empfänger
Hosting- und E-Mail-Dienstleister in der EU, die in unserem Auftrag handeln (Art. 28 DSGVO); der Verkäufer einer ersteigerten Maschine erhält die für die Übergabe nötigen Angaben.

## Ihre Rechte
Auskunft, Berichtigung, Löschung, Einschränkung, Datenübertragbarkeit und Widerspruch (Art. 15–21 DSGVO) sowie das Recht auf Beschwerde bei einer Aufsichtsbehörde, z. B. dem Bayerischen Landesamt für Datenschutzaufsicht (BayLDA).`,
    },
  },
  {
    slug: 'cookies',
    en: {
      title: 'Cookie policy',
      description: 'Which cookies MachineryMarket uses and how to choose.',
      body_md: `We set only **strictly necessary cookies** unless you agree to more.

| Cookie | Purpose | Lifetime |
|---|---|---|
| payload-token | keeps you signed in (HttpOnly) | 2 hours, renewed while you use the site |
| lng | remembers your language | 365 days |
| mm-consent | remembers your cookie choice | 365 days |

We currently use **no analytics or advertising cookies**. If we add any, we will ask for your consent first, and you can change your choice at any time through the cookie notice.`,
    },
    de: {
      title: 'Cookie-Richtlinie',
      description: 'Welche Cookies MachineryMarket verwendet und wie Sie wählen.',
      body_md: `Wir setzen nur **unbedingt erforderliche Cookies**, sofern Sie nicht weiteren zustimmen.

| Cookie | Zweck | Laufzeit |
|---|---|---|
| payload-token | hält Sie angemeldet (HttpOnly) | 2 Stunden, verlängert während der Nutzung |
| lng | merkt sich Ihre Sprache | 365 Tage |
| mm-consent | merkt sich Ihre Cookie-Auswahl | 365 Tage |

Derzeit verwenden wir **keine Analyse- oder Werbe-Cookies**. Sollten wir welche einführen, fragen wir vorher nach Ihrer Einwilligung; Ihre Auswahl können Sie jederzeit über den Cookie-Hinweis ändern.`,
    },
  },
]
