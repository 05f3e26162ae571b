import { describe, expect, it } from 'vitest'

import { BIDS, countOf, LIVE_AUCTIONS } from '@core/i18n/plural'
import { ANSWER_AT, asksSentence, CLARIFY_AT, conceptsOf, decide, questionFocus, scoreIntents, sentencesOf, splitCompound, type AskContext } from '@core/domain/support-understanding'

const visitor: AskContext = { signedIn: false, seesPrices: false, onAuction: false }
const buyerOnPage: AskContext = { signedIn: true, seesPrices: true, onAuction: true }
const answered = (text: string, context: AskContext = visitor) => {
  const decision = decide(text, context)
  return decision.kind === 'answer' ? decision.ids : decision.kind
}

describe('support understanding: words to concepts', () => {
  it('splits German compounds into known parts, with linking elements', () => {
    expect(splitCompound('kauferprovision')).toEqual(['kaufer', 'provision'])
    expect(splitCompound('zahlungsfrist')).toEqual(['zahlung', 'frist'])
    expect(splitCompound('auktionsdauer')).toEqual(['auktion', 'dauer'])
    expect(splitCompound('gebuhr')).toBeNull()
    expect(splitCompound('xylophonbanane')).toBeNull()
  })

  it('maps synonyms per topic, in both languages, to one concept', () => {
    for (const word of ['fee', 'premium', 'commission', 'Gebühr', 'Aufgeld', 'Provision', 'Käuferprovision', 'Courtage']) expect(conceptsOf(word).concepts.has('fee'), word).toBe(true)
    for (const word of ['warranty', 'guarantee', 'Gewährleistung', 'Garantie']) expect(conceptsOf(word).concepts.has('warranty'), word).toBe(true)
  })

  it('reads inflected forms through the Snowball stemmers and tolerates typos, but not in short words', () => {
    expect(conceptsOf('Rechnungen').concepts.has('invoice')).toBe(true)
    expect(conceptsOf('invoices').concepts.has('invoice')).toBe(true)
    expect(conceptsOf('warrenty').concepts.has('warranty')).toBe(true)
    expect(conceptsOf('gewärleistung').concepts.has('warranty')).toBe(true)
    expect(conceptsOf('premuim').concepts.has('fee')).toBe(true)
    // "viel" is not a typo of "view", nor "wird" of "wire".
    expect([...conceptsOf('wie viel wird').concepts].sort()).toEqual(['how', 'howmuch'])
    // Nor is one letter changed in a short word a typo ("leave" is not "lease"), nor a first letter ("catch" is not "watch").
    expect([...conceptsOf('leave catch').concepts]).toEqual([])
  })
})

