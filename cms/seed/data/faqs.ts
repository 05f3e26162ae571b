import type { FAQ_TOPICS } from '../../collections/Faqs'

/** Frequently asked questions in English and German, grouped by topic on the FAQ page. */
export type FaqFixture = {
  key: string
  topic: (typeof FAQ_TOPICS)[number]
  en: { question: string; answer_md: string }
  de: { question: string; answer_md: string }
}

export const FAQS: FaqFixture[] = [
  {
    key: 'auction-length', topic: 'auctions',
    en: { question: 'How long does an auction run?', answer_md: 'Every auction runs for **{{auction_length_hours}} hours**. The countdown on each auction shows the time left.' },
    de: { question: 'Wie lange läuft eine Auktion?', answer_md: 'Jede Auktion läuft **{{auction_length_hours}} Stunden**. Der Countdown an jeder Auktion zeigt die verbleibende Zeit.' },
  },
  {
    key: 'anti-sniping', topic: 'auctions',
    en: { question: 'What happens if someone bids in the last seconds?', answer_md: 'A bid in the **last {{anti_sniping_window_secs}} seconds extends the auction by {{anti_sniping_extension_secs}} seconds**. This anti-sniping rule gives every bidder a fair chance to respond.' },
    de: { question: 'Was passiert bei Geboten in den letzten Sekunden?', answer_md: 'Ein Gebot in den **letzten {{anti_sniping_window_secs}} Sekunden verlängert die Auktion um {{anti_sniping_extension_secs}} Sekunden**. So hat jeder Bieter die Chance zu reagieren.' },
  },
  {
    key: 'reserve', topic: 'auctions',
    en: { question: 'What is a reserve price?', answer_md: 'The seller may set a secret minimum price. The auction shows whether the reserve is **met or not met**, never the amount. If it is not met, the auction ends without a sale and the seller may relist or contact the highest bidder.' },
    de: { question: 'Was ist ein Mindestpreis?', answer_md: 'Der Verkäufer kann einen geheimen Mindestpreis festlegen. Die Auktion zeigt nur, ob er **erreicht oder nicht erreicht** ist, nie den Betrag. Wird er nicht erreicht, endet die Auktion ohne Verkauf; der Verkäufer kann neu einstellen oder den Höchstbietenden kontaktieren.' },
  },
  {
    key: 'condition', topic: 'auctions',
    en: { question: 'How do I know the condition of a machine?', answer_md: 'Many machines have an **independent inspection report**, linked on the auction page. Where no third-party report exists, a notice says that condition details come from the seller. Machines are sold as-is.' },
    de: { question: 'Woher weiß ich, in welchem Zustand eine Maschine ist?', answer_md: 'Viele Maschinen haben einen **unabhängigen Prüfbericht**, der auf der Auktionsseite verlinkt ist. Fehlt ein solcher Bericht, weist ein Hinweis darauf hin, dass die Zustandsangaben vom Verkäufer stammen. Die Maschinen werden wie besichtigt verkauft.' },
  },
  {
    key: 'how-to-bid', topic: 'bidding',
    en: { question: 'How do I place a bid?', answer_md: 'Open an auction, enter an amount at or above the **minimum next bid** shown in the bid box and confirm. Your bid must be higher than the current price plus the bid increment.' },
    de: { question: 'Wie gebe ich ein Gebot ab?', answer_md: 'Öffnen Sie eine Auktion, geben Sie mindestens das im Gebotsfeld angezeigte **Mindestgebot** ein und bestätigen Sie. Ihr Gebot muss über dem aktuellen Preis zuzüglich Gebotsschritt liegen.' },
  },
  {
    key: 'increment', topic: 'bidding',
    en: { question: 'What is the bid increment?', answer_md: 'The smallest step by which a new bid must exceed the current price. It grows with the price, for example €{{min_increment}} below €{{first_band_to}} and €{{max_increment}} above €{{max_increment_from}}.' },
    de: { question: 'Was ist der Gebotsschritt?', answer_md: 'Der kleinste Betrag, um den ein neues Gebot den aktuellen Preis übersteigen muss. Er wächst mit dem Preis, zum Beispiel {{min_increment}} € unter {{first_band_to}} € und {{max_increment}} € über {{max_increment_from}} €.' },
  },
  {
    key: 'binding', topic: 'bidding',
    en: { question: 'Can I withdraw a bid?', answer_md: 'No. Every bid is **binding** and stays in the bid history. Please check the listing, inspection report and fees before bidding.' },
    de: { question: 'Kann ich ein Gebot zurückziehen?', answer_md: 'Nein. Jedes Gebot ist **verbindlich** und bleibt im Gebotsverlauf. Prüfen Sie Angebot, Prüfbericht und Gebühren bitte vor dem Bieten.' },
  },
  {
    key: 'proxy', topic: 'bidding',
    en: { question: 'Is there automatic (proxy) bidding?', answer_md: 'Proxy bidding is **not enabled**. Every bid is placed by you. Add auctions to your watchlist to get an email when someone bids.' },
    de: { question: 'Gibt es automatisches Bieten (Maximalgebote)?', answer_md: 'Automatisches Bieten ist **nicht aktiviert**. Jedes Gebot geben Sie selbst ab. Setzen Sie Auktionen auf Ihre Merkliste, um bei neuen Geboten eine E-Mail zu erhalten.' },
  },
  {
    key: 'outbid', topic: 'bidding',
    en: { question: 'Will I know when I have been outbid?', answer_md: 'Yes. You receive an email and a notification in your dashboard when another bidder outbids you.' },
    de: { question: 'Erfahre ich, wenn ich überboten wurde?', answer_md: 'Ja. Sie erhalten eine E-Mail und eine Benachrichtigung in Ihrem Kundenkonto, wenn Sie überboten werden.' },
  },
  {
    key: 'buyer-fee', topic: 'fees',
    en: { question: 'What does buying cost?', answer_md: 'A **{{buyer_fee_pct}} buyer fee**, already **included in every price you see and every bid you place** ("incl. {{buyer_fee_pct}} buyer fee"); it is never added on top. VAT follows on the invoice. There are no registration or bidding fees. See [fees](/fees).' },
    de: { question: 'Was kostet der Kauf?', answer_md: 'Ein **Käuferaufgeld von {{buyer_fee_pct}}**, das in **jedem angezeigten Preis und jedem Gebot bereits enthalten** ist („inkl. {{buyer_fee_pct}} Käuferaufgeld"); es wird nie zusätzlich aufgeschlagen. Die Umsatzsteuer folgt auf der Rechnung. Registrierung und Bieten sind kostenlos. Siehe [Gebühren](/de/fees).' },
  },
  {
    key: 'vat', topic: 'fees',
    en: { question: 'Is VAT included in the price?', answer_md: 'No. VAT is calculated **separately on the invoice**: {{vat_pct}} for buyers in Germany; tax-exempt intra-community supply for businesses in other EU countries with a valid VAT ID; no German VAT on exports to Switzerland, Norway and the UK.' },
    de: { question: 'Ist die Umsatzsteuer im Preis enthalten?', answer_md: 'Nein. Die Umsatzsteuer wird **gesondert auf der Rechnung** berechnet: {{vat_pct}} für Käufer in Deutschland; steuerfreie innergemeinschaftliche Lieferung für Unternehmen in anderen EU-Ländern mit gültiger USt-IdNr.; keine deutsche Umsatzsteuer bei Ausfuhr in die Schweiz, nach Norwegen und ins Vereinigte Königreich.' },
  },
  {
    key: 'seller-fee', topic: 'selling',
    en: { question: 'How can I sell a machine?', answer_md: 'Sellers list after business verification and a conversation with our team. The seller pays a listing fee based on the final sale price. Use "Sell machines" in the menu to reach our sellers\' site.' },
    de: { question: 'Wie kann ich eine Maschine verkaufen?', answer_md: 'Verkäufer stellen nach der Unternehmensverifizierung und einem Gespräch mit unserem Team ein. Der Verkäufer zahlt eine Gebühr, die sich nach dem Verkaufspreis richtet. Über „Maschinen verkaufen" im Menü gelangen Sie zu unserer Verkäuferseite.' },
  },
  {
    key: 'payment-method', topic: 'payments',
    en: { question: 'How do I pay?', answer_md: 'By **SEPA bank transfer** within **{{payment_term_days}} days** of the invoice date, quoting the payment reference on the invoice. We do not accept cash or card payments.' },
    de: { question: 'Wie bezahle ich?', answer_md: 'Per **SEPA-Überweisung** innerhalb von **{{payment_term_days}} Tagen** nach Rechnungsdatum unter Angabe des Verwendungszwecks auf der Rechnung. Bar- oder Kartenzahlung ist nicht möglich.' },
  },
  {
    key: 'invoice', topic: 'payments',
    en: { question: 'Where do I find my invoice?', answer_md: 'In your dashboard under **Invoices**, as a PDF, right after the auction ends in your favour. We also email it to you.' },
    de: { question: 'Wo finde ich meine Rechnung?', answer_md: 'In Ihrem Kundenkonto unter **Rechnungen** als PDF, direkt nach Auktionsende mit Zuschlag. Wir senden sie Ihnen auch per E-Mail.' },
  },
  {
    key: 'collection', topic: 'payments',
    en: { question: 'When can I collect my machine?', answer_md: 'After your payment has arrived. You collect the machine at its location at your own cost; we put you in touch with the seller.' },
    de: { question: 'Wann kann ich meine Maschine abholen?', answer_md: 'Nach Zahlungseingang. Sie holen die Maschine auf eigene Kosten am Standort ab; wir stellen den Kontakt zum Verkäufer her.' },
  },
  {
    key: 'why-kyc', topic: 'kyc',
    en: { question: 'Why must I verify my business?', answer_md: 'MachineryMarket is a marketplace for businesses only. Verification (KYC) protects all bidders and sellers from fraud. Only verified businesses can bid.' },
    de: { question: 'Warum muss ich mein Unternehmen verifizieren?', answer_md: 'MachineryMarket ist ein Marktplatz nur für Unternehmen. Die Verifizierung (KYC) schützt alle Bieter und Verkäufer vor Betrug. Nur verifizierte Unternehmen können bieten.' },
  },
  {
    key: 'kyc-steps', topic: 'kyc',
    en: { question: 'What do I need for verification?', answer_md: 'Three steps: **business information** (company name, VAT ID, business address, country, contact person, phone), **documents** (business registration and proof of address as PDF, JPEG or PNG, up to 10 MB each) and **review and submit**. Start at [verification](/kyc).' },
    de: { question: 'Was brauche ich für die Verifizierung?', answer_md: 'Drei Schritte: **Unternehmensdaten** (Firmenname, USt-IdNr., Geschäftsadresse, Land, Ansprechpartner, Telefon), **Dokumente** (Handelsregisterauszug bzw. Gewerbeanmeldung und Adressnachweis als PDF, JPEG oder PNG, je bis 10 MB) sowie **Prüfen und absenden**. Starten Sie unter [Verifizierung](/de/kyc).' },
  },
  {
    key: 'kyc-duration', topic: 'kyc',
    en: { question: 'How long does verification take?', answer_md: 'Our team reviews submissions **within about 24 hours on business days**. We email you the result.' },
    de: { question: 'Wie lange dauert die Verifizierung?', answer_md: 'Unser Team prüft Ihre Angaben **in der Regel innerhalb von 24 Stunden an Werktagen**. Das Ergebnis erhalten Sie per E-Mail.' },
  },
  {
    key: 'kyc-rejected', topic: 'kyc',
    en: { question: 'My verification was rejected. What now?', answer_md: 'The email and your verification page tell you the reason. Correct the information or upload clearer documents and submit again, or contact support.' },
    de: { question: 'Meine Verifizierung wurde abgelehnt. Was nun?', answer_md: 'Die E-Mail und Ihre Verifizierungsseite nennen den Grund. Korrigieren Sie die Angaben oder laden Sie deutlichere Dokumente hoch und senden Sie erneut, oder wenden Sie sich an den Support.' },
  },
  {
    key: 'verify-email', topic: 'account',
    en: { question: 'I did not receive the confirmation email.', answer_md: 'Check your spam folder, then request a new link on the sign-in page. Links expire after 24 hours.' },
    de: { question: 'Ich habe keine Bestätigungs-E-Mail erhalten.', answer_md: 'Sehen Sie im Spam-Ordner nach und fordern Sie auf der Anmeldeseite einen neuen Link an. Links sind 24 Stunden gültig.' },
  },
  {
    key: 'forgot-password', topic: 'account',
    en: { question: 'I forgot my password.', answer_md: 'Use "Forgot password?" on the [sign-in page](/signin). We email you a link to set a new password; the link works once and expires after one hour.' },
    de: { question: 'Ich habe mein Passwort vergessen.', answer_md: 'Nutzen Sie „Passwort vergessen?" auf der [Anmeldeseite](/de/signin). Wir senden Ihnen einen Link zum Festlegen eines neuen Passworts; er funktioniert einmal und ist eine Stunde gültig.' },
  },
  {
    key: 'languages', topic: 'account',
    en: { question: 'Which languages are available?', answer_md: 'English and German. Switch with the language button in the header; we remember your choice.' },
    de: { question: 'Welche Sprachen gibt es?', answer_md: 'Deutsch und Englisch. Wechseln Sie über die Sprachauswahl in der Kopfzeile; wir merken uns Ihre Wahl.' },
  },
]