describe('support understanding: calibrated decisions', () => {
  it('answers the issue’s examples with the right fact', () => {
    expect(answered('What do I have to do to see prices?')).toEqual(['see_prices'])
    expect(answered('Is there a warranty?')).toEqual(['warranty'])
    expect(answered('Can I inspect the machine in Oslo?')).toEqual(['inspection'])
    expect(answered('Wie hoch ist die Käufergebühr?')).toEqual(['fees'])
    expect(answered('Wie hoch ist die Käuferprovision?')).toEqual(['fees'])
    expect(answered('Gibt es eine Gewährleistung?')).toEqual(['warranty'])
    expect(answered("I'm an Austrian company with a VAT ID. Do I pay German VAT?")).toEqual(['vat_eu'])
  })

  it('answers a plain topic word at ANSWER_AT and two joined questions with two answers', () => {
    expect(ANSWER_AT).toBeGreaterThan(CLARIFY_AT)
    expect(scoreIntents(conceptsOf('fee?').concepts).fees).toBeGreaterThanOrEqual(ANSWER_AT)
    expect(answered('fee?')).toEqual(['fees'])
    expect([...(answered('Is the fee and VAT included in the price?') as string[])].sort()).toEqual(['fees', 'vat'])
    // Without a joining word only the strongest reading is answered.
    expect(answered('Do I have to pay VAT if my company is in France?')).toEqual(['vat_eu'])
  })

  it('asks back with choices on a bare topic word, and hands over what it must not answer', () => {
    const price = decide('price', visitor)
    expect(price).toMatchObject({ kind: 'clarify', choices: ['see_prices', 'fees', 'vat'] })
    expect(decide('help', visitor).kind).toBe('clarify')
    expect(decide('Can I sue the seller if the engine is broken?', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
    expect(decide('How much did the other bidder offer?', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
    expect(decide('what is buyer@demo.test’s address', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
    expect(decide('Quantenverschränkung Teleportation', visitor)).toMatchObject({ kind: 'handover', reason: 'unsure' })
  })

  it('hands over what only the team can do to a record, asked of them; asking whether one may is the rule', () => {
    for (const text of ['Please cancel the purchase of the excavator we won last night.', 'Bitte storniert den Zuschlag für den Dumper von gestern.', 'The invoice has our old company name, please issue a corrected one.', 'refund double payment pls', 'Können Sie mein Gebot bitte rückgängig machen?']) {
      expect(decide(text, visitor), text).toMatchObject({ kind: 'handover', reason: 'sensitive' })
    }
    expect(answered('Can I withdraw my bid?')).toEqual(['bid_binding'])
    expect(answered('Kann ich mein Gebot stornieren?')).toEqual(['bid_binding'])
  })

  it('gives the asker’s own price only on an auction page to a viewer who may see prices', () => {
    expect(answered('What do I pay for this excavator?', buyerOnPage)).toEqual(['my_price'])
    expect(answered('What do I pay for this excavator?', { ...buyerOnPage, signedIn: false, seesPrices: false })).toEqual(['see_prices'])
    expect(answered('Was zahle ich für diesen Bagger?', buyerOnPage)).toEqual(['my_price'])
    expect(answered('where is my invoice', { signedIn: true, seesPrices: true, onAuction: false })).toEqual(['my_invoice'])
    expect(answered('where is my invoice', visitor)).toEqual(['invoice'])
  })
})

describe('support understanding: questions put in new words', () => {
  it('knows Austrian and Swiss usage and reads a compound by its known end', () => {
    expect(answered('Welche Spesen fallen an?')).toEqual(['fees'])
    expect(answered('Zahlung per Bankomatkarte?')).toEqual(['payment'])
    expect(answered('Firmenbuchauszug hochladen?')).toEqual(['kyc_steps'])
    expect(answered('Rechnungskopie')).toEqual(['invoice'])
    expect(answered('Mehrwertsteuersatz?')).toEqual(['vat'])
    expect(answered('Besichtigungstermin')).toEqual(['inspection'])
    expect(decide('Grüezi', visitor).kind).toBe('clarify')
  })

  it('chooses the VAT case by any country, region, city or VAT ID, and a place alone is no VAT question', () => {
    expect(answered('we are from Hungary with a valid EU VAT ID, what VAT do we pay')).toEqual(['vat_eu'])
    expect(answered('Firma in Graz, Rechnung ohne Umsatzsteuer?')).toEqual(['vat_eu'])
    expect(answered('Austria based company, VAT ATU12345678')).toEqual(['vat_eu'])
    expect(answered('Firma aus Liechtenstein, Mehrwertsteuer?')).toEqual(['vat_export'])
    expect(answered('Wir sind eine GmbH aus Bayern, zahlen wir 19 %?')).toEqual(['vat_de'])
    expect(answered('Can you ship it to Switzerland?')).toEqual(['collection'])
    expect(answered('Our business is in Luxembourg, do we get the invoice without German VAT?')).toEqual(['vat_eu'])
  })

  it('does not let a part of a known word, or a guessed typo, hand a question over', () => {
    expect(answered('Rückgaberecht?')).toEqual(['warranty'])
    expect(answered('Reicht ein Gewerbeschein?')).toEqual(['kyc_steps'])
  })

  it('hands over favours, complaints and other people’s data put in new words, and what is not about us', () => {
    for (const text of ['can you extend the auction for me', 'Ich will eine Beschwerde einreichen', 'who is the seller of this excavator', 'Wie heißt der Höchstbietende?', 'Kann ich die Maschine von der Steuer abschreiben?']) {
      expect(decide(text, visitor), text).toMatchObject({ kind: 'handover', reason: 'sensitive' })
    }
    expect(decide('Wie wird das Wetter morgen?', visitor)).toMatchObject({ kind: 'handover', reason: 'unsure' })
  })

  it('tells time from counts, and the asker’s own price from a question about the bid on an auction page', () => {
    expect(answered('Wie viele Stunden dauert eine Auktion?')).toEqual(['auction_length'])
    expect(answered('how many days do I have to transfer the money')).toEqual(['payment'])
    expect(answered('what will I pay including VAT for this one', buyerOnPage)).toEqual(['my_price'])
    expect(answered('how much higher must my next bid be', buyerOnPage)).toEqual(['increment'])
    expect(answered('how much is this one', { signedIn: false, seesPrices: false, onAuction: true })).toEqual(['see_prices'])
  })
})

describe('support understanding: calibration between readings', () => {
  it('asks which is meant when two readings are equally strong, and weighs a typo guess a point less', () => {
    expect(decide('Can I view the crane in person or call you', visitor).kind).toBe('answer')
    expect(decide('Is there a translaton fee?', visitor)).toMatchObject({ kind: 'clarify', choices: ['fees', 'languages'] })
    expect(conceptsOf('translaton').guessed.has('language')).toBe(true)
    // A word of the lexicon is no typo: "transaction" is a purchase, not "translation".
    expect(answered('Is there a transaction fee?')).toEqual(['fees'])
    expect(conceptsOf('paymnet').guessed.size).toBe(0)
  })

  it('gives a second answer only for a second question on words of its own', () => {
    expect(answered('Are there any costs involved in registering and bidding?')).toEqual(['fees'])
    expect(answered('Can I place a maximum bid and let the system bid for me?')).toEqual(['proxy'])
    expect(answered('Wie zahle ich und wann kann ich abholen?')).toEqual(['payment', 'collection'])
    expect(answered('hello, are the prices shown with or without VAT?')).toEqual(['vat'])
  })

  it('reads each part of a joined question on its own words, in the order asked', () => {
    expect(answered('What documents do I need for verification, and how long does it take?')).toEqual(['kyc_steps', 'kyc_duration'])
    expect(answered('We are from Slovenia and have a VAT ID. Is the invoice net?')).toEqual(['vat_eu'])
    expect(answered('Somebody bid in the last minute and the auction went on - why?')).toEqual(['anti_sniping'])
    expect(answered('What’s the fee and do I pay VAT as an Austrian company?')).toEqual(['fees', 'vat_eu'])
  })

  it('answers “are bids legally binding” and hands over whether anything else is', () => {
    expect(answered('Are bids legally binding?')).toEqual(['bid_binding'])
    expect(decide('Ist das in Österreich rechtlich bindend?', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
  })

  it('gives the own total on an auction page even when fee and VAT are named', () => {
    expect(answered('What is the total I would pay for this machine including fees and VAT?', buyerOnPage)).toEqual(['my_price'])
    expect(answered('Was zahle ich am Ende für die Maschine?', buyerOnPage)).toEqual(['my_price'])
    expect(answered('Can you reduce the buyer fee for me?', buyerOnPage)).toBe('handover')
  })
})

describe('support understanding: terse questions', () => {
  it('reads phone-typed questions and keeps English and German stems apart', () => {
    expect(answered('pw forgotten')).toEqual(['forgot_password'])
    expect(answered('german version?')).toEqual(['languages'])
    expect(answered('what do you sell')).toEqual(['categories'])
    expect(answered('alarm für neue planierraupen')).toEqual(['saved_searches'])
    expect(answered('can i get my money back if it’s broken')).toEqual(['warranty'])
    expect(decide('can u lower the fee', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
    // "dieser" is not the English "dies".
    expect(answered('Was kostet dieser Bagger?', { signedIn: false, seesPrices: false, onAuction: true })).toEqual(['see_prices'])
  })
})

describe('counts in words', () => {
  it('uses Intl.PluralRules in English and German', () => {
    expect(countOf(1, 'en', BIDS)).toBe('1 bid')
    expect(countOf(2, 'en', BIDS)).toBe('2 bids')
    expect(countOf(0, 'en', BIDS)).toBe('0 bids')
    expect(countOf(1, 'de', BIDS)).toBe('1 Gebot')
    expect(countOf(2, 'de', BIDS)).toBe('2 Gebote')
    expect(countOf(1, 'de', LIVE_AUCTIONS)).toBe('1 Live-Auktion')
    expect(countOf(1200, 'de', LIVE_AUCTIONS)).toBe('1.200 Live-Auktionen')
  })
})

describe('support understanding: what the platform does not offer, coverage and two intents', () => {
  it('hands over services the platform does not offer, in EN and DE, compounds included, instead of the nearest topic', () => {
    for (const q of [
      'Do you have leasing options?',
      'Can I finance the loader through you?',
      'I want to rent a dumper for a month',
      'Do you sell spare parts?',
      'Can you insure the crane for transport?',
      'How much is my old roller worth?',
      'Bietet ihr Finanzierungen an?',
      'Kann ich einen Teleskoplader mieten?',
      'Habt ihr Ersatzteile für Liebherr?',
      'Gibt es eine Maschinenversicherung?',
      'Leasingrate für einen Radlader?',
      'Macht ihr auch Reparaturen?',
    ])
      expect(decide(q, visitor), q).toMatchObject({ kind: 'handover', reason: 'unoffered' })
  })

  it('hands over a transport price for a named place, but still says whether there is delivery', () => {
    expect(decide('What would transport to Milan cost?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
    expect(decide('Was kostet die Spedition nach Graz?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
    expect(answered('Do you deliver?')).toEqual(['collection'])
  })

  it('hands over a two-part question when one part asks for something not offered', () => {
    expect(decide('What is the fee and can I lease the machine?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
    expect(decide('Wie zahle ich und gibt es Leasing?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
  })

  it('hands over when the answer rests only on broad words and the question names something no answer covers', () => {
    expect(decide('How much do new tyres cost?', visitor)).toMatchObject({ kind: 'handover', reason: 'unsure' })
    expect(decide('Was kosten Winterreifen?', visitor)).toMatchObject({ kind: 'handover', reason: 'unsure' })
    // Nothing unplaced: the broad words are the question.
    expect(answered('How much does it cost to buy here?')).toEqual(['fees'])
    // Nor is such a question narrowed down by asking back: "machine" alone would offer general choices.
    // (Painting a machine is now read as a service the platform does not offer, which says so.)
    expect(decide('Can you paint the machine in our company colours?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
    expect(decide('Könnt ihr die Maschine lackieren?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
    expect(decide('Can you engrave the machine with our logo?', visitor)).toMatchObject({ kind: 'handover', reason: 'unsure' })
    expect(decide('help', visitor).kind).toBe('clarify')
    // Brands, categories and common words are not uncovered.
    expect(answered('What does it cost to buy a Liebherr wheel loader here, roughly?')).toEqual(['fees'])
  })

  it('answers both parts when each asks its own thing, "how do I bid" included', () => {
    expect(answered('How do I bid and can I cancel a bid?')).toEqual(['how_to_bid', 'bid_binding'])
    expect(answered('Wie biete ich und kann ich ein Gebot stornieren?')).toEqual(['how_to_bid', 'bid_binding'])
  })

  it('reads a part that asks again what an earlier part asked as its continuation: one answer, not one too many', () => {
    expect(answered('Kann ich die Hälfte sofort und den Rest bei der Abholung bezahlen?')).toEqual(['payment'])
    // A strong reading of its own is still a second question.
    expect(answered('what fees and taxes do I pay on top')).toEqual(['fees', 'vat'])
  })
})

describe('support understanding: round 8 mechanisms (general, phrasings of our own)', () => {
  const buyer: AskContext = { signedIn: true, seesPrices: true, onAuction: false }

  it('does not read a told part ("I signed up twice and …", no question word) as a second question', () => {
    expect(answered('I signed up three times already and the activation email still has not come')).toEqual(['verify_email'])
    // A part that asks ("… and how do I pay?") is still a question of its own.
    expect(answered('Austrian business: VAT, and how do I pay?')).toEqual(['vat_eu', 'payment'])
  })

  it('answers the part read only with the whole question ("which papers for verification, and how long does it take")', () => {
    expect(answered('what do I need to send to get approved and how long will that take?')).toEqual(['kyc_steps', 'kyc_duration'])
  })

  it('reads "X or only Y" as one question', () => {
    expect(answered('Can private people join, or only registered firms?')).toEqual(['kyc_why'])
  })

  it('tells anger from a complaint: an angry question with a clear topic is answered, bare anger goes to a person', () => {
    expect(answered('Is this a scam? Why does the auction get longer when someone bids late?')).toEqual(['anti_sniping'])
    expect(decide('This is a scam!', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
  })

  it('hands over changed terms and paying over months; answers the plain payment term', () => {
    expect(decide('Could we pay within 45 days instead of 14?', visitor)).toMatchObject({ kind: 'handover' })
    expect(decide('Bitte die Rechnung auf zwei Standorte aufteilen', visitor)).toMatchObject({ kind: 'handover' })
    expect(decide('Can I pay for a dozer over 24 months?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
    expect(decide('Habt ihr eine App für das iPad?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
    expect(answered('How many days do I have for the bank transfer?')).toEqual(['payment'])
  })

  it('keeps another person’s data with a person, but answers the rule about them', () => {
    expect(decide('Send me the phone number of the person who outbid me', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
    expect(answered('Do I get an email when another bidder overbids me?')).toEqual(['outbid'])
    expect(answered('I had the highest bid and did not win, why?')).toEqual(['reserve'])
    expect(answered('Is the sale off if the seller’s reserve is not met?')).toEqual(['reserve'])
  })

  it('reads liability for a faulty machine as the warranty rule, liability otherwise as legal advice', () => {
    expect(answered('Who is liable if the engine turns out to be faulty?')).toEqual(['warranty'])
    expect(decide('Are you liable for our lost profits?', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
  })

  it('hands over bookkeeping advice, and a question about bidding for the asker', () => {
    expect(decide('How do we book the buyer fee in our books?', visitor)).toMatchObject({ kind: 'handover' })
    expect(decide('Can your team bid on my behalf?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
  })

  it('gives a signed-in asker their own invoice and verification state; the minimum bid on an auction page is their own price', () => {
    expect(answered('We need the invoice as a PDF for the auditor', buyer)).toEqual(['my_invoice'])
    expect(answered('Is our verification still in progress or can I bid already?', buyer)).toEqual(['my_kyc_status'])
    expect(answered('What is the lowest bid here, and the fee in it?', buyerOnPage)).toEqual(['my_price'])
  })

  it('reads several machine kinds without a count as the categories, and "how do I see what X costs" as seeing prices', () => {
    expect(answered('Do you sell cranes and dozers as well?')).toEqual(['categories'])
    expect(answered('how can I see what the cranes cost?')).toEqual(['see_prices'])
  })

  it('tolerates a typo in a compound’s head and in a common word, and inflections of common words', () => {
    expect(conceptsOf('Käuferprovisoin').concepts.has('fee')).toBe(true)
    expect(answered('whats the smallest step betwen two bids')).toEqual(['increment'])
  })
})

describe('support understanding: senses, second intents and requests', () => {
  it('reads a word of two senses by its neighbours', () => {
    // "At the end" of a sum is no auction rule; of an auction it is.
    expect(answered('Is the VAT added at the end or is it in the price already?')).not.toContain('anti_sniping')
    expect(answered('what happens when somebody bids at the end of the auction?')).toEqual(['anti_sniping'])
    // Extending a payment term is no auction extension.
    expect(decide('Könnt ihr die Zahlungsfrist um zwei Wochen verlängern?', visitor).kind).toBe('handover')
    // "Groß" is big, not gross; a phone photo is no call.
    expect(conceptsOf('Wie groß darf die Datei sein?').concepts.has('vat')).toBe(false)
    // A size ("Größe", Swiss "Grösse", in a compound) is never VAT; "gross" beside a price still is.
    for (const q of ['Welche Reifengröße haben die Radlader?', 'Welche Reifengrösse haben die Radlader?', 'Welche Größe hat der Bagger?', 'Gibt es den Löffel in einer grösseren Ausführung?']) {
      expect(conceptsOf(q).concepts.has('vat'), q).toBe(false)
    }
    expect(conceptsOf('Is the price gross or net?').concepts.has('vat')).toBe(true)
    expect(conceptsOf('Ist der Preis brutto?').concepts.has('vat')).toBe(true)
    expect(conceptsOf('can I upload a phone photo of the passport').concepts.has('contact')).toBe(false)
    expect(conceptsOf('phone number of your support').concepts.has('contact')).toBe(true)
  })
  it('answers one fact where a second part is only an alternative or an object of the first', () => {
    expect(answered('Can I settle the invoice by SEPA or by card?')).toEqual(['payment'])
    expect(answered('Is there a warranty or an inspection report?')).toEqual(['warranty', 'inspection'])
    expect(answered('does it cost anything to register and bid?')).toEqual(['fees'])
    expect(answered('what is the fee and how do I pay?')).toEqual(['fees', 'payment'])
  })
  it('hands over services not offered and favours asked of the team', () => {
    expect(decide('could your mechanics fix the excavator before pickup?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
    expect(decide('can you give us 20 more days to pay?', visitor).kind).toBe('handover')
    expect(decide('please extend the auction of the wheel loader until Monday', visitor).kind).toBe('handover')
    // What to file or book is tax advice; an invoice for the accountant is the invoice.
    expect(decide('what do I have to file with the tax office for reverse charge?', visitor).kind).toBe('handover')
    expect(answered('I need the invoice for my accountant')).toEqual(['invoice'])
  })
})

describe('support understanding: round 10 mechanisms (general, phrasings of our own)', () => {
  const buyer: AskContext = { signedIn: true, seesPrices: true, onAuction: false }
  it('reads country codes and legal forms beside a tax word as the VAT case', () => {
    expect(answered('VAT for SK?')).toEqual(['vat_eu'])
    expect(answered('Umsatzsteuer für LU-Firmen?')).toEqual(['vat_eu'])
    expect(answered('tax if we are based in NO')).toEqual(['vat_export'])
    expect(answered('we are a Kft, do you add VAT?')).toEqual(['vat_eu'])
    // Codes that are words count only in capitals; without a tax word a code names nothing.
    expect(answered('is there no fee at all?')).toEqual(['fees'])
  })
  it('reads the team’s review of the asker’s own file, and their own invoice, as personal', () => {
    expect(answered('have you reviewed our company papers yet?', buyer)).toEqual(['my_kyc_status'])
    expect(answered('Ist die Prüfung unseres Betriebs schon durch?', buyer)).toEqual(['my_kyc_status'])
    expect(answered('how do I get our firm verified?', buyer)).toEqual(['kyc_steps'])
    expect(answered('Brauche nochmal die Rechnung vom Dumper', buyer)).toEqual(['my_invoice'])
    expect(answered('What would this cost us with the premium and tax?', buyerOnPage)).toEqual(['my_price'])
  })
  it('hands over exceptions to the terms and a listed machine’s own condition', () => {
    expect(decide('could we exceptionally pay the invoice by cheque?', visitor).kind).toBe('handover')
    expect(decide('can we transfer the money in five weeks?', visitor).kind).toBe('handover')
    expect(decide('Könnt ihr die Walze bis Juni für uns aufheben?', visitor).kind).toBe('handover')
    expect(decide('Does the Volvo L90 you have listed leak oil?', visitor).kind).toBe('handover')
    // The terms themselves are answered.
    expect(answered('Do I have to pay within 14 days?')).toEqual(['payment'])
    expect(answered('Can I see an inspection report for the engine?')).toEqual(['inspection'])
  })
})

describe('support understanding: round 11, asking sentences and clauses (general, phrasings of our own)', () => {
  const buyer: AskContext = { signedIn: true, seesPrices: true, onAuction: false }
  it('splits a message into sentences, not after an abbreviation or inside a number', () => {
    expect(sentencesOf('Wir haben eine Kiesgrube. Ist die MwSt. inkl.? Danke!')).toEqual(['Wir haben eine Kiesgrube.', 'Ist die MwSt. inkl.?', 'Danke!'])
    expect(sentencesOf('I would bid 25.000 euro. What is the total then?')).toEqual(['I would bid 25.000 euro.', 'What is the total then?'])
  })
  it('tells asking sentences (question mark, question word first in a clause, request) from telling ones', () => {
    expect(asksSentence('We run a quarry near Graz.')).toBe(false)
    expect(asksSentence('Ich bin schon freigeschaltet.')).toBe(false)
    expect(asksSentence('Our firm is registered in Hamburg')).toBe(false)
    expect(asksSentence('Do we pay VAT on top')).toBe(true)
    expect(asksSentence('My colleague wants to know the buyer fee.')).toBe(true)
    expect(asksSentence('Falls wir gewinnen, wo finden wir die Rechnung.')).toBe(true)
    expect(questionFocus('Is there a fee?')).toBeNull()
    expect(questionFocus('Is there a fee? And VAT?')).toBeNull()
    expect(questionFocus('We are a quarry in Graz. Is there a fee?')).toBe('Is there a fee?')
  })
  it('lets telling sentences support an answer, never add one', () => {
    // What a telling sentence names adds no answer: being verified, being out on site.
    expect(answered('We mostly work on motorway sites. I am verified already. How do I place a bid?', buyer)).toEqual(['how_to_bid'])
    expect(answered("I'm at our yard all day and cannot watch the screen. Will I get an email when someone bids more than me?")).toEqual(['outbid'])
    // It may make the asked answer exact (the company's country for VAT) …
    expect(answered('We are a road builder from Munich. Is VAT added on top of the bid?')).toEqual(['vat_de'])
    // … and name the topic a question points back to.
    expect(answered('The page says I went over my bidding limit. How do I get it raised?')).toEqual(['bid_limit'])
    // Two questions in the asking sentence are both answered, though the telling sentences come first.
    expect(answered('Our company is in Rotterdam. We won a roller. When must we pay and can a Dutch transporter collect it?')).toEqual(['payment', 'collection'])
    // Asking sentences that read nothing alone keep the strongest answer of the whole message, not the first one named.
    expect(answered('Ich habe heute früh ein Gebot abgegeben und wurde überboten. Bekomme ich da eine Nachricht?')).toEqual(['outbid'])
    // Pointing back but reading another topic than the telling sentence: unsure, a person.
    expect(decide('My verification was rejected yesterday. Can I pay it by card?', visitor)).toMatchObject({ kind: 'handover', reason: 'unsure' })
    // A choice between two readings is settled by the asking sentence.
    expect(answered('We have three old pavers standing in our yard that we no longer use. Can we sell them through you?')).toEqual(['selling'])
  })
  it('adds a second answer only for a clause that asks it', () => {
    // An alternative read by one plain word ("… before or after I pay?") is part of the question, not a second one.
    expect(answered('Can I collect the roller before or after I pay?')).toEqual(['collection'])
    // A clause that tells ("we are registered in …") adds nothing beside one that asks.
    expect(answered('We are registered in Cologne and my boss wants to know how much VAT is on the invoice?')).toEqual(['vat_de'])
    // Bare words listed are still each asked.
    expect(answered('fees and pickup how?')).toEqual(['fees', 'collection'])
    expect(answered('Is the fee and VAT included in the price?')).toEqual(['fees', 'vat'])
  })
  it('reads a percent sign, a refused bid and "no longer" for what they are', () => {
    expect(answered('Sind die 5 % schon drin?')).toEqual(['fees'])
    expect(decide('Can we get 5% off for two machines?', visitor).kind).toBe('handover')
    expect(answered('Why was my bid rejected?')).not.toEqual(['kyc_rejected'])
    expect(answered('My verification was rejected, why?')).toEqual(['kyc_rejected'])
    expect(scoreIntents(conceptsOf('we no longer use it').concepts).anti_sniping).toBeUndefined()
  })
})

describe('support understanding: round 11, readings carried through (general, phrasings of our own)', () => {
  const buyer: AskContext = { signedIn: true, seesPrices: true, onAuction: false }
  it('takes the specific reading over its general one when both are as strong', () => {
    expect(answered('We sit in Dresden. Do we get charged VAT on top of the price, or is it already in?')).toEqual(['vat_de'])
    expect(answered('Wir sitzen in Dresden. Kommt die MwSt. auf den Preis drauf, oder ist sie schon drin?')).toEqual(['vat_de'])
  })
  it('reads a part as the reading the asker’s case turned it into, so the other part is still answered', () => {
    // "my company verified" asked how is the steps, and "how long" the other part.
    expect(answered('how do I get my company verified and how long does that take?', buyer)).toEqual(['kyc_steps', 'kyc_duration'])
  })
  it('reads a clause after ", but" as a sentence of its own', () => {
    expect(answered('Ich bin schon verifiziert, aber wie gebe ich ein Gebot ab?', buyer)).toEqual(['how_to_bid'])
  })
})

describe('support understanding: round 11, senses and words (phrasings of our own)', () => {
  it('reads "to me" as a delivery only beside a machine, and sending by post as a document sent', () => {
    expect(scoreIntents(conceptsOf('can somebody explain it to me in English?').concepts).collection).toBeUndefined()
    expect(answered('Kommt die Rechnung per Post oder wird sie per Mail verschickt?')).toEqual(['invoice'])
    expect(answered('can you bring the excavator to me?')).toEqual(['collection'])
  })
  it('reads a total asked on an auction page as the asker’s own price, a foreign VAT name as VAT, taking the machine as collecting it', () => {
    expect(answered('total for me incl vat?', buyerOnPage)).toEqual(['my_price'])
    expect(answered('is mva charged on the invoice?')).toEqual(['vat'])
    expect(answered('can our driver take the machine from the yard himself?')).toEqual(['collection'])
  })
  it('reads someone checking beside documents as the verification, and swapping a part of a machine as a repair we do not offer', () => {
    expect(answered('We sent our papers on Sunday. Is anyone checking them before Monday?')).not.toContain('inspection')
    expect(decide('Könnt ihr am Radlader vor der Abholung noch die Reifen austauschen?', visitor).kind).toBe('handover')
    expect(decide('Could you replace the worn bucket teeth before we collect the excavator?', visitor).kind).toBe('handover')
  })
  it('reads "the price I see" as the price shown, and seeing prices only when not seeing them or how to is asked', () => {
    expect(answered('Is the price I see already everything, or do fees and VAT come on top?')).toEqual(['fees', 'vat'])
    expect(answered('Ist im angezeigten Preis schon alles drin oder kommen Gebühren und Steuern dazu?')).toEqual(['fees', 'vat'])
    expect(answered("Why can't I see any prices?")).toEqual(['see_prices'])
    expect(answered('Wo sehe ich die Preise?')).toEqual(['see_prices'])
  })
  it('reads past intensifiers ("the very end", "allerletzte") and "am Ende" of an auction only beside auction words', () => {
    expect(answered('what happens if somebody bids at the very end?')).toEqual(['anti_sniping'])
    expect(answered('Was passiert, wenn jemand in der allerletzten Minute bietet?')).toEqual(['anti_sniping'])
    expect(answered('Wird am Ende noch die MwSt. draufgerechnet?')).toEqual(['vat'])
  })
  it('reads how to pay an invoice as paying, and getting one as the invoice', () => {
    expect(answered('How do I pay the invoice?')).toEqual(['payment'])
    expect(answered('Wie bezahle ich die Rechnung?')).toEqual(['payment'])
    expect(answered('how do I get the invoice?')).toEqual(['invoice'])
  })
  it('reads past a service we do not offer when a telling sentence only says who the asker is', () => {
    // Who the asker is (a rental company) is no request for rentals …
    expect(answered('We run a rental company in Dublin. What are your fees?')).toEqual(['fees'])
    expect(answered('Wir sind ein Mietpark aus Graz. Wie hoch ist das Aufgeld?')).toEqual(['fees'])
    // … what they want is.
    expect(decide('I want to rent a machine for two weeks. What are the fees?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
    // And asked of us, it stays a person's.
    expect(decide('We need a truck to bring the excavator to Lyon. Can you organise that for us?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
  })
  it('reads a leading clause of reason as telling, a condition as part of the question', () => {
    expect(answered('Since I am approved now, how do I make my first bid?', { signedIn: true, seesPrices: true, onAuction: false })).toEqual(['how_to_bid'])
    expect(answered('If I win the roller tomorrow, how long do I have to pay?')).toEqual(['payment'])
  })
  it('never answers two VAT cases at once, and reads the EU negated as outside it', () => {
    expect(conceptsOf("since Brexit we're not in the EU anymore").concepts.has('non_eu')).toBe(true)
    expect(conceptsOf("since Brexit we're not in the EU anymore").concepts.has('eu')).toBe(false)
    const decision = decide('We are in Poland and in Switzerland, do we pay German VAT?', visitor)
    expect(decision.kind === 'answer' ? decision.ids.filter((id) => id.startsWith('vat_')).length : 0).toBeLessThan(2)
  })
})

describe('support understanding: round 12, senses and words (phrasings of our own)', () => {
  it('reads a word inside a longer phrase of the same sense as one word, so a reminder before the close is a reminder', () => {
    expect(answered('Can you send me a reminder kurz vor Schluss?')).toEqual(['reminders'])
  })
  it('reads a limit of a file or the border a machine is brought to as no bid limit', () => {
    expect(answered('Which documents do I upload, and is there a limit for the file size?')).toEqual(['kyc_steps'])
    expect(answered('Bringt ihr den Kran bis an die Grenze?')).toEqual(['collection'])
    expect(answered('Is there a limit on how much I can bid?')).toEqual(['bid_limit'])
  })
  it('reads a contact person or phone number changed as account data, "anders" as no change', () => {
    expect(answered('Wie ändere ich die Handynummer in unserem Profil?')).toEqual(['account_data'])
    expect(conceptsOf('Ist das für Firmen aus Österreich anders?').concepts.has('change')).toBe(false)
  })
  it('reads a document beside an invoice as the invoice, and checking a site as no verification', () => {
    expect(answered('Do I get the invoice as a PDF document?')).toEqual(['invoice'])
    expect(conceptsOf('I check the site every morning for new diggers').concepts.has('kyc')).toBe(false)
  })
  it('reads a seller relied on as a party, German companies by their plural, activation and sign-up mails, no longer on top as outbid, Bietstufen as the increment', () => {
    expect(conceptsOf('Muss ich mich da auf den Verkäufer verlassen?').concepts.has('sell')).toBe(false)
    expect(answered('Umsatzsteuer für deutsche Unternehmen?')).toEqual(['vat_de'])
    expect(answered('The confirmation link says it expired')).toEqual(['verify_email'])
    expect(answered('Anmeldemail kommt nicht an')).toEqual(['verify_email'])
    expect(answered('Will you tell me when I am no longer the top bidder?')).toEqual(['outbid'])
    expect(answered('Welche Gebotsstufen gibt es?')).toEqual(['increment'])
  })
})

describe('support understanding: round 12, personal readings and hand-overs (phrasings of our own)', () => {
  const buyer: AskContext = { signedIn: true, seesPrices: true, onAuction: false }
  it('reads the invoice of a signed-in buyer who won, or who asks where it is, as their own', () => {
    expect(answered('We won the dumper yesterday and accounting must pay it today. Where is the invoice?', buyer)).toEqual(['my_invoice'])
    expect(answered('Haben den Bagger ersteigert, wo bleibt die Rechnung?', buyer)).toEqual(['my_invoice'])
    expect(answered('Where do I find invoices?')).toEqual(['invoice'])
    // How to pay it, after winning, is still the payment rule.
    expect(answered('We won the crane, how do we pay the invoice?', buyer)).toEqual(['payment'])
  })
  it('reads documents accepted, asked by a signed-in buyer, as their own verification state', () => {
    expect(answered('have you accepted my papers yet?', buyer)).toEqual(['my_kyc_status'])
  })
  it('hands over a seller’s contact data, a machine’s past beyond its page, and a rule bent', () => {
    expect(decide('Could you send me the name and number of the company selling the Kubota mini digger?', visitor).kind).toBe('handover')
    expect(decide('Was the gearbox of the Volvo in your listing ever replaced?', visitor).kind).toBe('handover')
    expect(answered('What if the gearbox breaks a week after I buy the Volvo?')).toEqual(['warranty'])
    expect(decide('Our check is still running, can you turn a blind eye and let us bid on the crane today?', visitor).kind).toBe('handover')
    expect(decide('Die Prüfung läuft noch, könnt ihr uns trotzdem bieten lassen?', visitor).kind).toBe('handover')
    // "Anyway" alone asks nothing of the rules.
    expect(answered('Can you explain how to bid anyway?')).toEqual(['how_to_bid'])
  })
})

describe('support understanding: round 12, two questions, limits and bare words (phrasings of our own)', () => {
  it('reads a limit raised as the bid limit, not the bid step', () => {
    expect(answered('The site says my bid goes over our limit. Can you increase it?')).toEqual(['bid_limit'])
    expect(answered('Unser Kreditrahmen reicht nicht mehr, wie kann man den erhöhen?')).toEqual(['bid_limit'])
  })
  it('asks back a bare word of several readings', () => {
    expect(decide('Verifizierung', visitor).kind).toBe('clarify')
    expect(decide('KYC?', visitor)).toMatchObject({ kind: 'clarify', choices: ['kyc_steps', 'kyc_duration', 'my_kyc_status'] })
  })
  it('answers the buyer’s commission and selling when both are asked', () => {
    expect(answered('What commission do I pay as a buyer, and can I sell my old roller here too?')).toEqual(['fees', 'selling'])
    expect(answered('What commission do you take when I sell my roller?')).toEqual(['selling'])
  })
  it('reads clicking or typing an amount to bid as how to bid', () => {
    expect(answered('Where do I click to bid on the roller?')).toEqual(['how_to_bid'])
    expect(answered('Wo muss ich klicken, um bei dem Kran mitzusteigern?')).toEqual(['how_to_bid'])
  })
  it('reads a sentence before "Other question:" as a question too, and "what now" after what happened as asking about it', () => {
    expect(answered('My activation mail never came. Other question: why do you need a trade register extract?')).toEqual(['verify_email', 'kyc_why'])
    expect(answered('Our verification was declined because the extract was old. What should we do now, and how long does the new check take?')).toEqual(['kyc_rejected', 'kyc_duration'])
  })
})

describe('support understanding: round 12, wishes asked (phrasings of our own)', () => {
  it('reads "I’d like to …" as a request, so a second question after it is answered too', () => {
    expect(asksSentence('We would like to view the crane first.')).toBe(true)
    expect(answered('The roller is far from us. We would like to view it before bidding. And if the engine breaks after we buy it, who pays?')).toEqual(['inspection', 'warranty'])
  })
})

describe('support understanding: round 12, more senses and joins (phrasings of our own)', () => {
  it('reads being told automatically as an alert, automatic bidding as the proxy', () => {
    expect(conceptsOf('Can you email me automatically when a new roller is listed?').concepts.has('proxy')).toBe(false)
    expect(answered('Gibt es ein automatisches Bieten?')).toEqual(['proxy'])
  })
  it('reads a timer that went up as the extension, an invoice days later as no moved auction end', () => {
    expect(answered('Why did the timer go up when someone bid at the end?')).toEqual(['anti_sniping'])
    expect(answered('Is the invoice sent right away or a few days later?')).toEqual(['invoice'])
  })
  it('reads "+" between topics as a join, and a second noun after "why do you need" as the same question', () => {
    expect(answered('auction length + payment?')).toEqual(['auction_length', 'payment'])
    expect(answered('Why do you need an extract and an ID card?')).toEqual(['kyc_why'])
  })
  it('reads reachable as contact, "Absage" as rejected, approval checked as the asker’s own state, who won a machine as another person’s data', () => {
    expect(answered('Seid ihr am Samstag telefonisch erreichbar?')).toEqual(['contact'])
    expect(answered('Wir haben eine Absage zur Firmenprüfung bekommen, was jetzt?')).toEqual(['kyc_rejected'])
    expect(answered('Können Sie schauen, ob meine Unterlagen schon genehmigt sind?', { signedIn: true, seesPrices: true, onAuction: false })).toEqual(['my_kyc_status'])
    expect(decide('Welche Firma hat den Radlader ersteigert?', visitor).kind).toBe('handover')
  })
  it('hands over a transport price to a named place', () => {
    expect(decide('What is the price for transport to Lyon?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
  })
})

describe('support understanding: round 12, common words (phrasings of our own)', () => {
  it('counts "none", "specific" and "model" as common words, so an alert asked is answered', () => {
    expect(answered('I want one specific model of excavator and there is none listed now. Can I get an alert when one appears?')).toEqual(['saved_searches'])
  })
})

describe('support understanding: round 12, prices out of view (phrasings of our own)', () => {
  const onPage: AskContext = { signedIn: false, seesPrices: false, onAuction: true }
  it('reads a price not seen on an auction page as how to see prices, hidden costs as the fee', () => {
    expect(answered('Why are the figures greyed out on this listing? I cannot see any price.', onPage)).toEqual(['see_prices'])
    expect(answered('Warum ist der Preis hier verpixelt?', onPage)).toEqual(['see_prices'])
    expect(answered('Are there hidden fees on top of the hammer price?')).toEqual(['fees'])
  })
})

describe('support understanding: round 12, tax advisers, typos and more words (phrasings of our own)', () => {
  it('reads the asker’s tax adviser asking what we invoice as the VAT question, what they should book as tax advice', () => {
    expect(answered('Wir sind eine GmbH aus Kassel. Unser Steuerberater fragt, welche Umsatzsteuer auf eurer Rechnung steht.')).toEqual(['vat_de'])
    expect(decide('Unser Steuerberater fragt, wie wir das Aufgeld buchen sollen.', visitor).kind).toBe('handover')
  })
  it('never reads a repair into a typo, and reads more language names', () => {
    expect(conceptsOf('einen Bagger schiessen').concepts.has('mend')).toBe(false)
    expect(answered('Is the site available in Danish?')).toEqual(['languages'])
  })
  it('reads cheaper machines seen as no favour asked, and deleting a bid as withdrawing it', () => {
    expect(answered('I bid on a roller and then found cheaper ones elsewhere. Can I delete my bid?')).toEqual(['bid_binding'])
    expect(decide('Can you make the roller cheaper for me?', visitor).kind).toBe('handover')
  })
})

describe('support understanding: round 12, telling words and alerts (phrasings of our own)', () => {
  it('reads "I am new", "somebody told me" and "I was following" as telling, not as alerts or the watchlist', () => {
    expect(conceptsOf('I am new here').concepts.has('new')).toBe(false)
    expect(conceptsOf('A colleague told me about the reserve').concepts.has('notify')).toBe(false)
    expect(answered('I was following a crane auction and it kept running after the end time. Why?')).toEqual(['anti_sniping'])
  })
  it('reads being warned or sent a message before an auction closes, or when a machine is listed, as alerts', () => {
    expect(answered('Can the site warn me before it closes?')).toEqual(['reminders'])
    expect(answered('Kann ich mich melden lassen, sobald ein neuer Radlader eingestellt wird?')).toEqual(['saved_searches'])
  })
  it('reads "andere" as other, Rubriken as categories, and "gestartet" as a common word', () => {
    expect(answered('Welche Rubriken habt ihr, auch andere Maschinen als Bagger?')).toEqual(['categories'])
    expect(answered('Wie lange läuft eine Auktion, wenn sie gestartet ist?')).toEqual(['auction_length'])
  })
})

describe('support understanding: round 12, states told and conflicting cases (phrasings of our own)', () => {
  it('reads "I am verified now, how do I bid?" as how to bid', () => {
    expect(answered('We are approved now, so how do we place a bid?')).toEqual(['how_to_bid'])
    expect(answered('Wir sind jetzt freigeschaltet, wie gebe ich ein Gebot ab?')).toEqual(['how_to_bid'])
  })
  it('hands over two VAT cases read at once, but not for a GmbH alone or tax paid "in Germany"', () => {
    expect(decide('Our company sits in Hamburg but I am from Norway. Do we pay VAT?', visitor).kind).toBe('handover')
    expect(answered('Wir sind eine GmbH aus Graz, wie ist das mit der Umsatzsteuer?')).toEqual(['vat_eu'])
  })
  it('reads a bid step that changes as the increment, a timer that jumped back as the extension', () => {
    expect(answered('Is the bid step always 50 euros or does it change with the bid?')).toEqual(['increment'])
    expect(answered('After a late bid the timer jumped back, why?')).toEqual(['anti_sniping'])
  })
  it('reads an invoice sent automatically as no automatic bidding, "what machines do u sell" as categories', () => {
    expect(conceptsOf('Do I get the invoice automatically?').concepts.has('proxy')).toBe(false)
    expect(answered('what machines do u sell')).toEqual(['categories'])
  })
  it('hands over a transport price asked after the destination was told', () => {
    expect(decide('We want the roller brought to Basel. Can you give me a transport price?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
  })
})

describe('support understanding: round 12, parts that point back (phrasings of our own)', () => {
  it('reads "how high is it" after a part that named something as that thing’s amount, not the bid step', () => {
    expect(answered('Do machines have a reserve price, and can I find out how high it is?')).toEqual(['reserve'])
    expect(answered('Gibt es ein Maximalgebot und wie hoch sind die Schritte?')).toEqual(['proxy', 'increment'])
  })
  it('reads "does it change" beside the bid step as the step changing, no account data', () => {
    expect(answered('How much higher than the current bid must I go? Does that change?')).toEqual(['increment'])
  })
})

describe('support understanding: round 12, messages while bidding (phrasings of our own)', () => {
  it('reads a message or warning appearing while bidding as no alert for new machines', () => {
    expect(answered('When I try to bid on the dozer, a warning appears. What does it mean?')).not.toContain('saved_searches')
    expect(answered('Beim Bieten auf die Walze erscheint eine Fehlermeldung, warum?')).not.toContain('saved_searches')
    expect(answered('Can I get a message when a new dozer appears?')).toEqual(['saved_searches'])
  })
  it('reads a bid not accepted as a refused bid, not a refused verification', () => {
    expect(answered('My bid on the paver was not accepted, why?')).not.toContain('kyc_rejected')
  })
})

describe('support understanding: round 12, damage, refusals and valuations (phrasings of our own)', () => {
  it('reads damage that might show after the sale as the warranty rule, damage that happened as a person’s', () => {
    expect(answered('Falls an der Walze nach dem Kauf ein Schaden auftritt und sie kaputt geht, wer zahlt das?')).toEqual(['warranty'])
    expect(decide('The roller arrived damaged, what now?', visitor).kind).toBe('handover')
  })
  it('reads a seller who refused a claim as no refused verification', () => {
    expect(answered('Elsewhere a seller refused to help when the engine broke. What happens here if it breaks after I buy?')).toEqual(['warranty'])
  })
  it('hands over what a machine of the asker’s would fetch', () => {
    expect(decide('I have an old roller from 2009, what could I get for it?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
  })
  it('reads a leading "Also" as no sign of another question', () => {
    expect(questionFocus('Our company is verified. Also, how do we bid?')).not.toBeNull()
  })
})

describe('support understanding: round 12, second questions and own figures (phrasings of our own)', () => {
  it('answers a part’s strong reading beside the whole question’s strong reading across parts', () => {
    expect(answered('Can I leave a maximum and the site bids for me? And will you tell me if somebody outbids me?')).toEqual(['proxy', 'outbid'])
  })
  it('reads weekdays and the weekend beside a verification as how long it takes', () => {
    expect(answered('Do you check the documents on Saturday too, or only from Monday?')).toEqual(['kyc_duration'])
  })
  it('reads what to transfer with the next bid, or the final amount, on an auction page as the asker’s own price', () => {
    expect(answered('what do I have to transfer for this dozer with the next bid?', buyerOnPage)).toEqual(['my_price'])
    expect(answered('Was wäre hier mit dem nächsten Gebot der Endbetrag für uns?', buyerOnPage)).toEqual(['my_price'])
  })
})

describe('support understanding: round 13, sign-offs, the asker on top, own invoices (phrasings of our own)', () => {
  const signedIn: AskContext = { signedIn: true, seesPrices: true, onAuction: false }
  it('reads past a closing greeting and the name and company after it', () => {
    expect(answered('How many days is an auction open? Kind regards, Jane Doe, Doe Plant Hire Ltd')).toEqual(['auction_length'])
    expect(answered('Wie viele Tage läuft eine Auktion? Viele Grüße, Max Muster, Muster Mietpark')).toEqual(['auction_length'])
    // A question after the greeting is still read, also without its question mark.
    expect(answered('Thanks, what is the buyer fee?')).toEqual(['fees'])
    expect(answered('Our company is in Vienna, thanks. Do we pay German VAT')).toEqual(['vat_eu'])
  })
  it('reads the asker as the top bidder as no question about another person', () => {
    expect(answered('Als Höchstbietender bei einer Walze: was passiert, wenn der geheime Mindestbetrag nicht erreicht ist?')).toEqual(['reserve'])
    expect(answered('Does the hidden reserve still matter if we are the highest bidder?')).toEqual(['reserve'])
    expect(decide('Wer hat gestern eigentlich die Vögele-Walze ersteigert?', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
    expect(decide('Who won the Bomag roller yesterday?', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
  })
  it('gives a signed-in asker’s bare ask for an invoice their own, a visitor the general answer', () => {
    expect(answered('rechnung pls', signedIn)).toEqual(['my_invoice'])
    expect(answered('invoice where', signedIn)).toEqual(['my_invoice'])
    expect(answered('invoice where', visitor)).toEqual(['invoice'])
  })
  it('reads getting the machine off the seller’s yard as collection, and a search order that mails as saved searches', () => {
    expect(answered('Who takes care of moving the dozer off the seller\'s yard?')).toEqual(['collection'])
    expect(answered('Kann ich einen Suchauftrag für Walzen speichern, der mich per Mail informiert?')).toEqual(['saved_searches'])
    expect(answered('How can I keep track of a loader without bidding on it yet?')).toEqual(['watchlist'])
  })
})

describe('support understanding: round 14, after blind 13 (phrasings of our own)', () => {
  it('hands over cancelling a sale asked of the team, a price reduction demanded, and who ended up winning', () => {
    expect(decide('The buyer side changed plans: could you cancel the sale of the roller for us?', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
    expect(decide('Der Bagger hat einen Getriebeschaden, wir verlangen eine Preisminderung.', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
    expect(decide('Who ended up winning the Kramer loader?', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
  })
  it('reads dashes instead of figures as not seeing prices, and being told automatically of new machines as saved searches', () => {
    expect(answered('The listing only shows dashes where the price should be, how do I see it?')).toEqual(['see_prices'])
    expect(answered('Can we be told automatically when a new crawler crane is put up?')).toEqual(['saved_searches'])
  })
  it('reads another bidder bidding more as outbid, and a bid declined many words later as a refused bid', () => {
    expect(answered('Kriege ich eine Nachricht, wenn jemand anderes mehr bietet?')).toEqual(['outbid'])
    expect(answered('My bid on the old Terex dumper last week was declined because of a limit, can it be raised?')).toEqual(['bid_limit'])
  })
})

describe('support understanding: booking a truck for a named route (phrasings of our own)', () => {
  it('hands over a truck booked by the team for a named route, also when the route was told first; whether transport is arranged is the rule', () => {
    expect(decide('Könnten Sie uns bitte einen Tieflader buchen, der die Walze nach Linz fährt?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
    expect(decide('The roller stands in Ulm and our yard is in Salzburg. Could you book a truck to bring it over?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
    expect(answered('can you arrange a truck to bring it to me')).toEqual(['collection'])
    expect(answered('Wer organisiert den Transport nach dem Kauf?')).toEqual(['collection'])
  })
})

describe('support understanding: why the check, and its steps (phrasings of our own)', () => {
  it('answers both why a company is checked and what the check asks for', () => {
    expect(answered('Wieso muss unser Betrieb überhaupt geprüft werden, und welche Unterlagen braucht ihr dafür?')).toEqual(['kyc_why', 'kyc_steps'])
    expect(answered('Why do you check companies at all, and what are the steps?')).toEqual(['kyc_why', 'kyc_steps'])
    expect(answered('Welche Schritte hat die Verifizierung?')).toEqual(['kyc_steps'])
  })
})

describe('support understanding: after blind 14 (phrasings of our own)', () => {
  const signedIn: AskContext = { signedIn: true, seesPrices: true, onAuction: false }
  it('reads attachments named as a kind as the categories, a bucket asked of one machine stays a person’s', () => {
    expect(answered('Versteigert ihr auch Anbaugeräte, etwa Tieflöffel oder Schnellwechsler?')).toEqual(['categories'])
    expect(decide('Is the bucket included with this excavator?', visitor)).toMatchObject({ kind: 'handover' })
  })
  it('reads a legal form as company data, the seller’s yard as collection, and "dauerhaft" as no liability', () => {
    expect(answered('We changed our legal form to a GmbH. How do we update the company details?')).toEqual(['account_data'])
    expect(answered('After paying, how do we get the dozer out of the seller\'s yard?')).toEqual(['collection'])
    expect(answered('Kann ich die Seite dauerhaft auf Deutsch stellen?')).toEqual(['languages'])
  })
  it('reads buying only as a company as why the check, a TVA number as an EU VAT ID, and "mei Rechnung" as the asker’s own', () => {
    expect(answered('Wieso kann man hier nur als Firma bieten?')).toEqual(['kyc_why'])
    expect(answered('MwSt mit belgischer TVA-Nummer?')).toEqual(['vat_eu'])
    expect(answered('wo is mei rechnung', signedIn)).toEqual(['my_invoice'])
  })
  it('reads "how much" beside a live auction as a count only when nothing else is measured', () => {
    expect(decide('Wie viel Liter Kraftstoff fasst der Tank des Kettenbaggers, der gerade versteigert wird?', visitor)).toMatchObject({ kind: 'handover' })
    expect(answered('Wie viele Auktionen laufen gerade?')).toEqual(['live_count'])
    // What a machine consumes is no consumer ("Verbraucher") asking why only companies may bid.
    expect(decide('Wie viel Diesel verbraucht der Radlader, der gerade versteigert wird?', visitor)).toMatchObject({ kind: 'handover' })
  })
})

describe('support understanding: a service not offered named as who asks (phrasings of our own)', () => {
  it('reads the finance department, an insurer asking, a rental firm and a buyer by trade as who asks, not as a service asked', () => {
    expect(answered('Our finance team wants to know: is VAT included in the bids shown?')).toContain('vat')
    expect(answered('My insurance company is asking whether you give any warranty on the machines.')).toEqual(['warranty'])
    expect(answered('We are a plant hire company from Graz. How long does one auction run?')).toEqual(['auction_length'])
    expect(answered('I buy machines for a road builder. Can I look at a grader in person before bidding?')).toEqual(['inspection'])
    expect(answered('Is your platform worth using? How many auctions are running right now?')).toEqual(['live_count'])
  })
  it('still hands over the services themselves: financing, insurance, renting, buying machines, a valuation', () => {
    for (const question of ['Can we finance the excavator over 24 months?', 'Do you offer transport insurance?', 'Can I rent the roller for a week?', 'Do you buy machines?', 'What is my old loader worth?']) {
      expect(decide(question, visitor), question).toMatchObject({ kind: 'handover', reason: 'unoffered' })
    }
  })
  it('reads a machine’s condition asked beside seeing it or a warranty as those rules, and a leak the team should fix as a person’s', () => {
    expect(answered('With 8,000 hours on the clock, is there any warranty if the engine fails?')).toEqual(['warranty'])
    expect(decide('If we win it, can your mechanics fix the oil leak before collection?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
  })
})

describe('support understanding: words between, and asking back to what was told (phrasings of our own)', () => {
  it('reads a machine that comes to us as its transport', () => {
    expect(answered('Wie kommt die Walze dann zu uns?')).toEqual(['collection'])
    expect(answered('How does the dumper get to our yard after the sale?')).toEqual(['collection'])
    expect(answered('Zahlen wir als Firma aus Zürich deutsche Mehrwertsteuer, und wie kommt der Radlader in die Schweiz?')).toEqual(['vat_export', 'collection'])
  })
  it('reads one’s own machine put up for auction as selling, and "how does that work?" as asking about what was told', () => {
    expect(answered('Kann man unseren alten Dumper bei euch versteigern?')).toEqual(['selling'])
    expect(answered('Wir möchten zwei Bagger verkaufen. Wie läuft das bei Ihnen, und wen rufe ich an?')).toEqual(['selling', 'contact'])
    expect(answered('Bei der Walze steht, dass der Mindestpreis nicht erreicht ist. Was passiert, wenn das so bleibt? Und verlängert sich die Auktion bei einem Gebot in letzter Minute?')).toEqual(['reserve', 'anti_sniping'])
  })
  it('reads seeing it before bidding, being beaten, a bid just before the end and how much to beat the price by', () => {
    expect(answered('Could we go and see the grader before we bid?')).toEqual(['inspection'])
    expect(answered('How will I find out if somebody beats my bid?')).toEqual(['outbid'])
    expect(answered('What if someone bids just before the end?')).toEqual(['anti_sniping'])
    expect(answered('By how much must I beat the current bid?')).toEqual(['increment'])
    expect(answered('Um wie viel muss ein neues Gebot mindestens steigen?')).toEqual(['increment'])
    expect(answered('Can you remind me just before it closes?')).toEqual(['reminders'])
  })
})

describe('support understanding: offers to us, competitors, how long the check takes (phrasings of our own)', () => {
  it('hands over a cooperation offer, a job application and a competitor’s bids', () => {
    expect(decide('We are a haulage firm and would like to offer a partnership for your buyers’ transport.', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
    expect(decide('Sucht ihr Gutachter? Ich würde mich gern bewerben.', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
    expect(decide('Can you tell me what my competitor bid on the roller?', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
  })
  it('reads how long the approval takes as the check’s duration, and "vorhanden" as no change', () => {
    expect(answered('How long does approving our company take once everything is uploaded?')).toEqual(['kyc_duration'])
    expect(answered('Zustandsbericht vorhanden?')).toEqual(['inspection'])
  })
})

describe('support understanding: an offer made is a bid, our own machines put up (phrasings of our own)', () => {
  it('reads "ein Angebot abgeben" as placing a bid and "can we auction them" as selling', () => {
    expect(answered('Wie gebe ich auf den Kompaktlader ein Angebot ab?')).toEqual(['how_to_bid'])
    expect(answered('We have a spare grader, could we list it with you?')).toEqual(['selling'])
  })
})

describe('support understanding: a bid refused (phrasings of our own)', () => {
  it('reads a bid refused as the bidding limit, a verification refused as rejected', () => {
    expect(answered('Why was my bid on the crane declined?')).toEqual(['bid_limit'])
    expect(answered('Unser Gebot wurde abgelehnt, woran liegt das?')).toEqual(['bid_limit'])
    expect(answered('Our company verification was declined, what now?')).toEqual(['kyc_rejected'])
  })
})

describe('support understanding: after blind 15 (phrasings of our own)', () => {
  it('reads someone going above me, "bekomme ich das mit", and auto bidding', () => {
    expect(answered('If we put in a bid and another firm goes above me, will we hear about it?')).toEqual(['outbid'])
    expect(answered('Wenn einer mehr bietet als ich, bekomme ich das dann mit?')).toEqual(['outbid'])
    expect(answered('auto bidding available?')).toEqual(['proxy'])
  })
  it('reads being the highest bidder oneself as no one else’s data; who is the highest bidder still is', () => {
    expect(answered('We are currently the highest bidder on three auctions and the fourth bid was refused. Is there a limit?')).toEqual(['bid_limit'])
    expect(decide('Who is the highest bidder on the Hamm roller?', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
  })
  it('answers a clear asking sentence past unknown words in the telling ones, not a question pointing back to them', () => {
    expect(answered('We are after a HAMM tandem roller with low hours, nothing suitable online yet. Can I get an email when a new one is listed?')).toEqual(['saved_searches'])
    expect(decide('I need new tyres for my loader. What does that cost?', visitor)).toMatchObject({ kind: 'handover' })
  })
})

describe('support understanding: a company’s own case beside where the machine stands (phrasings of our own)', () => {
  const buyerHere: AskContext = { signedIn: true, seesPrices: true, onAuction: true }
  it('reads the asker’s country, not the machine’s German yard, as the VAT case', () => {
    expect(answered('We are a contractor in Zurich and the grader stands in northern Germany. Will German VAT be charged when it leaves the EU?')).toEqual(['vat_export'])
    expect(answered('Wir sitzen in Graz, haben eine UID, und die Walze steht in Deutschland. Zahlen wir MwSt?')).toEqual(['vat_eu'])
    expect(decide('Wir sind aus Köln und aus Wien. MwSt?', visitor)).toMatchObject({ kind: 'handover', reason: 'unsure' })
  })
  it('gives a buyer on an auction page their own total with their VAT case told, and reads a replacement bought as no repair', () => {
    expect(answered('Wir sind eine Baufirma aus Innsbruck mit UID. Was kostet uns dieser Bagger unterm Strich, mit allem drum und dran?', buyerHere)).toEqual(['my_price'])
    expect(answered('Our old roller is worn out and we need a replacement soon. How many roller auctions are live right now?')).toEqual(['live_count'])
    expect(decide('Can you replace the bucket teeth on the excavator before I collect?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
  })
})

describe('support understanding: after blind 16 (phrasings of our own)', () => {
  it('reads dialect: a nudge an hour before the end, going to look at a machine', () => {
    expect(answered('Kann mi des System a Stund vorher anstupsen, bevor die Auktion aus is?')).toEqual(['reminders'])
    expect(answered('Chönd mer de Bagger vorher go aaluege?')).toEqual(['inspection'])
  })
  it('reads how long an auction takes from start to end, what to do in order to bid, and deleting a bid afterwards', () => {
    expect(answered('Wie lange dauert so eine Versteigerung von Anfang bis Ende?')).toEqual(['auction_length'])
    expect(answered('Wie viele Tage habe ich nach dem Zuschlag zum Bezahlen?')).toEqual(['payment'])
    expect(answered('Was muss man machen, um mitbieten zu können?')).toEqual(['how_to_bid'])
    expect(answered('Kann ich ein Gebot hinterher wieder löschen?')).toEqual(['bid_binding'])
  })
})

describe('support understanding: registering as a moment, kinds of machines, a check gone wrong (phrasings of our own)', () => {
  it('reads "before I register, which kinds of machines" as the categories, and a check still under review as the asker’s state', () => {
    expect(answered('Before we sign up, what kinds of machines do you auction?')).toEqual(['categories'])
    expect(answered('Bevor ich mich registriere: Welche Arten von Maschinen versteigert ihr?')).toEqual(['categories'])
    expect(answered('What documents do I need before I register?')).toEqual(['kyc_steps'])
    expect(answered('Ist unsere Verifizierung noch in Prüfung oder ist was schiefgelaufen?', { signedIn: true, seesPrices: true, onAuction: false })).toEqual(['my_kyc_status'])
  })
})

describe('support understanding: after blind 17 (phrasings of our own)', () => {
  it('reads a pump that fails after the sale as the warranty, saved searches "for me" as saved searches, and the machine got hold of as collection', () => {
    expect(answered('If the hydraulic pump dies a month after we collect, is that covered?')).toEqual(['warranty'])
    expect(decide('Do you sell hydraulic pumps?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
    expect(answered('Kann ich mir eine Suche mit E-Mail-Benachrichtigung speichern?')).toEqual(['saved_searches'])
    expect(answered('Bis wann müssen wir zahlen, und wie kommen wir dann an den Radlader?')).toEqual(['payment', 'collection'])
  })
  it('reads the steps to get a company unlocked, an auction open until it closes, and hands over a demand to approve now and the winner’s bid', () => {
    expect(answered('Welche Schritte braucht es, um unsere Firma freischalten zu lassen?')).toEqual(['kyc_steps'])
    expect(answered('How long is an auction open until it closes?')).toEqual(['auction_length'])
    expect(decide('Please verify our company immediately, we must bid today.', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
    expect(decide('What was the winning bidder’s top bid on the Bomag?', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
  })
})

describe('support understanding: apologies for one’s English, your workshop, a machine’s logbook (phrasings of our own)', () => {
  it('reads an apology for one’s English as no language question, and hands over the team’s workshop and a machine’s logbook', () => {
    expect(answered('Sorry for my English. Where do I click to make my bid?')).toEqual(['how_to_bid'])
    expect(answered('Is the website also in German?')).toEqual(['languages'])
    expect(decide('Kann eure Werkstatt vor der Abholung die Ketten tauschen?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
    expect(decide('Does the crane come with its logbook?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
    expect(answered('Wie ändert man die E-Mail-Adresse im Profil?')).toEqual(['account_data'])
  })
})

describe('support understanding: after blind 18 (phrasings of our own)', () => {
  const signedIn = { signedIn: true, seesPrices: true, onAuction: false }
  it('reads reselling later as no selling here, a maximum on the account as the limit, and being new with nothing asked as a question back', () => {
    expect(answered('Kann ich als Privatperson ohne Firma einen Bagger ersteigern und danach wieder verkaufen?')).toEqual(['kyc_why'])
    expect(answered('My bid is blocked because of a maximum on our account, how do we get it raised?')).toEqual(['bid_limit'])
    expect(decide('Hi, we are new here. I have a question about the whole thing, how does that work?', visitor).kind).toBe('clarify')
    expect(answered('I am new here, how do I place a bid?')).toEqual(['how_to_bid'])
  })
  it('reads a small firm as no minimum bid, a breaker as a machine, getting at the machine after buying as collection', () => {
    expect(answered('We run a small firm. If we win, how do we pay for it?')).toEqual(['payment'])
    expect(answered('If we buy a hydraulic breaker, when can we pick it up?')).toEqual(['collection'])
    expect(answered('Wie komme ich nach dem Kauf an das Gerät ran?')).toEqual(['collection'])
  })
  it('reads how to bid once just verified, a check that did not go through as rejected, someone who went above us as outbid', () => {
    expect(answered('We just got verified! Can you walk me through how to put in a bid?')).toEqual(['how_to_bid'])
    expect(answered('Unsere Firmenprüfung ist nicht durchgegangen, wie geht es jetzt weiter?')).toEqual(['kyc_rejected'])
    expect(answered('Someone went above us on a roller yesterday. Do you send a message when that happens?')).toEqual(['outbid'])
    expect(answered('Our KYC was rejected because the extract was too old. Can I just upload a newer one?')).toEqual(['kyc_rejected'])
  })
  it('hands over a transport offer for a route, another person’s login and a request to extend one auction by a day', () => {
    expect(decide('Can you make us an offer for the transport from Bavaria to Zagreb?', visitor).kind).toBe('handover')
    expect(decide('Our former buyer set up the account. Which password did he use?', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
    expect(decide('Könnt ihr die Auktion für den Radlader bitte um zwei Tage verlängern?', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
    expect(answered('Will the auction be extended if someone bids in the last seconds?')).toEqual(['anti_sniping'])
  })
  it('reads the general VAT question over several countries, a seller’s cost as the selling answer, the site for our staff as languages', () => {
    expect(answered('We have firms in Germany, Austria and Norway. Can you explain in general how VAT works with you?')).toEqual(['vat'])
    expect(answered('We want to sell our old dumpers. How does selling work, and what does it cost us?')).toEqual(['selling'])
    expect(answered('Gibt es die Seite auf Englisch für unsere Mitarbeiter?')).toEqual(['languages'])
    expect(answered('Gibt es die Seite auf Englisch und wie stelle ich sie um?')).toEqual(['languages'])
  })
  it('reads a search alert told automatically, hours as a search criterion, and the asker’s own state in dialect', () => {
    expect(answered('Is there a way the site tells me automatically when a paver under 3000 hours appears?')).toEqual(['saved_searches'])
    expect(answered('Wir suchen gezielt Walzen unter 2000 Betriebsstunden. Kann mich das System automatisch per E-Mail informieren, wenn so eine auftaucht?')).toEqual(['saved_searches'])
    expect(decide('bin i scho freigschaltet?', signedIn)).toMatchObject({ kind: 'answer', ids: ['my_kyc_status'] })
    expect(answered('Ich habe die Unterlagen am Freitag eingereicht, die Auktion endet am Montag. Reicht die Zeit, bis Sie das geprüft haben?')).toEqual(['kyc_duration'])
  })
})

describe('support understanding: after blind 19 (phrasings of our own)', () => {
  const signedIn = { signedIn: true, seesPrices: true, onAuction: false }
  it('reads the case without a VAT ID, Swiss German tax words and who pays for collecting as the collection answer', () => {
    expect(answered('We are a firm in Oslo and we don’t have an EU VAT ID. How does VAT work for us?')).toEqual(['vat_export'])
    expect(answered('Wir sind aus der Schweiz und haben keine EU-USt-IdNr. Zahlen wir deutsche Mehrwertsteuer?')).toEqual(['vat_export'])
    expect(answered('Liefert ihr die Walze oder holen wir sie selber ab? Und wer zahlt das?')).toEqual(['collection'])
    expect(answered('When do we have to pay, and can we collect the machine ourselves?')).toEqual(['payment', 'collection'])
  })
  it('reads how to bid once the company was approved, what to do on the page in order to bid, and selling our own machine through you', () => {
    expect(answered('Our firm was approved this morning. How do I actually make a bid?')).toEqual(['how_to_bid'])
    expect(answered('Was muss ich auf der Seite genau tun, um mitzubieten?')).toEqual(['how_to_bid'])
    expect(answered('Wir möchten unsere alte Walze über euch versteigern, wie geht das?')).toEqual(['selling'])
  })
  it('reads a new company name and e-mail as account data, an alert without checking every day as saved searches, and both asked as both', () => {
    expect(answered('Der neue Firmenname soll ins Konto, wie geht das?')).toEqual(['account_data'])
    expect(answered('Can the site tell me when a Bomag roller comes up, without me checking every day?')).toEqual(['saved_searches'])
    expect(answered('I forgot my password and I want the site in German. How do I do both?')).toEqual(['forgot_password', 'languages'])
    expect(answered('Wie lang dauert des, bis mei Firma freigschalt is?')).toEqual(['kyc_duration'])
  })
  it('reads the full amount for the minimum bid on an auction page as the buyer’s own price', () => {
    expect(decide('What is the full amount if I bid the minimum here?', buyerOnPage)).toMatchObject({ kind: 'answer', ids: ['my_price'] })
    expect(decide('Bin ich schon freigschaltet?', signedIn)).toMatchObject({ kind: 'answer', ids: ['my_kyc_status'] })
  })
})

describe('support understanding: after blind 21 (phrasings of our own)', () => {
  it('reads a limit named beside a refused bid as the limit, "my limit" beside a haulage firm, and how to bid with a verified account', () => {
    expect(answered('Unser Gebot wurde wegen eines Bietlimits auf unserem Konto abgelehnt. Wer legt das fest?')).toEqual(['bid_limit'])
    expect(answered('We are a haulage firm. I got a message that I hit my limit. Can it go up?')).toEqual(['bid_limit'])
    expect(answered('Wir haben seit gestern ein verifiziertes Konto. Wie funktioniert das Bieten genau?')).toEqual(['how_to_bid'])
  })
  it('reads Austrian "net" as not, a clock that went back up as anti-sniping, and zero-rated exports as the export case', () => {
    expect(answered('I hab a paar Walzen gfunden, aber i biet noch net. Kann i die irgendwo speichern?')).toEqual(['watchlist'])
    expect(answered('I bid with 20 seconds left and the clock went back up again. Is that a bug?')).toEqual(['anti_sniping'])
    expect(answered('We are in Leeds. Do you add German VAT or does it go out zero-rated as an export?')).toEqual(['vat_export'])
    expect(answered('We are in Vienna with a UID. Is it zero-rated for us?')).toEqual(['vat_eu'])
  })
  it('hands over who won an auction, a machine’s tyres and rebuilt engine, and reads someone in retirement as no rental', () => {
    expect(decide('Welche Firma hat den Radlader gewonnen? Ich will sie kontaktieren.', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
    expect(decide('Was the engine of the Liebherr loader rebuilt, and are the tyres new?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
    expect(answered('Unser Kollege ist in Rente und keiner kennt das Passwort. Wie kommen wir wieder rein?')).toEqual(['forgot_password'])
    expect(answered('firma in dtl, mwst wieviel')).toEqual(['vat_de'])
  })
})

describe('support understanding: after blind 22 (phrasings of our own)', () => {
  it('hands over a valuation asked as what a machine would fetch and merging accounts; reads a claim after a breakdown as the warranty', () => {
    expect(decide('What would my 2016 Volvo EC140 fetch at auction?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
    expect(decide('We have two accounts by mistake. Can you merge them and move our bids?', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
    expect(answered('If the gearbox fails a week after we buy, can we claim anything from the seller?')).toEqual(['warranty'])
  })
  it('reads taking a bid back, looking one over, how much over the current price, and a reminder so as not to forget', () => {
    expect(answered('Can I take a bid back once it is placed?')).toEqual(['bid_binding'])
    expect(answered('Can someone look one over before we bid?')).toEqual(['inspection'])
    expect(answered('How much over the current price do I have to go with my bid?')).toEqual(['increment'])
    expect(answered('Can the site send me a message some time before they finish, so I don’t forget?')).toEqual(['reminders'])
  })
  it('reads a company’s nationality as no language, articulated haulers as machines, and a VAT question by country as the general rule', () => {
    expect(answered('We are a Dutch equipment company. Can we put them in auction on your platform, and what does that cost us?')).toEqual(['selling'])
    expect(answered('Instead of checking every day, can the site tell me when an articulated hauler under 8000 hours comes in?')).toEqual(['saved_searches'])
    expect(answered('We have offices in Brno and in Dresden. How does VAT work with you, is it different by country?')).toEqual(['vat'])
  })
})

describe('support understanding: after blind 23 (phrasings of our own)', () => {
  it('reads no longer leading as outbid and a clock that jumped back up as anti-sniping', () => {
    expect(answered('This morning we were no longer leading on the grader. Will you tell us next time?')).toEqual(['outbid'])
    expect(answered('Wir sind nicht mehr führend bei dem Dumper, kriegen wir da eine Nachricht?')).toEqual(['outbid'])
    expect(answered('Kurz vor Schluss sprang der Countdown wieder hoch, warum?')).toEqual(['anti_sniping'])
  })
  it('reads what to hand in for the verification as its steps, beside why it is needed', () => {
    expect(answered('Wozu die Verifizierung, und was müssen wir alles vorlegen?')).toEqual(['kyc_why', 'kyc_steps'])
  })
  it('reads the asker’s own nationality beside a German company as no EU case', () => {
    expect(answered('I am Polish and run a GmbH near Leipzig. Which VAT rate goes on our invoice?')).toEqual(['vat_de'])
    // A Polish company is still the EU case.
    expect(answered('We are a Polish company with a VAT ID. Which VAT goes on our invoice?')).toEqual(['vat_eu'])
  })
})

describe('support understanding: after blind 24 (phrasings of our own)', () => {
  const buyer: AskContext = { signedIn: true, seesPrices: true, onAuction: false }
  it('reads Bavarian and Palatinate phrasings of looking, watching, a done check and no company', () => {
    expect(answered('Derf ma den Radlader vorher o’schaugn?')).toEqual(['inspection'])
    expect(answered('Wie kann i den Dumper im Aug behoitn?')).toEqual(['watchlist'])
    expect(answered('Is mei Verifizierung scho durch?', buyer)).toEqual(['my_kyc_status'])
    expect(answered('I hob koa Firma, derf i trotzdem bieten?')).toEqual(['kyc_why'])
  })
  it('reads "un" as a join of two questions, and someone who went higher as outbid', () => {
    expect(answered('Wo find ich die Rechnung un wie muss ich die bezahle?')).toEqual(['invoice', 'payment'])
    expect(answered('Sagt ihr Bescheid, wenn einer höher gegangen is?')).toEqual(['outbid'])
  })
  it('reads a top figure the system keeps bidding up to as the proxy bid, and who must bring the machine as collection', () => {
    expect(answered('Can I give you a top figure and have it keep bidding for me?')).toEqual(['proxy'])
    expect(answered('Who must bring the roller to Romania, you or us?')).toEqual(['collection'])
  })
  it('reads a dialect "what does it cost me all together" on a listing as the buyer’s own figures', () => {
    expect(answered('Wos kost mi der Radlader alles zamm, mit Gebühr und Steuer?', buyerOnPage)).toEqual(['my_price'])
    // A visitor is told how to see prices, never a figure.
    expect(answered('Wos kost mi der Radlader alles zamm, mit Gebühr und Steuer?', { signedIn: false, seesPrices: false, onAuction: true })).toEqual(['see_prices'])
  })
})

describe('support understanding: after blind 25 (phrasings of our own)', () => {
  it('reads Swabian and Swiss phrasings of watching and of how the machine gets to the buyer', () => {
    expect(answered('Ich möcht den Bagger im Aug behalte, geht des?')).toEqual(['watchlist'])
    expect(answered('Wie chunnt dr Radlader zu üs uf Basel?')).toEqual(['collection'])
  })
  it('reads a part that "packs in" and whether that is covered as the warranty question', () => {
    expect(answered('If the gearbox packs in after a month, is that covered?')).toEqual(['warranty'])
    expect(answered('Is it covered when the engine packed in after pickup?')).toEqual(['warranty'])
  })
  it('reads a listing that is "ufgschaltet" as a new one for the saved search', () => {
    // The asker's other words are known, so the reading is the saved search; an unknown word ("chönd") would still hand it over.
    expect(answered('Könnt ihr mich benachrichtige, wenn en neue Bagger ufgschaltet wird?')).toEqual(['saved_searches'])
  })
})

describe('support understanding: after blind 26 (phrasings of our own)', () => {
  it('reads forgetting when auctions end as a reminder, not a lost password', () => {
    expect(answered('Ich vergess immer, wann die Auktionen enden. Kann man sich einen Tag vorher erinnern lassen?')).toEqual(['reminders'])
    expect(answered('Is there anything that warns me before the auction closes?')).toEqual(['reminders'])
    // Forgetting the password itself is still the password.
    expect(answered('Ich hab mein Passwort vergessen')).toEqual(['forgot_password'])
  })
  it('hands over two accounts to be merged, and reads a mistyped bid to be cancelled as the binding-bid rule', () => {
    expect(answered('Wir haben aus Versehen zwei Konten angelegt, könnt ihr die zusammenlegen?')).toBe('handover')
    expect(answered('please cancel my bid, I typed the wrong amount')).toEqual(['bid_binding'])
    // Bids someone else placed from a compromised account are for a person.
    expect(answered('Someone placed bids from our account that we never made, please cancel those bids now.')).toBe('handover')
  })
  it('reads the asker\'s own machine in their yard as selling, and "angucken" as an inspection', () => {
    expect(answered('Wir haben einen alten Radlader im Hof stehen, können wir den bei euch verkaufen?')).toEqual(['selling'])
    expect(answered('Kann ich mir den Dumper vorher angucken?')).toEqual(['inspection'])
  })
  it('reads two problems told one by one and "what should I do?" as both', () => {
    expect(answered('Erstens ist die Bestätigungsmail nie gekommen, und zweitens hab ich mein Passwort vergessen. Was soll ich tun?')).toEqual(['verify_email', 'forgot_password'])
  })
  it('reads "that filter" as the thing named, and "the last seconds" as the anti-sniping rule', () => {
    expect(answered('Jan de Vries here. We want Volvo loaders built after 2015. Can I save that filter somewhere and be notified when one shows up?')).toEqual(['saved_searches'])
    expect(answered('verlängerung letzte sekunden')).toEqual(['anti_sniping'])
  })
  it('reads "what do I need to do to see them" on a hidden price as how to see prices', () => {
    expect(answered('The price on this page is hidden. What do I need to do to see it?', { signedIn: false, seesPrices: false, onAuction: true })).toEqual(['see_prices'])
  })
})

describe('support understanding: after blind 27 (phrasings of our own)', () => {
  it('reads Bavarian and Berlin words for bidding, searching, looking at and the warranty', () => {
    expect(answered('Mir san etz freigschaltet. Wia gehd des mit dem Biedn?')).toEqual(['how_to_bid'])
    expect(answered('Konn i mei Suach speichern, dass i a Mail krieg, wenn a neuer Bagger einakimmt?')).toEqual(['saved_searches'])
    expect(answered('Jibt et ne Jarantie uff die Bagger?')).toEqual(['warranty'])
    expect(answered('Kann ick mir den Radlader vorher ankieken?')).toEqual(['inspection'])
    expect(answered('Wia vui Bagger-Auktionen laffan grad?')).toEqual(['live_count'])
  })
  it('reads "wie steht mein KYC" as where the asker\'s verification stands', () => {
    expect(answered('wie steht meine Verifizierung', { signedIn: true, seesPrices: false, onAuction: false })).toEqual(['my_kyc_status'])
  })
  it('hands over a bid to be changed after its auction ended, and a job enquiry', () => {
    expect(answered('Ich hab mich beim Gebot vertippt und die Auktion ist vorbei, könnt ihr den Betrag nachträglich ändern?')).toBe('handover')
    expect(answered('any jobs for drivers?')).toBe('handover')
  })
  it('reads a branch ("Niederlassung") as no price reduction, and how putting in a bid works', () => {
    expect(answered('Wir haben eine Niederlassung in Österreich. Ist die Mehrwertsteuer im Preis drin?')).not.toBe('handover')
    expect(answered('How does putting in a bid actually work on this site?')).toEqual(['how_to_bid'])
    expect(answered('Will I get told if another bidder beats my offer?')).toEqual(['outbid'])
  })
  it('reads a German statement with its "ich" dropped as told, not asked, and "zählt das Wochenende mit" as counting days', () => {
    expect(answered('Hab mich gestern registriert, aber die Bestätigungsmail ist nie angekommen. Was nun?')).toEqual(['verify_email'])
    expect(answered('Firmenprüfung am Freitag abgeschickt. Wie lange dauert das, zählt das Wochenende mit?')).toEqual(['kyc_duration'])
    // A question that starts with its verb still asks.
    expect(asksSentence('Hab ich ein Limit')).toBe(true)
  })
  it('answers a reminder asked with "and if the end is extended" by the reminder alone (it moves with an extension)', () => {
    expect(answered('Can you remind me before the auction closes, and what if the end gets extended?')).toEqual(['reminders'])
    expect(answered('Ich will rechtzeitig vor dem Ende benachrichtigt werden. Welche Vorlaufzeiten gibt es, und was passiert bei einer Verlängerung?')).toEqual(['reminders'])
    // Bids in the last minute are still the anti-sniping rule beside the reminder.
    expect(answered('Can you remind me before it closes, and why was it extended after a bid in the last minute?')).toEqual(['reminders', 'anti_sniping'])
  })
  it('gives the general VAT answer when VAT is asked for several buying companies at once', () => {
    expect(answered('We have depots in Ireland and a subsidiary in Germany: how is VAT handled depending on where the buying entity sits?')).toEqual(['vat'])
  })
  it('reads a German entity or subsidiary as a company in Germany', () => {
    expect(answered('Our German entity will buy. Will it get charged VAT on the invoice, and how much?')).toEqual(['vat_de'])
  })
  it('reads a plant hire firm named as who asks as no rental asked, and a price "blanked out" as not seeing prices', () => {
    expect(answered('Hi, Liam from Byrne Plant Hire, Cork. The price on this page is blanked out. How do I get to see it?', { signedIn: false, seesPrices: false, onAuction: true })).toEqual(['see_prices'])
    expect(answered('Do you do plant hire?')).toBe('handover')
    expect(answered('Is there any comeback on you if the engine fails after pickup?')).toEqual(['warranty'])
  })
  it('reads an auto-bid, a fat-fingered bid and the last second', () => {
    expect(answered('is there an auto-bid so I need not be online?')).toEqual(['proxy'])
    expect(answered('How do I place a bid, and can I take it back if I fat-finger the amount?')).toEqual(['how_to_bid', 'bid_binding'])
    expect(answered('was passiert, wenn oaner in da letschte Sekunde no bietet?')).toEqual(['anti_sniping'])
  })
})

describe('support understanding: from the spent sets\' misses (phrasings of our own)', () => {
  it('reads a country\'s VAT number and a country\'s VAT as tax, not as a language', () => {
    expect(answered('Our company sits in Ghent and has a Belgian VAT number, will you still charge us German VAT?')).toEqual(['vat_eu'])
    expect(answered('I buy for a Dutch holding with daughter companies in three countries and need the general rule: is the amount shown net of tax, and how does the VAT come in?')).toEqual(['vat'])
  })
  it('reads a watch list "to look at it later", the sorts of machines on one\'s phone, a call because of one\'s English, an alert before a machine closes', () => {
    expect(answered('How can I keep an auction in a list to look at it later?')).toEqual(['watchlist'])
    expect(answered("I'm on my phone, what sorts of machines do you auction?")).toEqual(['categories'])
    expect(answered('Is there a number I can call? My English writing is not so good.')).toEqual(['contact'])
    expect(answered('Can the site send me an alert shortly before a machine closes?')).toEqual(['reminders'])
  })
  it('hands over a repair asked in Swabian and the name of who outbid one; reads "Zugang löschen" as the account and "wo ich verifiziert bin" as told', () => {
    expect(answered('Kennet ihr den Bagger vor dr Abholung no repariera lassa?')).toBe('handover')
    expect(answered('Wer hat mich beim Radlader überboten, können Sie mir den Namen sagen?')).toBe('handover')
    expect(answered('Können Sie unseren Zugang löschen?')).toEqual(['account_data'])
    expect(answered('Wie gebe ich ein Gebot ab, jetzt wo ich verifiziert bin?')).toEqual(['how_to_bid'])
  })
  it('reads a broken gearbox as the warranty (no rejected verification), monthly parts as a person, which company outbid one as a person, and "something automatic" beside filters as the saved search', () => {
    expect(answered('Last time the gearbox failed after a month. What is your policy if something is wrong with the machine after the sale?')).toEqual(['warranty'])
    expect(answered('Could we split the purchase price into monthly parts?')).toBe('handover')
    expect(answered('which company outbid me on the loader?')).toBe('handover')
    expect(answered('I want something automatic: can I store my filters and be emailed when matching machines come up?')).toEqual(['saved_searches'])
    // Bidding done automatically is still the proxy bid.
    expect(answered('Gibt es automatisches Bieten?')).toEqual(['proxy'])
  })
  it('reads "bei manchen" as no place, a statutory UVV check and an expected price reduction as for a person, and outbidding someone oneself as the bid step', () => {
    expect(answered('Bei manchen Plattformen sind die Preise brutto. Wie wird bei euch die Umsatzsteuer berechnet?')).toEqual(['vat'])
    expect(answered('Darf ich den Radlader ohne UVV-Prüfung auf der Baustelle fahren?')).toBe('handover')
    expect(answered('Der Drehkranz hat Spiel, das nehmen wir so nicht hin und erwarten eine Preisminderung.')).toBe('handover')
    expect(answered('Um wie viel muss ich erhöhen, wenn ich jemanden überbiete?')).toEqual(['increment'])
  })
  it('hands over an auction to be paused, reads "did your team already approve" as where one\'s verification stands, and "I was watching" as told', () => {
    expect(answered('The roller ends in an hour. Could you pause the auction until Monday for me?')).toBe('handover')
    expect(answered('Did your team already approve the documents we sent on Monday?', { signedIn: true, seesPrices: false, onAuction: false })).toEqual(['my_kyc_status'])
    expect(answered('I was watching a dozer and bid in the final seconds, then the clock jumped up again. Why?')).toEqual(['anti_sniping'])
  })
  it('hands over an auction to be extended to a named day, a seller\'s name and a complaint about a missed callback; reads two problems and "wie komme ich weiter" as both', () => {
    expect(answered('Können Sie die Auktion für die Walze bis Freitag verlängern?')).toBe('handover')
    expect(answered("who's the seller of that Komatsu")).toBe('handover')
    expect(answered('You promised a callback about our invoice and nobody called.')).toBe('handover')
    expect(answered('Zwei Probleme: die Bestätigungsmail kam nie an, und mein Passwort habe ich auch vergessen. Wie komme ich weiter?')).toEqual(['verify_email', 'forgot_password'])
    expect(answered('Mail beim Überbieten?')).toEqual(['outbid'])
  })
  it('hands over a valuation, a road registration with the authorities; reads "Benachrichtigung bei Überbieten" and German firms\' VAT', () => {
    expect(answered('Könnt ihr mir eine Schätzung geben, was mein Bagger bringen würde?')).toBe('handover')
    expect(answered('Do we have to register the dumper with the authorities before we drive it on the road?')).toBe('handover')
    expect(answered('Benachrichtigung bei Überbieten?')).toEqual(['outbid'])
    expect(answered('19% VAT for German firms?')).toEqual(['vat_de'])
  })
})

describe('support understanding after blind 28', () => {
  it('reads VAT for a Romanian company looking at a machine in Bavaria as the EU case, and a British-born owner of a GmbH with a German tax number as the German case', () => {
    expect(answered('We have a Romanian VAT code and look at a roller in Bavaria. Do we pay the 19% German tax or is it reverse charge for us?')).toEqual(['vat_eu'])
    expect(answered('I am Oliver, British originally, but I run a GmbH in Cologne. We are registered in Germany with a German tax number. Will your invoices include German VAT?')).toEqual(['vat_de'])
  })
  it('reads a visitor on a detail page who sees only lines or blurred prices, a plant yard one buys for and Bavarian "z\'segn", as seeing prices', () => {
    const visitorOnAuction = { signedIn: false, seesPrices: false, onAuction: true }
    expect(answered('I buy for a plant yard in Cork. The price on this listing is all blurred out. What do I have to do to see it?', visitorOnAuction)).toEqual(['see_prices'])
    expect(answered('I opened this crane page but where the price must be there are only lines. How can I see how much it costs?', visitorOnAuction)).toEqual(['see_prices'])
    expect(answered('I bin da Sepp vom Bauunternehmen Huber. Wo da Preis steh sollt, san nur so Strich. Wia kriag i den Preis z\'segn?', visitorOnAuction)).toEqual(['see_prices'])
  })
  it('reads "führt ihr" as the range, machines to get rid of ("loswerden") or to auction through us as selling, a machine coming to us from the seller as the collection', () => {
    expect(answered('Führt ihr auch Asphaltfertiger oder nur Bagger und Kräne?')).toEqual(['categories'])
    expect(answered('Wir möchten ein paar ausgemusterte Radlader über eure Plattform loswerden. Wie geht das?')).toEqual(['selling'])
    expect(answered('Wir möchten drei gebrauchte Dumper über euch versteigern, wie läuft das?')).toEqual(['selling'])
    expect(answered('Wer kümmert sich drum, dass die Walze vom Verkäufer zu uns kommt?')).toEqual(['collection'])
  })
  it('reads "nich so recht" as no law, being the highest bidder oneself as no question of others, dialect "verkaufe" and "wie läuft des" pointing back', () => {
    expect(answered('Ich weiß nich so recht, was ich für die Verifizierung alles vorlegen muss. Könnt ihr mir das auflisten?')).toEqual(['kyc_steps'])
    expect(answered('Wir sind bei drei Auktionen Höchstbieter und beim vierten Gebot kommt eine Meldung wegen einem Limit. Wie können wir das erhöhen lassen?')).toEqual(['bid_limit'])
    expect(answered('Mir wolle unsern alte Radlader bei eich verkaufe. Wie läuft des, und wie erreich ich en Mensche am Telefon?')).toEqual(['selling', 'contact'])
  })
  it('reads who writes (a first name, a firm before its legal form, a town after "from") as no unknown topic', () => {
    expect(answered('Hi, Jonne from Oulu. We look for a Hamm roller. Can the site tell me when one comes in? Best, Jonne')).toEqual(['saved_searches'])
    expect(answered('Good day, I am Zsófia, director of Kovács Gépház Kft. We are verified now. Can you explain step by step how I put my bid on a roller?', { signedIn: true, seesPrices: true, onAuction: false })).toEqual(['how_to_bid'])
    expect(answered('Hello, Mario from Birkirkara, we just got verified. Please explain me how I make the bid, step by step.', { signedIn: true, seesPrices: true, onAuction: false })).toEqual(['how_to_bid'])
    // An unknown thing asked about still goes to a person.
    expect(answered('Hi, Jonne from Oulu. How much do new tyres for a roller cost? Best, Jonne')).toBe('handover')
  })
  it('reads "einstellen, dass" as setting up, an auction opened on screen as no length, seeing a machine before as the inspection', () => {
    expect(answered('Wir suchen laufend Fräsen. Kann ich einstellen, dass ich täglich eine Mail bekomme, wenn was Passendes reinkommt?')).toEqual(['saved_searches'])
    expect(answered('Where exactly do I type my offer once I have opened an auction?')).toEqual(['how_to_bid'])
    expect(answered('can i see machine before?')).toEqual(['inspection'])
  })
  it('reads a skid steer as no tax, a card of the site as no payment card, Wien-Favoriten as a place, a machine bought from a German seller and a 19% rate as VAT\'s', () => {
    expect(answered('We have our eye on a skid steer located in Bavaria. Once paid, how does the pickup work?')).toEqual(['collection'])
    expect(answered('The price on the loader card says 30,000 euro. Do we pay 2% more on top for your commission?')).toEqual(['fees'])
    expect(answered('Servus, Ferdl aus Wien-Favoriten. Wir ham an Bagger ersteigert, wo is mei Rechnung?', { signedIn: true, seesPrices: true, onAuction: false })).toEqual(['my_invoice'])
    expect(answered('We are a Polish company with an EU VAT number. If we buy from a German seller, do you charge us 19% or is it reverse charge?')).toEqual(['vat_eu'])
  })
  it('reads "how do we change it" after the languages or the bid limit as theirs, one\'s own top limit for automatic bids as the proxy, a rejection "honestly I don\'t understand why", bids "ganz am Schluss"', () => {
    expect(answered('Which languages does the site have, and how do we change it?')).toEqual(['languages'])
    expect(answered('The page says my bid is over a limit. What is it and who can change it for us?')).toEqual(['bid_limit'])
    expect(answered('Can I set my own top limit and let the site bid for me automatically?')).toEqual(['proxy'])
    expect(answered('Our verification was declined and honestly I do not understand why, our papers are fine. What should I do?')).toEqual(['kyc_rejected'])
    expect(answered('Wie lange läuft eine Auktion und was passiert bei Geboten ganz am Schluss?')).toEqual(['auction_length', 'anti_sniping'])
    // Changing one's e-mail beside the site's language is the account's data.
    expect(answered('Seite auf Englisch? Email ändern?')).toEqual(['languages', 'account_data'])
  })
  it('reads how to bid after "seit gestern verifiziert" and "registered and verified now", a rejection not understood as the rejection alone, fees just to take part', () => {
    expect(answered('Wir sind seit gestern verifiziert, endlich. Wo muss ich mein Gebot eintragen?', { signedIn: true, seesPrices: true, onAuction: false })).toEqual(['how_to_bid'])
    expect(answered('I am registered and verified now, how exactly do I put my bid on a machine?', { signedIn: true, seesPrices: true, onAuction: false })).toEqual(['how_to_bid'])
    expect(answered('Our verification was declined and I do not understand why. What do I do now?')).toEqual(['kyc_rejected'])
    expect(answered('Is there anything to pay just to register and place bids?')).toEqual(['fees'])
  })
  it('reads "draufbieten" as bidding, following auctions without bidding as the watch list, and VAT on a machine brought back home with no collection asked', () => {
    expect(answered('Wie kann i de Radlader im Aug behoitn, ohne glei zu bieten, und krieg i mit, wenn wer draufbietet?')).toEqual(['watchlist'])
    expect(answered('We are in Norway, outside the EU. Would we pay any German VAT on a machine we win and bring back home?')).toEqual(['vat_export'])
  })
  it('reads a buyer\'s invoice asked to pay it or forward it, and a Swiss "üsi Rächnig", as their own invoice', () => {
    expect(answered('We won the wheel loader on Monday. Can you send me our invoice so I can pay it this week?', { signedIn: true, seesPrices: true, onAuction: false })).toEqual(['my_invoice'])
    expect(answered('We won a roller yesterday. Could you pull up the invoice so I can forward it to accounts payable?', { signedIn: true, seesPrices: true, onAuction: false })).toEqual(['my_invoice'])
    expect(answered('Mir händ de Bagger gwunne. Wo isch üsi Rächnig?', { signedIn: true, seesPrices: true, onAuction: false })).toEqual(['my_invoice'])
  })
  it('hands over import duty; reads the invoice fetched on the site, a login that keeps failing and bids "at the death"', () => {
    expect(answered('What import duty does Switzerland charge on a used dumper?')).toBe('handover')
    expect(answered('Do I get the invoice by email or do I fetch it on the website?')).toEqual(['invoice'])
    expect(answered('My login keeps failing, how do I reset my password?')).toEqual(['forgot_password'])
    expect(answered('What happens if someone bids right at the death?')).toEqual(['anti_sniping'])
  })
  it('reads being out on site, machines sat in one\'s yard, a firm\'s name with "Transporte" and a farm one owns as who asks', () => {
    expect(answered('Can I set a maximum and let the system bid for me while I am out on site?')).toEqual(['proxy'])
    expect(answered('We have three old rollers sat in the yard doing nothing. Could we put them up on your auctions?')).toEqual(['selling'])
    expect(answered('Grüß Gott, Maier Transporte & Tiefbau aus Linz. Kann ich den Bagger vorher live sehen?')).toEqual(['inspection'])
    expect(answered('Ich hab nen kleinen Hof und will privat einen Radlader kaufen. Warum muss ich eine Firma verifizieren?')).toEqual(['kyc_why'])
  })
  it('reads a message some time before the end as a reminder, "new bids" on followed auctions as the watch list, Swabian "merka" and "speichera"', () => {
    expect(answered('I keep missing the end of auctions. Can the site send me a message some time before the end?')).toEqual(['reminders'])
    expect(answered('I want to follow two auctions and get an email when new bids come in, without bidding myself. How?')).toEqual(['watchlist'])
    expect(answered('Wie ko i mir a Auktion merka?')).toEqual(['watchlist'])
  })
  it('reads Rhenish j for g, "nach dem Zuschlag" as after winning, the language one finds easier as told, and "Prüfung" alone as asked back', () => {
    expect(answered('Wo jeb ich ming Jebot en?')).toEqual(['how_to_bid'])
    expect(answered('Bringt ihr den Bagger nach dem Zuschlag zu uns nach Essen oder holen wir ihn selbst ab?')).toEqual(['collection'])
    expect(answered('Talking German is easier for me but writing English is ok. We are a German company: how much VAT is on our invoice?')).toEqual(['vat_de'])
    expect(answered('Prüfung')).toBe('clarify')
    expect(answered('Ick hab mich vertippt und 5.000 zu viel jeboten, keene Ahnung wie dit passiert is. Kann ick dit zurücknehmen?')).toEqual(['bid_binding'])
    expect(answered('Can someone put a value on my excavator before I sell it?')).toBe('handover')
  })
})

describe('support understanding after blind 29 (phrasings of our own)', () => {
  it('reads a clock that jumped forward after a late bid as the extension, and losing the lead as being outbid', () => {
    expect(answered('Someone bid near the end and the timer jumped forward by a few minutes. Why did that happen?')).toEqual(['anti_sniping'])
    expect(answered('I cannot sit at the screen all day. Do you tell me when I lose the lead on a dumper?')).toEqual(['outbid'])
  })
  it('reads VAT asked "in general" as the general rule even when the greeting names a firm and a town', () => {
    expect(answered('Hello, Ana from Porto Obras Lda, Lisbon. How is VAT handled on your invoices in general?')).toEqual(['vat'])
    expect(answered('Grüß Gott, Huber Erdbau GmbH aus Passau. Wie wird die Umsatzsteuer bei Ihnen grundsätzlich berechnet?')).toEqual(['vat'])
    // Asked for the asker's own case, the case stays.
    expect(answered('We are a GmbH in Hamburg. Which VAT is on the invoice for us as a German company?')).toEqual(['vat_de'])
  })
  it('reads a job asked for ("sucht ihr Mitarbeiter") as an offer to us, for a person', () => {
    expect(decide('Sucht ihr Mitarbeiter für den Kundenservice?', visitor).kind).toBe('handover')
    expect(decide('Are you recruiting at the moment?', visitor).kind).toBe('handover')
  })
  it('reads a ping "a while before" the end as the reminder, "other kinds of equipment" as the range, a machine picked up after paying as the collection', () => {
    expect(answered('I keep missing the endings. Could the site ping me a while before an auction finishes?')).toEqual(['reminders'])
    expect(answered('Is it only excavators or do you have other kinds of equipment too?')).toEqual(['categories'])
    expect(answered('We won a roller. How do we pay, and how do we get it picked up afterwards?')).toEqual(['payment', 'collection'])
  })
  it('reads an engine that turns out to be bad after the sale as the warranty, not legal advice', () => {
    expect(answered('If the engine turns out to be bad a week after I buy, can I claim anything from the seller?')).toEqual(['warranty'])
  })
  it('reads an account to be deleted or removed for good as the account data, and auctioning one\'s own machines "bei Ihnen" as selling', () => {
    expect(answered('We are closing the business. Please have our account deleted for good, how does that work?')).toEqual(['account_data'])
    expect(answered('Wir hören auf und wollen unser Konto komplett löschen lassen. Was muss ich tun?')).toEqual(['account_data'])
    expect(answered('Können wir unsere zwei alten Walzen auch selbst bei Ihnen versteigern?')).toEqual(['selling'])
  })
})

describe('support understanding after blind 30 (phrasings of our own)', () => {
  it('reads dialect forms: a verification "abg\'lehnt", a search that tells when one "rinkummt", a clock that "hochgange" is, machines to "verkaafe"', () => {
    expect(answered("Servus, mia ham heit a Mail kriagt, de Verifizierung is abg'lehnt. Wos jetzt?")).toEqual(['kyc_rejected'])
    expect(answered('Kann ik mi ne Mail schicken laten, wenn en neuen Radlader rinkummt?')).toEqual(['saved_searches'])
    expect(answered('Kurz vorm Schluss is die Uhr widder hochgange, wieso des?')).toEqual(['anti_sniping'])
    expect(answered('Kann ma bei eich aach alde Walze verkaafe?')).toEqual(['selling'])
  })
  it('reads how to bid after "mir send verifiziert" as how to bid, not the verification steps', () => {
    expect(answered('Mir send seit geschtern verifiziert. Wie goht des Biete, wo muss i mei Gebot neischreiba?')).toEqual(['how_to_bid'])
  })
  it('reads who is liable for engine damage after the sale as the warranty; liability for damage in transport stays a person\'s', () => {
    expect(answered('Haftet jemand, wenn der Radlader zwei Wochen nach dem Kauf einen Getriebeschaden hat?')).toEqual(['warranty'])
    expect(decide('Wer haftet bei einem Transportschaden?', visitor).kind).toBe('handover')
    // A complaint about an engine damage stays a person's.
    expect(decide('Der Dumper hat einen Motorschaden, ich will mein Geld zurück!', visitor).kind).toBe('handover')
  })
  it('reads the shown prices asked "with or without VAT" as the general rule, even with a German town in the greeting; an own case stays', () => {
    expect(answered('Hallo, Firma Wagner aus Kassel. Sind die Preise auf der Seite mit oder ohne Mehrwertsteuer?')).toEqual(['vat'])
    expect(answered('Export to Norway: with or without German VAT?')).toEqual(['vat_export'])
  })
  it('reads an Italian MwSt-Nummer as an EU VAT ID, and "Brunner" as a name, not the town of Brno', () => {
    expect(answered('Wir sind aus Meran mit italienischer MwSt-Nummer. Zahlen wir deutsche Mehrwertsteuer?')).toEqual(['vat_eu'])
    expect(answered('Hi, Marco Brunner from Lugano, Switzerland. Is there German VAT for us?')).toEqual(['vat_export'])
  })
  it('does not read a firm called "… Plant Hire" or an "English-speaking" office manager as a question about rental or languages', () => {
    expect(answered('Hello, Sean Walsh, Walsh Plant Hire, Galway. Somebody bid in the last seconds and the clock went back up. Why?')).toEqual(['anti_sniping'])
    expect(decide('Do you also do plant hire?', visitor).kind).toBe('handover')
    expect(answered("Hi, I'm the English-speaking assistant at Huber Bau GmbH in Munich. What VAT do we pay as a German company?")).toEqual(['vat_de'])
  })
  it('reads "is registering and bidding free" as the fees, and how to bid beside taking a bid back as two questions', () => {
    expect(answered('Is signing up and bidding free or is there a yearly fee?')).toEqual(['fees'])
    expect(answered('How do I place a bid, and after that can I still take it back?')).toEqual(['how_to_bid', 'bid_binding'])
  })
})

describe('support understanding after blind 31 (phrasings of our own)', () => {
  const buyer: AskContext = { signedIn: true, seesPrices: true, onAuction: false }
  const visitorOnPage: AskContext = { signedIn: false, seesPrices: false, onAuction: true }
  it('reads abbreviations: "Rg." is an invoice, "dt. Firma" a German company, "auf Polnisch" a language', () => {
    expect(answered('Wann kommt die Rg.?')).toEqual(['invoice'])
    expect(answered('Wo ist meine Rg. vom Zuschlag gestern früh?', buyer)).toEqual(['my_invoice'])
    expect(answered('Welche USt als dt. Unternehmen?')).toEqual(['vat_de'])
    expect(answered('Gibt es die Seite auch auf Tschechisch?')).toEqual(['languages'])
  })
  it('reads a clock "pushed back" after a bid in the final seconds as the extension, not a bid taken back', () => {
    expect(answered('Somebody drops a bid in the final few seconds, does the clock get pushed back then?')).toEqual(['anti_sniping'])
  })
  it('hands over who the seller of a machine is, and a verification to be approved today', () => {
    expect(decide('Who is the seller of the Liebherr loader, I want to call them?', visitor).kind).toBe('handover')
    expect(decide('Could you unlock our verification today? We want to bid this afternoon.', visitor).kind).toBe('handover')
  })
  it('reads a bid "storniert" after a "Vertipper" as binding, also beside a "Freigaberichtlinie"', () => {
    expect(answered('Für unsere Freigaberichtlinie: kann ein abgegebenes Gebot nach einem Vertipper noch storniert werden?')).toEqual(['bid_binding'])
    expect(answered('Kann ein Gebot noch storniert werden?')).toEqual(['bid_binding'])
  })
  it('reads the highest bid below the seller\'s minimum price as the reserve, not a maximum for proxy bidding or a collection', () => {
    expect(answered('Was passiert, wenn das Höchstgebot unter dem Mindestpreis des Verkäufers bleibt?')).toEqual(['reserve'])
    expect(answered('If bidding stays below the reserve price, do we still get the machine?')).toEqual(['reserve'])
  })
  it('reads VAT "charged" as the tax and the invoice as where VAT is added, not a fee or an invoice question', () => {
    expect(answered('We have a Belgian VAT number. Is German VAT charged when we buy from you?')).toEqual(['vat_eu'])
    expect(answered('Ist die MwSt im Gebot schon drin oder kommt sie auf der Rechnung dazu?')).toEqual(['vat'])
  })
  it('reads VAT asked for buyers in several countries "depending on where" they sit as the general rule, an invoice "raised" as no bid raised', () => {
    expect(answered('Our buyers sit in France, Norway and Poland. Is VAT on the invoice when it is raised, and does it depend on where the buyer is based?')).toEqual(['vat'])
  })
  it('reads a company registered in Germany as German even when "Irish-run", and "our German subsidiary" as no language question', () => {
    expect(answered('We are a Polish-owned GmbH registered in Germany. What VAT is on the invoice for us?')).toEqual(['vat_de'])
    expect(answered('I bid for our German subsidiary. How does bidding work, and can I take a bid back?')).toEqual(['how_to_bid', 'bid_binding'])
  })
  it('reads a bidding maximum "for our account" after a refused bid as the limit', () => {
    expect(answered('The site refused my next bid. Is there a maximum for our account?')).toEqual(['bid_limit'])
  })
  it('hands over a fault found and money asked back, a repair asked before collection; a defect "imagined" stays the warranty', () => {
    expect(decide('We picked up the loader and the gearbox is faulty. We want some of the money back.', visitor).kind).toBe('handover')
    expect(decide('Der Radlader hat ein Hydraulikleck, könnt ihr das vor dem Abholen reparieren lassen?', visitor).kind).toBe('handover')
    expect(answered('Suppose the engine breaks a month after I buy, do I get my money back?')).toEqual(['warranty'])
  })
  it('reads hidden prices ("ausgeblendet") as how to see prices, "Bernd" as a name, not Bern, and the final cost with fee and tax on a detail page as the buyer\'s own figures', () => {
    expect(answered('Bei diesem Bagger ist der Preis ausgeblendet. Wie sehe ich ihn?', visitorOnPage)).toEqual(['see_prices'])
    expect(answered('Hallo, Bernd hier. Was kostet uns dieser Bagger beim nächsten Mindestgebot mit Gebühr und Steuer?', buyerOnPage)).toEqual(['my_price'])
    expect(answered('Hello, Ana from Lisbon. What would the final cost for our company be for this one at the next minimum bid, with fee and tax?', buyerOnPage)).toEqual(['my_price'])
  })
  it('does not read a firm "… Haulage" as a transport question, and gives the accountant the invoice asked for', () => {
    expect(answered("G'day, Sam Lee, Lee Haulage, Perth. This crane shows no price, only dashes. How do I see it?", visitorOnPage)).toEqual(['see_prices'])
    expect(answered('Our accountant needs last week\'s invoice to book it. Can you send me the PDF?', buyer)).toEqual(['my_invoice'])
  })
})

describe('support understanding after blind 32 (phrasings of our own)', () => {
  it('reads the "+2 % fee" on an auction card as the fee question, not a card to pay with', () => {
    expect(answered('The auction card shows +2% fee next to the price. If I bid 10,000, is that 10,200 in the end or is the fee already inside?')).toEqual(['fees'])
    expect(answered('Auf den Karten steht „+2 % Gebühr“ beim Preis. Kommt die Gebühr bei meinem Gebot noch obendrauf oder ist sie schon drin?')).toEqual(['fees'])
  })
  it('reads a business "expanding" as no change, and a bid taken back before the end as binding, not the clock', () => {
    expect(answered("We're expanding into Austria. Can I leave a maximum and let the site bid for me?")).toEqual(['proxy'])
    expect(answered('A colleague bid on a roller by mistake. Can we take it back before the auction ends?')).toEqual(['bid_binding'])
  })
  it('reads "added time" on the countdown and an auction that ran "a few minutes longer" than its end as the extension', () => {
    expect(answered('why has the timer added time?')).toEqual(['anti_sniping'])
    expect(answered('Wieso war die Auktion nicht pünktlich um 18 Uhr vorbei, sondern lief noch ein paar Minuten weiter?')).toEqual(['anti_sniping'])
  })
  it('reads the end beside an unmet reserve as the reserve, and VAT that changes "depending on the country" as the general rule', () => {
    expect(answered('What happens when the reserve still is not met at the end?')).toEqual(['reserve'])
    expect(answered('In general, is VAT inside the bid amounts, and does it change depending on the country of the buyer?')).toEqual(['vat'])
  })
  it('hands over a partial refund asked for as "not acceptable"', () => {
    expect(decide('We picked up the dumper and it has far more hours than listed. This is unacceptable, we want a partial refund.', visitor).kind).toBe('handover')
  })
  it('reads "Berger" as a name, not Bergen, and an Austrian UID as the EU case', () => {
    expect(answered('Grüß Gott, Anton Berger aus Linz. Wir haben eine UID. Zahlen wir deutsche MwSt?')).toEqual(['vat_eu'])
  })
  it('reads how long auctions last "or does the seller decide" as the auction length', () => {
    expect(answered('Do all auctions run for the same time or does the seller decide?')).toEqual(['auction_length'])
  })
  it('reads a confirmation mail never received, told before another question, as a question too', () => {
    expect(answered('Ich habe mich registriert, aber nie eine Bestätigungsmail bekommen. Und noch was: Kann man euch anrufen?')).toEqual(['verify_email', 'contact'])
  })
})

describe('support understanding after blind 33 (phrasings of our own)', () => {
  const buyer: AskContext = { signedIn: true, seesPrices: true, onAuction: false }
  const visitorOnPage: AskContext = { signedIn: false, seesPrices: false, onAuction: true }
  it('reads a Turkish name with a dotless ı and a firm "… İnşaat" as who writes', () => {
    expect(answered('Merhaba, Ayşe Kılıç here from Kılıç İnşaat, Ankara. Can I save a search for dozers and get an email when new ones are listed?')).toEqual(['saved_searches'])
  })
  it('reads a limit on the total one may lead with, and who can increase it, as the bidding limit', () => {
    expect(answered('Is there a maximum total we can be leading with across auctions, and who can increase it?')).toEqual(['bid_limit'])
  })
  it('reads a rejection to correct and apply again as the rejection, and Berlin "abjelehnt" as rejected', () => {
    expect(answered('Our verification was rejected. How can we correct it and apply again?')).toEqual(['kyc_rejected'])
    expect(answered('Ick hab jehört, unsere Prüfung is abjelehnt. Wat nu?')).toEqual(['kyc_rejected'])
  })
  it('reads a nudge before the end as the reminder, and an approval inside the company as no verification', () => {
    expect(answered('I keep missing the last hour. Could the site give me a nudge before the end?')).toEqual(['reminders'])
    expect(answered('How long is an auction open? We need internal approval from our director before we bid.')).toEqual(['auction_length'])
  })
  it('hands over a verification to be switched on today ("schalten Sie … heute noch frei")', () => {
    expect(decide('Schalten Sie unser Konto bitte heute noch frei, wir wollen morgen bieten.', visitor).kind).toBe('handover')
  })
  it('reads a verification asked "ob wir schon bieten dürfen" as the buyer\'s own status', () => {
    expect(answered('Die Unterlagen sind seit Dienstag hochgeladen. Können Sie schauen, ob wir schon bieten dürfen?', buyer)).toEqual(['my_kyc_status'])
  })
  it('reads a hidden price ("verdeckt") as how to see prices, and a change of mind after bidding, with words of the day, as taking the bid back', () => {
    expect(answered('Der Preis bei diesem Radlader ist verdeckt. Wie sehe ich ihn?', visitorOnPage)).toEqual(['see_prices'])
    expect(answered('Ich hab vorhin geboten und es mir inzwischen anders überlegt. Kann ich das Gebot löschen?')).toEqual(['bid_binding'])
  })
  it('reads independent reports beside "die Angaben des Verkäufers" as the inspection, not another person\'s data', () => {
    expect(answered('Gibt es unabhängige Gutachten, oder zählen nur die Angaben des Verkäufers?')).toEqual(['inspection'])
  })
  it('reads who organises getting the machine to the yard as the collection, and a mail that "kam nie an" beside a forgotten password as two questions', () => {
    expect(answered('After paying, who organises getting the machine to our yard?')).toEqual(['collection'])
    expect(answered('Passwort vergessen und die Bestätigungsmail kam auch nie an. Was nun?')).toEqual(['forgot_password', 'verify_email'])
  })
  it('reads "jeweils mindestens über dem aktuellen Gebot bleiben" as the bid step', () => {
    expect(answered('Um wie viel muss ich jeweils mindestens über dem aktuellen Gebot bleiben?')).toEqual(['increment'])
  })
})

describe('support understanding after blind 34 (phrasings of our own)', () => {
  const buyerOnDetail: AskContext = { signedIn: true, seesPrices: true, onAuction: true }
  const visitorOnPage: AskContext = { signedIn: false, seesPrices: false, onAuction: true }
  it('reads a buyer\'s "what would I actually pay … with fee and VAT" and "the lowest allowed amount … total" on a detail page as their own figures', () => {
    expect(answered('What would I actually pay for this dumper with your fee and VAT?', buyerOnDetail)).toEqual(['my_price'])
    expect(answered('Hello, Jonas from Odense. If I bid the lowest allowed amount on this roller, what is the total for our company with fee and VAT?', buyerOnDetail)).toEqual(['my_price'])
    expect(answered('Was wäre beim tiefsten möglichen Gebot der Gesamtbetrag für diese Walze inkl. Aufgeld und Steuer?', buyerOnDetail)).toEqual(['my_price'])
  })
  it('reads dashes instead of the current bid, and needing an account "to see the numbers", as how to see prices', () => {
    expect(answered('Wieso stehen bei diesem Kran nur Striche statt dem aktuellen Gebot?', visitorOnPage)).toEqual(['see_prices'])
    expect(answered('All prices show dashes. Do I have to register to see the numbers?', visitor)).toEqual(['see_prices'])
  })
  it('reads bidders who wait for the last five seconds and steal the machine as the extension', () => {
    expect(answered('on other sites people wait until the last five seconds and steal the machine, do you protect against that?')).toEqual(['anti_sniping'])
  })
  it('reads a brother-in-law as no law asked, and "writing in English for my colleague" as no language question', () => {
    expect(answered('Why do you need the business verification at all? Could my brother-in-law buy as a private person instead?')).toEqual(['kyc_why'])
    expect(answered('Hello, writing in English for my colleague in Graz. The prices on this page are blurred, what must we do to see them?', visitorOnPage)).toEqual(['see_prices'])
  })
  it('reads a German-registered subsidiary of an EU company as the German case', () => {
    expect(answered('We are the German branch of a Dutch group, registered in Hamburg with a German VAT number. What VAT is on the invoice for us?')).toEqual(['vat_de'])
  })
  it('reads the proxy\'s maximum "until that limit" as the proxy, and whom to talk to about a raised limit as the limit', () => {
    expect(answered('Can I enter a maximum so the site bids for me automatically until that limit?')).toEqual(['proxy'])
    expect(answered('The site says we are over our limit. Is there a cap, and who do I talk to about getting it raised?')).toEqual(['bid_limit'])
  })
  it('reads marking machines and a budget released next week as the watchlist, internal approvals as no verification, an alert when one is listed as a saved search', () => {
    expect(answered('Wir bieten erst nach der Budgetfreigabe. Kann ich die Bagger markieren und mitbekommen, wenn darauf geboten wird?')).toEqual(['watchlist'])
    expect(answered('Wie lange läuft eine Auktion, damit wir intern die Freigaben planen können?')).toEqual(['auction_length'])
    expect(answered('Nothing matching right now. Can I get an email automatically when one like that is listed?')).toEqual(['saved_searches'])
  })
  it('reads another company bidding more and a bid pulled back as outbid and binding; nothing heard since the upload as the status', () => {
    expect(answered('If I lead and another company bids more, will I be told or do I keep checking?')).toEqual(['outbid'])
    expect(answered('If one of the lads puts in a bid by mistake, can we pull it back out?')).toEqual(['bid_binding'])
    expect(answered('Unterlagen vor drei Tagen eingereicht, seitdem nichts gehört. Wie es mit unserer Verifizierung gerade aussieht?', { signedIn: true, seesPrices: true, onAuction: false })).toEqual(['my_kyc_status'])
  })
  it('reads machine groups as the range, and a phone photo of a document as no phone call', () => {
    expect(answered('Welche Maschinengruppen gibt es bei euch?')).toEqual(['categories'])
    expect(answered('Geht beim Hochladen der Unterlagen auch ein Handyfoto?')).toEqual(['kyc_steps'])
  })
})

describe('support understanding after blind 35 (phrasings of our own)', () => {
  const buyerOnDetail: AskContext = { signedIn: true, seesPrices: true, onAuction: true }
  it('reads a buyer\'s fee "charged on top" as the fee, not a non-EU tax case, and "Respected Sir" as no rejection', () => {
    expect(answered('Greetings from Accra: is the buyer fee charged on top of my bid or inside it?')).toEqual(['fees'])
    expect(answered('Respected Sir, what documents do we need to get our company verified?')).toEqual(['kyc_steps'])
  })
  it('reads a "general overview" of VAT for entities in several countries as the general rule', () => {
    expect(answered('We buy for our companies in Austria, Germany and Norway. Could you give a general overview of how VAT is applied on your invoices?')).toEqual(['vat'])
  })
  it('reads "naechste gebot" typed without umlaut with fee and MwSt on a detail page as the buyer\'s own figures', () => {
    expect(answered('was ist hier das naechste gebot und was kostet uns das mit aufgeld und mwst', buyerOnDetail)).toEqual(['my_price'])
  })
  it('reads "what\'s all that for" after the papers asked as why the verification is needed', () => {
    expect(answered('You want our registration papers and proof of address before we can bid. What\'s all that for?')).toEqual(['kyc_why'])
  })
})

describe('support understanding after blind 36 (phrasings of our own)', () => {
  it('hands an order to take one mistyped bid off now to a person; asking whether one may is the rule', () => {
    expect(decide('I typed 62000 instead of 6200 on the Volvo loader by mistake, please cancel that bid for me now', visitor).kind).toBe('handover')
    expect(answered('I typed 62000 instead of 6200 by mistake, can I cancel the bid?')).toEqual(['bid_binding'])
  })
  it('reads how much to go up or add over the current bid to outbid someone as the bid step', () => {
    expect(answered('How much more do I have to go up every time I want to outbid another bidder?')).toEqual(['increment'])
    expect(answered('What is the least I have to add over the current bid, and does it depend on the price level?')).toEqual(['increment'])
  })
  it('reads what to add over the current bid after a firm\'s introduction as the bid step, and someone bidding higher as being outbid', () => {
    expect(answered('Good morning, Thabo Nkosi from Nkosi Earthworks, Polokwane. How much higher than the current bid must my bid be?')).toEqual(['increment'])
    expect(answered('Hello, Imran Qureshi, Qureshi Earthmoving Supplies, Multan. How much higher than the current bid must my bid be?')).toEqual(['increment'])
    expect(answered('Hello, Imran Qureshi from Lahore. Will I be told when somebody bids higher than me while I sleep?')).toEqual(['outbid'])
  })
  it('reads a German company writing for a British colleague as the German VAT case', () => {
    expect(answered('Hi, Jan from Jansen Bau GmbH in Bremen, writing in English for our British foreman. As a German company, do we pay German VAT?')).toEqual(['vat_de'])
  })
  it('reads "much obliged" as thanks and a seller who "picks" the length as the auction length', () => {
    expect(answered('Is there a way to save auctions to a list for later? Much obliged, Earl')).toEqual(['watchlist'])
    expect(answered('Do all auctions run equally long, or does the seller pick?')).toEqual(['auction_length'])
  })
  it('reads VAT inside the bid or on top of the invoice, and prices shown with VAT, as the general rule', () => {
    expect(answered('Is VAT inside the number we bid, or is it added on top of the invoice?')).toEqual(['vat'])
    expect(answered('We are a company from Milan. Are the prices you show including VAT?')).toEqual(['vat'])
    expect(answered('Wie wird die MwSt berechnet, steckt die im Gebot oder kommt sie separat auf die Rechnung?')).toEqual(['vat'])
  })
  it('hands a job enquiry to a person', () => {
    expect(decide('u hiring mechanics?', visitor).kind).toBe('handover')
  })
  it('reads what to send and how long until one can bid as the verification steps and their duration', () => {
    expect(answered('What do I have to send to get verified, and how long until I can bid?')).toEqual(['kyc_steps', 'kyc_duration'])
  })
  it('reads a confirmation e-mail that never turns up after signing up twice as the e-mail check, no complaint', () => {
    expect(answered('Signed up twice, and the confirmation email never turns up. What now?')).toEqual(['verify_email'])
  })
  it('reads an automatic notice when a matching machine is listed as a saved search, and how the machine comes to us as collection', () => {
    expect(answered('Can I get an automatic notice when a matching dozer gets listed?')).toEqual(['saved_searches'])
    expect(answered('Wie kommt die Maschine nach dem Kauf dann zu uns?')).toEqual(['collection'])
  })
})

describe('support understanding after blind 37 (phrasings of our own)', () => {
  const buyer: AskContext = { signedIn: true, seesPrices: true, onAuction: false }
  const buyerOnDetail: AskContext = { signedIn: true, seesPrices: true, onAuction: true }
  it('reads someone who "comes in higher" while I lead as being outbid', () => {
    expect(answered('While I am leading, what happens if another bidder comes in higher, do I hear about it?')).toEqual(['outbid'])
  })
  it('reads VAT "included in that figure" on a card as the general rule for a firm with depots in and outside the EU', () => {
    expect(answered('We have yards in Vienna and in Zurich. The card shows a price: is VAT included in that figure?')).toEqual(['vat'])
  })
  it('reads listing some of our machines as selling, and what my machine would fetch as a valuation for a person', () => {
    expect(answered('We want to list some of our older dumpers, how do we go about it?')).toEqual(['selling'])
    expect(decide('What would our 2009 JCB backhoe fetch if we auctioned it with you?', visitor).kind).toBe('handover')
  })
  it('hands an order to cancel one bid now to a person in any word order', () => {
    expect(decide('Ich habe 70.000 statt 7.000 geboten, bitte das Gebot sofort löschen!', visitor).kind).toBe('handover')
    expect(decide('Typed 90000 instead of 9000 on the roller. Please delete that bid immediately', visitor).kind).toBe('handover')
  })
  it('reads a Bavarian private buyer with his own small farm, and one asking whether you only sell to businesses, as why only businesses may buy', () => {
    expect(answered('I hob an kloana Hof und tät gern an Radlader für mi privat kaufen. Geht des, obwohl i koa Firma hab?')).toEqual(['kyc_why'])
    expect(answered('I am a farmer and would like to buy a loader privately. Or do you only sell to businesses?')).toEqual(['kyc_why'])
  })
  it('reads "where\'s my kyc at" after the documents were sent on a Monday as the buyer\'s own status', () => {
    expect(answered('wheres my verification at? uploaded the papers on monday', buyer)).toEqual(['my_kyc_status'])
  })
  it('reads bare "Laufzeit" as the auction length, also beside the extension', () => {
    expect(answered('Laufzeit?')).toEqual(['auction_length'])
    expect(answered('Laufzeit und Verlängerung am Schluss?')).toEqual(['auction_length', 'anti_sniping'])
  })
  it('reads "wo hol ich … ab" as collection beside paying', () => {
    expect(answered('Wann muss ich zahlen und wo hol ich die Walze ab?')).toEqual(['payment', 'collection'])
  })
  it('reads a name-only line (name, firm, town) as who writes: "Star" is no watchlist', () => {
    const letter = 'Howdy,\nJo Ann Miller, North Star Grading, Tulsa OK. Two things: what does reserve not met mean on a listing, and how much must I raise my bid each time?\nThanks,\nJo Ann'
    expect(answered(letter)).toEqual(['reserve', 'increment'])
    expect(decide(letter, visitor).scores.watchlist).toBeUndefined()
  })
  it('reads a buyer\'s "Endpreis inkl. MwSt" on a detail page as their own figures', () => {
    expect(answered('Endpreis inkl. MwSt?', buyerOnDetail)).toEqual(['my_price'])
  })
  it('reads how bidding works once the verification "ist durch" as how to bid', () => {
    expect(answered('Unsere Verifizierung ist seit Freitag durch. Wie läuft das Bieten jetzt ab?')).toEqual(['how_to_bid'])
  })
})

describe('support understanding after blind 38 (phrasings of our own)', () => {
  const buyer: AskContext = { signedIn: true, seesPrices: true, onAuction: false }
  const buyerOnDetail: AskContext = { signedIn: true, seesPrices: true, onAuction: true }
  it('reads a mail "kurz bevor die Auktion ausläuft" as the reminder', () => {
    expect(answered('Kann ich eine Mail bekommen, kurz bevor die Auktion ausläuft?')).toEqual(['reminders'])
  })
  it('reads a buyer\'s invoice wanted "so finance can pay it" as their own invoice, no financing', () => {
    expect(answered('We won a dumper on Monday. Could you point me to our invoice so finance can pay it?', buyer)).toEqual(['my_invoice'])
  })
  it('hands a request to cancel the bid on one named machine to a person', () => {
    expect(decide('Bitte storniert mein Gebot auf den Liebherr R920, ich hab mich beim Betrag vertippt.', visitor).kind).toBe('handover')
  })
  it('reads when to expect an answer after uploading papers as the verification\'s duration', () => {
    expect(answered('Uploaded our company papers today, when can we expect an answer?')).toEqual(['kyc_duration'])
  })
  it('reads where to enter the bid once approved as how to bid', () => {
    expect(answered('Ich bin freigeschaltet, aber wo genau trage ich mein Gebot ein?', buyer)).toEqual(['how_to_bid'])
  })
  it('hands storage, a repair put on the invoice, another bidder\'s name, a job enquiry and a valuation to a person', () => {
    expect(decide('Can the loader be stored somewhere until our truck is free in six weeks?', visitor).kind).toBe('handover')
    expect(decide('Could your mechanics fix the leaking boom cylinder before pickup and add it to our invoice?', visitor).kind).toBe('handover')
    expect(decide('Wer hat beim Dumper gerade das Höchstgebot? Nennt mir bitte die Firma.', visitor).kind).toBe('handover')
    expect(decide('Sucht ihr vielleicht Leute für den Vertrieb?', visitor).kind).toBe('handover')
    expect(decide('Was mein alter Kramer Radlader von 2011 bei euch wohl bringen würde?', visitor).kind).toBe('handover')
  })
  it('reads whether one pays only on winning as the fee question, not how to pay', () => {
    expect(answered('Kostet die Registrierung was, oder zahlt man nur, wenn man was ersteigert?')).toEqual(['fees'])
  })
  it('reads a system that bids on "selbstständig weiter" as the proxy', () => {
    expect(answered('Bietet das System nachts selbstständig weiter, wenn ich schlafe?')).toEqual(['proxy'])
  })
  it('reads a buyer\'s total to "hinlegen" on a detail page as their own figures', () => {
    expect(answered('Was müssten wir für diese Walze insgesamt hinlegen?', buyerOnDetail)).toEqual(['my_price'])
  })
  it('reads getting out of a bid again as the binding bid, not a watched machine or a visit', () => {
    expect(answered('Wenn ich biete und merk danach, dass die Maschine zu groß für unseren Hof ist, komm ich aus dem Gebot wieder raus?')).toEqual(['bid_binding'])
  })
  it('reads a name as a name: "Levi" is no levy', () => {
    expect(answered("Hi, I'm Dana Levi from Tel Aviv. I signed up but the activation email never arrived, I checked twice.")).toEqual(['verify_email'])
  })
  it('reads VAT "erst auf der Rechnung dazu" as the general rule, no invoice question', () => {
    expect(answered('Ist die USt im angezeigten Betrag drin, oder kommt die erst auf der Rg. dazu?')).toEqual(['vat'])
  })
  it('reads "I forgot my password" told before another question as asked too', () => {
    expect(answered('I forgot my password, and is the site also in German?')).toEqual(['forgot_password', 'languages'])
    expect(answered('Good evening,\nHassan Ali, Ali Builders, Multan. I forgot my password. Also, is there a German version of the site?\nRegards,\nHassan')).toEqual(['forgot_password', 'languages'])
  })
})

describe('support understanding after blind 39 (phrasings of our own)', () => {
  const visitorOnDetail: AskContext = { signedIn: false, seesPrices: false, onAuction: true }
  const buyerOnDetail: AskContext = { signedIn: true, seesPrices: true, onAuction: true }
  it('asks back on a bare "status" or "deadline"', () => {
    expect(decide('status?', visitor).kind).toBe('clarify')
    expect(decide('Frist?', visitor).kind).toBe('clarify')
    expect(decide('deadline', visitor).kind).toBe('clarify')
  })
  it('reads a price field that is blank for a visitor on a detail page as how to see prices', () => {
    expect(answered("What's the current bid here, the price field is blank for me?", visitorOnDetail)).toEqual(['see_prices'])
  })
  it('reads VAT that "comes on the invoice" as the general rule, and "suppose I place a bid" as the binding bid', () => {
    expect(answered('Is VAT inside the price shown, or does it only come on the invoice?')).toEqual(['vat'])
    expect(answered('Suppose I place a bid and then change my mind, can I pull it back?')).toEqual(['bid_binding'])
  })
  it('reads selling "für uns als Verkäufer" as selling, not a sale on our behalf', () => {
    expect(answered('Mir ham zwoa alte Bagger im Hof. Kann mer die bei eich versteigern lassen und was kost des für uns als Verkäufer?')).toEqual(['selling'])
  })
  it('reads PDFs for the books from the accounts team as where invoices are, no tax advice', () => {
    expect(answered('Our accounts team asks where the invoices come from once we win; they want PDFs for the books.')).toEqual(['invoice'])
  })
  it('hands "you guys hiring … looking for work" to a person', () => {
    expect(decide('are you guys hiring, i am a mechanic from Lagos', visitor).kind).toBe('handover')
  })
  it('reads uploading the papers again after a rejection as the rejection', () => {
    expect(answered('Unsere Prüfung wurde abgelehnt. Wo sehe ich den Grund und kann ich die Unterlagen nochmal hochladen?')).toEqual(['kyc_rejected'])
  })
  it('reads a buyer\'s next-bid total "with whatever tax applies" to their country as their own figures', () => {
    expect(answered('What will the next bid cost us in total here, with your fee and whatever tax applies to a Swiss company?', buyerOnDetail)).toEqual(['my_price'])
  })
  it('places a firm and town after "at" and reads what kinds of machines are "sold" as the range', () => {
    expect(answered("Hi, I'm Fiona Grant at Grant Civils, Stirling. Which kinds of machines are sold on your site, any pavers?")).toEqual(['categories'])
  })
})

describe('support understanding after blind 40 (phrasings of our own)', () => {
  it('reads "wie läuft dat" after a question as how that works, not how long an auction runs', () => {
    expect(answered('Wir ham noch zwei alte Walzen aufm Hof. Kann man die bei euch auch versteigern lassen, und wie läuft dat?')).toEqual(['selling'])
  })
  it('reads "we buy nothing unseen" in Hessian as the inspection, not sold as seen', () => {
    expect(answered('Kann mer die Raupe vorher emal aagucke? Mir kaafe nix unbesehe.')).toEqual(['inspection'])
  })
  it('reads trucks put up for auction as selling, no transport', () => {
    expect(answered("We've got two tipper trucks and a dozer standing idle at our depot near Antwerp. Can we put them up for auction with you, and how does that work?")).toEqual(['selling'])
  })
  it('reads "accounts at <firm>" as the asker\'s department, not a user account', () => {
    expect(conceptsOf('This is Mary Byrne, accounts at Byrne Civils Ltd, Cork.').concepts.has('account')).toBe(false)
    expect(conceptsOf('By accident we made two accounts for our company, can you merge them?').concepts.has('account')).toBe(true)
  })
})

describe('support understanding after blind 41 (phrasings of our own)', () => {
  it('reads saving auctions one likes as the watchlist', () => {
    expect(answered('Is there a way to save the auctions I am interested in and hear when someone bids?')).toEqual(['watchlist'])
    expect(answered('Kann ich mir Auktionen speichern, die mich interessieren?')).toEqual(['watchlist'])
  })
  it('asks back on a bare "KYC" or "documents": what it takes, how long, where one\'s own stands; or which documents', () => {
    expect(decide('KYC', visitor)).toMatchObject({ kind: 'clarify', choices: ['kyc_steps', 'kyc_duration', 'my_kyc_status'] })
    expect(decide('Unterlagen?', visitor)).toMatchObject({ kind: 'clarify', choices: ['kyc_steps', 'invoice', 'inspection'] })
    expect(answered('Which documents do you need for the verification?')).toEqual(['kyc_steps'])
  })
  it('hands over who the other bidder was (their data), and still answers being outbid', () => {
    expect(decide('We lost the Liebherr by a few euros. Could you tell us who the bidder was, we would like to call them?', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
    expect(decide('Wer hat uns gestern beim Kettenbagger kurz vor Schluss überboten?', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
    expect(answered('I was outbid, what can I do now?')).toEqual(['outbid'])
  })
  it('reads a firm in Franconia or in Erlangen as German, and paying "in Franken" as no place', () => {
    expect(answered('Mir sind a Firma aus Franken, wie viel MwSt kommt bei euch drauf?')).toEqual(['vat_de'])
    expect(answered('What VAT do you charge a contractor from Erlangen?')).toEqual(['vat_de'])
    expect(answered('Kann ich die Rechnung in Franken bezahlen?')).not.toEqual(['vat_de'])
  })
})

describe('support understanding after blind 42 (phrasings of our own)', () => {
  it('reads an auction that went on past its end after late bids as the anti-sniping rule', () => {
    expect(answered('The auction was supposed to end at 17:00 but kept going for a few more minutes after someone bid. Why?')).toEqual(['anti_sniping'])
    expect(answered('Die Auktion sollte um 20 Uhr enden, lief aber noch weiter, weil jemand geboten hat. Wieso?')).toEqual(['anti_sniping'])
  })
  it('reads a bid placed as the condition of the question as whether it binds, and noticing something ("merk, dass") as no watchlist', () => {
    expect(answered('If we put in a bid and our director then says no, can we take it back?')).toEqual(['bid_binding'])
    expect(answered('Wenn ich ein Gebot abgebe und dann merk, dass die Maschine zu teuer ist, kann ich es wieder rausnehmen?')).toEqual(['bid_binding'])
    expect(answered('Wie kann ich mir Auktionen merken, dass ich sie wiederfinde?')).toEqual(['watchlist'])
  })
  it('answers a clear question after an empty "is it possible" or a purpose "so that", past a writer\'s unknown name', () => {
    expect(answered('Dear Sir or Madam,\nI am Kenji Mori of Mori Kensetsu Co., Ltd. in Nagoya. Because of the time difference it is difficult for me to follow auctions that end during our night. Is it possible to register a maximum bid so that the system bids for me?\nBest regards,\nKenji Mori')).toEqual(['proxy'])
  })
  it('reads the rate of VAT asked as VAT\'s, "Aufgeld … inkl.?" as the fee, and an invoice that "carries" VAT as no transport', () => {
    expect(answered('Kommt auf den Radlader die deutsche MwSt drauf, und wie viel Prozent sind das?')).toEqual(['vat'])
    expect(answered('Käuferprovision schon drin oder inkl.?')).toEqual(['fees'])
    expect(answered('We are a GmbH in Cologne. Will your invoice carry German VAT?')).toEqual(['vat_de'])
  })
  it('reads VAT for companies in three countries, and VAT included in the prices shown, as the general VAT answer', () => {
    expect(answered('Our group buys through companies in Germany, Austria and Norway. How does VAT work on your invoices?')).toEqual(['vat'])
    expect(answered('Is VAT included in the prices shown on your site?')).toEqual(['vat'])
    expect(answered('We are a Romanian company looking at a loader in Bavaria. Do we pay German VAT?')).toEqual(['vat_eu'])
  })
  it('hands over a refund for a machine bought that broke, and answers money back asked as a case', () => {
    expect(decide('We collected the excavator last week and the hydraulics are broken. What are you going to do about it, refund?', visitor)).toMatchObject({ kind: 'handover', reason: 'sensitive' })
    expect(answered('Refund if the machine turns out broken?')).toEqual(['warranty'])
    // A bare "refunds" names no machine bought: no complaint (it is unplaced, and says so with the FAQ's link).
    expect(decide('refunds?', visitor)).not.toMatchObject({ reason: 'sensitive' })
  })
  it('reads a viewing before placing a bid as the inspection, and an e-mail alert for a compact excavator as saved searches', () => {
    expect(answered('Can we view the roller on site before we bid?')).toEqual(['inspection'])
    expect(answered('Can I get an email when a new compact excavator is listed?')).toEqual(['saved_searches'])
  })
})

describe('support understanding after blind 43 (phrasings of our own)', () => {
  it('reads a Swiss canton as outside the EU, and being told when another bidder goes above one\'s offer as outbid', () => {
    expect(answered('Unsere Firma sitzt in Solothurn. Müssen wir bei euch deutsche MwSt zahlen?')).toEqual(['vat_export'])
    expect(answered('Do you let me know when another bidder goes above my offer?')).toEqual(['outbid'])
  })
  it('reads "accounts payable" as who writes, not a payment asked', () => {
    expect(conceptsOf('Our accounts payable department would like to understand how your invoices are issued.').concepts.has('pay')).toBe(false)
    expect(conceptsOf('By when do we have to pay?').concepts.has('pay')).toBe(true)
  })
  it('reads a rejection told as done as what to do after it, not where the verification stands (close to blind 43\'s own wording: ours did not reach the rule)', () => {
    expect(answered('We just got an email saying our verification was rejected and I don\'t understand what went wrong. What now?')).toEqual(['kyc_rejected'])
  })
  it('hands over a rough value for one\'s own machine, and reads a "Staffel" of bids as the increment', () => {
    expect(decide('Could you give me a rough value for my 2016 Komatsu before I decide whether to sell it?', visitor)).toMatchObject({ kind: 'handover', reason: 'unoffered' })
    expect(answered('Gibts da a Staffel bei den Geboten?')).toEqual(['increment'])
  })
})

describe('support understanding after blind 44 (phrasings of our own)', () => {
  it('reads "Schneider" as a name, not Swiss, and machine brands such as Kubota as no unplaced words', () => {
    expect(conceptsOf('Schneider Tiefbau GmbH, Bremen').concepts.has('non_eu')).toBe(false)
    expect(answered('Can I get an e-mail when a Kubota or Yanmar mini digger under 3 tonnes is listed?')).toEqual(['saved_searches'])
  })
  it('reads "do you also sell telehandlers?" as what the site offers, not selling through it', () => {
    expect(answered('Do you also sell telehandlers and rollers, or only excavators? Which categories are there?')).toEqual(['categories'])
  })
})
