import { stemmer as stemEnglish } from '@orama/stemmers/english'
import { stemmer as stemGerman } from '@orama/stemmers/german'
import MiniSearch from 'minisearch'

import { BRANDS, CATEGORY_LABELS } from './catalog'
import { detectCategory, normalizeText } from './support-intents'

/**
 * What a support question is about, read offline in English or German: words become topic
 * concepts (synonyms per topic, Snowball stems from @orama/stemmers, German compounds split into
 * known parts, typos matched with MiniSearch's fuzzy search), concepts fire intent rules, and a
 * calibrated decision says whether to answer, to ask one clarifying question, or to hand over to
 * a person. Pure and deterministic: the service answers from the decision, the scorer measures it
 * (scripts/support-score.ts on server/support/labelled/*.json).
 */

/** The stable answer ids: one fact (and its page) each. server/support/labelled/answers.json describes them. */
export const ANSWER_IDS = [
  'fees',
  'vat',
  'vat_de',
  'vat_eu',
  'vat_export',
  'payment',
  'invoice',
  'my_invoice',
  'collection',
  'inspection',
  'warranty',
  'see_prices',
  'my_price',
  'kyc_steps',
  'kyc_duration',
  'kyc_why',
  'kyc_rejected',
  'my_kyc_status',
  'how_to_bid',
  'bid_binding',
  'increment',
  'proxy',
  'reserve',
  'anti_sniping',
  'auction_length',
  'outbid',
  'bid_limit',
  'reminders',
  'saved_searches',
  'watchlist',
  'forgot_password',
  'verify_email',
  'account_data',
  'languages',
  'contact',
  'selling',
  'categories',
  'live_count',
] as const
export type AnswerId = (typeof ANSWER_IDS)[number]
export const isAnswerId = (id: string): id is AnswerId => (ANSWER_IDS as readonly string[]).includes(id)

/**
 * Places, by VAT case: EU member states other than Germany, countries outside the EU, and
 * Germany (English and German names, adjectives, regions, larger cities). A place alone names no
 * topic; with a tax word it chooses the VAT answer.
 */
const EU_PLACES = [
  'lodz', 'katowice', 'kattowitz', 'szczecin', 'stettin', 'ostrava', 'pilsen', 'plzen', 'kosice', 'debrecen', 'cluj', 'timisoara', 'varna', 'plovdiv', 'thessaloniki', 'seville', 'sevilla', 'bilbao', 'zaragoza', 'malaga', 'naples', 'neapel', 'bologna', 'florence', 'florenz', 'genoa', 'genua', 'venice', 'venedig', 'trieste', 'triest', 'padua', 'brescia', 'bergamo', 'lille', 'toulouse', 'bordeaux', 'nantes', 'strasbourg', 'strassburg', 'nizza', 'metz', 'ghent', 'gent', 'liege', 'luttich', 'charleroi', 'groningen', 'the hague', 'den haag', 'maastricht', 'arnhem', 'aarhus', 'odense', 'malmo', 'uppsala', 'tampere', 'turku', 'tartu', 'kaunas', 'cork', 'galway', 'limerick', 'braga', 'coimbra', 'maribor', 'rijeka', 'zadar', 'dubrovnik', 'nicosia', 'limassol', 'valletta', 'wels', 'st polten', 'sankt polten', 'dornbirn', 'bregenz', 'villach', 'leoben', 'krems', 'wiener neustadt', 'kufstein', 'lienz',
  'austria', 'austrian', 'osterreich', 'osterreichisch', 'osterreichische', 'osterreichischer', 'osterreichisches', 'wien', 'vienna', 'graz', 'linz', 'salzburg', 'innsbruck', 'klagenfurt', 'tirol', 'tyrol', 'karnten', 'steiermark', 'vorarlberg', 'niederosterreich', 'oberosterreich', 'burgenland', 'sudtirol', 'south tyrol',
  'france', 'french', 'frankreich', 'franzosisch', 'franzosische', 'paris', 'lyon', 'marseille', 'elsass', 'alsace',
  'netherlands', 'dutch', 'niederlande', 'niederlandisch', 'niederlandische', 'holland', 'hollandisch', 'amsterdam', 'rotterdam', 'utrecht', 'eindhoven',
  'belgium', 'belgian', 'belgien', 'belgisch', 'belgische', 'brussels', 'brussel', 'antwerp', 'antwerpen',
  'luxembourg', 'luxemburg', 'luxemburgisch',
  'poland', 'polish', 'polen', 'polnisch', 'polnische', 'warsaw', 'warschau', 'krakow', 'krakau', 'wroclaw', 'breslau', 'poznan', 'posen', 'gdansk', 'danzig',
  'czech', 'czechia', 'tschechien', 'tschechisch', 'tschechische', 'prague', 'prag', 'brno',
  'slovakia', 'slovak', 'slowakei', 'slowakisch', 'slowakische', 'bratislava', 'pressburg',
  'hungary', 'hungarian', 'ungarn', 'ungarisch', 'ungarische', 'budapest',
  'slovenia', 'slovenian', 'slowenien', 'slowenisch', 'slowenische', 'ljubljana', 'laibach',
  'croatia', 'croatian', 'kroatien', 'kroatisch', 'kroatische', 'zagreb', 'split',
  'italy', 'italian', 'italien', 'italienisch', 'italienische', 'rome', 'rom', 'milan', 'mailand', 'turin', 'bolzano', 'bozen', 'verona',
  'spain', 'spanish', 'spanien', 'spanisch', 'spanische', 'madrid', 'barcelona', 'valencia',
  'portugal', 'portuguese', 'portugiesisch', 'portugiesische', 'lisbon', 'lissabon', 'porto',
  'ireland', 'irish', 'irland', 'irisch', 'irische', 'dublin',
  'denmark', 'danish', 'danemark', 'danisch', 'danische', 'copenhagen', 'kopenhagen',
  'sweden', 'swedish', 'schweden', 'schwedisch', 'schwedische', 'stockholm', 'gothenburg', 'goteborg',
  'finland', 'finnish', 'finnland', 'finnisch', 'finnische', 'helsinki',
  'estonia', 'estonian', 'estland', 'estnisch', 'tallinn', 'latvia', 'latvian', 'lettland', 'lettisch', 'riga', 'lithuania', 'lithuanian', 'litauen', 'litauisch', 'vilnius',
  'romania', 'romanian', 'rumanien', 'rumanisch', 'rumanische', 'bucharest', 'bukarest',
  'bulgaria', 'bulgarian', 'bulgarien', 'bulgarisch', 'bulgarische', 'sofia',
  'greece', 'greek', 'griechenland', 'griechisch', 'griechische', 'athens', 'athen', 'cyprus', 'zypern', 'malta', 'maltese',
  'eu buyers', 'eu buyer', 'eu firmen', 'eu firma', 'eu companies', 'eu company', 'eu business', 'eu businesses', 'other eu', 'eu country', 'eu countries', 'eu land', 'eu lander', 'eu ausland', 'eu mitgliedstaat', 'eu member',
  'in the eu', 'within the eu', 'innerhalb der eu', 'aus der eu', 'in der eu', 'eu vat', 'eu vat id', 'eu vat number', 'eu kunde', 'eu kunden', 'eu unternehmen', 'eu betrieb',
]
const NON_EU_PLACES = [
  'leeds', '=manchester', 'birmingham', 'glasgow', 'edinburgh', 'liverpool', 'bristol', 'cardiff', 'belfast', 'sheffield', 'newcastle', 'northern ireland', 'nordirland', 'schottland', 'trondheim', 'stavanger', 'chur', 'biel', 'fribourg', 'neuchatel', 'sion', 'izmir', 'bursa', 'novi sad', 'podgorica', 'skopje', 'tirana', 'pristina', 'chisinau', 'lviv', 'lemberg', 'odesa', 'odessa', 'new york', 'texas', 'toronto', 'casablanca', 'tunis', 'algiers', 'cairo', 'kairo', 'lagos', 'riyadh', 'doha', 'abu dhabi', 'georgia', 'georgien', 'armenia', 'armenien', 'kazakhstan', 'kasachstan', 'russia', 'russland',
  'schwiiz', 'schwiizer', 'schwyz', 'switzerland', 'swiss', 'schweiz', 'schweizer', 'schweizerisch', 'schweizerische', 'suisse', 'zurich', '=bern', 'basel', 'geneva', 'genf', 'luzern', 'lucerne', 'lausanne', 'st gallen', 'winterthur', 'zug', 'graubunden', 'tessin', 'ticino', 'aargau', 'thurgau', 'solothurn', 'schaffhausen', 'appenzell', 'glarus', 'wallis', 'valais', 'waadt', 'vaud', 'frauenfeld', 'emmental', 'berner oberland', 'innerschweiz', 'zentralschweiz', 'ostschweiz', 'kanton',
  'liechtenstein', 'vaduz', 'uk', 'britain', 'british', 'england', 'english company', 'scotland', 'wales', 'united kingdom', 'grossbritannien', 'britisch', 'britische', 'london',
  'norway', 'norwegian', 'norwegen', 'norwegisch', 'norwegische', 'oslo', '=bergen', 'iceland', 'island',
  'serbia', 'serbian', 'serbien', 'serbisch', 'belgrade', 'belgrad', 'bosnia', 'bosnien', 'sarajevo', 'montenegro', 'albania', 'albanien', 'macedonia', 'mazedonien', 'kosovo',
  'turkey', 'turkish', 'turkei', 'turkisch', 'istanbul', 'ankara', 'ukraine', 'ukrainian', 'ukrainisch', 'kyiv', 'kiev', 'kiew', 'moldova', 'moldau',
  'usa', 'america', 'american', 'united states', 'amerika', 'amerikanisch', 'canada', 'kanada', 'mexico', 'mexiko', 'brazil', 'brasilien',
  'morocco', 'marokko', 'algeria', 'algerien', 'tunisia', 'tunesien', 'egypt', 'agypten', 'nigeria', 'africa', 'afrika', 'israel', 'dubai', 'emirates', 'emirate', 'uae', 'saudi', 'qatar', 'katar',
  'china', 'chinese', 'chinesisch', 'india', 'indien', 'japan', 'australia', 'australien', 'asia', 'asien',
  'export', 'exports', 'exporting', 'exportieren', 'ausfuhr', 'outside the eu', 'ausserhalb der eu', 'non eu', 'nicht eu', 'drittland', 'drittstaat', 'third country', 'outside europe', 'ausserhalb europas',
]
const GERMAN_PLACES = [
  'dtl', 'dtld', 'brd',
  'munster', 'aachen', 'osnabruck', 'oldenburg', 'chemnitz', 'jena', 'potsdam', 'lubeck', 'saarbrucken', 'trier', 'koblenz', 'wurzburg', 'ingolstadt', 'heilbronn', 'pforzheim', 'reutlingen', 'passau', 'rosenheim', 'kempten', 'gottingen', 'paderborn', 'wuppertal', 'gelsenkirchen', 'krefeld', 'monchengladbach', 'ludwigshafen', 'darmstadt', 'offenbach', 'fulda', 'bamberg', 'bayreuth', 'zwickau', 'cottbus', 'schwerin', 'flensburg', 'emden', 'wolfsburg', 'braunschweig', 'hildesheim', 'salzgitter',
  'germany', 'deutschland', 'dt firma', 'dt unternehmen', 'dt gmbh', 'dt kunde', 'dt kunden', 'dt kaufer', 'dt betrieb', 'german entity', 'german firms', 'german companies', 'german registered', 'german subsidiary', 'german branch', 'german company', 'german business', 'german firm', 'german buyer', 'german customer', 'german gmbh', 'based in germany', 'deutsche firma', 'deutsche firmen', 'deutschen firmen', 'deutsche unternehmen', 'deutschen unternehmen', 'deutsche kunden', 'deutschen kunden', 'deutsche kaufer', 'german companies', 'german businesses', 'german buyers', 'german customers', 'deutsche gmbh', 'deutsches unternehmen', 'deutscher betrieb', 'deutscher kaufer', 'deutscher kunde', 'gmbh', 'ug',
  'oberfranken', 'mittelfranken', 'unterfranken', 'franconia', 'firma in franken', 'betrieb in franken', 'aus franken', 'erlangen', 'schweinfurt', 'aschaffenburg', 'landshut', 'straubing', 'aurich', 'cuxhaven', 'recklinghausen', 'bottrop', 'oberhausen', 'mulheim', 'solingen', 'remscheid', 'gutersloh', 'detmold', 'luneburg', 'goslar', 'wernigerode', 'dessau', 'bautzen', 'gorlitz', 'greifswald', 'stralsund', 'neubrandenburg', 'ravensburg', 'tubingen', 'esslingen', 'ludwigsburg', 'heidelberg', 'kaiserslautern', 'pirmasens', 'giessen', 'marburg', 'wetzlar',
  'ostfriesland', 'bavaria', 'bayern', 'baden wurttemberg', 'nrw', 'nordrhein westfalen', 'sachsen', 'saxony', 'hessen', 'niedersachsen', 'thuringen', 'brandenburg', 'schleswig holstein', 'rheinland pfalz', 'saarland', 'mecklenburg',
  'berlin', 'hamburg', 'munich', 'munchen', 'cologne', 'koln', 'frankfurt', 'stuttgart', 'dusseldorf', 'dortmund', 'leipzig', 'dresden', 'hannover', 'hanover', 'nurnberg', 'nuremberg', 'bremen', 'duisburg', 'bochum', 'bielefeld', 'bonn', 'mannheim', 'karlsruhe', 'augsburg', 'ulm', 'regensburg', 'freiburg', 'kassel', 'erfurt', 'rostock', 'kiel', 'magdeburg', 'wiesbaden', 'mainz',
]

/**
 * Topic concepts and the words that name them, English and German (with Austrian and Swiss usage),
 * folded like normalizeText (ü → u, ß → ss). Several words in one entry are a phrase, matched as a
 * whole; a word starting with "=" is matched only as written (its stem would collide: "länger" is
 * not "lange"); a phrase starting with "!" is not also read word by word.
 */
const LEXICON: Record<string, string[]> = {
  fee: ['mark up', 'transaction fee', 'transaction fees', 'transaction charge', 'transaktionsgebuhr', 'transaktionskosten', 'vermittlungsgebuhr', 'levy', 'abgabe',
    'fee', 'fees', 'premium', 'premiums', 'commission', 'commissions', 'commision', 'courtage', 'gebuhr', 'gebuhren', 'aufgeld', 'provision', 'provisionen', 'pramie', 'buyers premium', 'your cut',
    'kommission', 'spesen', 'surcharge', 'aufschlag', 'handling fee', 'admin fee', 'booking fee', 'bearbeitungsgebuhr', 'service fee', 'servicegebuhr', 'markup',
  ],
  cost: ['kost', 'choschte', 'choscht', 'chostet', 'cost', 'costs', 'kosten', 'kostet', 'kostenpflichtig', 'charge', 'charged', 'charges', 'free', 'gratis', 'kostenlos', 'umsonst', 'entgelt', 'zusatzkosten', 'nebenkosten', 'how much does it cost', 'was kostet'],
  take: ['kassiert', 'kassieren', 'kassiert ihr', 'abkassieren', 'einkassieren', 'pocket', 'schlagt', 'schlagen', 'draufschlagen', 'aufschlagen', 'make money', 'geld verdienen', 'verdient', 'verdienen', 'earn', 'anything', 'etwas', 'nehmt', 'take', 'verlangt', 'verlangen', 'keep', 'behaltet'],
  percent: ['percent', 'percentage', 'prozent', 'prozentsatz', '%'],
  extra: ['besides', 'apart from', 'other than', 'ausser', 'ausserdem', 'extra', 'drauf', 'on top', 'hidden', 'versteckt', 'versteckte', '=verstecken', '=versteckten', '=versteckter', 'additional', 'zusatzlich', 'zusatzliche', 'dazu', 'plus', 'obendrauf', 'aufgeschlagen'],
  buyer: ['buyer', 'buyers', 'kaufer', 'kaeufer', 'bidder', 'bidders', 'bieter', 'dealer', 'dealers', 'trader', 'handler', 'haendler', 'customer', 'kunde'],
  become: ['become', 'werde', 'werden', 'signed up as', 'als kaufer'],
  buy: ['transaction', 'transactions', 'transaktion', 'buy', 'buying', 'purchase', 'kauf', 'kaufen', 'ersteigern'],
  register: ['register', 'registering', 'registration', 'sign up', 'signup', 'signed up', 'registriert', 'just registered', 'registrierung', 'registrieren', 'anmeldung', 'anmelden', 'account erstellen', 'create an account', 'open an account'],
  tax_office: ['!tax office', '!finanzamt', '!tax authority', '!steuerburo'],
  /** The asker's bookkeeper: an invoice for them is the invoice; what they should book or file is tax advice. */
  accountant: ['accounts payable', 'accounts payable department', 'kreditorenbuchhaltung', '!finance department', '!finance dept', '!finance office', '!finance team', '!our finance', 'accountant', 'accountants', 'buchhalter', 'buchhalterin', 'buchhaltung', 'bookkeeper', 'steuerberater', 'steuerberaterin', 'tax advisor', 'tax adviser'],
  /** Filing or booking something with the authorities or in the books. */
  filing: ['file', 'filing', 'declare', 'deklarieren', 'book', 'booked', 'buchen', 'gebucht', 'report it', 'melden'],
  vat: [
    'mehrwartschtuur', 'mehrwertstuur', 'mehrwartstuur', '!value added tax', 'vat', 'tax', 'taxes', 'mwst', 'mwst.', 'umsatzsteuer', 'mehrwertsteuer', 'ust', 'steuer', 'steuern', 'sales tax', '!registered for vat', '!vat registered', 'net', 'gross', 'netto', 'brutto', 'ex vat', 'excl', 'exkl', 'inkl', 'incl', 'zzgl',
    '19', '19%', 'taxed', 'versteuert', 'steuerfrei', 'tax free', 'ausgewiesen', 'shown separately', 'separat ausgewiesen', 'btw', 'tva', 'iva', 'moms', 'mws', 'mva',
  ],
  reverse: ['reverse charge', 'reverse', 'innergemeinschaftliche', 'innergemeinschaftlich', 'intra community', 'intracommunity', 'steuerfreie lieferung', 'zero rated', 'zero rate', 'steuerschuldnerschaft'],
  vat_id: ['mwst nummer', 'mwst nr', 'mwst id', 'mwstnummer', 'tva nummer', 'tva number', 'tva id', 'numero de tva', 'partita iva', 'nip', 'vat id', 'vat number', 'vat no', 'uid', 'ust idnr', 'idnr', 'ustidnr', '!vat registered', '!registered for vat', 'uid nummer', 'ust nummer', 'steuernummer', 'tax id', 'tax number', '=vies', 'ust id', 'umsatzsteuer id'],
  eu: EU_PLACES,
  non_eu: NON_EU_PLACES,
  germany: GERMAN_PLACES,
  pay: ['mode of payment', 'modes of payment', 'remittance', 'remit', 'hinlegen', 'hinblattern', 'berappen', 'begleiche', 'begleichen', 'settle up','send the money', 'send money', 'geld senden', 'geld schicken', 'geld uberweisen', 'the money', 'das geld', 'pay', 'paying', 'paid', 'payable', 'bezahlt', 'gezahlt', 'zahlbar', 'payment', 'payments', 'zahlen', 'zahle', 'zahlt', 'bezahlen', 'bezahle', 'bezahlung', 'zahlung', 'zahlungen', 'begleichen', 'settle', 'einzahlung', 'einzahlen', 'zahlungsbedingungen', 'zahlungsziel', 'payment terms', 'payment term'],
  pay_method: ['!how we are to pay', '!how are we to pay', '!how we should pay', '!how we pay for it', '!pay how', '!zahlen wie', '!bezahlen wie', '!zahlung wie', 'creditcard', 'creditcards', 'visa', 'mastercard', 'amex', 'maestro',
    'sepa', 'transfer', 'bank transfer', 'wire', 'card', 'credit card', 'kreditkarte', 'karte', 'paypal', 'cash', 'bar', 'bargeld', 'half', 'halfte',
    'uberweisung', 'uberweisen', 'uberweise', 'bank details', 'bankverbindung', 'payment methods', 'zahlungsarten', 'zahlungsart', 'bankuberweisung', 'iban', 'cheque', 'cheques', 'scheck',
    'crypto', 'bitcoin', 'ec karte', 'debit card', 'bankomat', 'bankomatkarte', 'erlagschein', 'lastschrift', 'direct debit',
    'payment reference', 'verwendungszweck', '!in two parts', '!in parts', 'teilzahlung', 'anzahlung', 'deposit', 'twint', 'apple pay', 'google pay', 'klarna',
  ],
  deadline: ['payment window', 'zahlungsfenster','deadline', 'until when', 'payment period', 'frist', 'zahlungsfrist', 'how long do i have', 'how long have i got', 'how many days', 'wie viele tage', 'wie lange habe ich', 'how much time', 'wie viel zeit', 'wieviel zeit', 'bis wann', 'by when', 'within how many', 'innerhalb welcher', 'due', 'fallig'],
  /**
   * Services the platform does not offer: it runs timed auctions between businesses, is paid by
   * bank transfer and the buyer collects. Leasing, renting, financing and instalments, spare parts,
   * insurance, valuations, repairs, storage, training, trade-ins, new machines, buying outright,
   * customs paperwork, apps and bonus schemes, and a machine's own details beyond its page: a
   * question about one is handed over with an honest "we do not offer that", never answered with
   * the nearest topic ("leasing" is not the payment answer).
   */
  unoffered: ['would fetch', 'it would fetch', 'fetch at auction', 'estimate what', 'eure werkstatt', 'ihre werkstatt', 'your workshop', 'logbook', 'log book', 'service book', 'service history', 'serviceheft', 'wartungsheft', 'prufbuch', 'kranbuch', 'statutory inspection',
    'leasing', 'lease', 'leased', 'leasen', 'geleast', 'leasingvertrag', 'finance', 'financing', 'financed', 'finanzierung', 'finanzierungen', 'finanzieren', 'finanziert', 'loan', 'loans', 'kredit', 'kredite', 'darlehen',
    'hire purchase', 'rent to own', 'mietkauf', 'ratenkauf', 'installments', 'instalments', 'installment', 'instalment', '=raten', 'ratenzahlung', 'payment plan', 'monthly payments', 'monthly payment', 'monthly rate', 'monthly rates', 'monatliche raten',
    'rent', 'rental', 'rentals', 'renting', 'rented', '!for hire', 'hire a machine', 'plant hire', 'machine hire', 'miete', 'mieten', 'miet', 'mietet', 'vermieten', 'vermietet', 'vermietung', 'mietmaschine', 'mietmaschinen', 'mietgerat', 'mietgerate', 'by the day', 'tageweise', 'tagesmiete',
    'spare parts', 'spare part', '=spares', 'replacement parts', 'wear parts', 'ersatzteil', 'ersatzteile', 'verschleissteile', 'verschleissteil', 'hydraulic pump', 'hydraulic pumps', 'hydraulikpumpe', 'hydraulikpumpen',
    'insurance', 'insure', 'insured', 'insuring', 'versicherung', 'versicherungen', 'versichern', 'versichert', 'transportversicherung', 'maschinenversicherung',
    'rough value', 'a value for my', 'a value for our', 'valuation', 'valuations', 'value my', 'put a value on', 'a value on my', 'a value on our', 'appraisal', 'appraise', 'worth', 'scrap value', 'residual value', 'market value', 'bewertung', 'bewerten', 'bewertet', 'wertgutachten', 'wertermittlung', 'restwert', 'schrottwert', 'marktwert', '=wert', 'schatzen', 'einschatzen',
    'repair', 'repairs', 'repaired', 'repairing', '=servicing', 'service the machine', 'overhaul', 'refurbish', 'reparatur', 'reparaturen', 'reparieren', 'repariert', 'repariera', 'repariere', 'uvv', 'uvv prufung', 'schatzung', 'zulassung', 'strassenverkehrsamt', 'with the authorities', 'road registration', 'number plate', 'number plates', 'kennzeichen', 'instandsetzung', 'wartung', 'warten lassen', 'uberholen',
    'storage', 'store the machine', '=storing', 'einlagern', '=lagern', '=lagert', 'lagerung', 'zwischenlagern', 'unterstellen',
    'training', 'operator training', 'schulung', 'schulungen', 'einweisung', 'kurs', 'kurse', 'fuhrerschein', 'licence to drive', 'driving licence',
    'trade in', 'part exchange', 'in zahlung', 'inzahlungnahme',
    'sell new', 'brand new', 'factory new', 'verkauft ihr auch neu', 'neumaschine', 'neumaschinen', 'neugerat', 'neugerate', 'fabrikneu',
    'buy now', 'buy it now', 'sofortkauf', 'sofort kaufen', 'direktkauf', 'fixed price', 'festpreis', 'without waiting for the auction', 'ohne auktion', 'outright', 'ankauf', 'ankaufen', 'kauft ihr', 'buy machines', 'reserve a machine', 'reserve the machine', 'reserve it', 'reservieren', 'reserviert', 'reservierung',
    'customs', 'customs clearance', 'import duty', 'import duties', 'customs duty', 'customs duties', 'einfuhrzoll', 'zollsatz', 'zollsatze', 'zollgebuhr', 'zollgebuhren', 'customs paperwork', 'zoll', 'zollabwicklung', 'verzollung', 'zollpapiere', 'ausfuhrpapiere', 'ausfuhrdokumente', 'export documents', 'export papers', 'certificate of origin', 'ursprungszeugnis', 'ausfuhranmeldung',
    'iphone', 'android', 'mobile app', 'ios app', 'app store',
    'loyalty', 'loyalty programme', 'loyalty program', 'treueprogramm', 'referral', 'empfehlungsbonus', 'bonus', 'cashback', 'voucher', 'gutschein', 'newsletter',
    'fuel', 'fuel consumption', 'consumption', '=verbrauch', '=verbraucht', '=verbrauchen', 'spritverbrauch', 'dieselverbrauch', 'tachograph', 'fahrtenschreiber', 'gps', 'tracker', 'ortungsgerat', 'bucket', 'buckets', 'loffel', 'tiefloffel', 'schaufel',
    'get for it', 'get for my', 'get for our', 'could i get for', 'can i get for', 'would i get for', 'bekomme ich dafur', 'bekomm ich dafur', 'krieg ich dafur', 'kriege ich dafur', 'dafur bekommen', 'dafur kriegen',
    'find me', 'source me', 'sourcing', 'fur mich suchen', 'mir suchen',
    'on credit', 'give me credit', 'give us credit', 'auf kredit', 'auf raten', 'monatsraten', 'abzahlen', 'abzahlung', 'ratenweise', 'in raten',
    'on our behalf', 'on my behalf', 'as our agent', 'as my agent', 'in unserem namen', 'in meinem namen', 'in unserem auftrag', 'in meinem auftrag', 'stellvertretend', 'als unser vertreter',
  ],
  /** Idioms of manner: "step by step" explains, it names no bid step; "in detail", "in short". */
  manner: ['!step by step', '!schritt fur schritt', '!in detail', '!im detail', '!in short', '!kurz gesagt', '!one by one', '!einzeln'],
  /** Mending a machine: with a machine named, a repair service the platform does not offer. */
  mend: ['richte lasse', 'richten lassen', 'reparieren lassen', 'repariert werden', 'reparieren', 'tauschen', 'austauschen', 'auswechseln', 'ersetzen', 'replace', 'swap', 'fix', 'fixing', 'fixes', 'mend', 'get it fixed', 'paint', 'painting', 'lackieren', 'umbauen', 'umbau', 'modify', 'modification', 'clean', 'cleaning', 'reinigen', 'reinigung', 'weld', 'welding', 'schweissen'],
  /** More time, asked: "30 extra days", "a few more days", "eine Woche länger", "weitere 14 Tage". */
  more_days: ['extra days', 'more days', 'additional days', 'further days', 'extra weeks', 'more weeks', 'weitere tage', 'mehr tage', 'zusatzliche tage', 'weitere wochen', 'a week longer', 'eine woche langer', 'ein paar tage langer', 'a few days longer', 'few more days', 'paar tage mehr', 'paar tage langer', 'tage langer'],
  /** Pictures: a phone's camera is no phone call ("can I send a phone photo of the document?"). */
  image: ['photo', 'photos', 'foto', 'fotos', 'picture', 'pictures', 'bild', 'bilder', 'scan', 'scans', 'scanned', 'screenshot', 'image', 'images', 'handyfoto'],
  /** Apps: the site is a website (an app named with a language is the languages question). */
  app_word: ['app', 'apps', 'handy app', 'smartphone app'],
  /** Changing agreed terms: a different payment term ("30 days instead of 14"), a split invoice, more time to pay: a person decides. */
  instead: ['instead of', 'statt', 'anstatt', 'anstelle', 'rather than'],
  split: ['monthly parts', 'monthly instalments', 'monthly installments', 'monatliche raten', 'split', 'aufteilen', 'aufsplitten', 'divide', 'two invoices', 'zwei rechnungen', 'separate invoices', 'getrennte rechnungen'],
  more_time: ['more time to pay', 'longer to pay', 'extend the payment', 'payment extension', 'extended payment terms', 'longer payment terms', 'zahlungsaufschub', 'stundung', 'mehr zeit zum zahlen', 'langeres zahlungsziel', 'zahlungsziel verlangern'],
  /** New machines (the platform sells used ones only), unless new listings are what an alert is about. */
  new_machine: ['new machines', 'new machine', 'neue maschinen', 'neue maschine', 'new equipment', 'neue gerate'],
  /** Quotes and estimates: for transport to a named place a person answers (we do not quote transport). */
  quote: ['an offer for the truck', 'an offer for the transport', 'an offer for transport', 'offer for the transport', 'make us an offer', 'make me an offer', 'angebot', 'quote', 'quotation', 'estimate', 'kostenvoranschlag', 'preisangebot', 'frachtangebot', 'transportangebot', 'offerte', 'offerten', 'richtofferte'],
  invoice: ['=rg', 'rg nr', 'rgnr', 'invoice', 'invoices', 'rechnung', 'rechnungen', 'rachnig', 'rechnig', 'bill', 'receipt', 'quittung', 'beleg', 'faktura', 'rechnungskopie', 'proforma', 'credit note', 'gutschrift'],
  collect: ['picked up', '!get it from the seller', '!get them from the seller', '!get the machine from the seller', '!out of the seller s yard', '!get the machine out', 'vom hof', 'off the yard', '!off the seller s yard', 'off their yard', '!vom hof des verkaufers', '!from the seller s yard', '!beim verkaufer abholen', 'wegkommt', 'take the machine', 'take it away', 'take the machine away', 'collect', 'collection', 'pick up', 'pickup', 'pick it up', 'pick the machine up', 'abholen', 'abholung', 'abhole', 'holen', 'hole', 'abholtermin', 'abholort', 'collect it', 'grab', 'fetch', 'get the machine'],
  transport: ['getting the machine to', 'get the machine to', '!to our yard', 'who organises', 'who organizes', '!zu uns kommt', '!zu uns kommen', '!vom verkaufer zu uns', '!wie chunnt', '!wie kommt die maschine zu', '!wie kommt d maschine', '!who must bring it', '!who brings it', '!who has to bring it', 'move the machine', 'moves the machine', 'moving the machine', 'maschine bewegen', 'maschine wegbringen',
    'transport', 'deliver', 'delivery', 'ship', 'shipping', 'truck', 'lkw', 'spedition', 'spediteur', 'versand', 'verschicken', 'verschickt', 'versenden', 'versendet', 'ship abroad', 'liefern', 'liefert', 'lieferung', 'bring', 'bringt', 'schicken', 'send my own',
    'haulier', 'hauler', 'haulage', 'low loader', 'lowloader', 'tieflader', 'abtransport', 'zustellung', 'anlieferung', 'freight', 'fracht', 'loading', 'load', 'loads', 'verladen', 'verladung',
    'get the machine home', 'get it home', 'nach hause', 'zu mir', 'to me', 'logistics', 'logistik', 'forwarder', 'carrier',
  ],
  inspect: ['oagucke', 'aaschaue', 'ankieken', 'kieken', 'anzukieken', 'angucken', 'anzugucken', 'aagucke', 'agucke', 'angugge', 'aagugge', '!o schaugn', 'oschaugn', '!amoi schaugn', 'look one over', 'look them over', 'aaluege', 'aluege', 'go luege', 'anschauen gehen', 'oschaun', 'anschaugn', 'go and see', 'go see', 'see it in person', 'see it before', 'look at it before', 'view it before', 'kick the tyres', 'kick the tires', 'kick the tyre', 'look it over', 'look over',
    'inspect', 'inspection', 'view', 'look at', '!see machine before', '!see the machine before', '!see it before', '!see them before', '!live sehn', '!live sehen', '!live anschauen', '!see it live', '!in echt sehen', 'viewing', 'besichtigen', 'besichtigung', 'ansehen', 'anschauen', 'anschaun', 'test drive', 'probefahrt', 'checked', 'gepruft',
    '!check the machine', '!maschine prufen', '!maschine checken', '!check it out', 'see the machine', '!in person', 'personlich', 'vor ort', 'visit', 'besuchen', 'besuch', 'yard', 'hof', 'come by', 'vorbeikommen', 'laufen sehen', 'see it running', 'on site', 'mechanic', 'mechaniker', 'gutachter', 'surveyor', 'begutachten', 'besichtigungstermin', 'viewing appointment', 'come and look', 'come and see', 'ausprobieren', 'try it out', 'own eyes', 'eigenen augen',
  ],
  report: ['report', 'unabhangigen bericht', 'unabhangiger bericht', 'unabhangigen gutachter', 'independent report', 'inspection report', 'prufbericht', 'gutachten', 'zustandsgutachten', 'condition', 'zustand', 'zustandsbericht', 'in ordnung', 'is ok', 'engine ok', 'works properly', 'service history', 'wartungsnachweis', 'scheckheft'],
  warranty: ['!any comeback', '!comeback on you', 'recourse', '!is that covered', '!is it covered', 'claim anything', 'claim something', 'make a claim', 'warts and all',
    'warranty', 'guarantee', 'guaranteed', 'gewahrleistung', 'garantie', 'jarantie', 'as is', 'as seen', 'wie gesehen', 'gekauft wie gesehen', 'wie besehen', 'gekauft wie besehen', 'sold as', 'besehen',
    'gewahrleistungsanspruch', 'ruckgaberecht', 'sachmangelhaftung',
  ],
  breaks: ['knackered', 'is knackered', 'turns out to be bad', 'turn out to be bad', 'turned out to be bad', 'engine is bad', 'engine was bad', 'sich als defekt herausstellt', 'gearbox failed', 'engine failed', 'motor failed', 'failed after a month', 'failed after a week', '!wrong with the machine', '!packs in', '!packed in', '!pack in', 'spinnt', 'rumspinnt', 'packs up', 'pack up', 'gives out', 'gives up', 'conks out', 'hin ist', 'den geist aufgibt', 'geist aufgibt', 'stops running', 'blows up',
    'breaks down', 'breaks', 'broken', 'fails', 'kaputt', 'ausfallt', 'defect', 'defects', 'defekt', 'defekte', 'return', 'zuruckgeben', 'not as described', 'faulty', 'fault', 'mangel', 'mangelhaft',
    'send it back', 'send back', 'zuruckschicken', 'ruckgabe', 'hidden defects', '=dies', '=died', 'stops working', 'stopped working', 'kaputt geht', 'kaputtgeht', 'faults', 'versteckte mangel', 'lemon', 'problem with the engine',
  ],
  price: ['zuschlag', 'price', 'prices', 'no price', 'no prices', 'keine preise', 'kein preis', 'keinen preis', 'preis', 'preise', 'preisen', 'pricing', 'gesamtpreis', 'total price', 'endpreis', 'kaufpreis', 'hammer price', 'zuschlagspreis', 'going for', 'selling for'],
  howmuch: ['!wia vui', 'wiavui', '!wos kost', '!was kost', 'how much', 'wie viel', 'wieviel', 'wie teuer', 'how expensive', 'whats the price', 'was kostet der', 'was kostet die', 'was kostet das'],
  see: [
    '!price field', '!just blank', '!is blank', '!are blank', '!blank for me', '!ist leer', '!sind leer', 'blank', 'z segn', 'sehgn', 'see', 'hidden', 'unlock', 'show', 'dashes', 'striche', 'seh', 'sehe', 'sehen', 'keinen preis', 'angezeigt', 'anzeigen', 'freischalten', 'schalte', 'where are', 'wo sind', 'no price', 'no prices', 'keine preise', 'kein preis',
    'greyed', 'grey', 'blurred', 'ausgegraut', 'verschwommen', 'unscharf', 'not showing', 'sichtbar', 'visible', 'zu sehen', 'einsehen', 'hide', 'hides', 'hiding', 'verstecken', 'versteckt', 'verpixelt', 'pixelated', 'pixelig', 'censored', 'zensiert',
  ],
  /** The next bid on an auction: with a price or total asked on its page, the start of the asker's own figures. */
  next_bid: ['naechste gebot', 'naechstes gebot', 'naechsten gebot', 'nachschte gebot', 's nachschte gebot', 'next bid', 'nachste gebot', 'nachstes gebot', 'nachsten gebot', 'beim nachsten gebot', 'next minimum', 'nachste mindestgebot'],
  current_bid: ['aktuellen gebot', 'aktuellen preis', 'aktuellen stand', 'wo der preis gerade steht', 'wo der preis steht', '=highest', 'actual price', 'actual bid', 'current highest', 'aktuelle hochstgebot', 'aktuelles hochstgebot', 'current bid', 'aktuelle gebot', 'aktuelles gebot', 'hochstes gebot', 'current price', 'aktueller preis', 'aktuelle preis', 'highest bid', 'top bid'],
  kyc: ['freischalten', 'freischalten lassen', 'verifiziert werden', 'gepruft werden', 'firma prufen lassen', 'firma uberhaupt prufen lassen', 'unternehmen prufen lassen', 'firmenprufung', 'unternehmensprufung', 'onboarding', 'kyc', 'verify', 'verification', 'verificaton', 'verfication', 'verifizierung', 'verifizieren', 'verifiziere', 'identity', 'prufung', 'check', 'approval', 'review', 'reviewed', 'begutachtung der unterlagen', 'freischaltung', 'legitimation', 'legitimierung', 'identifizierung', 'freigabe', 'aproval', 'know your customer', 'due diligence', 'antrag'],
  kyc_state: ['freigebn', 'freigegebn', 'freigschoitn', 'freigeschalt', 'freigschalt', 'freigschaltet', 'verified', 'verifiziert', 'approved', 'freigeschaltet', 'freigegeben', 'cleared'],
  /** Finished: of a verification only with a verification word ("I'm done with this", "the transfer completed" are not). */
  finished: ['complete', 'completed', 'abgeschlossen', 'done', 'finished'],
  docs: [
    '=docs', 'company registration', 'firmenregistrierung', 'paperwork', 'documents', 'document', 'papers', 'unterlagen', 'dokumente', 'dokument', 'business registration', 'handelsregisterauszug', 'handelsregister', 'trade register', 'trade register extract', 'register extract', 'commercial register extract', 'company register extract', 'registry extract', 'extract', 'auszug', 'gewerbeanmeldung', 'proof of address', 'adressnachweis',
    '!what do we have to send', '!what do i have to send', '!what do we need to send', '!what do i need to send', '!what should we send', '!what should i send', '!was mussen wir schicken', '!was muss ich schicken', '!was mussen wir euch schicken', '!was muss ich euch schicken', '!was mussen wir ihnen schicken', '!alles einreichen', '!einreichen muss', '!einreichen mussen', '!muss ich einreichen', '!mussen wir einreichen', '!alles vorlegen', '!vorlegen muss', '!vorlegen mussen', '!muss ich vorlegen', '!hand in', '!have to submit', '!need to submit', '!must submit',
    'file types', 'dateiformate', 'upload', 'hochladen', 'what do you need', 'was braucht ihr', 'what do i need', 'was brauche ich', 'was brauch ich', 'need from me', 'trade licence', 'trade license', 'business licence', 'business license',
    'gewerbeschein', 'gewerbelizenz', 'firmenbuch', 'firmenbuchauszug', 'company register', 'commercial register', 'registerauszug', 'certificate of incorporation', 'passport', 'reisepass', 'ausweis', 'id card', 'personalausweis', 'nachweis', 'nachweise',
  ],
  duration: ['!when should i expect', '!when can i expect', '!when can we expect', '!when should we expect', '!wann kann ich mit einer antwort rechnen', '!wann konnen wir mit einer antwort rechnen', '!mit einer antwort rechnen', 'weekend', 'weekends', 'wochenende', 'saturday', 'samstag', 'sunday', 'sonntag', 'monday', 'montag', 'how long', 'wie lange', 'wie lang', 'how soon', 'time', 'zeit', 'still', 'immer noch', 'not yet', 'noch nicht', 'dauert', 'dauer', 'how fast', 'wie schnell', 'when will', 'wann wird', 'wann ist', 'wann', 'until', 'take', 'pending', 'fertig', 'bearbeitungszeit', 'how quickly', 'how quick', 'wie flott', 'still waiting', 'warte', 'waiting'],
  why: ['what s all that for', 'whats all that for', 'what is all that for', 'what s that for', 'wofur das alles', 'wozu das alles', 'do i really need to', 'do we really need to', 'must i really', 'must we really', 'muss ich wirklich', 'mussen wir wirklich', 'muss ich da wirklich', 'why', 'warum', 'wozu', 'weshalb', 'wieso', 'what for', 'for what', 'wofur', 'purpose', 'zweck', 'reason'],
  private: ['!personal buy', '!personal purchase', '!for personal use', '!hob i koane', '!hob i koa', '!koa firma', '!hab keine firma', '!habe keine firma', 'ohne gewerbe', 'without a business', 'no business', 'not a business', 'kein betrieb', 'ohne firma', 'farmer', 'landwirt', 'hobby', 'hobbyist','be a company', 'need a company', 'need to be a business', 'be a business', 'only companies', 'only as a company', 'only as a business', 'nur als firma', 'nur als unternehmen', 'nur als gewerbe', 'only businesses', 'companies only', 'eine firma haben', 'firma haben', 'nur firmen', 'nur unternehmen', 'brauche ich eine firma', 'gewerbe haben', 'gewerbe anmelden', 'private persons', 'private person', 'privatpersonen', 'privatperson', 'consumer', 'private', 'privat', 'private individual', 'individual', 'not a company', 'no company', 'kein unternehmen', 'keine firma', 'kein gewerbe', 'without a company', 'ohne firma', 'verbraucher', 'privatkunde', 'as a person'],
  rejected: ['abjelehnt', 'abg lehnt', '=abglehnt', 'turn us down', 'turn me down', 'turned us down', 'turned me down', 'nicht durchgegangen', 'nicht bestanden', 'durchgefallen', 'did not go through', 'didn t go through', 'did not pass', 'didn t pass', 'absage', 'eine absage', 'bounced', 'knocked back', 'turned down', 'rejected', 'declined', 'refused', 'verweigert', 'abgelehnt', 'refused verification', 'failed', 'not accepted', 'nicht akzeptiert', 'nicht angenommen', 'abgewiesen', 'denied', 'zuruckgewiesen'],
  mine: ['my', 'mei', 'ming', 'minge', 'mingem', 'mein', 'meine', 'meinem', 'meiner', 'meines', 'am i', 'bin ich', 'yet', 'schon', 'i won', 'habe gewonnen', 'auktion gewonnen', 'have won', 'mine'],
  status: ['!where s my kyc', '!wheres my kyc', '!where is my kyc', '!where s our kyc', '!where s my verification', '!wheres my verification', '!where is my verification', '!where s our verification', '!where is our verification', '!where are we with the verification', 'wie es mit unserer', 'wie es mit meiner', 'gerade aussieht', 'seitdem nichts gehort', 'nichts mehr gehort', 'haven t heard back', 'not heard back', 'ob wir schon bieten', 'ob ich schon bieten', 'whether we can already bid', 'if we can already bid', 'whether i can already bid', 'if i can already bid', 'wie wyt', 'luege wie', 'already approve', 'already approved', 'did you approve', 'did your team approve', 'did your team already approve', 'have you approved', 'schon freigegeben', 'schon gepruft', 'wie steht mein', 'wie steht meine', 'wie steht unser', 'wie steht unsere', 'wie stehts mit', '!jetzt durch', '!scho durch', 'noch in prufung', 'in prufung', 'in bearbeitung', 'schiefgelaufen', 'schief gelaufen', 'gone wrong', 'went wrong', 'current state', 'state of my', 'aktueller stand', 'wie schauts', 'wie schaut s', 'wie siehts', 'wie sieht s', 'wie sieht es', 'hows my', 'how is my', 'how s my', 'where are we with', 'any news', 'any update', 'schon durch', 'through yet', 'gone through', 'durchgelaufen', 'status', 'verified yet', 'stand', 'wie weit', 'how far', 'progress', 'fortschritt', 'go through', 'went through', 'gone through yet', 'ist durch', 'sind durch', 'any news on', 'neuigkeiten'],
  place: ['neischreiba', 'neischreiben', 'reinschreiben', 'reinschreibe', 'eischreiba', 'how i put my bid', 'how do i put my bid', 'how to put my bid', 'make the bid', 'make my bid', 'punch in', 'type my offer', 'type my bid', 'gib i', 'gib ich', 'eingabefeld', 'eintragen', 'eintrage', 'eintragt', 'jeb ich', 'jebe', 'jevve', 'putting in', 'put a bid', 'put my offer', 'put an offer', 'put our offer', 'make an offer', 'angebot machen', 'place', 'placing', 'platzieren', 'abgeben', 'enter', 'eingeben', 'gebe', 'type in', 'put in', 'make a bid', 'submit', 'first bid', 'erstes gebot', 'ersten gebot', 'knopf', 'button', 'schaltflache', 'click', 'klick', 'klicke', 'klicken', 'type my', 'type the', 'eintippen', 'tippe ich', 'geb ich'],
  back: ['back', 'zuruck'],
  bid: ['!new bids come in', '!new bids coming in', '!new bids', '!neue gebote', '!neue gebote reinkommen', 'biede', 'draufbietet', 'draufbieten', 'biedn', 'bietn', 'biadn', 'offer', 'make an offer', 'ein angebot machen', 'angebot abgeben', 'bid', 'bids', 'bidding', 'gebot', 'gebote', 'geboten', 'bieten', 'biete', 'bietet', 'place a bid', 'mitbieten', 'gebotsabgabe', 'mitsteigern', 'mitzusteigern', 'amount to bid', 'betrag ein'],
  how: ['!what do i need to do', '!what do we need to do', '!what do i have to do', '!what do we have to do', '!need to go through', '!have to go through', '!must go through', 'wia', 'how', 'wie'],
  minimum: ['tiefsten gebot', 'tiefsten moglichen gebot', 'tiefste gebot', 'tiefstes gebot', 'tiefste mogliche gebot', 'lowest allowed', 'lowest allowed amount', 'lowest possible bid', 'minimum', 'mindestgebot', 'the minimum i can bid', '=smallest', 'lowest bid', 'niedrigste gebot', 'niedrigstes gebot', 'kleinste gebot', 'startgebot', 'starting bid', 'start price', 'startpreis'],
  withdraw: ['wieder rausnehmen', 'wieder rausnehma', 'wieder rausnehme', 'wieder herausnehmen', 'rausnehmen', 'rausnehma', '!aus dem gebot raus', '!aus dem gebot wieder raus', '!aus dem gebot rauskommen', '!aus dem gebot wieder rauskommen', '!get out of the bid', '!get out of my bid', '!back out of', '!back out of the bid', 'pull it back', 'pull the bid', 'pull my bid', 'take it back', 'storniert', 'stornierbar', 'vertipper', 'fat finger', 'fat fingered', 'take a bid back', 'take my bid back', 'take the bid back', 'delete my bid', 'delete the bid', 'remove my bid', 'gebot loschen', 'gebot entfernen', 'withdraw', 'cancel', 'retract', 'take back', 'zuruckziehen', 'zurucknehmen', 'stornieren', 'storno', 'mistake', 'vertippt', 'by accident', 'accidentally', 'versehen', 'aus versehen', 'undo', 'ruckgangig', 'widerrufen', 'widerruf', 'wrong amount', 'falschen betrag'],
  binding: ['obliged', 'obligated', 'obligation', 'commitment', 'commit', 'committed', 'verpflichtung', 'verpflichtet', 'verbindliches', 'binding', 'verbindlich', 'bindend', 'bound'],
  legal_binding: ['!legally binding', '!rechtlich bindend', '!rechtlich verbindlich', 'rechtsverbindlich'],
  increment: ['!jemanden uberbiete', '!jemanden uberbieten', '!wenn ich jemanden uberbiete', 'increment', 'increments', 'raise', 'gebotsschritt', 'gebotsschritte', 'mindestschritt', 'erhohen', 'erhohung', 'go up', 'increase', 'mindesterhohung', 'steigerung', 'steigerungsschritte', 'bietschritt', 'bid step', 'bid steps', '=uberbieten', 'bietstufe', 'bietstufen', 'gebotsstufe', 'gebotsstufen', 'steigerungsstufe', 'steigerungsstufen', 'bid levels', 'bidding steps', '=steigen', '=ansteigen'],
  step: ['staffel', 'staffelung', 'gebotsstaffel', 'bietstaffel', '!price level', '!price levels', '!price band', '!price bands', '!preisniveau', '!preisstufe', '!preisstufen', '!add over the current', '!add over the highest', '!add to the current bid', '!add to the current price', '!add on the current bid', 'how much over', 'wie viel uber', 'wieviel uber', 'beat the current', 'by how much', 'how much do i have to beat', 'go over', 'going over', 'how much more', 'wie viel mehr', 'wieviel mehr', 'how much higher', 'wie viel hoher', 'wieviel hoher', 'how much above', 'how far above', 'exceed', 'ubersteigen', 'uberschreiten', 'step', 'steps', 'schritt', 'schritte', 'higher', 'hoher', 'next bid', 'nachste gebot', 'nachstes gebot', 'more than the current', 'above', 'uber dem', 'uber das', 'abstand', 'gap', 'difference', 'unterschied', 'mehr als'],
  proxy: ['selbststandig weiter', 'selbstandig weiter', '!fur mich weiter', '!von selbst weiter', 'weiterbieten', '!bietet euer system', '!bietet das system', 'auto bid', 'autobid', 'auto bidder', '!keep bidding for me', '!keep bidding for us', '!top figure', '!my highest price', '!my maximum price', '!mein hochstpreis', 'auto bidding', 'autobidding', 'automatic bidding', 'automatic bids', 'auto bids',
    'proxy', 'automatic', 'automatisches', 'automatisch', 'auto bid', 'autobid', 'max bid', 'maximum bid', 'maximalgebot', 'hochstgebot', 'hochstbetrag', 'bietagent', 'bietagenten', 'up to a max', 'bid for me', 'fur mich bieten',
    'leave a maximum', 'set a maximum', 'maximum and', 'bietassistent', 'maximalbetrag eingeben', 'hochstbetrag eingeben', 'maximalbetrag hinterlegen', 'enter a maximum', 'top amount in advance', 'automatically', '!up to a limit', '!bis zu einem limit', '!up to an amount', '!bis zu einem betrag',
  ],
  reserve: ['hidden minimum', 'secret minimum', 'geheimer mindestpreis', 'verdeckter mindestpreis', 'reserve', 'mindestpreis', 'minimum price', 'reservepreis', 'reserve price', 'limitpreis', 'untergrenze', 'mindestbetrag', 'geheimen mindestbetrag', 'geheimer mindestbetrag', 'geheimen mindestpreis', 'secret minimum price', 'hidden minimum price', 'hidden reserve'],
  sniping: ['!wait until the last', '!until the last five seconds', 'last five seconds', 'last ten seconds', 'steal the machine', 'steal it at the end', 'sniped', 'sniped at the end', '!noch ein paar minuten weiter', '!ein paar minuten weiter', '!a few minutes longer', '!a few more minutes', '!nicht punktlich', '!didn t end on time', '!did not end on time', '!not end on time', '!final few seconds', '!final seconds', '!in den letzten paar sekunden', 'fast bei null', 'almost at zero', 'nearly at zero', 'clock jumped forward', 'timer jumped forward', 'time jumped forward', 'clock jumped ahead', 'clock went forward', '!at the death', '!bei geboten ganz am schluss', '!gebote ganz am schluss', '!ganz am schluss bietet', '!ganz am schluss noch', '!right at the death', '!letschte sekunde', '!letschten sekunde', '!letzte sekunde', '!letzten sekunde', '!letzte sekunden', '!letzten sekunden', '!letzter sekunde', '!last seconds', '!final seconds', '!last few seconds', 'clock went back up', 'clock went up again', 'timer went back up', 'timer went up again', 'clock jumped back', 'uhr wieder hoch', 'uhr ging wieder hoch', '!went back up again', 'bids right before', 'bid right before', 'bids just before', 'bid just before', 'bidding right before', 'bidding just before', '!bids right before it closes', '!bids right before it ends', '!bids right before the end', '!bids just before it closes', '!bids just before it ends', '!bids just before the end', '!bid right before it closes', '!bid right before it ends', '!bid right before the end', '!bid just before it closes', '!bid just before it ends', '!bid just before the end', '!bidding right before it closes', '!bidding right before it ends', '!bidding right before the end', '!bidding just before it closes', '!bidding just before it ends', '!bidding just before the end',
    'sniping', 'snipe', 'sniper', 'anti sniping', 'extend', 'extended', 'extension', 'verlangert', 'verlangerung', 'verlangern', 'auktionsverlangerung', 'last seconds', 'last second', 'letzten sekunden', 'letzte sekunde', 'kurz vor schluss',
    'last minute', 'letzte minute', 'letzten minute', 'lief weiter', 'went on', 'kept running', 'ran over', 'overran', 'ging weiter', 'kept going', 'lauft weiter', 'timer jump', 'jump back', 'jumped back', 'jumps back', 'sprang zuruck', 'springt zuruck', 'hochgesprungen', 'at the end', 'am ende', 'before the end', 'vor schluss', '=longer', '=langer', 'spaten geboten', 'spate gebote', 'late bids', 'late bid', 'nachspielzeit', 'overtime', 'last sec', 'last secs', 'final seconds', 'final second', 'dying seconds', 'last moment', 'letzten moment', 'letzter moment', 'letzter sekunde', 'letzten sekunde', 'letzter minute', 'schlusssekunde', 'schlusssekunden', 'clock reset', 'clock resets', 'clock kept resetting', 'timer reset', 'timer resets', 'zeit ging hoch', 'time jumped',
  ],
  end_time: ['should end', 'supposed to end', 'meant to end', 'due to end', 'scheduled to end', 'clock', 'closes', 'until it closes', 'when it closes', 'end time', 'endzeit', 'ende', 'closing time', 'the end', 'restzeit', 'countdown', 'timer', 'uhr'],
  moved: ['continued', 'went on', 'kept going', 'kept running', 'ran on', 'ran longer', 'lasted longer', 'ging weiter', 'ging noch weiter', 'ging se weiter', 'ging sie weiter', 'ging se immer noch weiter', 'lief weiter', 'lief noch weiter', 'extended', 'verlangert', 'verlaengert', 'added time', 'adds time', 'time added', 'added some time', 'added minutes', 'zeit dazu', 'zeit drauf', 'pushed back', 'push back', 'pushed out', 'hochgange', 'hochgegangen', 'hochgegange', '!widder hoch', 'moved', 'change', 'changed', 'verschoben', 'verschiebt', 'later', 'spater', 'changed', 'geandert', 'reset', 'jumped', 'gesprungen', 'went up', 'sprang', 'springt', 'hochgesprungen', '!wieder hoch', '!ging hoch'],
  length: ['!how much time do we have to bid', '!how much time do i have to bid', '!how much time to bid', '!how long do we have to bid', '!how long do i have to bid', '!wie viel zeit haben wir zum bieten', '!wie viel zeit hab ich zum bieten', '!wie lange kann man bieten', 'lafft', 'wia lang', 'how long', 'wie lange', 'wie lang', 'duration', 'length', 'dauer', 'auktionsdauer', 'last', 'dauern', 'lauft', 'laufen', 'lief', 'liefen', 'run', 'runs', '24 hours', '24 stunden', 'laufzeit', 'open', 'offen', 'how many hours', 'wie viele stunden'],
  /** Asking how long: with bidding, how long an auction is open ("for how long can one bid on a machine"). */
  how_long: ['!how much time do we have to bid', '!how much time do i have to bid', '!how much time to bid', 'wia lang', 'wia lange', 'how long', 'for how long', 'wie lange', 'wie lang', 'how many days', 'wie viele tage', 'how many hours', 'wie viele stunden'],
  time_unit: ['how many hours', 'wie viele stunden', 'how many days', 'wie viele tage', 'hours', 'hour', 'stunden', 'stunde', 'days', 'day', 'tage', 'tagen', 'tag', 'minutes', 'minuten', 'weeks', 'wochen'],
  auction: ['=laufzeit', '=laufzeiten', 'unter den hammer', 'unter dem hammer', 'under the hammer', 'auction', 'auctions', 'auctioned', 'auktion', 'auktionen', 'versteigerung', 'versteigerungen', 'versteigert', 'versteigern', 'versteigert ihr'],
  outbid: ['goes above my offer', 'goes above my bid', 'go above my bid', 'go above my offer', 'bids above me', 'bids above my', 'uber mein gebot geht', '!another company bids more', '!someone else bids more', '!another bidder bids more', '!somebody bids more', '!jemand anderes mehr bietet', '!lose the lead', '!lose my lead', '!fuhrung verliere', '!benachrichtigung bei uberbieten', '!benachrichtigung beim uberbieten', '!mail bei uberbieten', '!info beim uberbieten', '!mail beim uberbieten', '!nachricht beim uberbieten', 'someone bids higher', 'if someone bids higher', 'jemand hoher bietet', 'beats my offer', 'beats my bid', 'beat my bid', 'beat my offer', 'outbids my', '!hoher gegangen', 'oana mehr bietet', 'wer mehr bietet', 'einer mehr bietet', 'jemand mehr bietet', 'wenn einer mehr bietet', '!went above us', '!went above me', '!goes above us', '!go above us', '!went over us', '!bid above us', '!bid over us', '!outbid us', '!goes above me', '!goes above my bid', '!goes over me', '!bids above me', '!bids above my bid', 'jemand anderes bietet mehr', 'ein anderer bietet mehr', 'jemand bietet mehr', 'bietet jemand mehr', 'bietet jemand anderes mehr', 'mich uberbietet', 'uberbietet mich', 'uberboten werde', 'uberboten wurde', 'beats me', 'beat me', 'beats us', 'higher bid than ours', 'higher bid than mine', 'bids higher than me', 'bids higher than us', 'outbids me', 'outbids us', 'ein anderer mehr bietet', 'anderer mehr bietet', 'jemand mehr bietet', 'jemand anderes mehr bietet', 'someone else bids more', 'bids more than me', 'bids more than us', 'bids over me', 'bid over me', 'goes over my bid', 'uber mein gebot',
    '!not the highest bidder', '!no longer the highest bidder', '!not highest bidder', '!nicht mehr hochstbietender', '!nicht mehr hochstbietende', '!nicht mehr der hochstbietende',
    '!nicht mehr hochstbieter', '!not winning anymore', '!nicht mehr vorne',
    '!not leading anymore', '!not leading any more', '!no longer leading', '!not in the lead anymore', '!no longer in the lead', '!lost the lead', '!nicht mehr fuhrend', '!nicht mehr in fuhrung', '!fuhrung verloren',
    '!bids higher than me', '!bids more than me', '!higher than me', '!more than me', '!mehr bietet als ich', '!hoher bietet als ich', '!mehr als ich', '!hoher als ich',
    '!no longer the top bidder', '!not the top bidder', '!no longer top bidder', '!no longer the highest', '!nicht mehr das hochste', '!nicht mehr der hochste', '!nicht mehr vorn', 'druber geht', 'daruber geht', 'druber bietet', 'daruber bietet',
    'outbid', 'outbids', 'uberboten', 'uberbietet', 'ubertrifft', 'ubertreffen', 'ubertroffen', 'overbid', 'overbids', 'surpasses', 'tops my bid', 'beats my bid', 'uberbietung', 'higher bid than me', 'someone bids more', '!comes in higher', '!come in higher', '!goes in higher', '!bids over me', '!bid over me', '!someone bids higher', '!somebody bids higher', '!anyone bids higher', '!someone else bids higher', '!jemand hoher bietet', '!jemand mehr bietet', '!jemand anderes mehr bietet'],
  notify: ['notice', 'notices', 'automatic notice', 'anstupsen', 'anstupst', 'stupsen', 'nudge', 'nudges', 'ping me', 'ping us', 'mitbekommen', 'mitkriegen', 'find out', 'hear about it', 'hear when', 'hear if', 'hear as soon as', 'will i know', 'will we know', 'erfahre ich', 'erfahren wir', '!der mich informiert', '!der mich benachrichtigt', '!die mich informiert', '!die mich benachrichtigt', '!der mich per', '!die mich per', '!der uns informiert', '!die uns informiert', 'melden lassen', 'benachrichtigen lassen', 'informieren lassen', 'meldet ihr euch', 'meldet ihr', 'ihr meldet', 'meldet euch', 'warn', 'warn me', 'warn us', 'warnen', 'warnt', 'nachricht', 'nachrichten', 'message', 'messages', 'message me', 'notification', 'notifications', 'notify', 'notified', 'tell', 'told', 'email', 'mail', 'benachrichtigung', 'benachrichtigungen', 'benachrichtigt', 'bescheid', 'erfahre', 'alert', 'alerts', 'push', 'sms', 'informiert', 'inform', 'know if', 'ping', 'let me know', 'let us know', 'heads up', 'bescheid geben', 'bescheid sagen', 'benachrichtigen'],
  limit: ['maximum total', 'max total', 'can be leading with', 'leading with at', 'maximum for our account', 'maximum for my account', 'maximum for the account', 'account limit', 'hochstbetrag fur unser konto', 'my limit', 'our limit', 'hit my limit', 'hit the limit', 'mein limit', 'unser limit', 'maximum on our account', 'maximum on my account', 'maximum on the account', 'account maximum', 'blocks my bid', 'blocks my next bid', 'blocked my bid', 'blocks our bid', 'sperrt mein gebot', 'sperrt unser gebot', 'limit', 'limits', 'limited', 'credit limit', 'bietlimit', 'kreditlimit', 'hochstgrenze', 'obergrenze', 'grenze', 'cap', 'capped', 'gebotslimit', 'bidding limit', 'exposure', 'total exposure', 'obligo', 'gesamtlimit', 'kreditrahmen', 'gebotsrahmen', 'bietrahmen', 'budgetrahmen', 'unser rahmen', 'rahmen uberschritten', 'limitiert', 'begrenzt', 'beschrankt', 'restricted'],
  allowed: ['allowed', 'permitted', 'may i', 'darf', 'durfen', 'erlaubt'],
  maximum_amt: ['maximum', 'max', 'hochstbetrag', 'maximal', 'maximalbetrag', 'most i can', 'hochstens'],
  reminder: ['!kurz bevor eine bestimmte auktion', '!kurz bevor die auktion auslauft', '!bevor eine auktion auslauft', '!bevor die auktion auslauft', '!kurz bevor sie auslauft', 'nudge before', 'a nudge before', 'keep missing the last', 'missing the last hour', 'a while before', 'miss the endings', 'before an auction finishes', 'some time before the end', 'a message before the end', 'message some time before', 'always forget when', 'so i don t forget', 'so we don t forget', 'damit ich es nicht vergesse', 'vorher bescheid', 'some time before they finish', 'before they finish', 'before it finishes', 'heads up', 'shortly before they close', 'shortly before it closes', 'shortly before an auction ends', 'shortly before it ends', 'kurz bevor sie auslauft', 'kurz bevor eine auktion auslauft', 'damit ich nichts verpasse', 'damit wir nichts verpassen', 'so i don t miss it', 'so we don t miss it', 'damit ich es nicht verpasse', 'damit wir es nicht verpassen', 'ping me shortly before', 'ping me before', 'stund vorher', 'stunde vorher', 'a stund vorher', 'kurz vorm end', 'kurz vorm ende', 'vorm ende', 'rechtzeitig vorher', 'stunden vorher', 'hours before', 'hours beforehand', 'alert shortly before', 'shortly before a machine closes', 'before a machine closes', 'vor dem ende benachrichtigt', 'rechtzeitig vor dem ende', 'vorlaufzeit', 'vorlaufzeiten', 'verpasse das ende', 'das ende verpassen', 'miss the end', 'missed the end', 'warns me before', 'warn me before', 'warns us before', 'warn us before', 'before it closes', 'before closing', 'bevor sie schliesst', 'reminder', 'reminders', 'remind', 'alarm', 'erinnerung', 'erinnerungen', 'erinnert', 'erinnern', 'wecker', 'hour before', 'stunde vor', 'about to end', 'kurz vor ende', 'before it ends', 'bevor sie endet'],
  search: ['sookt', 'sooken', 'soken', 'suach', 'suachn', 'search', 'searches', 'suche', 'suchen', 'filter', 'filters', 'suchfilter', 'suchagent', 'search agent', 'suchauftrag', 'suchprofil', 'search profile'],
  save: ['speichera', 'abspeichera', 'speichre', 'save', 'saved', 'speichern', 'gespeichert', 'gespeicherte', 'store', 'merken'],
  new: ['eigstellt', 'eingstellt', 'rinkummt', 'rinkommt', 'reinkummt', 'einkummt', 'einakimmt', 'einikimmt', 'reinkimmt', 'ufgschaltet', 'aufgeschaltet', 'comes in', 'auftaucht', 'auftauchen', 'reinkommt', 'new', 'neue', 'neuen', 'neu', 'newly', 'fresh', 'frisch', 'come in', 'reinkommt', 'reinkommen', 'eingestellt', 'is listed', 'gets listed', 'comes up', 'shows up', 'show up', 'pops up', 'turns up', 'appears', 'appear', 'erscheint', 'erscheinen', 'put online', 'goes online', 'online gestellt', 'online kommt', 'auftaucht', 'hereinkommt', 'reinkommt'],
  listings: ['machinery', 'maschinerie', 'plant', 'kit', 'what machines', 'what equipment', 'which machines', 'welche maschinen', 'listings', 'listing', 'machine', 'maschine', 'matching machine', 'passende maschine', 'inserate', 'inserat', 'angebote', 'offers', 'machines', 'maschinen', 'equipment', 'gerate', 'baumaschinen'],
  saved_search: ['saved search', 'saved searches', 'save a search', 'gespeicherte suchen', 'suche speichern', 'suchabo', 'search subscription', 'suchen speichern', 'suchen kann ich speichern', 'suchauftrag', 'suchagent', 'suchalarm', 'search alert', 'search alerts'],
  watch: ['markieren', 'markiere', 'mark them', 'flag them', 'merka', 'merkn', '!look at it later', '!look at them later', '!keep one auction', '!in a list for', '!im aug behalte', '!im auge behalte', '!im aug behoitn', '!im aug behalten', '!im auge behoitn', 'keep a list of auctions', 'a list of auctions', 'keep a list', 'keep them', 'save them', 'irgendwo speichern', 'wiederfinden', 'wiederfinde', 'wieder finden', 'find it again', 'find them again', 'keep the machines', 'machines i m interested in', 'merkzettel', 'gemerkt', 'gemerkte', 'gemerkten', 'heart', 'hearts', 'herz', 'herzchen', 'starred', 'saved machines', 'gespeicherte maschinen', 'keep an eye on', 'keep an eye', '!keep track of', '!keep track', '!track an auction', 'im blick behalten', 'im auge behalten', 'ein auge auf', 'watch', 'watchlist', 'follow', 'merkliste', 'beobachte', 'beobachten', 'folgen', 'favourites', 'favorites', 'favourite', 'favorite', 'favoriten', 'favorit', 'merken', 'merke', 'bookmark', 'lesezeichen', 'wishlist', 'wunschliste'],
  password: ['password', 'pasword', 'passwort', 'passwrd', 'kennwort', 'pw', 'pwd', 'forgotten', 'reset password', 'forgot', 'vergessen', 'lost my password', 'cant remember', 'zugangsdaten', 'login details', 'locked out', 'gesperrt', 'reset link', 'reset email', 'reset mail', 'zurucksetzen', 'zurucksetzungslink'],
  login: ['log in', 'login', 'sign in', 'einloggen', 'logge'],
  confirm_mail: [
    'confirm mail', 'confirmation mail', 'confirmaton mail', '=confirmaton', '=confimation', '=confirmtion', 'bestatigungs mail',
    '=confirmation', 'email to confirm', 'mail to confirm', 'confirm my account', 'confirm our account', 'confirm the account', 'konto bestatigen', 'konto zu bestatigen', 'confirmation email', 'activation', 'activation email', 'bestatigung', 'bestatigungs', 'aktivierung', 'aktivierungsmail', 'link expired', 'bestatigungslink', 'aktivierungslink', 'bestatigungsmail',
    'verification email', 'verification link', 'verify my email', 'verify email', 'verify my e mail', 'email bestatigen', 'e mail bestatigen', 'mail bestatigen', 'confirm my email', 'confirm email', 'welcome email', 'resend',
    'confirm link', 'confirmation link', 'activation mail', 'registration email', 'registration mail', 'signup email', 'sign up email', 'registrierungsmail', 'registrierungsemail', 'registrierungs mail', 'registrierungslink', 'anmeldemail', 'anmeldelink', 'aktivierungsemail', 'bestatigungsemail',
  ],
  account: ['account', 'konto', 'konten', 'zugang', 'profile', 'profil', 'benutzerkonto', 'kundenkonto'],
  /** An account removed for good (erasure is the account's own page, README "Account erasure"). */
  erase: ['delete', 'deleted', 'loschen', 'loschen lassen', 'geloscht', 'remove', 'removed', 'erase', 'erased', 'close my account', 'close our account', 'konto auflosen', 'konto schliessen'],
  change: ['neuer firmenname', 'neue firmenname', 'neuen firmennamen', 'new company name', 'auf meine e mail', 'auf meine email', 'on my email', 'to my email', 'andert', 'umstelln', 'change', 'andern', '=andere', 'anderung', 'update', 'aktualisieren', 'aktualisiere', 'switch', 'umstellen', 'wechseln', 'delete', 'loschen', 'losche', 'edit', 'bearbeiten', 'correct', 'korrigieren', 'remove', 'entfernen', 'close my account', 'close our account', 'close the account', 'konto schliessen', 'konto auflosen', 'account schliessen', 'kundigen', 'anpassen', 'umgezogen', 'umzug', 'relocated', 'moved offices', 'moved premises', 'new address', 'neue adresse', 'neue anschrift', 'renamed', 'umbenannt', 'umfirmiert'],
  account_field: ['!legal form', '!rechtsform', 'data', 'my data', 'meine daten', 'company address', 'firmenadresse', 'email address', 'e mail adresse', 'company name', 'firmenname', 'address', 'adresse', 'phone number', 'telefonnummer', 'name', 'company details', 'firmendaten', 'anschrift', 'firmenanschrift', 'postanschrift', 'rechnungsadresse', 'billing address', 'lieferadresse', 'contact person', 'ansprechpartner', 'kontaktperson', 'details', 'daten', 'stammdaten', 'bank account'],
  language: ['auf polnisch', 'auf tschechisch', 'auf franzosisch', 'auf italienisch', 'auf spanisch', 'auf niederlandisch', 'auf hollandisch', 'auf ungarisch', 'auf rumanisch', 'auf turkisch', 'auf russisch', 'auf kroatisch', 'auf slowakisch', 'auf slowenisch', 'auf portugiesisch', 'auf schwedisch', 'auf danisch', 'auf norwegisch', 'auf finnisch', 'auf griechisch', 'auf bulgarisch', 'auf ukrainisch', 'in polish', 'in czech', 'in french', 'in italian', 'in spanish', 'in dutch', 'in hungarian', 'in romanian', 'in turkish', 'in russian', 'in croatian', 'in slovak', 'in slovenian', 'in portuguese', 'in swedish', 'in danish', 'in norwegian', 'in finnish', 'in greek', 'in bulgarian', 'in ukrainian', 'language', 'languages', 'sprache', 'sprachen', 'english', 'englisch', 'in german', 'auf deutsch', 'switch language', 'in english', 'auf englisch', 'ubersetzung', 'translation', 'translate'],
  speak: ['speak', 'sprecht', 'sprichst', 'sprechen sie'],
  site: ['page', 'pages', 'auction page', 'auktionsseite', '!checking every day', '!check every day', '!without me checking', '!jeden tag reinschauen', '!jeden tag nachschauen', '!jeden tag nachzuschauen', '!keep checking the page', '!keep checking', '!checking the page', '!check the page', '!checking the site', '!check the site', '!refresh the page', '!refreshing the page', 'version', 'fassung', '=site', 'sites', 'website', 'webseite', 'seite', 'platform', 'plattform', 'app'],
  lang_name: ['english', 'german', 'french', 'italian', 'polish', 'spanish', 'dutch', 'czech', 'turkish', 'russian', 'swedish', 'danish', 'norwegian', 'finnish', 'portuguese', 'romanian', 'hungarian', 'greek', 'croatian', 'slovak', 'slovenian', 'bulgarian', 'ukrainian', 'arabic', 'chinese',
    ...['englisch', 'deutsch', 'franzosisch', 'italienisch', 'polnisch', 'spanisch', 'niederlandisch', 'tschechisch', 'turkisch', 'russisch', 'schwedisch', 'danisch', 'norwegisch', 'finnisch', 'portugiesisch', 'rumanisch', 'ungarisch', 'griechisch', 'kroatisch', 'slowakisch', 'slowenisch', 'bulgarisch', 'ukrainisch', 'arabisch', 'chinesisch'].flatMap((base) => [base, `${base}e`, `${base}en`, `${base}er`, `${base}es`])],
  contact: [
    'person', 'human', 'mensch', 'menschen', 'phone', 'phone number', 'telefon', 'telefonnummer', 'whatsapp', 'call back', 'call me', 'zuruckrufen', 'support', 'contact', 'kontakt', 'kontaktieren',
    'erreiche ich', 'speak to', 'talk to', 'sprechen', 'mitarbeiter', 'reach you', 'reach someone', 'reach a person', 'reach a human', 'reach support', 'reach the team', 'reach anyone', 'euch erreichen', 'sie erreichen', 'jemanden erreichen', 'erreiche', 'anrufen', 'call', 'hotline', 'customer service', 'kundenservice', 'kundendienst', 'service team',
    'speak with', 'talk with', 'reden', 'agent', 'ansprechpartner', 'callback', 'ruckruf', 'chat with', 'real person', 'jemandem', 'handy', 'handynummer', 'natel', 'office hours', 'opening hours', 'offnungszeiten', 'email you', 'write to you', 'erreichbar', 'erreichbarkeit', 'reachable', 'telefoniere', 'telefonieren',
  ],
  sell: ['!list some of our', '!list our machines', '!list our surplus', '!list some machines', '!list a few of our', '!list our used', '!einstellen von unseren maschinen', 'bei ihnen versteigern', 'selbst versteigern', 'selber versteigern', 'auf ihrer plattform versteigern', 'loswerden', 'loszuwerden', 'uber euch versteigern', 'uber sie versteigern', 'bei euch versteigern', 'uber eure plattform versteigern', 'uber ihre plattform versteigern', '=verkaufe', '=verkaufa', '=verkaafe', '=verkaafa', '=verkaafen', 'put them up on', 'put it up on', 'put them up for', 'put our machines up', 'put them in auction', 'put them in an auction', 'put them up for auction', 'list them', 'list it on', 'list our', 'get them listed', 'get it listed', 'have them listed', 'auction our', 'auction my', 'auction off', 'versteigern lassen', 'unseren gebrauchten', 'our used', 'fleet', 'fuhrpark', 'sell', 'selling', 'verkaufen', 'anbieten', 'inserieren', 'list my', 'sellers', 'seller', 'verkaufer', 'consign', 'einliefern', 'einstellen', 'list a machine'],
  categories: ['maschinengruppen', 'maschinengruppe', 'gerategruppen', 'produktgruppen', 'other kinds of equipment', 'other kinds of machines', 'other types of equipment', 'only sell excavators', 'nur bagger', 'fuhrt ihr', 'fuhren sie', 'fuhrt ihr sowas', 'do you carry', 'do you stock', 'what sorts of', 'which sorts of', 'what sort of machines', '!im anjebot', '!alles im angebot', '!allet im anjebot', '!so im angebot', '!ihr im angebot', 'which kinds of machinery', 'which kinds of machines', 'what kinds of machinery', 'what kinds of machines', 'which kinds of', 'what kinds of', 'kinds of machinery', 'types of machinery', 'which types of', 'what types of', 'arten von maschinen', 'welche arten von', 'welche art von maschinen', 'was fur maschinen', 'was fur gerate', 'welche gerate', 'put up for auction', '!versteigert ihr auch', '!versteigert ihr', '!do you also sell', '!do you also auction', '!do you auction', '!what do you auction', '!was versteigert ihr', '!do you sell', '!you sell', '!u sell', '!you guys sell', '!what do you sell', '!was verkauft ihr', '!verkauft ihr', '!ihr verkauft', '!what do you offer', '!was bietet ihr', '!was habt ihr', '!what do you have', 'categories', 'category', 'kategorien', 'kategorie', 'what kind of machines', 'which machines', 'welche maschinen', 'machine types', 'types of machines', 'maschinentypen', 'sortiment', 'product range', 'rubrik', 'rubriken', 'gerateart', 'geratearten', 'maschinenart', 'maschinenarten', 'machine categories', 'sparten', 'other stuff', 'anderes zeug', 'other machines', 'andere maschinen', 'other equipment', 'andere gerate'],
  which: ['which', 'welche', 'welcher', 'what kind', 'what kinds', 'what type', 'what types', 'what sort', 'was fur', 'what machines', 'what equipment', 'types of', 'arten von'],
  count: ['how many', 'wie viele', 'wieviele', 'number of', 'anzahl'],
  live: ['laffan', 'lafft', 'grad', 'open now', 'jetzt offen', 'currently open', 'noch offen', 'live', 'running', 'right now', 'gerade', 'on auction', 'laufen', 'gibt es', 'online', 'available', 'verfugbar', 'for sale', 'laufende', 'laufender', 'currently', 'aktuell', 'im angebot'],
  machine_kind: ['!articulated hauler', '!articulated haulers', '!dump hauler', 'anbauplatte', 'milling machine', 'milling machines', 'cold planer', 'kaltfrase', 'frase', 'fraser', 'breaker', 'breakers', 'hydraulic breaker', 'abbruchhammer', 'hydraulikhammer', 'kompaktlader', 'kompaktladers', 'raupenlader', 'teleskoplader', 'kettenbagger', 'mobilbagger', 'skid steer', 'skid steers', 'compact loader', 'compact loaders', 'mini excavators', 'backhoe', 'backhoes', 'baggerlader', 'grader', 'graders', 'paver', 'asphaltfertiger', 'muldenkipper', 'excavators', 'excavator', 'wheel loaders', 'loaders', 'cranes', 'dozers', 'bagger', 'radlader', 'radladern', 'planierraupen', 'krane', 'kranen', 'walzen', 'telehandlers', 'dumpers', 'kipper', 'diggers', 'minibagger', 'rollers', 'pavers', 'crane', 'loader', 'dozer', 'bulldozer', 'bulldozers', 'digger', 'roller', 'kran', 'walze', 'telehandler', 'dumper', 'pneulader', 'trax', 'raupe', 'mini digger', 'mini excavator', 'fertiger', 'compactors', 'compactor', 'verdichter', 'tonner'],
  total: ['endpreis', 'endpreise', 'final cost', 'end cost', 'endkosten', '!alles zamm', 'zamm', 'mit allem drum und dra', 'full amount', 'the full amount', 'total amount', 'gesamtbetrag', 'mit allem drum und dran', 'alles in allem', 'all in', 'all-in', 'final amount', 'endbetrag', 'final price', 'rechnungsbetrag', 'amount on the invoice', 'total', 'insgesamt', 'gesamt', 'in total', 'in summe', 'all in', 'alles in allem', 'overall', 'including everything', 'all together', 'altogether', 'zusammen', 'unterm strich', 'bottom line', 'am ende', 'in the end', 'gesamtpreis', 'inkl allem', 'inklusive allem', 'alles inklusive', 'all inclusive', 'everything included'],
  this: ['!kost mi', '!kostet mi', 'this', 'here', 'hier', 'diesen', 'diese', 'dieses', 'diesem', 'insgesamt', 'in total', 'total', 'gesamtpreis', 'including everything', 'am ende', 'for me', 'fur mich', 'me', 'this one', 'the one', 'der da', 'die da'],
  legal: ['tax return', 'vat return', 'tax declaration', 'steuererklarung', 'uva', 'ustva', 'umsatzsteuervoranmeldung', 'voranmeldung', 'zusammenfassende meldung', '=verbuche', 'how do i book', 'how should i book', 'how to book', 'file with the tax', 'file something',
    'law', 'legal', 'legally', 'lawyer', 'sue', 'recht', 'rechtlich', 'rechtliche', 'verklagen', 'deduct', 'deductible', 'absetzen', 'absetzbar', 'tax advice',
    'compensation', 'schadensersatz', 'einschatzung', 'valid under', 'anwalt', 'enforceable', 'durchsetzbar', 'court', 'gericht', 'abschreiben', 'abschreibung', 'depreciate', 'depreciation', 'write off', 'steuerlich', 'steuerrecht', 'klage', 'klagen',
    // Bookkeeping: how to book or treat a cost in the asker's own accounts is tax advice.
    'in our books', 'in the books', 'in my books', 'expense line', 'as an expense', 'as expenses', 'bookkeeping treatment', 'accounting treatment', 'book it as', '=verbuchen', '=verbucht', 'buchen wir', 'buche ich', '=buchhalterisch', '=kontieren', '=kontierung', 'als aufwand', 'betriebsausgabe', 'betriebsausgaben', 'vorsteuerabzug', 'input tax',
    // Deducting or reclaiming tax, small-business rules: tax advice.
    'vorsteuer', 'kleinunternehmer', 'kleinunternehmerregelung', 'reclaim', 'reclaim the vat', 'zuruckholen', 'zuruckfordern', 'in our accounts', 'in my accounts', 'in den buchern', 'in der buchhaltung buchen',
  ],
  /** Liability for a machine's faults: the warranty rule; otherwise legal advice. */
  /** Numbers on a page ("to see the numbers"): with seeing and registering, the hidden prices. */
  figures: ['numbers', 'the numbers', 'figures', 'betrage'],
  liability: ['liable', 'liability', 'haftet', 'haftung', 'haften'],
  /** The asker as the top bidder (not another person): "I was the highest bidder". */
  self_top: ['!i was the highest bidder', '!i am the highest bidder', '!i m the highest bidder', '!i was highest bidder', '!we were the highest bidder', '!i had the highest bid', '!ich war hochstbietender', '!ich war der hochstbietende', '!ich bin hochstbietender', '!ich war hochstbieter', '!ich hatte das hochste gebot', '!wir waren hochstbietender', '!wir hatten das hochste gebot',
    '!als hochstbietender', '!als hochstbietende', '!als hochstbieter', '!wir sind hochstbietende', '!wir sind hochstbietender', '!wir waren hochstbietende', '!ich war gestern hochstbieter', '!ich war gestern hochstbietender', '!we re the highest bidder', '!we are the highest bidder', '!as the highest bidder', '!as highest bidder', '!i was the high bidder'],
  not_won: ['didn t win', 'did not win', 'didnt win', 'not won', 'haven t won', 'nicht gewonnen', 'kein zuschlag', 'keinen zuschlag', 'no sale', 'not sold', 'nicht verkauft', 'ohne zuschlag', 'without a sale', 'ended without a winner', 'ohne verkauf'],
  /** Asking for a person's contact data ("the email of the guy who outbid me"). */
  whose_data: ['who the bidder', 'who that bidder', 'who this bidder', 'who the other bidder', 'who outbid us', 'who overbid', 'which firm outbid', 'wer der bieter', 'wer der andere bieter', 'wer uns', 'welche firma hat uns', 'which company outbid', 'welche firma hat mich', '!wer hat mich', 'den namen sagen', 'namen nennen', 'seinen namen sagen', 'his company', 'his name', 'her name', 'his number', 'his phone', 'his email', 'their name', 'their company', 'seine nummer', 'seinen namen', 'seine firma', 'ihre nummer', 'email of', 'e mail of', 'email address of', 'name of', 'contact details of', 'contact of', 'phone number of', 'number of the', 'kontaktdaten von', 'kontaktdaten des', 'kontaktdaten der', 'the guy who', 'the person who', 'the one who', 'von dem der', 'von der person', 'who outbid me', 'wer mich', 'der mich'],
  others: ['who the bidder', 'who that bidder', 'who this bidder', 'who the other bidder', 'who s the seller', 'whos the seller', 'who the seller', 'who is the seller', 'wer der verkaufer', 'wer ist der verkaufer', 'winning bidder', 'winning bidders', 'the winner', 'der gewinner', 'den gewinner', 'vom gewinner', 'mitbewerber', 'mitbewerbern', 'konkurrent', 'konkurrenten', 'competitor', 'competitors', 'welche firma hat', 'hat den ersteigert', 'hat die ersteigert', 'hat das ersteigert', 'hat ihn ersteigert', 'which company won', 'which company bought', 'who bought it', 'who bought the', 'ersteigert hat', 'other guy', 'the other guy', 'other person', 'other party', 'bidding against me', 'against me', 'gegen mich', 'der andere', 'den anderen',
    'other bidder', 'other bidder s', 'andere bieter', 'anderen bieters', 'des anderen bieters', 'anderer bieter', 'another customer', 'anderen kunden', 'eines anderen', 'who won', 'gewonnen hat', 'the winner', 'der gewinner', 'of the seller', 'des verkaufers',
    'sellers phone', 'seller s phone', 'who is the seller', 'wer ist der verkaufer', 'who sells', 'wer verkauft', 'the buyer of', 'what did the buyer', 'hat der kaufer', 'hat der gewinner', 'hochstbietende', 'hochstbietenden', 'highest bidder', 'other bidders', 'anderen bieter', 'who bid', 'wer hat geboten', 'wer bietet', 'who else', 'who is bidding', 'who s bidding', 'wer sonst', 'wer noch',
    'seller s name', 'name of the seller', 'name des verkaufers', 'seller s email', 'seller s address', 'someone else s', 'other users', 'anderer nutzer', 'anderen nutzer',
  ],
  reduce: ['minderung', 'preisminderung', 'kaufpreisminderung', 'price reduction', 'reduce', 'reduzieren', '=lower', 'senken', 'waive', 'erlassen', 'nachlassen', 'knock'],
  seller_poss: ['company selling', 'firm selling', 'dealer selling', 'person selling', 'company that sells', 'company who sells', 'company that is selling', 'the seller of', 'verkaufer vom', 'verkaufer von', 'verkaufer der', 'anbieter vom', 'anbieter des', 'vom anbieter', 'des anbieters', 'vom verkaufer', 'von dem verkaufer', 'from the seller', 'to the seller', 'beim verkaufer', 'mit dem verkaufer', 'with the seller', 'seller s', 'sellers', 'verkaufers'],
  /** A business offer to us, not a question about the platform: cooperation, a partnership, a job. */
  proposal: ['!sucht ihr mitarbeiter', '!sucht ihr personal', '!sucht ihr leute', '!stellt ihr ein', '!looking for staff', '!looking for employees', '!are you recruiting', 'jobs', '!any jobs', '!a job with you', '!work for you', '!arbeit bei euch', '!stelle bei euch', 'cooperation', 'co operation', 'partnership', 'partner with you', 'zusammenarbeit', 'kooperation', 'kooperieren', 'are you hiring', '!you hiring', '!you guys hiring', '!looking for work', '!looking for a job', '!suche arbeit', '!suche einen job', '!u hiring', '!hiring mechanics', '!hiring drivers', '!hiring staff', '!hiring anyone', '!any openings', 'apply as', 'apply for a job', 'job opening', 'job openings', 'vacancy', 'vacancies', 'stellenangebot', 'stellenangebote', 'bewerben', 'bewerbung', 'preferred carrier', 'preferred supplier', 'our services to you', 'unsere dienste', 'unsere dienstleistung anbieten'],
  favour: ['% off', 'percent off', 'discount', 'rabatt', 'lower the reserve', 'senken', 'for me personally', 'nachlass', 'prozente', 'better price', 'besseren preis', '=cheaper', '=billiger', 'special price', 'sonderpreis', 'entgegenkommen', 'kulanz'],
  request_you: ['can you', 'could you', 'would you', 'can u', 'could u', 'can ya', 'konnt ihr', 'konnen sie', 'konnten sie', 'kannst du', 'konntest du'],
  for_me: ['for me', 'fur mich', 'for us', 'fur uns', 'for my company'],
  complaint: ['refund', 'refunds', 'a refund', 'partial credit', 'money back', 'geld zuruck', 'rueckerstattung', 'ruckerstattung', 'not acceptable', 'unacceptable', 'nicht akzeptabel', 'inakzeptabel', 'nobody called', 'no one called', 'promised a callback', 'keiner hat angerufen', 'niemand hat angerufen', 'not happy about', '!nehmen wir so nicht hin', '!erwarten eine preisminderung', 'complaint', 'complain', 'beschwerde', 'beschweren', 'reklamation', 'reklamieren', 'betrug', 'betrugen', 'chargeback', 'charged twice', 'twice', 'doppelt', 'doppelt abgebucht', 'wrongly charged', 'falsch abgebucht'],
  /** Anger and its words: a person only when the question asks nothing answerable clearly ("it's a scam, explain the timer" asks about the timer). */
  anger: ['unzufrieden', 'unhappy', 'angry', 'verargert', 'scam', 'rip off', 'abzocke', 'frechheit', 'ridiculous', 'lacherlich', 'a joke', 'ein witz', 'stupid', 'useless', 'unverschamt'],
  money_back: ['partial refund', 'teilerstattung', 'teilweise erstattung', 'money back', 'geld zuruck', 'want a refund', 'mochte eine erstattung'],
  damaged: ['damaged', 'beschadigt', 'damage', 'schaden', 'beschadigung', 'transportschaden'],
  how_auctions: ['!wie geht das mit dem bieten', '!wie geht des mit dem bieten', '!wie gehd des mit dem biedn', '!wie funktioniert das mit dem bieten', 'ich bin neu hier', 'bin neu hier', 'i m new here', 'im new here', 'we re new here', 'how do auctions work', 'how does bidding work', 'wie funktionieren die auktionen', 'wie funktioniert das bieten', 'how to bid', 'place a bid', 'gebot abgeben', 'gebot ab', 'how does it work here', 'first time', 'new here', 'neu hier', 'bin neu', 'i m new', 'im new', 'new to this', 'newbie', 'anfanger', 'zum ersten mal'],
  generic: ['!junk folder', '!spam folder', '!spam ordner', '!spamordner', '!junk ordner', '!junk mail folder', '!i was watching', '!was watching a', '!been watching', '!my name is', '!mein name ist', '!mei name is', 'help', 'hilfe', 'question', 'frage', 'problem', 'hi', 'hello', 'hallo', 'how does it work', 'wie funktioniert das', 'machine', 'maschine', 'servus', 'gruezi', 'moin', 'hey', 'guten tag', 'good morning', 'not working', 'geht nicht', 'funktioniert nicht', 'doesn t work', 'broken site'],
}

/** Function words: never looked up, never fuzzy-matched ("wie" is not a typo of "wien"). */
const STOP = new Set(
  (
    'a an and are as at be by can could do does for from have i if in is it its of on or our the this to was we what when where which who will with you your ' +
    'am auf bei bin das dem den der des die du ein eine einen einem ich ihr im ist kann man mit muss nach oder sie sind und von was wer wo zu es gibt habe hat wir uns euch ihr noch rechtzeitig dauerhaft ' +
    'not no nicht kein keine so there is it s whats im dont cant viel viele wird wurde werden wenn passiert happens happen erreicht after nach vor ' +
    'get got someone jemand jemanden winning gewonnen won anlegen outside want will wollen mochte machen tun do does did any some alle all ' +
    'rente rentner ruhestand gesellschaft gesellschaften company firma unternehmen business betrieb based sitzen sind aus from about uber zum zur fur please bitte danke thanks also auch reicht reichen zustandig zustandigkeit responsible ebay mindestens vorhanden konkret gefallt gefallen somehow irgendwie baufirma baufirmen bauunternehmen hinterher nachher wieder uberhaupt standig polier mi oaner typische typisch typical nice write'
  ).split(' '),
)

type Concept = keyof typeof LEXICON

/**
 * Words that name no topic of their own, EN and DE (function words, greetings, generic verbs,
 * nouns and adverbs). What a question says beyond these and the lexicon is what an answer must
 * also cover: see `uncoveredWords`.
 */
const COMMON = new Set(
  (
    'schneider kubota takeuchi yanmar bobcat doosan develon hyundai kobelco sany xcmg manitou merlo dieci bomag dynapac wirtgen mecalac kramer schaeff hidromek sennebogen ausrechnen mention mentioned alright filhos hijos figli sohne uberlegen ueberlegen previous rechnen rechne kame kamen kaeme compact suitable kindly advise shall corporate difficult night nights overnight sold articulated rebuilding various field friday freitag thursday donnerstag wednesday mittwoch tuesday dienstag manager aver depend depends versuchen versuche versucht versuchs pick picks howdy dirt supplies supply asleep sleeping greetings gude schreibt hann gerustbau fuer raus dirtworks maanrakennus rakennus respected hoops europe ohio leading moment lads pull afterwards hiya namaste shree infra projects branch office portal situation verschiedne liebschte isch nix passendes oiner grussle civil insaat stroy gradnja gradbenistvo epito budowa budownictwo stavby costruzioni construcciones construcoes bygg grondverzet maskin vorhin inzwischen uberlegt uberlegen gugge furne ooch tschussi tschuss kriegt jeweils bleiben freundliche freundlichen interessiere interessieren merhaba tesekkurler wasserbau leer decide decides decided entscheidet entscheiden punktlich colleague colleagues goht gohts gaht gahts geschtern gestan fruh fruher somewhere anywhere built gebaut manche manchen mancher manches vergleiche vergleichen verschiedener matching passende passenden aufschlusseln aufschlusselung breakdown niederlassung niederlassungen filiale filialen zweigstelle gruss gott pfiat putting gehd eich irgendwia jibt jibts seitn stengan kriag euro euros eur chf dollar dollars franken pound pounds pfund angaben unternehmens vereinbaren negotiable verhandelbar fixed fest expert experte engine engines motor motors hydraulics hydraulik falls fallt unter under over uber below above ' +
    'merci efharisto obrigado grazie gracias dziekuje dekuji tack takk kiitos multumesc diky hvala mecht hob nia gmacht internet sowas komplett completely vollstandig whenever wollt wollte baujahr baujahre jahrgang langer nachzuschauen tauchen selten praktisch irgendwo scho gezielt reinschauen reinschaue nachschauen bought walk download downloaded herunterladen runterladen copy kopie send sent sends schickt schicken geschickt link links number numbers nummer system systeme protection schutz firm firms firmen contractor contractors bauunternehmen bauunternehmer rate satz real echt echter echte urgent dringend dringende wrong falsch falsche falsches mind yesterday gestern sets setzen setze festlege festlegen einrichten hinterlegen heraus hinzu fuge eurer euren eurem unsere unserer unseren gewonnene gewonnenen gewonnen lautet leisten verloren lost enthalten inklusive berechnet calculated added required sitzt sitzen located subject involved although obwohl statt instead heisst bedeutet bedeutung meaning paar plotzlich vorm nochmal again eingereicht submitted eingeloggt logged frei received receive ' +
    'final finale finalen displayed steckt stecken dinger ding teil teile gunstig gunstige gunstiger gunstigen brauch brauchts werktag werktage werktagen weekday weekdays arbeitstag arbeitstage ton tons tonne tonnen mini valid gultig gultige gultigen ' +
    'lines griass schau schaug strassenbauer strassenbauers tiefbauer hochbauer landschaftsbauer galabauer kummert kummern drum darum ausgemustert ausgemusterte ausgemusterten director dumb stupid silly regelmassig taglich wochentlich monatlich grazzi koszonom mvh groeten pozdrav steer steers zurecht endlich ehrlich ehrlicherweise honestly frankly roughly approximately approx circa ungefahr etwa rund pretty quite somewhat kinda sort anyhow besides meanwhile overall ohnehin sowieso ubrigens eigentlich halt mal eben gerade grad bisschen wenig wenige ' +
    'road read reading lese lesen gestartet startet beginnt sobald ones model models modell modelle modellen none specific particular certain bestimmt bestimmte bestimmten bestimmter speziell spezielle speziellen weiter weiterkommen habt macht machen through would old alt alte alten alter older alteren month ' +
    'sale sales zero one two three four five six seven eight nine ten twice once eins zwei drei vier funf sechs sieben acht neun zehn beide beiden both first second third erste ersten zweite zweiten ' +
    'catch use amount betrag listed list explain explained types type construction bau marketplace marktplatz website stay stays fallen fallt anfallen aktuelle aktuellen aktueller minimale minimal minimum akzeptiert akzeptieren akzeptiere accept accepts accepted hoch hohe hoher hochste erklart erklaren erklar used gebraucht gebrauchte gebrauchten gebrauchter equipment cheap cheaper expensive teuer billig fast slow schnell langsam simple easy einfach possible moglich allowed apply applies applied gelten gilt plattform platform seite wait allow able unable enough genug etc usw bzw dass thing stuff zeug kram welches solche solcher ' +
    'abend aber ablauf about above abroad actually after afternoon again against alle allem allen aller alles already als also always am an and andere ' +
    'anderen anderer anders another any anybody anymore anyone anything anyway are around arrange arranged art as ask asked at auch auf aus away back ' +
    'basically be because been before begin bei beim being beispiel bekomme bekommen bekommt below bereits bescheid besser best better between bevor big ' +
    'bin bis bitte bloss both brauche brauchen braucht but by came can cannot cant case cases cheers come comes coming correct could couldn currently da ' +
    'dabei dafur dagegen daher damen damit danach dank danke dann darf daruber das dass day dear dein deine dem den denen denn der deren des deshalb ' +
    'detail details dich did didn die dies diese diesem diesen dieser dieses dir do doch does doesn doing don done dort down drauf drin du durch during ' +
    'each eben eh eigentlich ein eine einem einen einer eines einfach einmal else end ending ends erhalte erhalten erklaren erklart es etwa etwas euch ' +
    'euer eure even evening ever every everybody everything exactly example extra fall falle falsch false few find finde finden fine first for frage ' +
    'fragen from full funktionieren funktioniert fur further gab ganz gar geben geehrte gefunden gegen gehen geht gell gemacht genau general generally ' +
    'gern gerne gerechnet geplant gesagt crawler serious uberhaupt notig notwendig knapp verpasst verpasse verpassen mitbekommen mitgekriegt gestern get gets getting gewesen gibt gilt ging give given gleich go goes going gone good got great gruezi grundsatzlich grussgott ' +
    'gut guten guys hab habe haben habt had half hallo halt happen happened happening happens has hat hatte hatten have having he hello her here herren ' +
    'heute hey hi hier high higher him hin hinter his hoffentlich home hope hour how however huge i ich idea if ihm ihn ihnen ihr ihre im immer in include ' +
    'included includes including info information informationen infos ins inside instead into irgendwie is isn issue issues ist it its ja jahr jahre je ' +
    'jede jedem jeden jeder jetzt jetz just kann kannst keep kein keine kind klappt know komme kommen kommt konnen konnt konnte kriege kriegen kurz kurze large ' +
    'lassen last later laufen lauft least leider less let liebe lieber like likely little location long look looking los lot low lower madam made make mal ' +
    'man manchmal many may maybe me mean meaning means mehr mein meine meinem meinen meiner method methods mich might mine minute minuten mir mit mittag ' +
    'mochte moglich moglichkeit moglichkeiten moin monat monate month months more morgen morning most much muss mussen musst must my myself nach nachher ' +
    'nachste naturlich ne neben need needed needs nein never new next nicht nichts no noch normal normalerweise normally not nothing now nun nur ob oben ' +
    'oder of off often ohne ok okay on once one only onto plan plane planen planning interested option options or organise organised organises organize organized other others otherwise our out ' +
    'outside over own part people per perhaps photo photos please pls plz point points possible pretty probably problem probleme problems process put ' +
    'question questions quick quickly quite rather re really reason regards richtig right sache sachen sagen sagt said same say says schon second seconds ' +
    'see seem sehen sehr sein seine seit sekunde sekunden selbst servus short should show sich side sides sie siehe simply since sind sir small so soll ' +
    'sollen sollte some somebody someone something sometimes sonst soon sorry sowie spater start started starting stehen steht still stunde stunden such ' +
    'sure tag tage take team tell term terms than thank thanks that the their them then there these they thing things think this those though through thus ' +
    'thx till to today together too top total tried true trust try trying two uber um und under understand uns unser unsere unten unter until up upon us ' +
    'use used using usual usually very via viel viele vielen vielleicht vom von vor vorher wahrend wann want wanted wants war waren warum was way we week ' +
    'weeks weil weise weiss welche welchem welchen welcher welches well wem wen wenn went wer werde werden were what whatever when where whether which ' +
    'while who whole why wie wieder will wir wird wirklich wish wissen with within without wo wobei woche wochen woher wohin wollen wollte won wonder ' +
    'wondering work working works would wurde wurden year years yes yet you your yours yourself ziemlich zu zuerst zuletzt zum zur zwar zwischen '
  ).split(' '),
)

/** Common words by stem, and (from 5 letters) with one slip, the first letter as typed: "betwen", "hinterlegte" are common words too. */
const COMMON_STEMS = new Set([...COMMON].filter((word) => word.length >= 4).flatMap((word) => [stemEnglish(word), stemGerman(word)]))
const COMMON_FUZZY = (() => {
  const index = new MiniSearch<{ id: string }>({ fields: ['id'], storeFields: ['id'], tokenize: (text) => [text], processTerm: (term) => term })
  index.addAll([...COMMON].filter((word) => word.length >= 5).map((id) => ({ id })))
  return index
})()
const nearMemo = new Map<string, boolean>()
const nearCommon = (word: string): boolean => {
  const remembered = nearMemo.get(word)
  if (remembered !== undefined) return remembered
  const near =
    COMMON_STEMS.has(stemEnglish(word)) ||
    COMMON_STEMS.has(stemGerman(word)) ||
    (word.length >= 5 && COMMON_FUZZY.search(word, { fuzzy: 1, prefix: false }).some((hit) => String(hit.id)[0] === word[0] && Math.abs(String(hit.id).length - word.length) === 1))
  if (nearMemo.size >= WORD_MEMO_MAX_NEAR) nearMemo.clear()
  nearMemo.set(word, near)
  return near
}
const WORD_MEMO_MAX_NEAR = 20_000

/** The words of machine brands ("Liebherr", "Caterpillar"): they name a machine, not a topic. */
const BRAND_WORDS = new Set(BRANDS.flatMap((brand) => normalizeText(brand).replace(/-/g, ' ').split(' ')))
/** The words of category names ("wheel" of "wheel loaders"). */
const CATEGORY_WORDS = new Set(Object.values(CATEGORY_LABELS).flatMap((label) => [label.en, label.de]).flatMap((name) => normalizeText(name).replace(/-/g, ' ').split(' ')))

/**
 * The words of a question that neither the lexicon nor the common words place: what it asks about
 * that no answer covers ("tyres", "paint", "operator"). Numbers, model names, brands, category
 * names and English adverbs ("roughly") are not counted; neither are words of 3 letters or fewer.
 */
export const uncoveredWords = (unknown: string[]) =>
  unknown.filter((word) => word.length >= 4 && !/\d/.test(word) && !COMMON.has(word) && !nearCommon(word) && !/^\w{3,}ly$/.test(word) && !BRAND_WORDS.has(word) && !CATEGORY_WORDS.has(word) && !detectCategory(word) && !detectCategory(word.replace(/s$/, '')))

/**
 * Broad concepts: words like "cost", "pay", "machine", "buy" or "change" appear in questions on
 * many topics, including ones the platform has no answer for. An answer resting only on these
 * covers a question only when nothing else in it is left unplaced.
 */
const BROAD = new Set<Concept>([
  'cost', 'pay', 'price', 'howmuch', 'buy', 'bid', 'auction', 'listings', 'change', 'account', 'take', 'extra', 'new', 'which', 'how', 'percent', 'mine', 'this', 'total', 'time_unit',
  'duration', 'length', 'generic', 'place', 'step', 'moved', 'site', 'status', 'allowed', 'maximum_amt', 'become', 'buyer', 'request_you', 'for_me', 'machine_kind', 'search', 'save', 'notify',
])

const fold = (text: string) => normalizeText(text).replace(/-/g, ' ').replace(/\s+/g, ' ').trim()

/** Words (single) and phrases (several words) of the lexicon, each with its concepts. */
const WORDS = new Map<string, Set<Concept>>()
const STEMS = new Map<string, Set<Concept>>()
const PHRASES: [string, Concept][] = []
/** Phrases whose words are not read again alone ("registered for VAT" is no registration); marked "!" in the lexicon. */
const COVERING = new Set<string>()
/** Words matched only as written: not stemmed, not a target of typo tolerance. */
const EXACT = new Set<string>()
const addTo = (map: Map<string, Set<Concept>>, key: string, concept: Concept) => {
  const set = map.get(key) ?? new Set<Concept>()
  set.add(concept)
  map.set(key, set)
}
for (const [concept, words] of Object.entries(LEXICON)) {
  for (const raw of words) {
    const word = fold(raw)
    if (raw.startsWith('!')) COVERING.add(word)
    if (word.includes(' ')) PHRASES.push([word, concept])
    else {
      addTo(WORDS, word, concept)
      if (raw.startsWith('=')) EXACT.add(word)
      else if (word.length >= 4) {
        addTo(STEMS, stemEnglish(word), concept)
        addTo(STEMS, stemGerman(word), concept)
      }
    }
  }
}

/** Typo tolerance: the lexicon's single words in MiniSearch, searched with an edit distance by length. */
const FUZZY = (() => {
  const index = new MiniSearch<{ id: string }>({ fields: ['id'], storeFields: ['id'], tokenize: (text) => [text], processTerm: (term) => term })
  index.addAll([...WORDS.keys()].filter((word) => word.length >= 4 && !EXACT.has(word)).map((id) => ({ id })))
  return index
})()

const lookup = (word: string): Set<Concept> | undefined => {
  if ((word.length < 2 && word !== '%') || STOP.has(word)) return undefined
  const exact = WORDS.get(word)
  if (exact) return exact
  if (word.length < 4) return undefined
  return STEMS.get(stemEnglish(word)) ?? STEMS.get(stemGerman(word))
}

/** German linking elements between the parts of a compound (Auktion-s-verlängerung). */
const LINKS = ['', 's', 'es', 'n', 'en', 'e']

/**
 * Splits a German compound into known parts, fewest parts first: "kauferprovision" → kaufer +
 * provision, "auktionsverlangerung" → auktion + (s) + verlangerung. Parts are at least 3 letters;
 * null when the word is not made of known parts.
 */
export const splitCompound = (word: string, known: (part: string) => boolean = (part) => lookup(part) !== undefined): string[] | null => {
  if (word.length < 6) return null
  const best: (string[] | null)[] = new Array(word.length + 1).fill(null)
  best[0] = []
  for (let end = 3; end <= word.length; end++) {
    for (let start = 0; start <= end - 3; start++) {
      const before = best[start]
      if (!before) continue
      // The whole word is not a split of itself.
      if (start === 0 && end === word.length) continue
      const part = word.slice(start, end)
      if (!known(part)) continue
      const candidate = [...before, part]
      // A linking element may follow a part ("auktion" + "s"): the next part starts after it.
      for (const link of LINKS) {
        const next = end + link.length
        if (next > word.length || word.slice(end, next) !== link) continue
        if (!best[next] || best[next]!.length > candidate.length) best[next] = candidate
      }
    }
  }
  const parts = best[word.length]
  return parts && parts.length >= 2 ? parts : null
}

/** Two neighbouring letters swapped ("premuim"): Levenshtein counts two edits, people make one slip. */
const transposed = (word: string) => {
  // The first letter stays as typed ("arten" is not "raten").
  for (let i = 1; i < word.length - 1; i++) {
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)
    const found = WORDS.get(swapped)
    if (found) return found
  }
  return undefined
}

/** Concepts that hand a question to a person: never reached through a guessed typo ("reicht" is not "recht"). */
const SENSITIVE = new Set<Concept>(['proposal', 'legal', 'others', 'favour', 'complaint', 'damaged', 'unoffered', 'liability', 'anger', 'whose_data', 'self_top', 'instead', 'split', 'more_time', 'app_word', 'mend'])
const withoutSensitive = (found: Set<Concept> | undefined) => (found ? new Set([...found].filter((c) => !SENSITIVE.has(c))) : undefined)

/**
 * Typos: one edit in words of 5 to 8 letters, two from 9 letters, or one swap, the first letter as
 * typed; shorter words are taken as written, and in words of up to 6 letters only a letter missing
 * or doubled ("feees", "premum"): one letter changed there is usually another word ("leave", "lease").
 */
const fuzzyLookup = (word: string): Set<Concept> | undefined => {
  if (word.length < 5 || /\d/.test(word) || STOP.has(word)) return undefined
  const swapped = transposed(word)
  if (swapped) return withoutSensitive(swapped)
  const distance = word.length >= 9 ? 2 : 1
  // People rarely mistype a word's first letter: "catch" is not "watch", "wetter" not "letter".
  const hit = FUZZY.search(word, { fuzzy: distance, prefix: false }).find((h) => {
    const id = String(h.id)
    return id[0] === word[0] && (word.length > 6 || id.length !== word.length)
  })
  const found = withoutSensitive(hit ? WORDS.get(String(hit.id)) : undefined)
  return found && found.size > 0 ? found : undefined
}

/** A compound with a typo in its head ("Käufer|provison"): a known modifier, then a head of 7 letters or more read with typo tolerance. */
const fuzzyHead = (word: string): Set<Concept> | undefined => {
  if (word.length < 10) return undefined
  for (let start = 4; start <= word.length - 7; start++) {
    // Only after a known modifier (with or without a linking "s"): "Versteigerng" is no "Ver|steigerung".
    const modifier = word.slice(0, start)
    if (lookup(modifier) === undefined && !(modifier.endsWith('s') && lookup(modifier.slice(0, -1)) !== undefined)) continue
    const head = fuzzyLookup(word.slice(start))
    if (head) return head
  }
  return undefined
}

/**
 * The concepts of a compound's parts; when only one end is known, that end: the head when the
 * modifier is unknown ("Firmen|unterlagen"), else the modifier when the head is unknown
 * ("Rechnungs|kopie", "Mehrwertsteuer|satz", "Besichtigungs|termin").
 */
const compoundConcepts = (word: string, known: boolean): Set<Concept> | undefined => {
  const parts = splitCompound(word)
  if (parts) {
    const union = new Set<Concept>()
    // A known word's parts add topics only as written and of 5 letters or more ("Auktions|dauer",
    // "Zahlungs|frist"), never a hand-over ("Rückgabe|recht" is the warranty, not legal advice).
    for (const part of parts) {
      if (!known) for (const c of lookup(part) ?? []) union.add(c)
      else if (part.length >= 5) for (const c of WORDS.get(part) ?? []) if (!SENSITIVE.has(c)) union.add(c)
    }
    return union
  }
  // Only unknown words are guessed from one known end.
  if (word.length < 8 || known) return undefined
  for (let start = 2; start <= word.length - 5; start++) {
    // A hand-over concept needs a modifier of 4 letters or more ("Baumaschinen|leasing"): "ava|liable" is a typo of "available", not liability.
    const found = lookup(word.slice(start))
    const head = found && start < 4 ? withoutSensitive(found) : found
    if (head && head.size > 0) return head
  }
  // A head of 7 letters or more with a typo ("Käufer|provison").
  const typoHead = fuzzyHead(word)
  if (typoHead) return typoHead
  // The modifier as written, of 5 letters or more, before a head of 4 or more ("zuständig" is not "Zustand").
  for (let end = word.length - 4; end >= 5; end--) {
    const modifier = word.slice(0, end)
    const found = WORDS.get(modifier) ?? (modifier.endsWith('s') ? WORDS.get(modifier.slice(0, -1)) : undefined)
    if (found) return found
  }
  return undefined
}

/** VAT IDs name the asker's VAT case: "ATU12345678" an EU business with a VAT ID, "DE123456789" a German one, "CHE-…" a Swiss one. */
const vatIdConcepts = (word: string): Concept[] | undefined => {
  if (!/\d{5}/.test(word)) return undefined
  if (/^de\d{9}$/.test(word)) return ['germany', 'vat_id']
  if (/^(che|gb|no)\d/.test(word)) return ['non_eu', 'vat_id']
  if (/^(atu|be0|bg|cy|cz|dk|ee|el|es|fi|fr|hr|hu|ie|it|lt|lu|lv|mt|nl|pl|pt|ro|se|si|sk)[0-9a-z]{6,12}$/.test(word)) return ['eu', 'vat_id']
  return undefined
}

/**
 * Country codes and legal forms name the asker's VAT case beside a tax word ("vat AT?", "MwSt für
 * CH-Kunden", "we are a BV", "Sp. z o.o. aus Polen"). Codes that are also words ("at", "no", "it",
 * "be", "es", "de") count only as written in capitals ("tax for buyers from NO"); a form counts
 * only when no place is named (a named place says more than a form: an Irish "Ltd" is in the EU).
 */
const EU_CODES = 'AT|BE|BG|CY|CZ|DK|EE|ES|FI|FR|GR|EL|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK'
const CODES: [RegExp, RegExp, Concept][] = [
  [new RegExp(`(?:^|[^\\p{L}])(?:${EU_CODES})(?![\\p{L}])`, 'u'), /\b(pl|nl|cz|sk|hu|ro|dk|hr|bg|lt|lv|ee|si|ie|pt|fr|lu|cy|mt|gr)\b/, 'eu'],
  [/(?:^|[^\p{L}])(?:CH|NO|UK|GB|USA?|TR|RS|UA|LI|IS|BA|ME|MK|AL)(?![\p{L}])/u, /\b(ch|uk|gb|usa)\b/, 'non_eu'],
  [/(?:^|[^\p{L}])DE(?![\p{L}])/u, /$^/, 'germany'],
]
const FORMS: [RegExp, Concept][] = [
  [/\b(b ?v|n ?v|bvba|sprl|s ?r ?o|spolka|sp ?z ?o ?o|sp zoo|s ?r ?l|sarl|sas|s ?p ?a|kft|zrt|oyj?|aps|eood|d ?o ?o|sia|uab|lda)\b/, 'eu'],
  [/\b(ltd|limited|plc|llc|inc)\b/, 'non_eu'],
  [/\b(kg|ohg|gbr|e ?k)\b/, 'germany'],
]
const TAX_CASE: Concept[] = ['vat', 'vat_id', 'reverse']
const placeCodes = (raw: string, folded: string, concepts: Set<Concept>): Concept[] => {
  if (!TAX_CASE.some((c) => concepts.has(c))) return []
  // A message typed all in capitals says nothing by its capitals.
  const shouted = raw === raw.toUpperCase()
  const found = CODES.filter(([upper, lower]) => (!shouted && upper.test(raw)) || lower.test(folded)).map(([, , concept]) => concept)
  if (found.length > 0 || concepts.has('eu') || concepts.has('non_eu') || concepts.has('germany')) return found
  return FORMS.filter(([form]) => form.test(folded)).map(([, concept]) => concept)
}

/** `guessed`: concepts named only through a typo guess; a rule resting on one counts a point less. */
export type Understood = { concepts: Set<Concept>; unknown: string[]; guessed: Set<Concept> }

/** The concepts a question names (phrases, words, stems, compound parts, near-misses) and the words it could not place. */
/** Phrases by their first word, each as its words: a question's phrases are found in one pass over its words. */
const PHRASES_BY_FIRST = (() => {
  const index = new Map<string, { words: string[]; concept: Concept; covering: boolean }[]>()
  for (const [phrase, concept] of PHRASES) {
    const words = phrase.split(' ')
    const list = index.get(words[0]) ?? []
    list.push({ words, concept, covering: COVERING.has(phrase) })
    index.set(words[0], list)
  }
  return index
})()

/**
 * What one word names (its concepts, or null when unplaced). Words repeat from question to
 * question, so each is worked out once (stems, compound splits and the typo search are the
 * costly part) and remembered, up to WORD_MEMO_MAX words.
 */
const WORD_MEMO_MAX = 20_000
type WordReading = { concepts: Concept[]; guessed: boolean } | null
const wordMemo = new Map<string, WordReading>()
const conceptsOfWord = (word: string): WordReading => {
  const remembered = wordMemo.get(word)
  if (remembered !== undefined) return remembered
  const vatId = vatIdConcepts(word)
  let result: WordReading
  if (vatId) result = { concepts: vatId, guessed: false }
  // A common word as written names no topic, by its parts or as a typo ("Niederlassung" is no "nachlassen").
  else if (COMMON.has(word) && lookup(word) === undefined) result = null
  else {
    // A German separable verb's zu-infinitive is the verb: "einzustellen" is "einstellen", "abzuholen" "abholen".
    const zu = /^(ab|an|auf|aus|ein|mit|nach|vor|zu|zuruck|her|hin|weg|durch|um|uber|hoch|los|frei|fest)zu([a-z]{4,})$/.exec(word)
    // Rhenish and Berlin speech say j for g ("Jebot", "jewonnen", "Jeld"): an unknown je- word is read as its ge- word.
    const rhenish = /^je[a-z]{3,}$/.test(word) ? lookup('ge' + word.slice(2)) : undefined
    const direct = lookup(word) ?? (zu ? lookup(zu[1] + zu[2]) : undefined) ?? rhenish
    // A long word is also read by its parts: "Zahlungsfrist" is a deadline and a payment.
    const parts = direct && word.length < 9 ? undefined : compoundConcepts(word, direct !== undefined)
    // Two letters swapped ("paymnet") is a sure reading; a guess by edit distance is not.
    const sure = direct || parts ? new Set([...(direct ?? []), ...(parts ?? [])]) : word.length >= 5 && !STOP.has(word) ? transposed(word) : undefined
    const found = sure ?? fuzzyLookup(word) ?? fuzzyHead(word)
    result = found && found.size > 0 ? { concepts: [...found], guessed: !sure } : null
  }
  if (wordMemo.size >= WORD_MEMO_MAX) wordMemo.clear()
  wordMemo.set(word, result)
  return result
}

/**
 * Senses: a word that names a topic in one sense and something else in another ("at the end" of
 * an auction or of a calculation, "extend" an auction or a payment term, "groß" big or gross,
 * "persönlich" to see a machine or to reach a person). A concept named only by such words stays
 * when its sense's neighbours are in the question (`keepWith`), and goes when they are not or when
 * words of the other sense are (`dropWith`, `dropText`), becoming the other sense's concept where
 * there is one (`becomes`). Two different words of the same sense confirm each other ("extended at
 * the end"). The neighbours are the whole question's, also when one part of it is read.
 */
/** The seller as the other party, by its preposition or possessive: "at the seller's yard", "beim Verkäufer", "can the seller give me…". */
const SELLER_AS_PARTY = /\b(?:buy|buying|bought|purchase|purchasing|win|winning) (?:\w+ ){0,3}?from (?:a |an |the )?(?:\w+ )?sellers?\b|\b(?:each|every|the) seller (?:choose|chooses|decide|decides|set|sets|pick|picks)\b|\b(?:jeder|der) verkaufer (?:entscheidet|bestimmt|wahlt|festlegt|legt)\b|\b(?:at|from|with|by|of|to|on) the seller|\b(?:auf|an) den verkaufer|\bthe seller s\b|\bcan the seller\b|\b(?:beim|vom|bei dem|von dem|mit dem|dem) verkaufer|\b(?:kann|konnte|wird) der verkaufer\b/
/** Costs hidden from the asker are extra costs, not a price they cannot see. */
const HIDDEN_COST = /\b(?:hidden|versteckte?n?|verdeckte?n?) (?:costs?|fees?|charges?|extras?|kosten|gebuhr\w*|zusatzkosten|provision\w*)\b/
type Sense = { concept: Concept; from: RegExp; keepWith?: Concept[]; dropWith?: Concept[]; dropText?: RegExp; keepText?: RegExp; becomes?: Concept }
const AUCTION_TIME: Concept[] = ['auction', 'bid', 'end_time', 'outbid', 'length', 'place', 'others', 'listings', 'machine_kind', 'this']
/** A bid placed in an if-clause: "if I place a bid and …", "wenn wir ein Gebot abgeben". */
const BID_IN_IF = /\b(?:if|when|once|after|suppose|supposing|say|angenommen|wenn|falls|sobald|nachdem) (?:i|we|ich|wir|you|man) (?:\w+ )?(?:place|put in|make|submit|placed|made)\b(?: (?:a|an|my|our|the))? (?:bid|offer|gebot)\b/
/** An apology for one's English or German: "my English is not so good", "sorry for my English". */
const SORRY_FOR_ENGLISH = /\bwriting (?:this )?in (?:english|german) for\b|\b(?:my|our) (?:english|german|deutsch)(?: writing| spelling| grammar)? (?:is|isn t|not)\b|\bsorry (?:for|about) (?:my (?:english|german)|writing in (?:english|german)|(?:the |my )?(?:english|german))\b|\b(?:i m|i am|im) (?:the|an|their|our) (?:english|german) speaking\b|\bexcuse my (?:english|german)\b|\bmein (?:deutsch|englisch) (?:ist|is)\b/
/** EU nationalities in English, folded: the asker's own ("I am Hungarian") is no EU company. */
const EU_NATIONALITIES = 'austrian|french|dutch|belgian|polish|czech|slovak|hungarian|romanian|bulgarian|croatian|slovenian|italian|spanish|portuguese|greek|danish|swedish|finnish|estonian|latvian|lithuanian|irish'

/** A condition on what may happen ("if", "wenn", "falls", "in case"). */
const IF_LATER = /\b(?:if|wenn|falls|in case|what if|was wenn|sollte|imagine|suppose|supposing|angenommen)\b/
/** Noticing something ("wenn ich dann merk, dass die Maschine zu alt ist"): no list kept. */
const MERK = /^(merk|merke|merken|merkt|merka|merkn)$/
const NOTICING = /\b(?:dann|i|ich|wir|mer|mir|man) (?:\w+ )?(?:merk|merke|merken|merkt|merkst|merka|merkn)\b,? (?:dass|das|des|ob)\b/
const SENSES: Sense[] = [
  // A moment at or before the end: of an auction (bids in its last minutes), or of a sum ("is the 2 percent added at the end"), or of a reminder's time.
  {
    concept: 'sniping',
    from: /^(at the end|am ende|before the end|vor schluss|kurz vor schluss|last minute|letzte minute|letzten minute|letzter minute|last moment|letzten moment|letzter moment)$/,
    keepWith: AUCTION_TIME,
    dropWith: ['reminder', 'percent', 'fee', 'vat', 'cost', 'total', 'invoice', 'kyc', 'docs'],
  },
  // Extending or lasting longer: an auction (anti-sniping), or a payment term, a verification, a wait (not the auction rule).
  {
    concept: 'sniping',
    from: /^(extend|extended|extension|extends|extending|verlangert|verlangerung|verlangern|verlangere|longer|langer|went on|kept going|kept running|ran over|overran|ging weiter|lief weiter|lauft weiter)$/,
    keepWith: AUCTION_TIME,
    dropWith: ['pay', 'deadline', 'invoice', 'kyc', 'kyc_state', 'docs', 'register'],
    // "No longer", "nicht mehr länger": not in use any more, nothing extended; "schon länger" is for a while.
    dropText: /\b(?:no|not any|nicht) longer\b|\b(?:schon|seit) (?:\w+ )?langer\b/,
  },
  // A reminder "shortly before the end" is a reminder only with words of being told; otherwise it is the end of the auction.
  { concept: 'reminder', from: /^(kurz vor ende|about to end|before it ends|bevor sie endet|hour before|stunde vor)$/, keepWith: ['notify', 'watch', 'save'], becomes: 'end_time' },
  // "In person": to see a machine, or to speak to a person.
  { concept: 'inspect', from: /^(personlich|in person|vor ort|on site|visit|besuchen|besuch|yard|hof)$/, dropWith: ['contact', 'collect', 'transport'],
    // The asker's own machine in their yard, to be sold ("mir hend en alte Walz im Hof stehe, kann ma die bei eich verkaufe?").
    dropText: /\b(?:verkaufe|verkaufen|versteigern|loswerden|sell it|sell them|sell our|sell my)\b/ },
  // "Zählt das Wochenende mit?" counts days (folded, "zählt" is "zahlt"), it pays nothing.
  { concept: 'pay', from: /^(zahlt|zahlen|zahle)$/, dropText: /\b(?:zahlt|zahlen|zahle) (?:\w+ ){0,2}?(?:wochenende?|wochenend|samstage?|sonntage?|feiertage?|werktage?|tage) (?:\w+ )?mit\b|\b(?:wochenende?|wochenend|samstage?|sonntage?|feiertage?) (?:zahlt|zahlen) (?:\w+ )?mit\b/ },
  // An auction card's label ("the card says +2% fee", "auf den Karten steht …") is the listing's, no card to pay with.
  { concept: 'pay_method', from: /^(card|cards|karte|karten)$/, dropText: /\b(?:the|a|each|every|on the|on a|die|der|den|auf den|auf der|jede) (?:auction |listing )?(?:cards?|karten?) (?:says?|shows?|reads?|displays?|steht|stehen|zeigt|zeigen|sagt)\b|\b(?:on|auf) (?:the|den|der) (?:auction |listing )?(?:cards?|karten?)\b/ },
  // A business "expanding" grows; nothing is changed.
  { concept: 'change', from: /^(expanding|expand|expands|expanded)$/, keepWith: [] },
  // VAT or a rule that changes "depending on the country" differs by case, no bid changed.
  { concept: 'change', from: /^(change|changes|andert)$/, dropText: /\b(?:change|changes|andert sich|anders) (?:\w+ )?(?:depending on|je nach|by country|per country|from country to country|von land zu land)\b/ },
  // A bid taken back ("can we take it back before it ends"), not the clock jumping back.
  { concept: 'withdraw', from: /^(take it back)$/, keepWith: ['bid', 'place', 'auction'] },
  // The seller's own statements in a listing ("die Angaben des Verkäufers") beside a report or the machine's condition: no other person's data asked.
  { concept: 'others', from: /^(des verkaufers|vom verkaufer)$/, dropWith: ['report', 'inspect', 'warranty', 'breaks'] },
  // Outbidding as the purpose of a step ("by how much do I have to go up each time I want to outbid someone"): the bid step is asked, not being outbid.
  { concept: 'outbid', from: /^(outbid|uberbieten|uberbiete)$/, dropText: /\b(?:by how much|how much (?:more|higher|do (?:i|we)|must (?:i|we)|should (?:i|we)|to)|go up|raise|wie ?viel (?:mehr|hoher|muss)|erhohen)\b.*\b(?:to|want to|wanna|um)\s+(?:\w+ )?(?:outbid|uberbieten)\b/ },
  // VAT "on top on the invoice" or "separat auf die Rechnung" asks where the tax stands, not about the invoice.
  { concept: 'invoice', from: /^(invoice|rechnung|rg)$/, dropText: /\b(?:vat|mwst|ust|umsatzsteuer|mehrwertsteuer|steuer)\b.*\b(?:(?:on top|extra|separately|added) (?:on|of|to) the invoice|on the invoice (?:separately|on top|as extra)|(?:separat|extra|zusatzlich|oben drauf|obendrauf) auf (?:die|der) (?:rechnung|rg)|(?:erst )?auf (?:die|der) (?:rechnung|rg) (?:\w+ )?(?:dazu|drauf|obendrauf)|(?:come|comes|go|goes|appear|appears|show up|shows up|added) (?:only )?on (?:the|my|our) invoice)\b/ },
  // A confirmation e-mail that never "turns up" has not arrived; no new machine listed.
  { concept: 'new', from: /^(turns up|turned up|turn up)$/, dropWith: ['confirm_mail', 'mail', 'invoice', 'password'] },
  // Money taken twice is a complaint; signing up twice or an e-mail sent twice is not.
  { concept: 'complaint', from: /^(twice|doppelt)$/, keepWith: ['pay', 'invoice', 'fee', 'cost', 'price', 'vat', 'pay_method', 'total', 'bid'] },
  // "The price you show" with a fee on top of it names the shown price; how to see prices is not asked.
  { concept: 'see', from: /^(show|shown|you show)$/, dropWith: ['fee'], dropText: /\b(?:price|prices|amount|figure|preis|preise|betrag) (?:you show|shown|you display)\b(?=.*\b(?:fee|premium|commission|vat)\b)/ },
  // The asker's own farm or yard ("hab an kloana Hof", "I have a small yard") is who asks, no visit to a machine.
  { concept: 'inspect', from: /^(hof|yard|farm)$/, dropText: /\b(?:hab|habe|hob|have|own|run|betreibe|betreiben) (?:an|a|einen|ein|en|nen|a small|an kloana|einen kleinen|a little) (?:\w+ )?(?:hof|farm|yard)\b/ },
  // Selling "only to businesses" is whom the platform serves, not the asker selling.
  { concept: 'sell', from: /^(sell|verkauft|verkaufen)$/, dropText: /\b(?:only )?sell (?:only )?to (?:businesses|companies|firms|private|trade)\b|\b(?:verkauft|verkaufen) (?:ihr|sie) (?:\w+ )?(?:nur )?an (?:firmen|unternehmen|privat\w*|gewerbe\w*)\b/ },
  // A day on which something was sent or done ("sent the docs monday", "seit Montag hochgeladen") tells when, it asks no duration.
  { concept: 'duration', from: /^(monday|montag|saturday|samstag|sunday|sonntag)$/, dropText: /\b(?:sent|uploaded|submitted|registered|signed up|since|seit|hochgeladen|geschickt|eingereicht|registriert)\b(?:\s+\w+){0,3}?\s+(?:on |am )?(?:monday|montag|saturday|samstag|sunday|sonntag)\b/ },
  // "Laufzeit" is how long an auction runs; a remaining time ("Restlaufzeit") shown blurred is what a visitor does not see.
  { concept: 'auction', from: /^(laufzeit|laufzeiten|restlaufzeit|restlaufzeiten)$/, dropWith: ['see', 'pay', 'invoice', 'kyc'] },
  // A finance team or department pays an invoice; no financing is asked ("so finance can pay it", "für unsere Buchhaltung").
  { concept: 'unoffered', from: /^(finance|finances)$/, dropText: /\b(?:so|for|to|that|our|my|the|unsere?|unser) finance\b(?! (?:it|a|the|this|machines?|purchases?))|\bfinance (?:team|department|dept|people|office|can|will|needs?|wants?)\b/ },
  // One's own yard or farm named for size ("zu groß für unsern Hof").
  { concept: 'inspect', from: /^(hof|yard|farm)$/, dropText: /\b(?:fur|for|in|auf|on|into) (?:unsern|unseren|unserem|unser|our|my|meinen|meinem) (?:\w+ )?(?:hof|yard|farm)\b/ },
  // "Merk danach, dass …" notices something; no machine is marked.
  { concept: 'watch', from: /^(merk|merke|merken)$/, dropText: /\b(?:merk|merke) (?:ich )?(?:danach|dann|spater|hinterher|nachher|erst),? (?:dass|das)\b/ },
  // "Zahlt man nur, wenn man was ersteigert": whether anything costs, not how to pay.
  { concept: 'pay', from: /^(zahlt|zahlen|zahle)$/, dropText: /\b(?:zahlt|zahle|zahlen) (?:man|ich|wir) (?:\w+ )?nur,? (?:wenn|falls|sobald)\b/, becomes: 'cost' },
  // "Wie läuft dat?" after a question asks how that works, not how long an auction runs.
  { concept: 'length', from: /^(lauft|laufen|lauf\w*)$/, dropText: /\bwie (?:lauft|geht) (?:das|dat|des|det|es)\b(?!\s+(?:\w+\s+)?(?:lange?|auktion\w*))/ },
  // Buying nothing unseen ("mir kaafe nix unbesehe") wants to see the machine first: no sold-as-seen question.
  { concept: 'warranty', from: /^(unbeseh\w*)$/, dropText: /\b(?:nix|nichts|nie|nicht|kein\w*) (?:\w+ )?unbeseh\w*/ },
  // Trucks put up for auction are what is sold, no transport asked.
  { concept: 'transport', from: /^(truck|trucks|tipper|tippers|tipper trucks|lkw|lkws)$/, dropWith: ['sell'] },
  // "Accounts at Highland Groundworks", "our accounts team": the asker's department, no user account.
  { concept: 'account', from: /^(accounts)$/, dropText: /\baccounts (?:at|team|department|dept|office)\b|\b(?:in|from|our) accounts\b(?= (?:team|department|dept|office|here|asks?|wants?|needs?)\b|[.,])/ },
  // "Much obliged" thanks; it binds nobody.
  { concept: 'binding', from: /^(obliged)$/, dropText: /\b(?:much|most|very|greatly|ever so) obliged\b|\bobliged[.!,]?\s*(?:\p{L}+\s*)?$/u },
  // A limit raised ("who can increase it") is the limit's, and an invoice "raised" one written out: no bid step.
  { concept: 'increment', from: /^(increase|raise|raised|erhohen|erhohung)$/, dropWith: ['limit', 'invoice'] },
  // Correcting a refused verification and applying again is what to do after a rejection, no account data changed.
  { concept: 'change', from: /^(correct|korrigieren)$/, dropWith: ['rejected'] },
  // The end of an auction beside the reserve ("what happens if it is still not met at the end") is when the reserve is judged,
  // beside a reminder ("give me a nudge before the end") when to be told: no late bid.
  { concept: 'sniping', from: /^(before the end|vor schluss|at the end|am ende|am schluss)$/, dropWith: ['reserve', 'reminder'] },
  // An approval inside the asker's company ("we need internal approval before bidding") is no verification.
  { concept: 'kyc', from: /^(approval|freigabe|freigaben)$/, dropText: /\bintern\w* (?:\w+ ){0,2}?freigaben?\b|\binternal approval\b|\bapproval (?:from|of) (?:my|our|the) (?:boss|management|board|director|finance|manager)\b|\binterne\w* freigabe\b|\bfreigabe (?:vom|von der|durch die?) (?:chef|geschaftsfuhrung|geschaftsleitung)\b/ },
  // A relative by marriage ("my brother-in-law") is no law asked.
  { concept: 'legal', from: /^(law|in law)$/, dropText: /\b(?:brother|sister|father|mother|son|daughter|parents?) in law\b/ },
  // Whom to talk to about a limit ("who do I talk to about getting it raised") is in the limit's answer (ask the team), no separate contact question.
  { concept: 'contact', from: /^(talk to|speak to|wen spreche ich|an wen wende ich mich)$/, dropWith: ['limit'] },
  // "Until that limit" for a bid placed automatically is the proxy's maximum, no bidding limit.
  { concept: 'limit', from: /^(limit)$/, dropText: /\b(?:until|up to|bis zu) (?:that|this|my|the|diesem|meinem|dem) limit\b/ },
  // A budget released inside the company ("nach der Budgetfreigabe") is no verification.
  { concept: 'kyc', from: /^(budgetfreigabe|budgetfreigaben|budgetgenehmigung)$/, keepWith: [] },
  // The highest bid beside the reserve ("wenn das Höchstgebot unter dem Mindestpreis bleibt") is the bid standing, no maximum set for proxy bidding.
  { concept: 'proxy', from: /^(hochstgebot)$/, dropWith: ['reserve'] },
  // The machine got ("do we still get the machine") beside the reserve is the sale, no collection.
  { concept: 'collect', from: /^(get the machine)$/, dropWith: ['reserve'] },
  // "Our German subsidiary", "a German company": who buys, no language asked.
  { concept: 'lang_name', from: /^(german)$/, dropText: /\bgerman (?:subsidiary|subsidiaries|branch|entity|company|companies|business|businesses|firm|firms|gmbh|buyer|buyers|customer|customers|registered|sister company|daughter company|office|depot)\b/ },
  // A haulage firm named as who asks ("Wilson Haulage & Earthworks") asks no transport.
  // An invoice that "carries" VAT or a fee shows it; nothing is carried anywhere.
  { concept: 'transport', from: /^(carry|carries|carried|carrying)$/, dropWith: ['invoice', 'vat', 'fee'] },
  { concept: 'transport', from: /^(haulage)$/, dropText: /\b[A-Z][a-z]+ Haulage\b/ },
  // VAT "charged" is the tax, no fee asked ("is German VAT charged to us?").
  { concept: 'cost', from: /^(charge|charged|charges|charging)$/, dropWith: ['vat', 'fee'] },
  // "A Dutch VAT number", "charge us German VAT": a country's tax, no language asked.
  { concept: 'lang_name', from: /^[a-z]+$/, dropWith: ['vat', 'vat_id', 'reverse', 'language'] },
  // "Something automatic instead" of checking the site is an alert, not a bid placed automatically.
  { concept: 'proxy', from: /^(automatic|automatically|automatisch|automatisches)$/, keepWith: ['bid', 'limit', 'auction', 'this', 'end_time', 'outbid', 'place'], dropWith: ['search', 'saved_search', 'new'] },
  // Forgetting when auctions end is what a reminder is for, not a lost password ("ich vergess immer, wann die Auktionen enden").
  { concept: 'password', from: /^(vergess|vergesse|vergessen|forgot|forget|forgotten)$/, dropWith: ['reminder', 'end_time'] },
  // A phone: to call, or the camera of one ("can I send a phone photo of the document").
  { concept: 'contact', from: /^(phone|handy|telefon|handyfoto|handyfotos)$/, dropWith: ['image', 'docs', 'confirm_mail', 'password', 'login'], dropText: /\b(?:i m|i am|im|we re) on (?:the|my) phone\b|\bon my phone\b/ },
  // A contact person or phone number changed is the asker's own account data, not a call to us ("Wo ändere ich den Ansprechpartner?").
  { concept: 'contact', from: /^(ansprechpartner|kontaktperson|contact person|phone number|telefonnummer|handynummer)$/, dropWith: ['change'] },
  // Changing one's mind ("if I bid and later change my mind") is taking something back, no change of data.
  { concept: 'change', from: /^(change|changed|andern|geandert)$/, dropText: /\b(?:change|changed|changing) (?:my|our|his|her|their) minds?\b|\bes (?:mir|uns) anders uberleg\w*/, becomes: 'withdraw' },
  // "Anders" is "differently" ("läuft das bei uns anders?"), no change asked.
  { concept: 'change', from: /^(anders|anderes|anderen|anderer|anderem)$/, keepWith: [] },
  // A limit: of bids, or of a file's size, or the border a machine is brought to ("bis zur Grenze").
  { concept: 'limit', from: /^(limit|limits|limited|grenze|cap|capped|begrenzt|beschrankt|restricted|limitiert)$/, dropWith: ['docs', 'transport', 'collect', 'image'], dropText: /\b(?:file ?size|dateigrosse|upload|to the border|(?:bis )?(?:zur|an die|an der) grenze)\b/ },
  // A bucket or a quick coupler named as attachments sold here ('Versteigert ihr auch Anbaugeräte wie Tieflöffel?') asks the categories, not about one machine's bucket.
  { concept: 'unoffered', from: /^(bucket|buckets|loffel|tiefloffel|schaufel)$/, dropText: /\b(?:anbaugerat\w*|attachments?)\b/ },
  // Words of a service not offered used as who asks or who they are: the finance department ("finance keeps asking"), an insurer asking about a warranty, a buyer who buys machines for a living ("I buy machines for a quarry"), a platform "worth using".
  // A plant hire firm named as who asks ("Liam from Byrne Plant Hire", "Highland Plant Hire Ltd") asks for no rental.
  { concept: 'unoffered', from: /^(plant hire)$/, dropText: /\b(?!(?:Do|Does|Any|Your|Offer|Offering|Some|The)\b)[A-Z][a-z]+ Plant Hire\b|\bfrom (?!your |you |a |an )(?:\w+ ){1,3}plant hire\b|\bplant hire (?:ltd|limited|group|co|company|gmbh|bv|plc)\b/ },
  { concept: 'unoffered', from: /^(finance)$/, dropText: /\b(?:our|my|the|your) finance\b|\bfinance (?:team|department|dept|director|manager|people|office|colleagues?|keeps|asks|asked|is asking|wants|needs|requires)\b/ },
  { concept: 'unoffered', from: /^(insurance|insurer|versicherung)$/, dropText: /\b(?:insurance|insurer) (?:broker|company|agent|asks|is asking|wants|needs|requires)\b|\b(?:our|my) (?:insurer|insurance (?:broker|company))\b|\b(?:die|unsere|der|unserer|meine) versicherung (?:will|mochte|verlangt|fragt|braucht|wissen)\b|\bfur (?:die|unsere|meine) versicherung\b/ },
  { concept: 'unoffered', from: /^(rental|rentals|plant hire)$/, dropText: /\b(?:rental|plant hire|hire) (?:outfit|company|companies|firm|business|fleet|yard|depot|operator)\b|\b(?:we re|we are|we run|as) an? (?:\w+ )?(?:rental|plant hire)\b/ },
  { concept: 'unoffered', from: /^(buy machines)$/, dropText: /\b(?:i|we|ich|wir) (?:\w+ )?buy machines\b/ },
  { concept: 'unoffered', from: /^(worth)$/, dropText: /\bworth (?:using|it|the effort|the time|signing up|registering|trying|a try|my time|our time|joining)\b/ },
  // A bid refused ("one of my bids got refused", "mein Gebot wurde abgelehnt") is the bidding limit, not a verification rejected.
  { concept: 'rejected', from: /^(bounced|turned down|rejected|declined|refused|verweigert|abgelehnt|not accepted|nicht akzeptiert|nicht angenommen|abgewiesen|denied|zuruckgewiesen|did not go through|didn t go through|nicht durchgegangen)$/, dropText: /\b(?:bids?|gebote?s?) (?:\w+ ){0,3}?(?:got |was |were |has been |have been |is |wurde |wurden |ist |wird )?(?:bounced|turned down|rejected|declined|refused|verweigert|abgelehnt|not accepted|nicht akzeptiert|nicht angenommen|abgewiesen|denied|zuruckgewiesen|did not go through|didn t go through|nicht durchgegangen)\b/, becomes: 'limit' },
  // A bid placed in an if-clause sets the scene ("if I place a bid and someone goes above me, …"): nothing asks how to bid.
  { concept: 'place', from: /^(place a bid|place|placing a bid|put in|put in a bid|make a bid|submit a bid)$/, dropText: BID_IN_IF },
  { concept: 'how_auctions', from: /^(place a bid|placing a bid|put in a bid|make a bid|submit a bid)$/, dropText: BID_IN_IF },
  // The steps to put a bid in ("what are the steps to actually put a bid in") ask how to bid, not the bid step.
  { concept: 'step', from: /^(steps?|schritte?)$/, dropText: /\b(?:steps|schritte) (?:to|for|zum|fur|um) (?:\w+ ){0,3}?(?:put|place|make|submit|bid|bieten|abgeben|register|buy|kaufen)\b/, becomes: 'how' },
  // The contact at the machine's location ("who gives us the contact at the location?") is the collection's (we connect buyer and seller), no call to us.
  { concept: 'contact', from: /^(contact|kontakt)$/, dropText: /\b(?:contact|kontakt) (?:at|to|with|for|zum|zur|mit dem|beim|am) (?:the )?(?:location|site|standort|yard|hof|seller|verkaufer|machine|maschine)\b/ },
  // The invoice named as where VAT is added ("kommt die erst auf der Rechnung dazu", "added on the invoice"): the VAT rule, no invoice question.
  { concept: 'invoice', from: /^(invoice|rechnung)$/, dropText: /^(?=.*\b(?:vat|mwst|mehrwertsteuer|ust|umsatzsteuer)\b).*(?:\b(?:auf|on) (?:der|die|the) (?:rechnung|invoice) (?:dazu|drauf|added|on top)\b|\b(?:added|dazu|drauf|kommt|comes) (?:\w+ ){0,3}?(?:auf|on|to) (?:der|die|the) (?:rechnung|invoice)\b|\badded when the invoice\b)/ },
  // After the invoice ("wie viel Zeit haben wir nach Rechnungsstellung?") is when a payment term starts: no question about the invoice.
  { concept: 'invoice', from: /^(invoice|invoicing|rechnung|rechnungsstellung|rechnungseingang)$/, dropText: /\b(?:nach|after|ab|from) (?:the |der |dem |receiving the |erhalt der )?(?:rechnungsstellung|rechnungseingang|invoice date|invoicing|invoice|rechnung)\b/ },
  // A sign-in that keeps failing ("the login keeps failing") is the password's, no machine broken and no verification refused.
  { concept: 'breaks', from: /^(fails|failed|failing|breaks)$/, dropWith: ['login', 'password', 'confirm_mail'] },
  { concept: 'rejected', from: /^(failed|fails|failing)$/, dropWith: ['login', 'password'] },
  // Being out on site is where the asker works ("while I'm out on site"), no visit to a machine.
  { concept: 'inspect', from: /^(on site)$/, dropText: /\b(?:i m|i am|im|we re|we are|i ll be|we ll be) (?:out |away |working )?on site\b|\bout on (?:a )?site\b/ },
  // Fetching the invoice on the site ("do I get the invoice by email or fetch it on the site?") is the invoice's, no machine collected.
  { concept: 'collect', from: /^(fetch)$/, dropWith: ['invoice'] },
  // A firm's name ("Hofer Transporte & Erdbau", "Müller Transport GmbH") is who asks, no transport asked.
  { concept: 'transport', from: /^(transport|transporte|transports)$/, dropText: /\b(?:vo|von|vom|from|of|at|bei|der|die) [a-z]+ transporte?s? (?:und |and |& |[a-z]*bau\b|gmbh|ag|kg|ltd|ug|bv|sa|srl|oy|ab|as|aps|sp)/ },
  // Machines standing in the asker's own yard ("sat in the yard doing nothing", "stehen bei uns auf dem Hof") are what they would sell, no visit to a machine.
  { concept: 'inspect', from: /^(yard|hof)$/, dropText: /\b(?:sat|sitting|standing|parked|stood|stehen|steht|stehn|rumstehen|herumstehen) (?:\w+ ){0,3}?(?:in|im|on|auf) (?:the |our |my |dem |unserem |unsrem |meinem )?(?:yard|hof)\b|\b(?:hab|habe|haben|have|has|run|own|besitze) (?:nen |einen |ein |a |an |n |our |my )?(?:kleinen |small |little |eigenen )?(?:hof|farm|bauernhof)\b|\b(?:for|run|own|manage|at|from) (?:a |an |our |my )(?:plant |machinery |machine |equipment |hire )?yard\b(?! to\b)/ },
  // "Nach dem Zuschlag" is after the auction is won, no price asked ("Bringt ihr dat Ding nach dem Zuschlag zu uns?").
  { concept: 'price', from: /^(zuschlag)$/, dropText: /\b(?:nach|after) (?:dem |the )?zuschlag\b/ },
  // "Keine Ahnung, wie das passiert ist", "no idea how that happened": a mishap told, no how-to asked.
  { concept: 'how', from: /^(wie|how)$/, dropText: /\b(?:keine|keene|koa|koane|no) (?:ahnung|idea),? (?:wie|how)\b|\b(?:wie|how) (?:das|dit|des|dat|that|this|it) (?:passiert|happened|passiert ist|passiert is)\b/ },
  // "Draufbieten" is bidding on it, nothing on top ("krieg i mit, wenn wer draufbietet?").
  { concept: 'extra', from: /^(drauf|draufbietet|draufbieten|draufbiete|draufgeboten)$/, dropText: /\bdrauf ?(?:biet\w*|geboten|gebot\w*)\b/ },
  // One's own top limit for automatic bidding ("leave a top limit and let the platform bid", "raising for me up to that limit") is the proxy's maximum, not the bidding limit.
  { concept: 'limit', from: /^(limit|limits|obergrenze|grenze)$/, dropText: /\b(?:top|upper|own|personal|maximum|max) limit\b|\bup to (?:that|my|a|the|this|your) limit\b|\b(?:meine|eigene) (?:obergrenze|grenze)\b/, becomes: 'maximum_amt' },
  // A card of the site ("the price on the excavator card", "auf der Auktionskarte") is no payment card.
  { concept: 'pay_method', from: /^(card|cards|karte)$/, dropText: /\b(?:auction|excavator|machine|listing|lot|product|loader|digger|roller|dozer|crane|item|result|search)s? cards?\b|\bauktionskarte\w*\b/ },
  // Favoriten is a district of Vienna ("Ferdinand aus Wien-Favoriten"), no favourites list.
  { concept: 'watch', from: /^(favoriten)$/, dropText: /\bwien favoriten\b|\b(?:aus|in|von|vo|from) favoriten\b/ },
  // "Kann ich einstellen, dass ich eine Mail bekomme": setting something up, no machine put up for sale.
  // "Do you also sell telehandlers?": what the site has on offer, no selling through it.
  { concept: 'sell', from: /^(sell|verkauft|verkaufen)$/, dropText: /\b(?:do|does) you (?:also |even |only )?sell (?:\w+ ){0,2}?(?:excavators?|diggers?|loaders?|telehandlers?|compactors?|dozers?|cranes?|machines?|machinery|equipment|rollers?|trucks?|graders?|pavers?|dumpers?|forklifts?|backhoes?)\b|\b(?:verkauft ihr|verkaufen sie) (?:auch |nur |ebenfalls )?(?:\w+ ){0,2}?(?:bagger|radlader|lader|teleskoplader|walzen?|raupen?|krane?|maschinen|gerate|dumper|stapler)\b/ },
  { concept: 'sell', from: /^(einstellen)$/, dropText: /\beinstellen,? (?:dass|das|damit|so dass) (?:ich|wir|man|mir|uns)\b/ },
  // An auction opened on the screen ("once I have opened an auction", "wenn ich eine Auktion offen hab") asks nothing of how long it runs.
  { concept: 'length', from: /^(open|opened|offen|geoffnet)$/, dropText: /\b(?:i|we) (?:have |ve )?opened\b|\b(?:opened|open) (?:an|the|this|a) (?:auction|page|listing)\b|\b(?:offen|geoffnet) (?:hab|habe|haben|hob)\b/ },
  // "Nicht so recht", "recht schnell": no law asked.
  { concept: 'legal', from: /^(recht)$/, dropText: /\b(?:so|nich|nicht|net|ned) recht\b|\brecht (?:gut|schnell|einfach|herzlich|viel|vielen|ordentlich|oft|bald|hoch|teuer|gunstig)\b|\brecht (?:hast|haben|hat)\b/ },
  // Being the highest bidder oneself ("wir sind bei drei Auktionen Höchstbieter") asks nothing of who else bids.
  { concept: 'others', from: /^(hochstbieter|hochstbietende|hochstbietender|hochstbietenden|highest bidder)$/, dropText: /\b(?:wir sind|ich bin|we are|we re|i am|i m|mir sin|mir san|mir sind|bin|sind)\b(?: \w+){0,5}? (?:hochstbiete\w*|(?:the )?highest bidders?)\b/ },
  // The asker's own non-EU origin beside a company in Germany ("I'm Oliver, British originally, but I run a GmbH in Frankfurt") is who asks: the company's seat decides the VAT.
  { concept: 'non_eu', from: /^(british|britisch|swiss|schweizer|norwegian|american|canadian|turkish|ukrainian|serbian|australian)$/, dropText: /\b(?:british|swiss|norwegian|american|canadian|turkish|ukrainian|serbian|australian) (?:originally|by birth|myself|citizen|national|passport)\b(?=.*\b(?:gmbh|germany|deutschland|german company|german firm|deutsche firma|frankfurt|munich|munchen|berlin|hamburg)\b)|\b(?:i am|i m|im|ich bin) (?:\w+ )?(?:a |an )?(?:british|swiss|norwegian|american|canadian|turkish|ukrainian|serbian|australian)\b(?=.*\b(?:gmbh|germany|deutschland|german company|german firm|deutsche firma)\b)|\b(?:for|with|to) (?:our|my|a|the|unseren?|meinen?) (?:british|swiss|norwegian|american|canadian|turkish|ukrainian|serbian|australian|britischen|schweizer) (?:\w+ )?(?:manager|colleague|colleagues|boss|partner|foreman|director|owner|staff|driver|operator|engineer|accountant|kollegen?|chef|bauleiter|polier|mitarbeiter)\b/ },
  // Following auctions for some time tells who asks ("I've been following your auctions"); it asks for no watchlist.
  { concept: 'watch', from: /^(following|followed|follow)$/, dropText: /\b(?:i ve|i have|we ve|we have|i|we) been following\b|\b(?:i|we) (?:have )?followed\b/ },
  // Confirming a bid ("wie bestätige ich es?") is the bid box's step, no e-mail confirmation.
  { concept: 'confirm_mail', from: /^(bestatige|bestatigen|bestatigt|bestatigung|confirm|confirmed|confirmation)$/, dropText: /^(?!.*\b(?:mail|e mail|email|link|konto|account|registr\w*|angemeldet|anmeldung|spam|inbox|postfach)\b).*\b(?:gebot|gebote|bid|bids|bieten|biete|bietet)\b/ },
  // A company's nationality ("a Dutch equipment company") is who asks, no language asked.
  { concept: 'lang_name', from: /^(dutch|niederlandisch|polish|polnisch|czech|tschechisch|french|franzosisch|italian|italienisch|spanish|spanisch|danish|danisch|swedish|schwedisch|english|englisch|german|deutsch|hungarian|romanian|portuguese)$/, dropText: /\b(?:a|an|our|ein|eine|unser\w*) (?:\w+ )?(?:dutch|polish|czech|french|italian|spanish|danish|swedish|english|german|hungarian|romanian|portuguese|niederlandische\w*|polnische\w*|tschechische\w*|franzosische\w*|italienische\w*|spanische\w*|danische\w*|schwedische\w*|englische\w*|deutsche\w*) (?:\w+ )?(?:company|firm|business|contractor|dealer|equipment|firma|unternehmen|betrieb|handler)\b/ },
  // The asker's own nationality beside a German company ("I am Hungarian but I manage a GmbH in Stuttgart") is who asks: the company's seat decides the VAT.
  { concept: 'eu', from: new RegExp(`^(?:${EU_NATIONALITIES})$`), dropText: new RegExp(`(?:\\b(?:i am|i m|im|ich bin) (?:a |an )?(?:${EU_NATIONALITIES})\\b|\\b(?:${EU_NATIONALITIES}) (?:run|owned|led|managed)\\b|\\b(?:subsidiary|branch|tochter\\w*|niederlassung) (?:of|von) (?:an? |einer? )?(?:${EU_NATIONALITIES})\\b)(?=.*\\b(?:gmbh|germany|deutschland|german company|german firm|deutsche firma|german vat|german tax number|deutsche\\w* (?:ust|umsatzsteuer|steuernummer))\\b)`) },
  // "Before we commit" is a moment, no question of a binding bid.
  { concept: 'binding', from: /^(commit|committed|commitment)$/, dropText: /\b(?:before|bevor) (?:we|i|you) commit\b/ },
  // Austrian "net" is "not" ("i biet noch net"): VAT only beside money words.
  // "Aufgeld extra oder inkl.?": included in what was named, the fee; "inkl." alone is no VAT then.
  { concept: 'vat', from: /^(inkl|inkl\.)$/, dropWith: ['fee'] },
  { concept: 'vat', from: /^net$/, keepWith: ['price', 'cost', 'pay', 'howmuch', 'invoice', 'fee', 'total', 'current_bid', 'percent'] },
  // Zero-rated as an export ("does it go out zero-rated as an export?") is the export case, no EU reverse charge.
  { concept: 'reverse', from: /^(zero rated|zero rate)$/, dropWith: ['non_eu'] },
  // No VAT ID ("we don't have an EU VAT ID", "haben keine EU-USt-IdNr"): the case without one.
  { concept: 'vat_id', from: /^(vat id|vat number|vat no|uid|ust idnr|idnr|ustidnr|ust id|umsatzsteuer id|uid nummer|ust nummer|tax id|tax number|steuernummer)$/, dropText: /\b(?:no|not|don t have|do not have|haven t got|without|keine?n?|ohne)\b(?:\s+\w+){0,3}\s+(?:vat id|vat number|vat no|uid|ust idnr|idnr|ustidnr|ust id|umsatzsteuer id|tax id|steuernummer)\b/ },
  // Before the first bid ("will vor dem ersten Gebot wissen, wie bezahlt wird") is when the asker asks, not how to bid.
  { concept: 'place', from: /^(first bid|erstes gebot|ersten gebot)$/, dropText: /\b(?:vor|before) (?:dem |the |my |our |unserem |meinem |unserem )?(?:ersten|first) (?:gebot|bid)\b/ },
  // "Dear support" greets us; it asks for no person.
  { concept: 'contact', from: /^(support|support team)$/, dropText: /^(?:dear|hi|hello|hallo|hey|liebes?|sehr geehrtes?|guten tag|good (?:morning|day|afternoon)) (?:\w+ )?support(?: team)?\b/ },
  // Being new here tells who asks; with nothing of bidding or auctions beside it ("I'm new here, I have a question about the whole process, how does that work?") it asks nothing yet.
  { concept: 'how_auctions', from: /^(ich bin neu hier|bin neu hier|i m new here|im new here|we re new here|new here|neu hier|bin neu|i m new|im new|new to this|newbie|anfanger|first time|zum ersten mal)$/, keepWith: ['bid', 'auction', 'place', 'buy', 'outbid', 'increment', 'minimum', 'listings', 'machine_kind'] },
  // Reselling a machine later ("ersteigern und später wieder verkaufen", "buy it and resell it") tells what the buyer plans: it asks nothing about selling here.
  { concept: 'sell', from: /^(sell|selling|verkaufen|resell|weiterverkaufen)$/, dropText: /\b(?:spater|danach|anschliessend|dann) (?:\w+ )?(?:wieder|weiter) (?:zu )?verkaufen\b|\bwieder (?:zu )?verkaufen\b|\bweiter ?verkauf\w*|\bresell\w*|\b(?:and|then) (?:later )?sell (?:it|them) (?:on|again)\b/ },
  // "We run a company", "wir betreiben": running a business, not an auction's length; "last week" is a moment.
  { concept: 'length', from: /^(run|runs|last)$/, dropText: /\b(?:we|i|they|he|she) (?:\w+ )?(?:run|runs)\b(?! (?:for|over))|\brun (?:a|an|our|my|the) (?:\w+ )?(?:company|business|firm|fleet|yard|depot|outfit|site|shop)\b|\blast (?:week|month|year|time|night|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|spring|summer|autumn|winter)\b|\bat last\b/ },
  // "Wie läuft das (so / bei euch)?" asks how it works, not how long anything runs.
  { concept: 'length', from: /^(lauft|laufen)$/, dropText: /\bwie (?:lauft|laufen) (?:das|es|dies|sowas|so was)\b/ },
  // Our own yard ("we have three old rollers in the yard") is where the asker's machines stand: no inspection asked.
  { concept: 'inspect', from: /^(yard|hof)$/, dropText: /\b(?:we|i|wir|ich) (?:have|ve got|got|haben|hab|habe) (?:\w+ ){0,5}?(?:in|on|at|im|auf) (?:the|our|my|unserem|dem) (?:yard|hof)\b|\b(?:our|my|unserem|meinem) (?:own )?(?:yard|hof)\b/ },
  // The asker's own staff ("für unsere Mitarbeiter", "for our staff") are who the site is for, no call to ours.
  { concept: 'contact', from: /^(mitarbeiter|staff)$/, dropText: /\b(?:fur |for )?(?:unsere|unserer|meine|our|my) (?:\w+ )?(?:mitarbeiter|staff)\b/ },
  // Bringing a machine into the auction ("um die bei euch in die Auktion zu bringen") is selling it, no transport.
  { concept: 'transport', from: /^(bringen|bring|bringt)$/, dropText: /\bin die (?:auktion|versteigerung) (?:zu )?(?:bringen|bringt)\b|\bbring (?:it|them|\w+) (?:in)?to (?:the |an |your )?auction\b/ },
  // Reclaiming the VAT as one side of an either-or ("netto ohne deutsche Umsatzsteuer, oder müssen wir die 19 Prozent zahlen und uns dann zurückholen?") asks which case applies, no tax advice.
  { concept: 'legal', from: /^(reclaim|reclaim the vat|zuruckholen|zuruckfordern)$/, dropText: /\b(?:or|oder) (?:do |must |have to |muss |mussen |musst )?(?:we|i|wir|ich)\b.*\b(?:reclaim|zuruckholen|zuruckfordern)\b/ },
  // Being the highest bidder oneself ("we are currently the highest bidder on six auctions", "er ist jetzt Höchstbietender") is no one else's data.
  { concept: 'others', from: /^(highest bidder|hochstbietende|hochstbietenden|hochstbietender)$/, dropText: /\b(?:i am|i m|im|we are|we re|he is|he s|she is|ich bin|i bin|bin ich|wir sind|sind wir|er ist|ist er|sie ist|waren wir|war ich|were|was) (?:\w+ ){0,5}?(?:the )?(?:highest bidder|hochstbietende[rn]?)\b/ },
  // A replacement bought ("we need a replacement soon", "als Ersatz für unseren alten Fertiger") is a machine to buy, not one mended.
  { concept: 'mend', from: /^(replace|replacement|replacements|ersetzen|ersatz)$/, dropText: /\b(?:need|needs|want|looking for|find|buy|buying) (?:a |an )?(?:\w+ )?replacement\b|\breplacement (?:machine|excavator|loader|paver|roller|crane|soon)\b|\bals ersatz\b|\bersatz (?:fur|brauchen|suchen)\b|\b(?:we|i|wir|ich) (?:\w+ ){0,2}?(?:replace|ersetzen) (?:our|my|unser\w*|mein\w*) (?:old |alte\w* )?\w+\b/ },
  // Registering named as a moment ("before I go through registration, which machines do you have?") asks nothing about registering.
  { concept: 'register', from: /^(registration|register|registering|registrierung|registrieren|registriere|anmeldung|anmelden|anmelde|sign up|signing up)$/, dropText: /\b(?:before|bevor|vor) (?:i |we |ich |wir )?(?:\w+ ){0,3}?(?:registration|register|registering|sign up|signing up|registrierung|registriere|registrieren|anmeldung|anmelde|anmelden)\b(?! (?:what|which|do|was|welche|muss|brauche))/ },
  // Searches saved for oneself ("kann ich mir Suchen abspeichern?") are saved searches, not a search done for the asker; a hydraulic pump that fails after the sale asks the warranty, not spare parts.
  { concept: 'unoffered', from: /^(mir suchen)$/, dropWith: ['save', 'saved_search', 'notify'] },
  { concept: 'unoffered', from: /^(hydraulic pump|hydraulic pumps|hydraulikpumpe|hydraulikpumpen)$/, dropWith: ['warranty', 'breaks'] },
  // Apologising for one's English ("my English is not so good, sorry") asks nothing about the site's languages.
  { concept: 'language', from: /^(english|englisch|german|deutsch|language|sprache|in english|in german|auf englisch|auf deutsch)$/, dropText: SORRY_FOR_ENGLISH },
  // A private person buying ("could he buy as a private person") is no person to talk to.
  { concept: 'contact', from: /^(person)$/, dropWith: ['private'] },
  // "I'm the English-speaking office manager": who writes, no language asked.
  { concept: 'speak', from: /^(speak|speaking)$/, dropText: /\b(?:i m|i am|im) (?:the|an|their|our) (?:english|german) speaking\b/ },
  { concept: 'lang_name', from: /^(english|englisch|german|deutsch|in english|in german|auf englisch|auf deutsch)$/, dropText: SORRY_FOR_ENGLISH },
  // Told automatically: of new listings or an outbid ("a message automatically when one is listed"), not bidding automatically.
  { concept: 'proxy', from: /^(automatic|automatically|automatisch|automatische[mnrs]?)$/, dropWith: ['invoice', 'docs', 'confirm_mail', 'password', 'pay'], dropText: /\b(?:automatic\w*|automatisch\w*) (?:\w+ ){0,3}?(?:bescheid|benachrichtig\w*|inform\w*|notif\w*|told|mail\w*|e mail|email\w*|alert\w*|gemeldet)|\b(?:tells?|notif(?:y|ies)|informs?|alerts?|emails?|mails?) (?:me|us|mich|uns) automatic\w*|\b(?:told|informed|notified|alerted|emailed|benachrichtigt|informiert) automatic\w*/ },
  // A timer that went up is extended, not a bid raised; "days later" of an invoice or a payment moves no auction's end.
  { concept: 'increment', from: /^(go up|went up|goes up)$/, dropWith: ['end_time', 'sniping'] },
  { concept: 'moved', from: /^(later|spater)$/, dropWith: ['invoice', 'pay', 'collect', 'docs', 'kyc'] },
  // Hidden: costs on top ("hidden fees"), or a price out of view ("why is the current bid hidden?").
  { concept: 'extra', from: /^(hidden|versteckt|versteckte|versteckten|versteckter)$/, keepText: /\b(?:hidden|versteckte?[nr]?) (?:costs?|fees?|charges?|extras?|kosten|gebuhr\w*|zusatzkosten|provision\w*)\b|\b(?:costs?|fees?|charges?|kosten|gebuhr\w*|anything|something|etwas|was)\b(?:\s+\w+){0,3}\s+(?:hidden|versteckt)\b/ },
  { concept: 'see', from: /^(hidden|versteckt|versteckte|versteckten|versteckter)$/, dropText: HIDDEN_COST },
  // "Cheaper" asked for ("can you make it cheaper for me"), not cheaper machines seen elsewhere ("there are cheaper ones listed").
  { concept: 'favour', from: /^(cheaper|billiger)$/, keepWith: ['request_you', 'for_me', 'reduce', 'price', 'fee', 'cost'] },
  // A message or a warning that appears while bidding is no new listing, nor an alert asked ("when I bid a warning appears").
  { concept: 'new', from: /^(appears|appear|erscheint|erscheinen)$/, dropWith: ['bid'], dropText: /\b(?:message|warning|error|notice|pop ?up|meldung|nachricht|fehlermeldung|hinweis|warnung)\b(?:\s+\w+){0,2}\s+(?:appears|erscheint)\b|\b(?:appears|erscheint)\s+(?:a|an|the|eine?|die|der)\s+(?:\w+\s+)?(?:message|warning|error|notice|\w*meldung|nachricht|warnung|hinweis)\b/ },
  { concept: 'notify', from: /^(warning|warnings|warnung|nachricht|nachrichten|message|messages)$/, dropWith: ['bid', 'limit', 'rejected'] },
  // "I'm new (to this)" tells who asks, no new listing; "somebody told me" is no notification; "I was following an auction" tells, it asks no watchlist.
  { concept: 'new', from: /^(new|neu)$/, dropText: /\b(?:i m|i am|im|we re|we are|ich bin|wir sind|bin|sind) (?:\w+ )?(?:new|neu)\b|\bnew (?:here|to)\b|\bneu hier\b/ },
  { concept: 'notify', from: /^told$/, dropText: /\b(?:somebody|someone|a friend|colleague|they|he|she|i was|we were|was) told\b|\btold (?:me|us) (?:that|about)\b/ },
  { concept: 'watch', from: /^(following|followed)$/, dropWith: ['sniping', 'moved', 'outbid', 'end_time'] },
  // "Andere" is mostly "other" ("andere Gerätearten"); "ich ändere" only beside what one changes.
  { concept: 'change', from: /^andere$/, keepWith: ['account', 'account_field', 'password', 'bid', 'language', 'lang_name', 'site', 'confirm_mail', 'login'] },
  // "Back" of a timer that jumped back is the extension, not a bid taken back.
  { concept: 'back', from: /^(back|zuruck)$/, dropWith: ['sniping', 'end_time', 'moved'] },
  // Raising or going over a limit ("the bid exceeds our limit, can it be increased?") is the limit, not the bid step.
  { concept: 'increment', from: /^(raise|raised|raising|increase|increased|increasing|erhohen|erhoht|erhohung|go up|anheben)$/, dropWith: ['limit'] },
  { concept: 'step', from: /^(exceed|exceeds|exceeded|exceeding|ubersteigen|ubersteigt|uberschreiten|uberschreitet|uberschritten|go over|going over)$/, dropWith: ['limit'] },
  // "This document", "PDF or paper" beside an invoice is the invoice, not the verification's documents.
  { concept: 'docs', from: /^(document|dokument|paper|papier)$/, dropWith: ['invoice'] },
  // Checking a site or a machine is no verification ("I don't want to check your site every day").
  { concept: 'kyc', from: /^(check)$/, dropWith: ['site', 'listings', 'machine_kind', 'inspect', 'report', 'notify', 'search', 'price'] },
  // "To me", "zu mir", "nach Hause": a machine brought there only beside a machine or its collection ("explains it to me" is no delivery).
  { concept: 'transport', from: /^(to me|zu mir|nach hause)$/, keepWith: ['listings', 'machine_kind', 'collect', 'buy', 'cost', 'howmuch', 'price', 'pay', 'auction', 'bid', 'eu', 'non_eu', 'germany'] },
  // Sending by post or mail: an invoice or a document sent, not a machine ("ob die Rechnungen per Post verschickt werden").
  { concept: 'transport', from: /^(verschickt|verschicken|versenden|versendet|schicken|send|sent|versand)$/, dropWith: ['invoice', 'docs', 'confirm_mail', 'password'] },
  // Seeing a price: asked when the asker does not see one, or asks how, where or why ("why can't I see prices?", "wo sehe ich den Preis?");
  // "the price I see", "der angezeigte Preis" is the price shown, asked about what it includes.
  { concept: 'see', from: /^(see|sehe|sehen|seh|angezeigt|angezeigte[nmrs]?|shown|displayed)$/, keepText: /\b(not|no|cant|can t|don t|dont|never|nothing|nicht|kein\w*|nie|nix|how|where|why|wie|wo|warum|wieso|weshalb|only|nur|when|wann|unlock|freischalten|to see|zu sehen|can|could|kann|konnen|darf|able|without|ohne|must|muss|need|brauche)\b/ },
  // The EU negated ("we're not in the EU anymore", "nicht mehr in der EU"): outside it.
  { concept: 'eu', from: /^(in the eu|in der eu|within the eu|innerhalb der eu|eu|eu vat|eu vat id|eu vat number)$/, dropText: /\b(?:not|no longer|nicht|nicht mehr|kein\w*|left|verlassen|don t have|do not have|without|ohne|no)\b(?:\s+\w+){0,3}\s+(?:in the eu|in der eu|eu|the eu)\b/, becomes: 'non_eu' },
  // "Groß" is big; "gross" is a price with VAT only beside money words.
  { concept: 'vat', from: /^gross$/, keepWith: ['price', 'cost', 'pay', 'howmuch', 'invoice', 'fee', 'total', 'current_bid', 'percent'], dropText: /ß/ },
  // "Größe", "Grösse", "Reifengröße", "große", "grösser": a size or big, never a price with VAT (English "gross" does not inflect).
  { concept: 'vat', from: /^[a-z]*gross(e[mnrs]?|er(e[mnrs]?)?|te[mnrs]?)$/, keepWith: [] },
  // "Invoiced additionally", "billed on top": charged, not the invoice document.
  { concept: 'invoice', from: /^(invoiced|billed)$/, keepWith: [], becomes: 'cost' },
  // "Geprüft", "checked": a machine inspected, or a company's verification ("wurde meine Firma schon geprüft?").
  { concept: 'inspect', from: /^(gepruft|checked|checking|pruft|prufen)$/, keepWith: ['listings', 'machine_kind', 'report', 'breaks', 'warranty'], becomes: 'kyc_state' },
  // "Höchstgebot": the highest bid so far, or the maximum a bidder sets (proxy), by its neighbours.
  { concept: 'proxy', from: /^(hochstgebot|hochstgebote|maximum bid|max bid)$/, dropWith: ['current_bid', 'live', 'howmuch'], becomes: 'current_bid' },
  // The seller as a party (the seller's yard, the seller's guarantee), not the asker selling.
  { concept: 'sell', from: /^(seller|sellers|seller s|verkaufer|verkaufers)$/, dropWith: ['collect', 'transport', 'inspect', 'report', 'warranty', 'breaks', 'reserve'], dropText: SELLER_AS_PARTY },
  // "Who bids" asked, or someone bidding in a condition ("wenn noch wer bietet": if anyone bids).
  { concept: 'others', from: /^(wer bietet|who bid|wer noch|who else|wer sonst)$/, dropText: /\b(wenn|falls|if|when|sobald)\b/ },
  // Money back for a machine bought that broke or was collected is a complaint; asked as a case ("refund if it's broken?", "Geld zurück wenn kaputt?") it is the warranty rule, and a bare "refunds" is no complaint.
  { concept: 'complaint', from: /^(refund|refunds|a refund|partial credit|money back|geld zuruck|rueckerstattung|ruckerstattung)$/, keepWith: ['breaks', 'damaged', 'collect', 'anger'], dropText: IF_LATER },
  // "Accounts payable" is a department who writes, no payment asked.
  { concept: 'pay', from: /^(payable|accounts payable)$/, dropText: /\baccounts payable\b/ },
  // Noticing something ("wenn ich dann merk, dass die Maschine zu alt ist") keeps nothing on a list.
  { concept: 'watch', from: MERK, dropText: NOTICING },
  { concept: 'save', from: MERK, dropText: NOTICING },
]
const applySenses = (concepts: Set<Concept>, sources: Map<Concept, Set<string>>, context: Set<Concept>, text: string) => {
  for (const sense of SENSES) {
    const from = sources.get(sense.concept)
    if (!from || !concepts.has(sense.concept) || ![...from].every((source) => sense.from.test(source))) continue
    // Two different words confirm each other; a phrase inside another ("vor schluss" in "kurz vor schluss") is the same word.
    const distinct = [...from].filter((source) => ![...from].some((other) => other !== source && ` ${other} `.includes(` ${source} `)))
    if (distinct.length >= 2) continue
    const near = (c: Concept) => c !== sense.concept && context.has(c)
    const keep = (!sense.keepWith || sense.keepWith.some(near)) && !sense.dropWith?.some(near) && !sense.dropText?.test(text) && !sense.dropText?.test(fold(text)) && (!sense.keepText || sense.keepText.test(fold(text)))
    if (keep) continue
    concepts.delete(sense.concept)
    if (sense.becomes) concepts.add(sense.becomes)
  }
}

/** An offer made on a machine: "wie mach ich ein Angebot", "ein Angebot abgeben" (a bid, placed). */
const OFFER_MADE = /\b(?:mach|mache|machen|macht|gebe|geben|abgeben) (?:\w+ ){0,5}?(?:ein|mein|unser) angebot\b|\bangebot (?:\w+ ){0,2}?(?:abgeben|machen)\b/
/**
 * Phrases with words between, which the phrase lexicon cannot hold: a machine that "comes to us"
 * ("wie kommt der Bagger dann zu uns?", "how does the loader get to us?") is its transport.
 */
const GAP_PHRASES: { concept: Concept; pattern: RegExp }[] = [
  // Where the amount goes in ("wo genau trage ich jetzt mein Gebot ein"): placing a bid.
  { concept: 'place', pattern: /\bwo (?:genau |jetzt |dann )?(?:trage|gebe|tippe) (?:ich|wir|man) (?:\w+ ){0,3}?(?:gebot|betrag|preis)\w* ein\b/ },
  // Who holds the highest bid, or the bidding firm named: another buyer's data.
  // An auction that "went on" with words between ("lief aber noch weiter", "ging dann immer noch weiter"): its end moved.
  { concept: 'moved', pattern: /\b(?:ging|gings|lief|lauft|geht|gehts|laufen) (?:\w+ ){0,4}?weiter\b/ },
  // Who outbid the asker, with words between ("wer hat uns beim Radlader in letzter Minute überboten"): another bidder's identity.
  { concept: 'whose_data', pattern: /\bwer hat (?:mich|uns) (?:\w+ ){0,6}?(?:uberboten|ueberboten|uberbieten)\b/ },
  { concept: 'others', pattern: /\bwer hat (?:\w+ ){0,5}?(?:das )?(?:hochstgebot|hochste gebot|fuhrende gebot)\b|\bwho (?:has|holds|is) (?:\w+ ){0,3}?(?:the )?(?:highest|top|leading) bid(?:der)?\b|\b(?:nennen|name|tell me|tell us) (?:sie |ihr )?(?:mir |us |uns )?(?:die|den|the) (?:firma|bieter|company|bidder|firm)\b/ },
  // "Sucht ihr zufällig Leute im Außendienst": a job enquiry.
  { concept: 'proposal', pattern: /\bsucht ihr (?:\w+ ){0,2}?(?:leute|mitarbeiter|personal|verstarkung|fahrer|monteure)\b|\b(?:aussendienst|ausendienst)\b/ },
  // What my old machine "would bring" with you: a valuation.
  { concept: 'unoffered', pattern: /\bwas (?:mein|meine|unser|unsere)\w* (?:\w+ ){0,8}?(?:bringen|einbringen) (?:wurde|konnte|kann|wird)\b/ },
  // Storing a machine until it is collected is a service we do not offer.
  { concept: 'unoffered', pattern: /\b(?:be stored|store it|store the|stored at|stored in|storage|warehouse|einlagern|zwischenlagern|lagerung|unterstellen)\b/ },
  // What one past auction ended at ("what was the final hammer price of the JCB that closed last Friday") is that sale's data, for a person.
  { concept: 'others', pattern: /\bwhat (?:was|were) the (?:(?:final|winning|closing|end|hammer|last) )+(?:price|bid|amount)s? (?:of|for|on) (?:the|that|this)\b|\b(?:wie hoch|was) war (?:der|das) (?:end|zuschlags|schluss)(?:preis|gebot) (?:fur|von|beim|bei) (?:den|dem|der|die)\b/ },
  // What the asker's own machine would "fetch" or "bring" is a valuation ("what would my 2012 Volvo EC210 fetch if I put it up with you").
  { concept: 'unoffered', pattern: /\bwhat (?:would|could|will|might) (?:my|our) (?:\w+ ){0,5}?(?:fetch|bring in|go for|sell for)\b|\bwas (?:wurde|konnte|bringt) (?:mein|meine|unser|unsere)\w* (?:\w+ ){0,5}?(?:bringen|einbringen)\b/ },
  // "Wo hol ich den Radlader dann ab?": where it is collected.
  { concept: 'collect', pattern: /\bwo (?:hol|hole|holen|holt) (?:ich|wir|man|ihr) (?:\w+ ){0,4}?ab\b/ },
  // How long "before we can bid" is how long the verification takes: bidding opens when the business is verified.
  { concept: 'kyc_state', pattern: /\b(?:how long|how soon|wie lange?)\b(?:\s+\w+){0,6}?\s+(?:before|until|till|bevor|bis) (?:we|i|ich|wir) (?:can|could|konnen|kann|durfen|darf) (?:\w+ )?(?:bid|bidding|bieten|mitbieten)\b/ },
  { concept: 'transport', pattern: /\bwie (?:kommt|kommen|bekommen wir|kriegen wir|bringen wir) (?:\w+ ){0,6}?(?:zu uns|zu mir|hierher|heim|nach hause|ruber|uber die grenze|in die schweiz|nach (?:osterreich|polen|italien|frankreich|england))\b/ },
  { concept: 'transport', pattern: /\bhow (?:does|do|will|would|can) (?:it|they|the \w+|we get (?:it|them|the \w+)) (?:\w+ )?(?:get |be (?:brought|moved|shipped) )?(?:to us|to me|over to us|home|to our (?:yard|site|depot|country))\b/ },
  // The asker's own machine put up for auction: "kann man den bei euch versteigern?", "können wir unsere Walze über Sie versteigern lassen?".
  { concept: 'sell', pattern: /\b(?:kann|konnen|konnte|konnten|darf|durfen) (?:man|ich|wir) (?:\w+ ){0,4}?(?:bei euch|bei ihnen|hier|uber euch|uber sie|uber eure \w+|uber ihre \w+) (?:\w+ )?(?:versteigern|versteigert|verkaufen|anbieten|einstellen|loswerden)\b/ },
  // The asker's own machine sold through us: "wir würden gern unseren alten Dozer über euch versteigern".
  { concept: 'sell', pattern: /\bunser\w* (?:\w+ ){0,4}?(?:bei|uber) (?:euch|ihnen|sie|eure \w+|ihre \w+) (?:\w+ )?(?:versteigern|verkaufen|anbieten|einstellen|loswerden)\b/ },
  // A German separable verb around its object: "wen rufe ich an?", "rufen Sie mich bitte an".
  { concept: 'contact', pattern: /\b(?:rufe|ruf|rufen|ruft) (?:\w+ ){0,4}?an\b/ },
  { concept: 'sell', pattern: /\b(?:can|could|may) (?:we|i) (?:also )?(?:auction|list|put up|sell) (?:them|it|our|my|some|these|those|two|three|several|a few)\b/ },
  // An offer made on a machine is a bid placed: "wie mach ich da ein Angebot?", "ein Angebot abgeben".
  { concept: 'bid', pattern: OFFER_MADE },
  { concept: 'place', pattern: OFFER_MADE },
  // Noticing it, with the separable "mit": "bekomme ich das dann mit?", "krieg ich das irgendwie mit?".
  { concept: 'notify', pattern: /\b(?:bekomme|bekommen|bekommt|krieg|kriege|kriegen|kriegt) (?:ich|wir|man) (?:\w+ ){0,4}?mit\b/ },
  // What to do in order to do something ("was muss ich machen, um zu bieten?", "what do I have to do to bid?") asks how.
  { concept: 'how', pattern: /\bwas (?:muss|mussen|soll|sollen) (?:ich|wir|man) (?:\w+ ){0,4}?(?:machen|tun) (?:\w+ )?um\b|\bwhat (?:do|must|should) (?:i|we) (?:have to |need to )?do (?:\w+ ){0,2}?to (?:bid|register|sign up|buy|get)\b/ },
  // What to do in order to bid ("was muss ich auf der Auktionsseite tun, um mitzubieten?") asks how to place one.
  { concept: 'place', pattern: /\bwas (?:muss|mussen|soll|sollen) (?:ich|wir|man) (?:\w+ ){0,4}?(?:machen|tun) (?:\w+ )?um (?:mit ?zu ?bieten|zu bieten|mitbieten)\b|\bwhat (?:do|must|should) (?:i|we) (?:have to |need to )?do (?:\w+ ){0,3}?to (?:place a )?bid\b/ },
  // Getting hold of the machine ("wie kommen wir dann an die Maschine?") is collecting it.
  { concept: 'collect', pattern: /\bwie (?:kommen|komme|kriegen|krieg|bekommen|bekomme) (?:wir|ich) (?:\w+ ){0,4}?an (?:die|den|das|unsere?n?) (?:\w+ )?(?:maschine|gerat|bagger|radlader|walze|kran|fahrzeug|teil|ding|\w+lader|\w+bagger)\b/ },
]

/**
 * The concepts a question names (phrases, words, stems, compound parts, near-misses) and the words
 * it could not place. `whole`: the question a part was taken from, whose words decide the senses.
 */
/** "Ich bin Privatmann": after "ich bin" a German noun says what the asker is, not who. */
const saysWhatTheyAre = (tokens: string[], index: number) => index >= 2 && ['ich bin', 'i bin', 'wir sind'].includes(`${tokens[index - 2]} ${tokens[index - 1]}`)
export const conceptsOf = (text: string, whole?: { text: string; concepts: Set<Concept> }): Understood => {
  // "2%", "2 %": the sign is a word of its own (a percentage asked).
  // Intensifiers say nothing of the topic: "the very end" is the end, "allerletzte" the last ("letzte").
  const tokens = fold(text)
    .replace(/%/g, ' % ')
    .trim()
    .split(/\s+/)
    .filter((word) => word !== 'very')
    .map((word) => (/^aller(letzt|erst)\w*$/.test(word) ? word.slice(5) : word))
  const concepts = new Set<Concept>()
  /** The words and phrases that named each concept. */
  const sources = new Map<Concept, Set<string>>()
  const from = (concept: Concept, source: string) => {
    const set = sources.get(concept) ?? new Set<string>()
    set.add(source)
    sources.set(concept, set)
  }
  // The words of a phrase are read alone too ("current bid" is also a bid), except in a covering
  // phrase, whose words are read neither alone nor in another phrase ("not the highest bidder" is
  // no question about the highest bidder).
  const covered = new Set<number>()
  /** Words read as part of a phrase: placed, whatever they say alone ("pick" in "pick up"). */
  const inPhrase = new Set<number>()
  for (const pass of [true, false]) {
    for (let i = 0; i < tokens.length; i++) {
      for (const { words, concept, covering } of PHRASES_BY_FIRST.get(tokens[i]) ?? []) {
        if (covering !== pass || i + words.length > tokens.length || !words.every((w, j) => tokens[i + j] === w)) continue
        if (!covering && words.some((_, j) => covered.has(i + j))) continue
        concepts.add(concept)
        from(concept, words.join(' '))
        for (let j = 0; j < words.length; j++) inPhrase.add(i + j)
        if (covering) for (let j = 0; j < words.length; j++) covered.add(i + j)
      }
    }
  }
  const unknown: string[] = []
  const guesses = new Set<Concept>()
  /** Who writes ("I'm Noa Levi"): a name is read only as itself, not as a typo or a form of a topic word ("Levi" is no "levy"). */
  const people = namedPeople(whole?.text ?? text)
  for (const [index, word] of tokens.entries()) {
    if (!word || STOP.has(word) || covered.has(index)) continue
    const found = conceptsOfWord(word)
    if (!found || (people.has(word) && !WORDS.has(word) && !saysWhatTheyAre(tokens, index) && ![...found.concepts].some((c) => PLACE_CONCEPTS.has(c)))) {
      if (!inPhrase.has(index)) unknown.push(word)
    } else
      for (const c of found.concepts) {
        ;(found.guessed ? guesses : concepts).add(c)
        from(c, word)
      }
  }
  const guessed = new Set([...guesses].filter((c) => !concepts.has(c)))
  for (const c of guessed) concepts.add(c)
  const joined = tokens.join(' ')
  for (const { concept, pattern } of GAP_PHRASES) {
    if (!pattern.test(joined)) continue
    concepts.add(concept)
    from(concept, 'gap phrase')
  }
  for (const c of placeCodes(text, joined, concepts)) {
    concepts.add(c)
    from(c, 'code')
  }
  applySenses(concepts, sources, whole?.concepts ?? new Set(concepts), whole?.text ?? text)
  for (const c of guessed) if (!concepts.has(c)) guessed.delete(c)
  return { concepts, unknown, guessed }
}

/** Who asks and where: only what the server resolved (session, validated page context). */
export type AskContext = { signedIn: boolean; seesPrices: boolean; onAuction: boolean }

type Rule = [weight: number, ...concepts: Concept[]]

/**
 * Intent rules: a rule fires when the question names all its concepts; an intent's score is its
 * best rule's weight. 3 answers a plain topic word ("fee?"), 4 and more are specific evidence.
 */
const RULES: Record<AnswerId, Rule[]> = {
  fees: [
    [4, 'take', 'buyer'], [4, 'fee'], [4, 'fee', 'buyer'], [4, 'extra', 'cost'], [4, 'extra', 'bid'], [4, 'extra', 'pay'], [4, 'cost', 'buy'], [4, 'cost', 'register'], [5, 'cost', 'register', 'bid'], [4, 'pay', 'register'], [4, 'cost', 'buyer'],
    [4, 'cost', 'take'], [4, 'extra', 'take'], [4, 'take', 'buy'], [4, 'percent', 'take'], [4, 'percent', 'cost'], [3, 'cost', 'bid'], [3, 'cost', 'pay'], [3, 'cost'], [3, 'percent'],
  ],
  vat: [[4, 'vat'], [5, 'vat', 'extra'], [5, 'vat', 'price']],
  vat_de: [[5, 'vat', 'germany']],
  vat_eu: [[6, 'vat', 'eu'], [6, 'reverse'], [6, 'vat', 'vat_id'], [6, 'eu', 'vat_id']],
  vat_export: [[6, 'vat', 'non_eu'], [5, 'non_eu', 'cost']],
  payment: [[3, 'pay'], [4, 'pay_method'], [5, 'pay', 'invoice', 'how'], [5, 'pay', 'pay_method'], [5, 'pay', 'deadline'], [5, 'pay_method', 'deadline'], [4, 'pay', 'duration'], [3, 'deadline']],
  invoice: [[4, 'invoice']],
  my_invoice: [],
  collection: [[4, 'collect'], [4, 'transport'], [5, 'collect', 'duration']],
  inspection: [[4, 'inspect'], [4, 'report']],
  warranty: [[5, 'warranty'], [4, 'breaks'], [5, 'liability', 'breaks'], [5, 'liability', 'damaged']],
  see_prices: [[4, 'price', 'see'], [4, 'current_bid'], [4, 'howmuch', 'price'], [4, 'see', 'register', 'figures']],
  my_price: [],
  kyc_steps: [[5, 'kyc', 'step'], [3, 'kyc'], [3, 'register'], [4, 'register', 'bid'], [6, 'docs', 'kyc_state'], [4, 'docs'], [4, 'kyc', 'how'], [4, 'kyc_state', 'how'], [4, 'register', 'buyer'], [4, 'kyc', 'bid'], [4, 'become', 'buyer']],
  kyc_duration: [[5, 'kyc', 'duration'], [5, 'kyc_state', 'duration'], [5, 'docs', 'duration'], [7, 'how_long', 'kyc_state'], [7, 'how_long', 'kyc']],
  kyc_why: [[5, 'kyc', 'why'], [5, 'docs', 'why'], [5, 'private']],
  kyc_rejected: [[6.5, 'rejected']],
  my_kyc_status: [[5, 'kyc', 'mine', 'status'], [5, 'status', 'kyc'], [5, 'status', 'mine'], [5, 'kyc_state', 'mine'], [5, 'status', 'kyc_state'], [5, 'kyc', 'finished', 'mine']],
  how_to_bid: [[3, 'bid', 'how'], [4, 'bid', 'place'], [4, 'minimum'], [4, 'how_auctions']],
  bid_binding: [[5, 'withdraw'], [5, 'binding'], [5, 'legal_binding', 'bid'], [5, 'bid', 'change'], [5, 'bid', 'back']],
  increment: [[5, 'increment'], [5, 'step', 'bid'], [5, 'step', 'current_bid'], [3, 'step', 'how'], [2, 'step']],
  proxy: [[5, 'proxy']],
  reserve: [[5, 'reserve'], [5, 'self_top', 'not_won']],
  anti_sniping: [[5, 'sniping'], [5, 'end_time', 'moved']],
  auction_length: [[4, 'auction', 'length'], [4, 'length', 'auction'], [4, 'how_long', 'bid'], [4.5, 'how_long', 'auction']],
  outbid: [[5, 'outbid']],
  bid_limit: [[6, 'limit'], [6, 'allowed', 'maximum_amt']],
  reminders: [[5, 'reminder']],
  saved_searches: [[5, 'saved_search'], [5, 'new', 'reminder', 'machine_kind'], [5, 'new', 'reminder', 'listings'], [5, 'search', 'save'], [5, 'search', 'notify'], [5, 'search', 'reminder'], [5, 'new', 'notify', 'listings'], [5, 'new', 'notify', 'machine_kind']],
  watchlist: [[5, 'watch'], [4, 'save', 'machine_kind'], [4, 'save', 'listings'], [4, 'save', 'auction']],
  forgot_password: [[5, 'password']],
  verify_email: [[5, 'confirm_mail']],
  account_data: [[5, 'account', 'erase'], [4, 'account', 'change'], [4, 'change'], [5, 'change', 'account_field'], [4, 'account_field', 'moved']],
  languages: [[5, 'language'], [5, 'speak', 'lang_name'], [5, 'change', 'lang_name'], [5, 'site', 'lang_name']],
  contact: [[4, 'contact']],
  selling: [[4, 'sell'], [5, 'sell', 'fee'], [5, 'sell', 'cost'], [5, 'sell', 'pay']],
  categories: [[5, 'categories'], [3, 'which', 'listings']],
  live_count: [[5, 'howmuch', 'auction', 'live'], [5, 'count', 'auction'], [5, 'count', 'machine_kind'], [4, 'count', 'live'], [4, 'count', 'listings']],
}

/** When the first intent fires at 4 or more, these weaker readings (score 3 or 4) of the same words go. */
const SUPPRESSES: Partial<Record<AnswerId, AnswerId[]>> = {
  vat_eu: ['vat', 'vat_de', 'vat_export', 'fees', 'invoice', 'payment', 'collection'],
  vat_export: ['vat', 'vat_de', 'collection', 'fees', 'invoice', 'payment'],
  vat_de: ['vat', 'invoice', 'payment'],
  vat: ['invoice', 'payment'],
  kyc_duration: ['kyc_steps', 'auction_length', 'my_kyc_status'],
  kyc_why: ['kyc_steps', 'how_to_bid'],
  kyc_rejected: ['kyc_steps', 'my_kyc_status'],
  my_kyc_status: ['kyc_steps'],
  fees: ['payment', 'kyc_steps', 'invoice'],
  see_prices: ['how_to_bid'],
  warranty: ['contact', 'selling', 'collection'],
  reserve: ['selling', 'how_to_bid'],
  proxy: ['how_to_bid'],
  increment: ['how_to_bid'],
  bid_binding: ['how_to_bid', 'account_data'],
  outbid: ['how_to_bid', 'bid_binding', 'increment'],
  bid_limit: ['how_to_bid', 'increment', 'kyc_rejected', 'account_data'],
  reminders: ['auction_length', 'anti_sniping'],
  anti_sniping: ['how_to_bid', 'auction_length'],
  saved_searches: ['live_count', 'outbid', 'reminders', 'watchlist', 'categories'],
  forgot_password: ['contact'],
  verify_email: ['account_data', 'kyc_steps', 'my_kyc_status'],
  invoice: ['payment', 'collection'],
  my_invoice: ['payment'],
  inspection: ['collection', 'kyc_steps'],
  selling: ['fees', 'payment'],
  languages: ['contact', 'account_data'],

  kyc_steps: ['how_to_bid'],
  live_count: ['auction_length'],
}

/** Where an answer is weak (score below ANSWER_AT), these choices are offered by topic. */
const CLARIFY_CHOICES: [Concept, AnswerId[]][] = [
  ['price', ['see_prices', 'fees', 'vat']],
  ['account', ['my_kyc_status', 'forgot_password', 'account_data']],
  ['auction', ['how_to_bid', 'auction_length', 'anti_sniping']],
  ['bid', ['how_to_bid', 'increment', 'bid_binding']],
]
const GENERAL_CHOICES: AnswerId[] = ['fees', 'kyc_steps', 'how_to_bid', 'collection']

/** An intent at or above this score is answered; two at or above it are both answered. */
export const ANSWER_AT = 3
/** Intents below ANSWER_AT but at or above this score are offered as choices. */
export const CLARIFY_AT = 1

export type Decision =
  | { kind: 'answer'; ids: AnswerId[]; scores: Partial<Record<AnswerId, number>> }
  | { kind: 'clarify'; choices: AnswerId[]; scores: Partial<Record<AnswerId, number>> }
  /** `uncovered`: the words no answer covers that made it unsure ("Reifendruck"): no category fallback guesses past them. */
  | { kind: 'handover'; reason: 'sensitive' | 'unsure' | 'unoffered'; scores: Partial<Record<AnswerId, number>>; uncovered?: string[] }

/** The intents' scores for a question's concepts. */
export const scoreIntents = (
  concepts: Set<Concept>,
  evidence: Partial<Record<AnswerId, Concept[]>> = {},
  guessed: Set<Concept> = new Set(),
): Partial<Record<AnswerId, number>> => {
  const scores: Partial<Record<AnswerId, number>> = {}
  for (const id of ANSWER_IDS) {
    for (const [weight, ...needs] of RULES[id]) {
      // A rule resting on a guessed typo is weaker evidence ("transaction" is not "translation").
      const score = needs.some((c) => guessed.has(c)) ? weight - 1 : weight
      if (!needs.every((c) => concepts.has(c))) continue
      // At an equal score the evidence is the more specific rule ("fee" before "take" + "buyer"): an answer is not taken for one resting on broad words only.
      const moreSpecific = score === scores[id] && (evidence[id] ?? []).every((c) => BROAD.has(c)) && needs.some((c) => !BROAD.has(c))
      if (score < (scores[id] ?? 0) || (score === scores[id] && !moreSpecific)) continue
      scores[id] = score
      evidence[id] = needs
    }
  }
  return scores
}

/** Intents that are the general reading of a topic, and the specific readings they give way to. */
const GENERAL_READING: Partial<Record<AnswerId, AnswerId[]>> = {
  how_to_bid: ['increment', 'proxy', 'reserve', 'anti_sniping', 'bid_binding', 'outbid', 'bid_limit'],
  vat: ['vat_de', 'vat_eu', 'vat_export'],
}
/** Readings ranked strongest first; equal scores in the order of ANSWER_IDS. */
/** The readings by score, strongest first (ties: the specific before its general reading, then the order of ANSWER_IDS). */
export const rank = (scores: Partial<Record<AnswerId, number>>) =>
  (Object.entries(scores) as [AnswerId, number][]).sort((a, b) => b[1] - a[1] || specificFirst(a[0], b[0]) || ANSWER_IDS.indexOf(a[0]) - ANSWER_IDS.indexOf(b[0]))
/** Of two equally strong readings, the specific one before its general one (German VAT before VAT). */
const specificFirst = (a: AnswerId, b: AnswerId) =>
  GENERAL_READING[b]?.includes(a) ? -1 : GENERAL_READING[a]?.includes(b) ? 1 : 0

/** Removes the weaker readings a stronger one stands for (SUPPRESSES); in a joined question only those resting on the stronger one's words. */
const suppressWeaker = (scores: Partial<Record<AnswerId, number>>, evidence: Partial<Record<AnswerId, Concept[]>>, joined: boolean) => {
  /** Which stronger reading removed each weaker one. */
  const by = new Map<AnswerId, AnswerId>()
  for (const [id, weaker] of Object.entries(SUPPRESSES) as [AnswerId, AnswerId[]][]) {
    const own = scores[id] ?? 0
    if (own < 4) continue
    for (const other of weaker) {
      if (other === id || (scores[other] ?? 0) > own || scores[other] === undefined) continue
      const inside = (evidence[other] ?? []).every((c) => (evidence[id] ?? []).includes(c))
      if (!joined || inside) {
        delete scores[other]
        by.set(other, id)
      }
    }
  }
  return by
}

/** Question words, EN and DE: a part of a question with none of them tells something rather than asks. */
const ASKS = /\b(how|what|whats|when|where|why|which|who|can|could|do|does|did|is|are|will|would|should|may|must|wie|was|wann|wo|woher|warum|wieso|weshalb|welche\w*|kann|kannst|konnen|konnt|gibt|gibts|muss|musst|mussen|ist|sind|darf|durfen|habt|soll|sollen|wird|werden)\b/

/** Broad words that say what is asked of a topic (what it costs, how it is paid): a part after them may be their object. */
const PREDICATES = new Set<Concept>(['cost', 'pay', 'howmuch', 'take', 'price', 'why'])
/** Where a question joins several ("…and…", "…oder…", "…? …?"): its parts, the joining words kept. */
const PART_BREAK_KEPT = /(\s\+\s|\b(?:and|und|un|or|oder|plus|sowie|also|auch|(?:an)?other question|second question|andere frage|weitere frage|zweite frage|noch eine frage)\b|&|[?;])/i
const OR = /^(or|oder)$/i

/**
 * A question's parts; a part after "or" with no question word of its own is an alternative within
 * the part before ("verified or still pending", "mit Twint oder Kreditkarte zahlen", "added at the
 * end or already in the price"), not a second question.
 */
const alternativesJoined = (text: string, scoresOf: (part: string) => Partial<Record<AnswerId, number>>): string[] => {
  const pieces = text.split(PART_BREAK_KEPT)
  const parts: string[] = [pieces[0]]
  // An alternative names nothing else: no reading of its own, one the part before also has, however weakly, or only a plain word
  // ("pick up the machine before or after I pay?" asks when to collect); "Is there a warranty or an inspection report?" asks two.
  const alternative = (before: string, next: string) => {
    const [top] = rank(scoresOf(next))
    return !top || top[1] < ANSWER_AT || (scoresOf(before)[top[0]] ?? 0) >= ANSWER_AT || top[1] === ANSWER_AT
  }
  for (let i = 1; i < pieces.length; i += 2) {
    const separator = pieces[i].trim()
    const next = pieces[i + 1] ?? ''
    if (OR.test(separator) && !ASKS.test(fold(next)) && alternative(parts[parts.length - 1], next)) parts[parts.length - 1] += ` ${separator} ${next}`
    else parts.push(next)
  }
  return parts
}

/**
 * The strongest reading of each part of a joined question, in the order asked, and the concepts of
 * the parts that have none alone ("…and how long does it take?" asks about what the other part named).
 */
const partReadings = (text: string, whole: Set<Concept>): { readings: AnswerId[]; unread: Set<Concept> } => {
  const readings: AnswerId[] = []
  const strength = new Map<AnswerId, number>()
  const unread = new Set<Concept>()
  /** The predicate words of the last part read ("does it cost anything to sign up"), which a following part without a question word may continue. */
  let predicate: Concept[] = []
  let last: AnswerId | undefined
  const read = (part: string) => {
    const { concepts, guessed } = conceptsOf(part, { text, concepts: whole })
    const evidence: Partial<Record<AnswerId, Concept[]>> = {}
    const scores = scoreIntents(concepts, evidence, guessed)
    if (concepts.has('time_unit')) delete scores.live_count
    const all = { ...scores }
    suppressWeaker(scores, evidence, false)
    return { concepts, evidence, scores, all }
  }
  for (const part of alternativesJoined(text.replace(ALTERNATIVES, ' '), (piece) => read(piece).all)) {
    const { concepts, evidence, scores } = read(part)
    const [top] = rank(scores)
    if (top && top[1] >= ANSWER_AT) {
      // A part that also asks what an earlier part asked continues that question ("Can I pay half now
      // and the rest on collection?" is one question about paying, not also one about collecting).
      // A strong reading of its own (5 or more: "…and taxes on top") is still a question of its own.
      // "How high is it?" after a part that named something asks that thing's amount, not the bid step.
      const howHighOfIt = top[0] === 'increment' && top[1] <= ANSWER_AT && readings.length > 0 && /\b(?:it|that|es|das)\b/.test(fold(part))
      const continues = howHighOfIt || (top[1] < 5 && readings.some((id) => id !== top[0] && (scores[id] ?? 0) >= ANSWER_AT))
      // A part without a question word whose words the last part's predicate reads as that part's
      // topic is its object ("does it cost anything to sign up and place bids": the cost of bidding).
      // A part asks when it is put as a question or a request (a question mark, a question word first in a clause), not when a verb such as "is" is anywhere in it ("our firm is registered in Hamburg").
      const asks = asksSentence(part)
      const object =
        !asks && top[1] < 5 && last !== undefined && predicate.length > 0 && (scoreIntents(new Set([...concepts, ...predicate]))[last] ?? 0) >= ANSWER_AT
      if (!object) {
        predicate = (evidence[top[0]] ?? []).filter((c) => PREDICATES.has(c))
        last = top[0]
      }
      if (!continues && !object && !readings.includes(top[0])) {
        readings.push(top[0])
        // A part without a question word tells rather than asks ("I've registered three times and …").
        // A bare word or two ("pay and pickup how?") is a list of what is asked, not a statement.
        strength.set(top[0], asks || fold(part).split(' ').length <= 2 ? Math.max(top[1], ANSWER_AT + 1) : top[1])
      }
    } else for (const c of concepts) unread.add(c)
  }
  // A part read only by one plain word that does not ask ("I've registered three times", "our firm is registered in Hamburg and …")
  // beside a part that asks or reads a topic more than plainly is what the asker tells, not asks.
  const clear = [...strength.values()].some((score) => score > ANSWER_AT)
  return { readings: clear ? readings.filter((id) => (strength.get(id) ?? 0) > ANSWER_AT) : readings, unread }
}

/** Whether `specific` (the whole question's reading) is what a part reading `part` asks, said more exactly (the part "VAT?" of an Austrian's question is vat_eu). */
const sameTopic = (specific: AnswerId, part: AnswerId) =>
  specific !== part &&
  (GENERAL_READING[part]?.includes(specific) ||
    (specific === 'my_invoice' && part === 'invoice') ||
    // Papers to upload again after a rejection ("wo sehe ich den Grund und kann ich die Unterlagen nochmal hochladen?") are the rejection's.
    (specific === 'kyc_rejected' && part === 'kyc_steps') ||
    (specific === 'my_price' && ['payment', 'fees', 'see_prices', 'vat', 'vat_de', 'vat_eu', 'vat_export', 'how_to_bid', 'increment'].includes(part)))

/** A part reading's score in the whole question (0 when the whole question does not hold it). */
const partScore = (scores: Partial<Record<AnswerId, number>>, id: AnswerId) => scores[id] ?? 0

/** Words that join two questions in one ("fee and VAT?", "Wie zahle ich und wann kann ich abholen?"). */
const JOINED = /\b(and|und|un|ond|or|oder|plus|sowie|also|auch|zweitens|secondly|(?:an)?other question|second question|andere frage|weitere frage|zweite frage|noch eine frage)\b|&|\s\+\s|\?.+\?/i
/** Alternatives inside one question ("with or without VAT", "netto oder brutto") join nothing. */
const ALTERNATIVES = /\b(with or without|mit oder ohne|or not|oder nicht|or only|oder nur|or just|net or gross|netto oder brutto|gross or net|brutto oder netto|more or less|mehr oder weniger|sooner or later)\b/gi
const joins = (text: string) => JOINED.test(text.replace(ALTERNATIVES, ' '))

/** Extending a term or an auction: "extend", "verlängern", "push back", "more time". */
const EXTEND = /\b(extend\w*|verlanger\w*|prolong\w*|push (?:it )?back|postpone|aufschieb\w*|hinauszogern|more time|mehr zeit|longer|langer|extra days|more days|weitere tage)\b/

/** Words of a state now: "still", "yet", "already", "now" (EN, DE). */
/** Asking how long ("how long does it still take") is the duration, not the state. */
const HOW_LONG = /\b(how long|wie lange?|how soon|wie schnell|how quick\w*|wann)\b/
const STATE_NOW = /\b(still|yet|already|now|pending|pendng|noch|schon|scho|jetzt|inzwischen|mittlerweile)\b/
/** A destination named after "to"/"nach" ("shipping to Lyon", "Transport nach Danzig"), or a place of the lexicon. */
const DESTINATION = /\b(?:to|into|nach|in die|in den)\s+(?:[A-ZÄÖÜ][\p{L}-]+)/u
const namesPlace = (text: string, concepts: Set<Concept>) => concepts.has('eu') || concepts.has('non_eu') || concepts.has('germany') || DESTINATION.test(text)

/**
 * Whether the question asks for something the platform does not do: a service of the `unoffered`
 * vocabulary, a transport price or quote for a named place (we do not deliver or quote transport),
 * finding a machine for the asker, or selling a machine on the asker's behalf. Such a question,
 * even joined with one we can answer, goes to a person with an honest "we do not offer that".
 */
/** Paying over months ("pay in 12 months", "über 24 Monate abzahlen") is financing. */
const OVER_MONTHS = /\b(?:in|over|uber|auf|within)\s+(?:\d+|twelve|twenty four|several|a few|zwolf|mehrere|ein paar)\s*(?:months?|monate?n?|monatsraten)\b|\b\d+\s*(?:monthly|monatliche)\b/
/** A request to the team put as an order: "please extend …", "bitte verlängert …", "give me …", "gebt mir …". */
const PLEASE_DO = /^(?:(?:hi|hello|hallo|hey)\s+)?(?:please|pls|bitte|kindly)\b|\b(?:please|pls|bitte)\s+(?:extend|verlanger\w*|lower|senk\w*|give|gebt|gib|move|verschieb\w*|change|cancel|storn\w*|hold|waive|fix|repair|send|schick\w*)\b|^(?:give|gebt|gib)\s+(?:me|us|mir|uns)\b/
/**
 * Something only the team can do to a record, asked of them: "please cancel the purchase",
 * "bitte storniert den Zuschlag", "please issue a corrected invoice", "refund double payment pls".
 * Asking whether one may ("can I withdraw my bid?") is the rule, not a request.
 */
const STAFF_ACTION = /\b(merge|merged|zusammenfuhren|zusammenlegen|cancel\w*|storn\w*|annul\w*|reissue|re issue|corrected|correct it|korrigier\w*|berichtig\w*|refund\w*|erstatt\w*|ruckerstatt\w*|zuruckerstatt\w*|rename|umbenenn\w*|umschreib\w*|ruckgangig|undo|void)\b/
/** A verification to be approved now, asked of the team ("please approve my company verification right now", "bitte sofort freischalten"). */
const APPROVE_NOW = /\b(?:please|pls|plz|bitte|kindly)\b(?:\s+\w+){0,3}\s+(?:approve|freischalten|freigeben|verify|verifizieren)\b|\b(?:approve|freischalten|freigeben|verify|verifizieren) (?:\w+ ){0,4}?(?:please|pls|bitte|right now|sofort|immediately|asap)\b|\b(?:approve|unlock|expedite|speed up|rush|freischalten|freigeben|beschleunigen)\b(?:\s+\w+){0,4}?\s+(?:today|now|heute|noch heute|before noon|by noon|bis mittag)\b|\b(?:schalten|schaltet|schalte)\b(?:\s+\w+){0,6}?\s+(?:heute|sofort|gleich|dringend)\b(?:\s+\w+){0,3}?\s*frei\b/
const MERGE = /\b(?:merge|merged|merging|zusammenfuhren|zusammenlegen|zusammenlegt)\b/
const VAT_BY_CASE = /\b(?:general rule|in (?:two|three|four|several|many|different) countries|daughter companies|in (?:zwei|drei|vier|mehreren|verschiedenen) landern|depending on (?:where|the country|which country|the buyer)|depends? on (?:where|the country|which country)|je nach (?:land|standort|sitz|kaufer)|jeweils|for (?:these|the|our) different (?:buyers|companies|entities|countries|subsidiaries)|fur (?:die|unsere) verschiedenen (?:standorte|firmen|gesellschaften|lander))\b/
const EXTENDED_END = /\b(?:extended|extension|extends|extend|verlangert|verlangerung|verlangern)\b/
const SNIPE_WORDS = /\b(?:snip\w*|last (?:minute|second)s?|letzte\w* (?:minute|sekunde)n?|right before|just before|kurz vor schluss|anti)\b/
const UNTIL_DAY = /\b(?:bis (?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|morgen|ubermorgen|nachste woche|nachsten \w+)|until (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next week)|by (?:one|a|two|three|\d+) (?:day|days|week))\b/
const PAUSE_AUCTION = /\b(?:pause|paused|push the end|push back the end|push it back|postpone|anhalten|pausieren|unterbrechen)\b/
const AUCTION_OVER = /\b(?:vorbei|beendet|zu ende|abgelaufen|is over|was over|has ended|had ended|already ended|already closed|has closed|nachtraglich|afterwards|after the end)\b/
const MISTYPED = /\b(?:wrong amount|wrong bid|mistake|typo|mistyped|vertippt|versehen|falschen betrag|falsche betrag|by accident|accidentally)\b/
/** The team told to take one bid off ("please cancel that bid right now", "bitte storniert das Gebot sofort", "please delete it for me"): an order to a person, not a question about the rule. */
const PLEASE_UNDO_VERB = /\b(?:please|pls|plz|bitte|kindly)\s+(?:\w+\s+){0,3}?(?:cancel|delete|remove|storniert|stornieren|loscht|loschen|entfernt|entfernen)\b|\b(?:delete|cancel|remove) (?:it|that|this|the bid|that bid|this bid) for (?:me|us)\b/
/** …with an urgency or for the asker ("right now", "sofort", "for me"); "please cancel my bid, I typed the wrong amount" still asks what the rule allows. */
const UNDO_NOW = /\b(?:right now|right away|immediately|asap|urgent|urgently|sofort|dringend|umgehend|for me|for us|fur mich|fur uns)\b/
/** …or a bid on one named machine ("mein Gebot auf den Kobelco SK140"): that bid, for the team to look at. */
const namesOneMachine = (folded: string) => folded.split(' ').some((word) => BRAND_WORDS.has(word)) || /\b[a-z]{1,4} ?\d{2,4}[a-z]?\b/.test(folded)
const pleaseUndo = (folded: string) => PLEASE_UNDO_VERB.test(folded) && (UNDO_NOW.test(folded) || namesOneMachine(folded))
const ASKED_OF_US = /\b(please|pls|plz|bitte|kindly)\b/
const asksStaffAction = (text: string, concepts: Set<Concept>) => {
  const folded = fold(text)
  if (APPROVE_NOW.test(folded) && (concepts.has('kyc') || concepts.has('kyc_state') || concepts.has('account'))) return true
  // An auction to be paused or its end pushed back, asked of the team ("can you pause it or push the end by one day for me?").
  if ((ASKED_OF_US.test(folded) || concepts.has('request_you')) && PAUSE_AUCTION.test(folded) && (concepts.has('auction') || concepts.has('end_time') || concepts.has('this'))) return true
  // A bid to be changed after its auction ended ("die Auktion ist schon vorbei, könnt ihr den Betrag nachträglich ändern?") is for the team.
  if ((ASKED_OF_US.test(folded) || concepts.has('request_you')) && concepts.has('bid') && concepts.has('change') && AUCTION_OVER.test(folded)) return true
  // One bid to be taken off now, asked of the team ("Bitte das Gebot sofort stornieren!!", "please delete that bid immediately").
  if (pleaseUndo(folded) && concepts.has('bid')) return true
  if (!STAFF_ACTION.test(folded) || !(ASKED_OF_US.test(folded) || concepts.has('request_you'))) return false
  if (concepts.has('warranty') || concepts.has('breaks')) return false
  // Two accounts to be merged into one ("könnt ihr die zwei Konten zusammenlegen?").
  if (MERGE.test(folded) && concepts.has('account')) return true
  // One's own bid mistyped, to be taken back ("cancel bid pls, wrong amount"), asks what the bidding rules say: bids are binding.
  if (MISTYPED.test(folded) && !pleaseUndo(folded) && concepts.has('withdraw') && concepts.has('bid') && !concepts.has('invoice') && !concepts.has('pay') && !/\b(purchase|kauf|zuschlag|payment|zahlung|order|auftrag|sale|verkauf)\b/.test(folded)) return false
  return concepts.has('bid') || concepts.has('invoice') || concepts.has('auction') || concepts.has('pay') || /\b(purchase|kauf|zuschlag|payment|zahlung|order|auftrag|sale|verkauf)\b/.test(folded)
}
const asksUnoffered = (text: string, concepts: Set<Concept>) =>
  concepts.has('unoffered') ||
  ((concepts.has('pay') || concepts.has('buy') || concepts.has('price')) && OVER_MONTHS.test(fold(text))) ||
  // An app ("gibt's eine App?"): the platform is a website; an app named with a language asks about languages.
  (concepts.has('app_word') && !concepts.has('language') && !concepts.has('lang_name')) ||
  (concepts.has('transport') && namesPlace(text, concepts) && (concepts.has('cost') || concepts.has('howmuch') || concepts.has('price') || concepts.has('quote') || (concepts.has('request_you') && concepts.has('for_me')))) ||
  // Booking a truck asked of the team for a named route ("can you book a low-loader to bring it from Lyon to Clermont", "könnt ihr mir einen Tieflader nach Graz organisieren"); whether transport is arranged at all is the collection rule.
  ((concepts.has('request_you') || PLEASE_DO.test(fold(text))) && BOOK_TRUCK.test(fold(text)) && namesPlace(text, concepts)) ||
  (concepts.has('request_you') && concepts.has('search') && !concepts.has('save') && !concepts.has('saved_search') && !concepts.has('invoice') && !concepts.has('docs')) ||
  (concepts.has('for_me') && /\b(sell|selling|verkauf\w*)\b/.test(fold(text)) && !/\b(?:als verkaufer|as (?:a )?sellers?)\b/.test(fold(text))) ||
  (concepts.has('new_machine') && !['notify', 'reminder', 'search', 'save', 'saved_search', 'watch'].some((c) => concepts.has(c as Concept))) ||
  // Mending a machine ("can your team fix the machine before I collect it", "könnt ihr den Bagger lackieren"), not an account or a bid.
  (concepts.has('mend') && (concepts.has('listings') || concepts.has('machine_kind') || concepts.has('breaks') || CONDITION.test(fold(text)) || concepts.has('request_you') || PLEASE_DO.test(fold(text))) && !['bid', 'account', 'password', 'login', 'account_field', 'confirm_mail'].some((c) => concepts.has(c as Concept)) &&
    // An invoice to be fixed is the invoice's; a fault to be fixed and put on the invoice is still a repair.
    !(concepts.has('invoice') && !concepts.has('breaks') && !CONDITION.test(fold(text))))

/** Whether the team has done something to the asker's own file: "did you check my documents yet?", "habt ihr meine Unterlagen schon geprüft?", "ist die Prüfung unserer Firma durch?". */
const REVIEW_ASKED = /\b(check(?:ed)?|accept(?:ed)?|akzeptiert|angenommen|genehmigt|looked (?:at|over|through)|reviewed|processed|received|gepruft|angeschaut|angesehen|angeguckt|bearbeitet|erhalten|bekommen|durchgesehen|freigegeben|freigeschaltet|freigschaltet|approved|verified|verifiziert|abgeschlossen|finished|done|fertig|durch|through)\b/
/** Asking how to do it ("how do I get my business verified", "what do I need"), not where it stands. */
const HOW_TO = /\b(how (?:do|can|should|would|to)|what do (?:i|we) (?:need|have to)|wie (?:kann|muss|mache|bekomme|werde|lasse|komme|geht)|was (?:brauche|muss|mussen|braucht))\b/
/** The asker's own invoice without "my" ("Brauche die aktuelle Rechnung für die Buchhaltung", "pls resend the invoice"): a need, a resend, the latest one, for their books. */
const OWN_INVOICE = /^(?:hi |hallo |hello )?(?:brauche|brauch|benotige|need|needs|resend|schickt|send|sende)\b|\b(?:resend|nochmal|again|erneut|latest|last|letzte\w*|aktuelle\w*|current|fur (?:die|unsere|meine) buchhaltung|for (?:the|our|my) (?:accounting|accounts|bookkeeping|books|accountant))\b/
/** The asker won ("we won the roller", "hab den Zuschlag bekommen", "ersteigert"): the invoice asked is their own. */
const WON = /\b(?:i|we) (?:have |ve |just )?won\b|\b(?:gewonnen|gwunne|gwonne)\b|\bersteigert\w*|\bzuschlag\b(?:\s+\w+){0,5}\s+(?:bekommen|erhalten|gekriegt)\b/
/** Paying named only as what the asker will do with the invoice ("so I can pay it today", "to forward it to accounts payable", "damit wir sie überweisen können"): the invoice is still what is asked for. */
const PAY_PURPOSE = /\b(?:so (?:that )?(?:i|we|finance|accounts|our (?:finance|accounts|accountant|bookkeeper|office)(?: team| department)?|the office) (?:can|could) (?:\w+ ){0,3}(?:pay|transfer|settle)|accounts payable|(?:in order )?to pay (?:it|for it)\b|damit (?:ich|wir|die buchhaltung|unsere buchhaltung) (?:\w+ ){0,4}(?:bezahlen|zahlen|uberweisen)|um (?:sie|die|es) (?:\w+ ){0,3}zu (?:bezahlen|zahlen|uberweisen))/
/** Where their invoice is ("where is it?", "wo bleibt die Rechnung?"): their own, also beside paying ("… cannot release the money. Where is it?"). */
const WHERE_INVOICE = /\bwhere is (?:it|my invoice|the invoice|our invoice)\b|\bwo (?:ist|is|isch|bleibt) (?:\w+ )?(?:sie|die|meine|mei|unsere|usi|eusi|unsri) (?:rechnung\b|rachnig\b)?/
/** A truck booked or organised: "book a low-loader", "einen Tieflader organisieren", "arrange a truck". */
const BOOK_TRUCK = /\b(?:book|organi[sz]e|arrange|buchen|buchst|bucht|organisieren|organisiert|besorgen)\b(?:\s+\w+){0,3}?\s+(?:low ?loader|low ?bed|lowbed|lowloader|truck|lorry|haulier|transport|tieflader|lkw|spedition|transporter)\b|\b(?:a|an|the|einen|ein|den|the) (?:low ?loader|low ?bed|lowbed|lowloader|truck|lorry|haulier|tieflader|lkw|spedition)\b(?:\s+\w+){0,3}?\s+(?:book|organi[sz]e|arrange|buchen|organisieren|besorgen)\b/
/** Who won or bought a machine, asked with words between ("Wer hat eigentlich den Hitachi-Bagger letzte Woche ersteigert?"): another buyer's data. */
const WHO_PAYS_IT = /\b(?:who pays|who covers|who bears|wer zahlt|wer bezahlt|wer tragt|wer ubernimmt)\b(?: (?:for )?(?:it|that|this|the transport|das|dat|des|dies|den transport|die kosten))?$/
/** The invoice asked for as a document ("can you give me the PDF", "needs the invoice"). */
const INVOICE_WANTED = /\b(?:give|send|get|download|need|needs|schicken|senden|zusenden|herunterladen|braucht|brauchen|brauche)\b(?:\s+\w+){0,4}?\s+(?:invoice|rechnung|pdf)\b|\bthe pdf\b|\bals pdf\b|\b(?:want|wants|need|needs)\b(?:\s+\w+){0,2}?\s+pdfs?\b|\bwhere do (?:the )?invoices come from\b/
/** Damage to a machine's engine, gearbox or hydraulics ("Motorschaden", "engine damage"). */
const DRIVE_DAMAGE = /\b(?:motor|getriebe|hydraulik)schad\w*|\b(?:engine|gearbox|transmission|hydraulic) damage\b/
/** VAT asked for the asker's own case ("for us", "für uns als …", "like us"), not in general. */
const VAT_FOR_THE_ASKER = /\b(?:for us|for me|for our|for my|like us|like ours|as a|as an|fur uns|fur mich|fur unser\w*|fur mein\w*|als (?:eine?|deutsche\w*|osterreich\w*|schweizer\w*)|wie uns|wir als)\b/
const VAT_IN_GENERAL = /\b(?:(?:a|the|each) (?:card|listing|auction) shows a (?:price|figure|number)|(?:vat|mwst|ust) (?:already )?(?:included|inkludiert|enthalten|drin) in (?:that|the|this|dem|diesem) (?:figure|price|amount|number|preis|betrag)|(?:prices?|amounts?|numbers?|figures?|bids?) (?:you show|you display|shown|displayed|on the site|on the website|listed) (?:\w+ ){0,3}?(?:including|incl|inclusive|with|without|excluding|plus|net|gross)\b(?: \w+){0,2} vat|(?:already )?(?:inside|included in|part of) the (?:number|price|amount|bid) (?:we|i|you) (?:bid|see|show|enter)|(?:steckt|ist) (?:die|sie|diese) (?:\w+ )?(?:im|in dem) (?:gebot|preis|betrag)|(?:preise|betrage|gebote) (?:\w+ ){0,3}?(?:inkl|inklusive|mit|ohne|zzgl|zuzuglich|netto|brutto) (?:\w+ )?(?:mwst|ust|umsatzsteuer|mehrwertsteuer)|general overview|short overview of how|allgemeinen uberblick|(?:preise?|prices?) (?:\w+ ){0,6}?(?:mit oder ohne|with or without|netto oder brutto|brutto oder netto|net or gross|gross or net)|different by country|by country|per country|in each country|je nach land|depending on the country|grundsatzlich|generell|im allgemeinen|allgemein|in general|generally|in principle|basically|je nachdem|depending on (?:who|which|where)|depends? on (?:who|which|where))\b/
const WHOSE_LOGIN = /\b(?:his|her|seine?[nmrs]?) (?:own )?(?:password|passwort|kennwort|login|zugangsdaten|e ?mail(?: address)?|e ?mail adresse)\b|\b(?:password|passwort|kennwort)\b(?:\s+\w+){0,3}\s+(?:he|she|er) (?:\w+ )?(?:use|used|uses|verwendet|benutzt|benutzte|hatte|hat)\b/
/** An amount of time by which something is to be moved: "um einen Tag", "by two days", "bis Freitag". */
const BY_SOME_TIME = /\bum (?:\w+ )?(?:tage?n?|tag|daach|dag|wochen?|stunden?)\b|\b(?:um|by|for|fur) (?:\d+|a|an|one|two|three|einen|eine|zwei|drei|ein paar|a few|a couple of) (?:more |weitere\w* )?(?:days?|tage?n?|tag|hours?|stunden?|weeks?|wochen?)\b/
const WHO_WON = /\bwelche\w* (?:firma|unternehmen|bieter\w*|kaufer\w*) (?:\w+ ){0,3}?(?:gewonnen|ersteigert|bekommen) hat\b|\bwhich (?:company|firm|bidder|buyer) (?:won|bought|got)\b|\bwer hat\b(?:\s+\w+){1,7}\s+(?:ersteigert|gewonnen|gekauft|bekommen)\b|\bwho (?:has |actually |finally |ended up |eventually )?(?:won|winning|bought|got) (?:the|that|this)\b/
/** Prices shown as dashes or blurred: not seen, whether or not "see" is said ("every price just shows dashes"). */
const DASHES = /\b(?:dashes|dashed|striche|strichen|strichal|stricherl|strichl|blurred|verschwommen|ausgegraut|greyed|verpixelt|pixelated|pixelig|geschwarzt|blacked|blanked)\b/
/** Not seeing something: negated, or hidden from view. */
const NOT_SEEING = /\b(?:verdeckt|ausgeblendet|eingeklappt|unsichtbar|not|no|cant|can t|don t|dont|never|nothing|nicht|kein\w*|nie|nix|hidden|blurred|greyed|grey|ausgegraut|verschwommen|unscharf|versteckt|verpixelt|pixelated|pixelig|dashes|dashed|blanked|blacked|geschwarzt|striche|strichen|strichal|stricherl|strichl|only lines|just lines|nur so strich|nur striche|why|warum|wieso|weshalb)\b/
/** The bid step asked ("how much higher", "mehr als", "the step"): not the asker's own total. */
const STEP_ASKED = /\b(?:higher|hoher|more than|mehr als|how much more|wie ?viel mehr|above|uber dem|steps?|schritte?|increments?|gebotsschritte?)\b/
/** The cost to the asker ("what would this cost us with fee and tax", "was würde uns das mit Aufgeld kosten"). */
const COST_TO_ME = /\b(?:(?:uns|mich|mir)\b.*\bkostet|cost for (?:our|my) (?:company|firm|business)|cost (?:us|me)|costs (?:us|me)|(?:would|will|do|should) (?:i|we) (?:actually |really |finally |then )?(?:end up )?pay|(?:uns|mich|mir)\b.*\bkosten|kostet (?:uns|mich)|(?:zahlen|bezahlen) wir|(?:zahle|bezahle) ich|\bwas (?:ich|wir) (?:\w+ ){0,5}?(?:zahle|bezahle|zahlen|bezahlen)|\bwhat (?:i|we) (?:\w+ ){0,4}?(?:pay|would pay|will pay))\b/

/**
 * Requests for an exception or a service the platform does not offer as a standard: keeping a
 * machine, a later payment or collection than the terms, "exceptionally", an invoice made out to
 * another company. A person decides these; an answer with the standard rule would read as a yes
 * or a no it cannot give.
 */
const EXCEPTIONALLY = /\b(ausnahmsweise|ausnahme|exceptionally|as an exception|an exception|just this once|einmalig|eine ausnahme|auge zudrucken|blind eye|bend the rules|make an exception)\b/
/** Asked to be let do something regardless ("can you let us bid anyway", "könnt ihr uns trotzdem mitbieten lassen"). */
/** Being let do something ("let us bid", "uns mitbieten lassen", "allow us", "freischalten"). */
const LET_US = /\b(?:let (?:us|me)|lasst (?:uns|mich)|lassen|allow|erlaub\w*|freischalt\w*|unlock)\b/
const REGARDLESS = /\b(trotzdem|dennoch|anyway|anyhow|nevertheless|regardless|even so)\b/
/** Asked as a request or for permission ("can we", "is it ok if", "dürfen wir", "geht …?"). */
const MAY_WE = /\b(can|could|may|might|is it (?:ok|okay|possible|fine|allowed)|would it be|ok if|okay if|kann|kannst|konnen|konnt|konnte|konnten|darf|durfen|geht|ginge|ware|waere|moglich|in ordnung)\b/
const NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, ein: 1, eine: 1, einen: 1, two: 2, zwei: 2, three: 3, drei: 3, four: 4, vier: 4, five: 5, funf: 5, six: 6, sechs: 6, seven: 7, sieben: 7, eight: 8, acht: 8, several: 3, few: 3, paar: 3, einige: 3, einigen: 3, mehrere: 3, mehreren: 3, couple: 2 }
/** A span of time beyond the terms' 14 days ("in 6 weeks", "erst in zwei Monaten", "30 days", "a few weeks"). */
const LONG_SPAN = /\b(\d+|an?|one|two|three|four|five|six|seven|eight|several|few|couple|ein|eine|einen|zwei|drei|vier|funf|sechs|sieben|acht|paar|einige|einigen|mehrere|mehreren)\s+(?:more\s+|extra\s+|weitere\w*\s+|of\s+)?(days?|weeks?|months?|tagen?|wochen?|monate?n?)\b/g
const beyondTerms = (text: string) => {
  for (const [, count, unit] of text.matchAll(LONG_SPAN)) {
    const n = /^\d+$/.test(count) ? Number(count) : (NUMBERS[count] ?? 0)
    const days = /^(day|tag)/.test(unit) ? n : /^(week|woche)/.test(unit) ? 7 * n : 30 * n
    if (days > 14) return true
  }
  return false
}
/** A later moment than the terms name ("next month", "until spring", "over the winter", "bis März"). */
const LATER_MOMENT = /\b(next month|nachsten monat|nachstes monat|end of (?:the )?month|monatsende|ende des monats|after (?:christmas|the holidays)|nach (?:weihnachten|den feiertagen)|(?:until|till|over|through|in|bis|im|uber den|uber|ins) (?:the )?(?:winter|spring|summer|autumn|fall|fruhjahr|fruhling|sommer|herbst|january|february|march|april|june|july|august|september|october|november|december|januar|februar|marz|mai|juni|juli|oktober|dezember))\b/
/** Keeping a machine somewhere for the asker. */
const KEEP = /\b(hold|keep|store|stay|stays|remain|leave it|park|aufbewahren|aufheben|stehen ?bleiben|stehenbleiben|stehen lassen|stehenlassen|bleiben|parken|reservieren)\b/
/** An invoice made out to someone else. */
const OTHER_PARTY = /\b(another|different|other|sister|parent|subsidiary|andere\w*|tochter\w*|schwester\w*|mutter\w*|instead|statt|anstatt|stattdessen)\b/
/** "What happens if I pay late" asks the rule, not an exception. */
const ASKS_RULE = /\b(what happens|was passiert|what if|was ist wenn|und wenn)\b/
const asksException = (text: string, concepts: Set<Concept>) => {
  const folded = fold(text)
  const terms = concepts.has('pay') || concepts.has('pay_method') || concepts.has('deadline') || concepts.has('collect') || concepts.has('invoice')
  if (EXCEPTIONALLY.test(folded) && (terms || concepts.has('fee') || concepts.has('auction') || concepts.has('bid'))) return true
  if (REGARDLESS.test(folded) && LET_US.test(folded) && (concepts.has('bid') || concepts.has('auction'))) return true
  if (ASKS_RULE.test(folded) || !MAY_WE.test(folded)) return false
  const later = beyondTerms(folded) || LATER_MOMENT.test(folded)
  if (later && (terms || KEEP.test(folded))) return true
  if (KEEP.test(folded) && later) return true
  return concepts.has('invoice') && OTHER_PARTY.test(folded) && /\b(made out|issued|issue|address(?:ed)?|ausgestellt|ausstellen|auf (?:\w+ )?(?:firma|namen|gesellschaft)|umschreiben|company|firma|gesellschaft)\b/.test(folded)
}

/**
 * A question about one listed machine's own condition ("does the Hitachi ZX350 you have listed
 * have leaks?", "hat der Liebherr aus dem Inserat Ölverlust?"): only the seller or an inspection
 * knows; a person. Asking for the report or a viewing is the inspection answer.
 */
const CONDITION = /\b(\w*leck(?:s|age)?|tyres?|tires?|reifen|rebuilt|overhauled|generaluberholt|leak\w*|undicht|dicht|olverlust|oelverlust|olt|crack\w*|risse?|rust\w*|rost\w*|undercarriage|fahrwerk|engine hours|operating hours|hours on|betriebsstunden|stundenzahl|stundenstand|engine ok|motor ok|runs (?:well|fine|ok)|lauft (?:sauber|gut|rund)|wear|verschleiss\w*|smoke\w*|raucht|qualmt|blow ?by)\b/
const ONE_MACHINE = /\b(you have listed|you(?: re| are)? selling|in (?:your|the) listing|on (?:your|the) (?:site|listing)|aus dem inserat|im inserat|in eurer (?:\w+ )?auktion|in your (?:\w+ )?auction|this one|diese[rsmn]? (?:maschine|bagger|radlader|kran|gerat)|the one (?:you|in))\b|\b[a-z]{1,4} ?\d{2,4}[a-z]?\b/
/** A listed machine's parts and past beyond its page ("was the gearbox ever replaced", "Vorbesitzer", "wie sind die Bremsen"); a part breaking after the sale is the warranty. */
const HISTORY = /\b(getriebe|gearbox|bremse\w*|brakes?|vorbesitzer\w*|previous owners?|unfallfrei|(?:ever|schon (?:mal|einmal)|jemals) (?:been )?(?:replaced|getauscht|ausgetauscht|erneuert|repariert|repaired|overhauled|rebuilt))\b/
const asksMachineCondition = (text: string, concepts: Set<Concept>, onAuction: boolean) => {
  // Hours as a search criterion ("Fräsen unter 10.000 Betriebsstunden", "fewer than 3,000 hours") ask nothing of one machine's condition.
  const folded = fold(text).replace(/\b(?:unter|under|below|less than|fewer than|weniger als|bis|max|maximal|hochstens|up to)\s+(?:\d+\s?)+(?:betriebsstunden|stunden|hours|engine hours|operating hours|h)\b/g, ' ')
  const history = HISTORY.test(folded) && !concepts.has('breaks') && !concepts.has('warranty')
  if (!(CONDITION.test(folded) || history) || /\b(report|bericht|gutachten|prufbericht|zustandsbericht|inspect\w*|besichtig\w*|view\w*|anschauen|ansehen)\b/.test(folded)) return false
  // Seeing it in person to check its condition is the inspection rule; its condition asked beside a warranty ("with 9,000 hours on it, is there any warranty?") is the warranty rule.
  if (concepts.has('inspect') || concepts.has('warranty')) return false
  const brand = folded.split(' ').some((word) => BRAND_WORDS.has(word))
  return brand || onAuction || ONE_MACHINE.test(folded) || concepts.has('this')
}

/**
 * The calibrated decision. Another person's data, legal and tax advice, complaints and favours go
 * to a person; then intents at ANSWER_AT or more are answered (at most two, the strongest first);
 * a weaker match or a bare topic word asks one question with choices; nothing asks a person.
 * The context turns "what do I pay for this" into the asker's own figures, or into how to see
 * prices for whoever may not see them.
 */
/** Abbreviations a full stop ends without ending the sentence ("MwSt.", "inkl.", "z.B.", "e.g."). */
const ABBREVIATION = /(?:^|[^\p{L}])(?:mwst|inkl|exkl|zzgl|ca|bzw|ggf|evtl|usw|etc|nr|str|dr|vs|approx|incl|excl|ust|abs|[a-z])\.$/iu
/** A message's sentences: split after "?", "!" and "." (not after an abbreviation or inside a number such as "40.000"), and at line breaks. */
export const sentencesOf = (text: string): string[] => {
  const sentences: string[] = []
  for (const piece of text.split(/(?<=[.!?…])\s+|\n+/)) {
    const last = sentences[sentences.length - 1]
    if (last !== undefined && /\.$/.test(last) && ABBREVIATION.test(last)) sentences[sentences.length - 1] = `${last} ${piece}`
    else if (piece.trim()) sentences.push(piece.trim())
  }
  return sentences
}

/** The language the asker finds easier, told: "Talking German is easier for me", "Englisch schreiben fällt mir schwer". */
const LANGUAGE_TOLD = /\b(?:talking|speaking|writing|reading|sprechen|schreiben|lesen) (?:in )?(?:german|english|deutsch|englisch) (?:is|ist|fallt mir) (?:\w+ )?(?:easier|ok|okay|fine|better|harder|hard|difficult|leichter|einfacher|schwerer|schwer)\b|\b(?:german|english|deutsch|englisch) (?:sprechen|schreiben|lesen) fallt mir (?:\w+ )?(?:leichter|schwer|schwerer|einfacher)\b/
/** Not bidding (yet): "without bidding myself yet", "ohne dass ich gleich biete", "before I bid". */
const WITHOUT_BIDDING = /\b(?:without|ohne) (?:\w+ ){0,3}?(?:bidding|placing a bid|a bid|zu bieten|bieten|biete|biet|bietet)\b/
/** A fee for taking part: "do I have to pay anything just to register and place bids?", "kostet es etwas, sich zu registrieren und zu bieten?". */
const FEE_TO_TAKE_PART = /\b(?:pay|cost|costs|charge|kostet|kosten|zahlen|bezahlen)\b(?: \w+){0,3}? (?:just |only |nur |simply )?(?:to|for|um|fur|fuers|furs) (?:\w+ )?(?:register|registering|sign up|signing up|bid|bidding|place|placing|take part|registrier\w*|anmeld\w*|bieten|mitbieten|mitmachen)\b/
/** Why verification is needed at all ("why do you need our papers", "warum muss ich überhaupt …"), beside a rejection. */
const WHY_NEEDED = /\bwhy (?:do|does|must|should|would) (?:you|we|i|one) (?:\w+ )?(?:need|require|have to|ask)\b|\bwhy (?:is|do you need) (?:the |a )?verification\b|\bwarum (?:muss|mussen|brauch\w*|wollt|verlang\w*)\b|\bwozu\b/
/** Bringing the machine home, told ("a machine we win and bring back over here", "bring it back to England", "nach Hause bringen"). */
const BRING_HOME_TOLD = /\b(?:bring|take|ship|drive|move|get) (?:it|them|the machine|the \w+|\w+) (?:back|home|over)\b|\b(?:bring|take|ship) (?:back|home) (?:over|to)\b|\b(?:nach hause|heim|zuruck) (?:bringen|holen|fahren|transportieren)\b/
/** Transport asked as such ("who brings it", "can you ship it", "how do we get it", "do we collect it ourselves"). */
const TRANSPORT_ASKED = /\b(?:who|how|can you|could you|do you|will you|would you|wer|wie|konnt ihr|konnen sie|bringt ihr|liefert ihr)\b(?: \w+){0,4}? (?:bring|brings|ship|ships|deliver|delivers|transport|transports|collect|collects|pick up|picks up|get it|bringen|bringt|liefern|liefert|transportieren|abholen|holt)\b|\b(?:collect|pick up|abholen) (?:it |them |the machine )?(?:ourselves|myself|selbst|selber)\b/
/** Changing "it", what was asked about: "how do we change it", "who can change it for us", "kann man die anpassen lassen". */
const CHANGE_IT = /\b(?:change|adjust|raise|switch) (?:it|that|this|them)\b|\b(?:es|das|die|sie|den|des) (?:\w+ )?(?:andern|anpassen|umstellen|erhohen)\b/
/** A VAT rate named as a figure: "19%", "19 %", "7 Prozent". */
/** A rejection told as what happened: "was rejected", "has been declined", "wurde abgelehnt". */
const REJECTION_TOLD = /\b(?:was|were|has been|have been|got|is|wurde|wurden|ist|sind) (?:\w+ )?(?:rejected|declined|refused|abgelehnt|zuruckgewiesen)\b/
/** VAT asked as part of a price ("whether it is included in the prices shown", "ob sie im Preis enthalten ist"). */
const VAT_IN_PRICE = /\b(?:included|include|includes|including|inclusive|enthalten|inbegriffen|inklusive|inkl|drin)\b/
/** The longest list of places a message names one after another ("in Germany, Poland and Norway", "in Deutschland, Österreich und der Schweiz"): how many. */
const COMPANY_FORMS = /^(?:gmbh|ag|kg|ug|ohg|gbr|ltd|plc|bv|nv|sa|sas|sarl|srl|spa|oy|ab|as|aps|sp|kft|doo|sro|zrt|llc|inc)$/
const PLACE_LIST_JOINERS = new Set(['and', 'or', 'und', 'oder', 'sowie', 'the', 'der', 'die', 'in'])
const placesListed = (text: string) => {
  let longest = 0
  let run = new Set<string>()
  for (const word of fold(text).split(' ')) {
    // A company's legal form ("GmbH") tells where it is registered, but is no place of a list.
    if (word.length >= 4 && !COMPANY_FORMS.test(word) && [...(lookup(word) ?? [])].some((c) => PLACE_CONCEPTS.has(c))) run.add(word)
    else if (!PLACE_LIST_JOINERS.has(word)) run = new Set()
    longest = Math.max(longest, run.size)
  }
  return longest
}
/** The general VAT answer and its three cases. */
const VAT_ANSWERS: AnswerId[] = ['vat', 'vat_de', 'vat_eu', 'vat_export']
/** The rate asked ("und wie viel Prozent?", "at what rate?"): beside VAT, the VAT's rate. */
const VAT_RATE_ASKED = /\b(?:wie ?viel|wieviel|welche[nrs]?|what|which|at what) (?:\w+ )?(?:prozent|percent|per cent|rate|satz|steuersatz)\b/
const VAT_RATE_NAMED = /\b(?:19|7|20|21|0) ?(?:%|prozent|percent)/i
/** A capitalised word (a first name or a surname): "Lars", "Heinz-Jürgen", "O'Brien". */
const NAME = "(\\p{Lu}[\\p{L}'-]+)(?:\\s+(\\p{Lu}[\\p{L}'-]+))?"
/** Who writes, by how they introduce themselves or sign: "Hi, Lars from Odense", "I'm Dimitris", "my name is Radu Pop", "hier is dor Maik", "… Best, Lars". */
const NAMED_PEOPLE = [
  new RegExp(`(?:^|[.!?,]\\s*)(?:howdy|hiya|howzit|namaste|hi|hello|hey|hallo|moin moin|moin|servus|guten abend|gr(?:ü|ue|u)ezi|gr(?:ü|ue|u)(?:ß|ss) gott|gria(?:ß|ss) di|dear team|good (?:morning|day|afternoon|evening)|morning|afternoon|bonjour|hola|ciao|salut|ahoj|hej|dober dan|buna ziua|g'day|gude|guude|ei gude|tach|gudn tach|guten (?:tag|morgen))[,!]?\\s+(?:folks,?\\s+|team,?\\s+|there,?\\s+|all,?\\s+|guys,?\\s+)?${NAME}(?=\\s*(?:here|hier|from|of|aus|vo|von|vom|vum|us|at|,))`, 'giu'),
  new RegExp(`\\b(?:i am|i'm|im|my name is|this is|it's|ich bin|i bin|mein name ist|hier ist|hier is|do is|da is|do schreibt|hier schreibt)\\s+(?:(?:de|der|die|dor|da|d'|dr)\\s*)?${NAME}`, 'giu'),
  new RegExp(`,\\s*${NAME}\\s*[.!]?\\s*$`, 'gu'),
  new RegExp(`\\b(?:vom|von der|von|vo|of|from|bei|at) (?:(?:dem|der|de|da|dr|the) )?(?:Lohnunternehmen|Bauunternehmen|Unternehmen|Betrieb|Baufirma|Firma|Tiefbau|Erdbau|Hochbau|Abbruch|Transporte|Bau|Straßenbau|Strassenbau)\\s+${NAME}`, 'gu'),
  // A firm's name before its legal form ("Nagy Építő Kft.", "SC Constructii Nord SRL") and a place after "from" or at a clause's end ("Mario from Birkirkara", "a contractor in Kent.").
  new RegExp(`${NAME}(?:\\s+([A-ZÄÖÜ][\\p{L}'-]+))?\\s+(?:GmbH|AG|KG|Kft|Zrt|Ltd|Limited|SRL|S\\.R\\.L|BV|B\\.V|NV|SA|S\\.A|ApS|A/S|AS|ASA|AB|Oy|Lda|SARL|SAS|Srl|SpA|S\\.p\\.A|plc|Inc|LLC|OÜ|UAB|SIA|EOOD|OOD|ehf|s\\.r\\.o|d\\.o\\.o|Sp)\\b`, 'gu'),
  new RegExp(`\\b(?:from|aus|vo|vom|ut|near|out of|in) ([A-ZÄÖÜ][\\p{L}'-]+)(?=\\s*[.,!;]|\\s+(?:and|und|here|hier|we|wir)\\b)`, 'gu'),
  // A firm and its town after "von" or "from" with "in" ("ich bin Nils Becker von Becker Forsttechnik in Göttingen").
  new RegExp(`\\b(?:von|vom|from|of|bei|at) ${NAME}(?:\\s+(\\p{Lu}[\\p{L}'-]+))? (?:in|aus) (\\p{Lu}[\\p{L}'-]+)`, 'gu'),
  // A firm and its town after "from" ("Lerato Mokoena from Mokoena Civils, Pretoria."): the firm's capitalised words and the town.
  new RegExp(`\\b(?:from|with|of|at|von|vom|bei) ${NAME}(?:\\s+(\\p{Lu}[\\p{L}'-]+))?,\\s+(\\p{Lu}[\\p{L}'-]+)(?=\\s*[.!;]|\\s*,\\s*(?:\\p{Lu}|here|hier))`, 'gu'),
]
/** An opening line of names only ("Hello, Bashir Rahimi, Rahimi Construction Supplies, Karachi.", "I am Omar Haddad, Haddad Contracting, Amman, Jordan."): after its greeting or "I am", every word capitalised or a firm's joining word. */
const NAME_LINE_GREETING = /^(?:hi|hello|hey|hallo|dear team|dear sirs?|good (?:morning|day|afternoon|evening)|guten (?:tag|morgen|abend)|servus|moin|gruezi|gr[üu]ezi|salam|salaam|namaste|kalimera|merhaba)\b[,!]?\s*/iu
const NAME_LINE_INTRO = /^(?:i am|i'm|im|this is|my name is|here is|it's|ich bin|hier ist|mein name ist)\s+/iu
const NAME_LINE_JOINERS = new Set(['&', 'and', 'und', 'of', 'de', 'van', 'von', 'der', 'la', 'le', 'di', 'da', 'do', 'dos', 'del', 'y', 'e'])
const nameLines = (text: string): string[] =>
  text.split(/[.!?\n]/).flatMap((sentence) => {
    const words = sentence.trim().replace(NAME_LINE_GREETING, '').replace(NAME_LINE_INTRO, '').split(/[\s,]+/).filter(Boolean)
    const capitalised = words.filter((word) => /^\p{Lu}/u.test(word))
    return sentence.includes(',') && capitalised.length >= 3 && words.every((word) => /^\p{Lu}/u.test(word) || NAME_LINE_JOINERS.has(word.toLowerCase())) ? capitalised : []
  })
/**
 * The frame of a letter: a short greeting line before the message ("Bore da,", "Hei,") and the
 * short lines after its last question ("Med vennlig hilsen,", "Diolch,", "Pfiad eich", a name).
 * They greet and sign; they ask nothing.
 */
const frameWords = (text: string): string[] => {
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean)
  if (lines.length < 2) return []
  const short = (line: string) => !line.includes('?') && line.split(/\s+/).length <= 4
  const frame: string[] = []
  if (short(lines[0]) && /[,!:]$/.test(lines[0])) frame.push(lines[0])
  for (let i = lines.length - 1; i > 0 && short(lines[i]); i--) frame.push(lines[i])
  return frame
}
const namedPeople = (text: string): Set<string> => {
  const names = new Set<string>()
  for (const name of [...nameLines(text), ...frameWords(text)]) for (const part of fold(name).split(' ')) names.add(part)
  for (const pattern of NAMED_PEOPLE) {
    for (const match of text.matchAll(pattern)) {
      for (const name of match.slice(1)) if (name && /^\p{Lu}/u.test(name)) for (const part of fold(name).split(' ')) names.add(part)
    }
  }
  return names
}
/** Bare topic words of several readings, and the readings offered. */
const BARE_AMBIGUOUS: [RegExp, AnswerId[]][] = [[/^(?:verification|verifikation|verifizierung|verify|verifizieren|freischaltung|approval)$/, ['kyc_steps', 'my_kyc_status', 'verify_email']],
  // "Prüfung" alone: the check of the company, or of a machine before bidding.
  [/^(?:prufung|uberprufung|ueberpruefung|pruefung)$/, ['kyc_steps', 'inspection']],
  // "Status?" alone: of the verification, of one's bids, of an invoice.
  [/^(?:status|stand)$/, ['my_kyc_status', 'watchlist', 'invoice']],
  // "Frist?", "deadline" alone: for paying, for collecting, or the auction's end.
  [/^(?:frist|fristen|deadline|deadlines)$/, ['payment', 'collection', 'auction_length']],
  // "KYC?" alone: what it takes, how long it takes, or where one's own stands.
  [/^(?:kyc|kyb)$/, ['kyc_steps', 'kyc_duration', 'my_kyc_status']],
  // "Documents?" alone: those of the verification, the invoice, or a machine's (its report).
  [/^(?:documents|document|docs|doc|dokumente|dokument|unterlagen|papiere|papers|paperwork)$/, ['kyc_steps', 'invoice', 'inspection']],
]
/** The asker's verification told as done ("I'm verified now", "wir sind jetzt freigeschaltet"). */
const VERIFIED_TOLD = /\b(?:verifizierung|verification|prufung|freischaltung|kyc|firmenprufung|verifikation)\b (?:ist|is|wurde|was|has been|s) (?:\w+ ){0,3}?(?:durch|done|through|abgeschlossen|erledigt|fertig|complete|completed)\b|\b(?:i m|i am|im|we re|we are|ich bin|wir sind|mir sin|mir san|mir send|mir sind|mia san|mia sin|mer sin|mer sind|wir san|bin|sind|is|ist|account is|konto ist|firma ist|company is|(?:i|we) (?:just |finally |now )?(?:got|have been|ve been|were|was)|(?:company|firm|account|business|firma|konto|unternehmen) (?:was|has been|got|wurde|ist)|(?:got|had) (?:our|my|the) (?:business|company|firm|account)|(?:firma|konto) (?:is|isch) (?:seit \w+ )?|(?:ich|wir) (?:wurden?|sind) (?:jetzt |gerade |endlich |nun )?) (?:(?:now|already|finally|just|jetzt|etz|jetz|scho|schon|endlich|nun|inzwischen|mittlerweile|seit \w+|since \w+|registered and|registriert und) ){0,3}(?:verified|approved|verifiziert|freigeschaltet|freigschaltet|freigeschalt|freigschoitn|freigegeben)\b|\b(?:ein|einen|an|a|our|unser) (?:verifiziertes|freigeschaltetes|verified|approved) (?:konto|account)\b|\bwo (?:ich|wir) (?:jetzt |nun |endlich )?(?:verifiziert|freigeschaltet|freigegeben) (?:bin|bi|sind|san|sin)\b/
/** The buyer's side of a fee ("as a buyer", "buyer's premium", "Käuferprovision"). */
const BUYER_SIDE = /\b(?:als|as an?|as|for|fur) (?:kaufer|buyer|bieter|bidder)s?\b|\bbuyer s? (?:premium|fee|commission)|\bkauferprovision|\bkaufergebuhr|\bbuyers premium/
/** A bid placed later: "before I place a bid", "bevor wir bieten", "prior to bidding". */
const BID_LATER = /\b(?:before|bevor|ehe|prior to) (?:(?:i|we|ich|wir|you|man) )?(?:\w+ ){0,2}?(?:bid|bids|bidding|gebot|gebote|biete|bieten|biet)\b/
/** A bid placed in a condition: "if I put a bid in", "once we've bid", "wenn ich ein Gebot abgebe", "falls i a Gebot abgeb". */
const BID_AS_CONDITION = /\b(?:if|when|once|after|wenn|falls|sobald|nachdem) (?:i|we|ich|wir|mer|mir) (?:\w+ ){0,3}?(?:bid|bids|bidding|gebot|gebote|geboten|biete|bieten|biet)\b/
/** A bid turned down: "my bid was rejected", "refuses my bid", "Gebot abgelehnt". */
const REJECTED_BID = /\b(?:bid|bids|gebot|gebote)\b(?:\s+\w+){0,8}?\s+(?:rejected|refused|declined|abgelehnt|verweigert|nicht angenommen|not accepted|nicht akzeptiert)\b|\b(?:refuse[sd]?|rejects?|rejected|declines?|declined|lehnt|ablehnen)\b(?:\s+\w+){0,2}?\s+(?:bid|bids|gebot|gebote)\b/
/** Words that point back to what an earlier sentence named ("it", "this", "das", "die"). */
/** Pronouns that stand for what was told (not the German articles, which `POINTS_BACK` also counts): "what does that cost?", "was kostet das?". */
const REFERS_BACK = /\b(?:it|its|this|that|these|those|them|they|es|das|dies\w*|dafur|davon|damit|daran|darauf|dort|ihn|ihm)\b/
/** Concepts that name a thing: "that filter", "this excavator" name it (a determiner), not point back to what was told. */
const THINGS = new Set<Concept>(['search', 'saved_search', 'machine_kind', 'invoice', 'account', 'docs'])
const withoutNamedThings = (folded: string) =>
  folded.replace(/\b(?:this|that|these|those)\s+(\w+)/g, (phrase, word: string) => ([...(lookup(word) ?? [])].some((c) => THINGS.has(c)) ? word : phrase))
/** "So that" joins a purpose ("… so that the system bids for me"), "is it possible" has an empty "it": neither points back. */
const SO_THAT = /\b(?:so|such|in order) that\b|\b(?:is|was|would|will) it (?:be )?(?:possible|ok|okay|allowed)\b|\bist es (?:moglich|erlaubt)\b/g
const POINTS_BACK = /\b(?:it|its|this|that|these|those|them|they|there|es|das|dies|diese\w*|die|der|den|dem|sie|ihn|ihm|dort|da|damit|davon|dafur|daran|darauf)\b/

/** Words a question starts with, EN and DE: interrogatives, auxiliaries and modals put first. */
/** A German statement with its "ich" dropped ("Hab mich gestern registriert", "Bin seit Montag verifiziert"), not a question ("Hab ich ein Limit?"). */
const DROPPED_SUBJECT = /^(?:hab|habe|bin|hatte)\s+(?!(?:ich|wir|du|ihr|sie|man|es|er)\b)/
const QUESTION_START = /^(?:how|what|whats|when|where|why|which|who|whom|whose|can|could|do|does|did|is|are|am|was|were|will|would|should|shall|may|might|must|have|has|any|wie|was|wann|wo|wohin|woher|womit|wozu|wofur|warum|wieso|weshalb|welche\w*|wer|wen|wem|kann|kannst|konnen|konnt|konnte|konnten|gibt|gibts|gilt|muss|musst|mussen|musste|ist|sind|war|darf|darfst|durfen|habt|hab|habe|haben|hat|soll|sollen|sollte|wird|werde|werden|wurde|wurden|bin|bekomme|bekommt|bekommen|brauche|braucht|brauchen|geht|lauft|kommt|kommen|zahle|zahlt|zahlen|fallen|fallt|bietet|bietet|sehe|seht|stimmt)\b/
/** Openers and joining words before a clause's first word ("and", "aber", "so", "hi", "ok", "if not"). */
const CLAUSE_OPENER = /^(?:(?:and|und|but|aber|or|oder|so|also|then|dann|und dann|ok|okay|hi|hello|hallo|hey|well|now|jetzt|sorry|please|pls|bitte|if not|wenn nicht|falls nicht|otherwise|sonst|one more thing|noch was|btw|ubrigens|quick question|kurze frage|frage)\s+)+/
/** A request or an indirect question anywhere in a sentence ("I want to know", "tell me", "ich möchte wissen, ob"). */
const REQUEST = /\b(?:(?:i|we) (?:d|would) like to|(?:ich|wir) (?:mochte|mochten|wurde gerne?|wurden gerne?)|want(?:s|ed)? to know|would like to know|like to know|need to know|wondering|wonder (?:if|whether)|tell me|tell us|let me know|let us know|explain|please|pls|kindly|whether|how|what|where|why|which|wie|wo|warum|wieso|weshalb|welche\w*|wann|ob|wissen|erklar\w*|sag\w* (?:mir|uns)|bitte|fragt|fragen|frage mich|asks?|asking)\b/

/** Whether a sentence asks (a question mark, a question word first in one of its clauses, or a request) rather than tells. */
export const asksSentence = (sentence: string): boolean => {
  if (/[?？]\s*\W*$/.test(sentence.trim())) return true
  if (REQUEST.test(fold(sentence))) return true
  // Something not received, told ("aber keine Bestätigungsmail bekommen", "I never got the confirmation email"), asks what to do about it.
  if (NOT_RECEIVED.test(fold(sentence))) return true
  // Access lost, told ("I forgot my password", "Passwort vergessen", "komme nicht mehr rein"), asks how to get back in.
  if (ACCESS_LOST.test(fold(sentence))) return true
  return sentence.split(/[,:;–—]|\s-\s/).some((clause) => {
    const opened = fold(clause).replace(CLAUSE_OPENER, '')
    return QUESTION_START.test(opened) && !DROPPED_SUBJECT.test(opened)
  })
}

/** Something expected and not received: "keine Mail bekommen", "never got the email", "ist nicht angekommen". */
const ACCESS_LOST = /\b(?:forgot|forgotten|lost|vergessen|verloren)\b(?:\s+\w+){0,2}?\s+(?:password|passwort|kennwort|login|zugangsdaten)\b|\b(?:password|passwort|kennwort|zugangsdaten) (?:\w+ )?(?:vergessen|verloren|forgotten)\b|\b(?:can t|cannot|can not|kann (?:mich )?nicht|komme nicht|komm nicht) (?:mehr )?(?:log ?in|sign in|einloggen|anmelden|rein)\b|\blocked out\b|\bausgesperrt\b/
const NOT_RECEIVED = /\b(?:kam|kommt|ist)\b(?:\s+\w+){0,4}?\s+(?:nie|nicht) an\b|\b(?:kein|keine|keinen|nie|nichts)\b(?:\s+\w+){0,3}?\s+(?:bekommen|erhalten|gekriegt|kriegt|bekomme|erhalte)\b|\b(?:didn t|did not|haven t|have not|never|still not|not yet) (?:get|got|gotten|receive|received)\b|\b(?:nicht|nie) angekommen\b|\bnever (?:arrived|came)\b/
/** Openers of a clause that gives a reason or what happened before ("Since I'm verified now, …", "Da wir aus der Schweiz kommen: …"). */
const BECAUSE = /^(?:since|as|because|now that|given that|after|da|weil|nachdem|jetzt wo|seit|seitdem|als)\b/
/**
 * A sentence's clauses for the asking-sentence focus: split before ", but …" ("I am verified, but where do I enter my bid?"),
 * and after a leading clause of reason or what happened before when a question word follows ("Since I'm verified now, how do I bid?").
 * A condition ("If I win, when …") stays with its question; other commas join (a comma-joined pair of questions is read as one).
 */
const clausesOf = (sentence: string): string[] => {
  const chunks = sentence.split(/(?<=[,:;–—])\s+/)
  const clauses: string[] = [chunks[0]]
  for (const chunk of chunks.slice(1)) {
    const before = clauses[clauses.length - 1]
    const next = fold(chunk).replace(CLAUSE_OPENER, '')
    const splits = /^(?:but|aber|doch|however|jedoch)\b/.test(fold(chunk)) || (clauses.length === 1 && BECAUSE.test(fold(before)) && QUESTION_START.test(next))
    if (splits) clauses.push(chunk)
    else clauses[clauses.length - 1] = `${before} ${chunk}`
  }
  return clauses
}

/**
 * The asking sentences of a message that also tells (its company, its country, its situation):
 * null when the message is one sentence, or when every sentence asks or none does.
 */
/** A sentence that says another question follows ("Other question: …", "Noch eine Frage: …"): the sentence before it was one too. */
const ANOTHER_QUESTION = /^(?:(?:an)?other question|one more question|second question|andere frage|noch (?:eine )?frage|zweite frage|weitere frage)\b/
export const questionFocus = (text: string): string | null => {
  const sentences = sentencesOf(text).flatMap(clausesOf)
  if (sentences.length < 2) return null
  if (sentences.slice(1).some((sentence) => ANOTHER_QUESTION.test(fold(sentence)))) return null
  const asking = sentences.filter(asksSentence)
  return asking.length === 0 || asking.length === sentences.length ? null : asking.join(' ')
}

/**
 * The calibrated decision (see `decideWhole`), with the message's telling sentences only in support:
 * in a message that tells and asks ("We are a GmbH in Stuttgart. Do we pay VAT on top?"), an answer
 * is given only where the asking sentences read it, the telling ones at most making it more exact
 * (the VAT of a German company); what only a telling sentence names ("my account is verified
 * already", "I'm on site all day") adds no answer. A choice between two readings is settled by the
 * one the asking sentences read.
 */
/** A closing greeting and what follows it ("Regards, Aoife, Midlands Plant Hire", "Gruß, Dieter Schulz, Schulz Containerdienst"): who wrote, not what is asked. */
const SIGN_OFF = /(?<=[.!?\n,]\s*)(?:kind regards|best regards|warm regards|regards|best wishes|cheers|many thanks|thanks|thank you|vielen dank|danke|mit freundlichen gr(?:ü|ue|u)(?:ß|ss)en|(?:freundliche|viele|beste|liebe|schöne) gr(?:ü|ue|u)(?:ß|ss)e|gr(?:ü|ue|u)(?:ß|ss)e|gru(?:ß|ss)|lg|mfg|vg)(?![a-zäöüß])[^?]*$/i
/** The message without a closing greeting of at most a few words after it (a question after it is kept, with or without its question mark). */
const withoutSignOff = (text: string): string => {
  const found = SIGN_OFF.exec(text)
  if (!found || found[0].split(/\s+/).filter(Boolean).length > 8) return text
  // A question after the thanks, even without its question mark ("Wir sitzen in Wien, danke. Zahlen wir deutsche MwSt"), is read.
  if (sentencesOf(found[0]).slice(1).some(asksSentence)) return text
  const kept = text.slice(0, found.index).trim()
  return kept.split(/\s+/).length >= 3 ? kept : text
}

/**
 * A telling line that only names who writes ("Billy Ray Tucker, Lone Star Dirtworks, Amarillo TX."): a name, a firm and a town,
 * separated by commas, every word capitalised. Its words are names, not topics ("Star" is no watchlist star); only its places are read.
 */
const PLACE_CONCEPTS = new Set<Concept>(['eu', 'non_eu', 'germany'])
const withoutNameLines = (text: string): string => {
  const kept = text.replace(/[^.!?\n]+[.!?]?/g, (segment) => {
    if (segment.trim().endsWith('?') || !segment.includes(',')) return segment
    const words = segment.trim().replace(/[.!]$/, '').replace(NAME_LINE_GREETING, '').replace(NAME_LINE_INTRO, '').split(/[\s,]+/).filter(Boolean)
    const named = words.length >= 3 && words.every((word) => /^\p{Lu}/u.test(word) || NAME_LINE_JOINERS.has(word.toLowerCase()))
    // Places stay: a town or a country names the asker's tax case ("Lviv, Ukraine").
    return named ? ` ${words.filter((word) => [...(lookup(fold(word)) ?? [])].some((c) => PLACE_CONCEPTS.has(c))).join(', ')}. ` : segment
  })
  return kept.trim().length > 0 ? kept : text
}

export const decide = (message: string, context: AskContext): Decision => {
  const text = withoutNameLines(withoutSignOff(message))
  const decision = decideWhole(text, context)
  const focus = questionFocus(text)
  if (!focus) return decision
  const asked = decideWhole(focus, context, { text, concepts: conceptsOf(text).concepts })
  // A service we do not offer named only in a telling sentence ("We run a rental company in Dublin. … How does selling work?") is
  // who the asker is, not what they ask: when the asking sentences are answered, the whole message is read past it (and still a
  // person says we do not offer it where that reading is no answer either).
  if (decision.kind === 'handover' && decision.reason === 'unoffered' && asked.kind === 'answer' && describesAsker(text)) {
    const past = withFocus(decideWhole(text, context, undefined, true), asked, focus, text)
    return past.kind === 'answer' ? past : decision
  }
  // Unsure only for words of the telling sentences ("… a BOMAG single drum roller with fewer than 3,000 hours. … Can I get an email as soon as one is listed?"):
  // the asking sentences, which name none of them, are answered.
  // Not when they point back to what was told ("What does that cost?"), nor on a weak reading.
  if (decision.kind === 'handover' && decision.reason === 'unsure' && decision.uncovered?.length && asked.kind === 'answer' && !REFERS_BACK.test(withoutNamedThings(fold(focus)).replace(SO_THAT, ' ')) && asked.ids.every((id) => (asked.scores[id] ?? 0) > ANSWER_AT)) {
    const asking = new Set(fold(focus).split(' '))
    if (!decision.uncovered.some((word) => asking.has(word))) return asked
  }
  return withFocus(decision, asked, focus, text)
}

/** Saying who one is ("we are a plant hire firm", "wir sind ein Mietpark"), not what one wants ("I want to rent", "wir suchen"). */
const SELF = /\b(?:we are|we re|we run|we own|i buy machines|we buy machines|ich kaufe maschinen|wir kaufen maschinen|our (?:company|firm|business)|i am|i m|i run|i own|wir sind|ich bin|wir betreiben|ich betreibe|unsere firma|unser (?:betrieb|unternehmen))\b/
const WANTS = /\b(?:want|wants|need|needs|looking for|look for|would like|d like|interested|plan|planning|mochte\w*|wollen|will|suche\w*|brauche\w*|benotige\w*|interessiert|planen|vor)\b/
/** Whether every telling sentence that names a service we do not offer says who the asker is, rather than what they want. */
/** (An asking sentence that asks a transport price itself, "to Chur" told before it, asks what we do not offer: see `asksUnoffered`.) */
const describesAsker = (text: string) => {
  const telling = sentencesOf(text)
    .filter((sentence) => !asksSentence(sentence))
    .filter((sentence) => asksUnoffered(sentence, conceptsOf(sentence).concepts))
  // A truck asked for after the route was told is read across the sentences: no telling sentence names it, the whole message does.
  return (telling.length > 0 || !BOOK_TRUCK.test(fold(text))) && telling.every((sentence) => SELF.test(fold(sentence)) && !WANTS.test(fold(sentence))) &&
  !sentencesOf(text).some((sentence) => {
    const { concepts } = conceptsOf(sentence)
    return asksSentence(sentence) && concepts.has('transport') && ['price', 'howmuch', 'quote'].some((c) => concepts.has(c as Concept))
  })
}

/** Asking what to do now, after what was told. */
const WHAT_NOW = /\b(?:what (?:do|should|must|can) (?:i|we) do(?: now)?|wie komme ich (?:jetzt |nun |da )?weiter|what now|what next|what are (?:my|our) options|was (?:muss|mussen|soll|sollen|kann|konnen) (?:ich|wir) (?:jetzt |nun |da |denn )?(?:tun|machen)|was nun|was tun|was passiert (?:dann|da|wenn (?:das|es) so bleibt)|what happens (?:then|if (?:that|it) stays (?:so|that way))|explain both|do both|(?:mache|mach|machen) (?:ich|wir) beides|beides machen|both of (?:those|these|them)|beides (?:erklaren|erklart)|(?:erklart|erklaren sie) (?:mir )?beides)\b/
/** Two things told one by one: "erstens … zweitens …", "firstly … secondly …". */
const ENUMERATED = /\b(?:erstens|zweitens|firstly|secondly|zum einen|zum anderen|two problems|zwei probleme)\b/
/** Asking for both of what was told ("How do I do both?", "Wie mache ich beides?"). */
const ASKS_BOTH = /\b(?:do both|explain both|both of (?:those|these|them)|beides)\b/
/** Asking how to do what was just told ("how does that work?", "wie läuft das bei euch ab?", "geht das?"). */
const HOW_THAT = /\b(?:wie (?:lauft|lafft|goht|geht|jeht|funktioniert) (?:das|dies|des|dat|dit)|how (?:does|would|will|do) (?:that|this|it) work|how do (?:i|we) (?:do|go about) (?:that|this|it)|is (?:that|this) possible|geht (?:das|des|dat)|goht des|ist das moglich|kann man das)\b/
/** The whole message's decision with its asking sentences' (`asked`, read from `focus`): see `decide`. */
const withFocus = (decision: Decision, asked: Decision, focus: string, text = focus): Decision => {
  if (decision.kind === 'handover') return decision
  if (decision.kind === 'clarify') {
    return asked.kind === 'answer' && asked.ids.length === 1 && decision.choices.includes(asked.ids[0]) ? asked : decision
  }
  /** The strongest of the whole message's answers (they are listed in the order asked). */
  const strongest = [...decision.ids].sort((a, b) => (decision.scores[b] ?? 0) - (decision.scores[a] ?? 0))[0]
  // An asking sentence that asks for both ("How do I do both?") keeps both; one that reads nothing else keeps the strongest.
  // ("What should I do?" after two problems told one by one, "firstly … secondly …", asks about both.)
  if (asked.kind !== 'answer') return decision.ids.length > 1 && !ASKS_BOTH.test(fold(focus)) && !(WHAT_NOW.test(fold(focus)) && ENUMERATED.test(fold(text))) ? { kind: 'answer', ids: [strongest], scores: decision.scores } : decision
  // Read by the asking sentences: answered or scored at answer strength there, itself or as its general reading (the VAT of a company whose country a telling sentence names).
  const readsIt = (id: AnswerId) =>
    (asked.scores[id] ?? 0) >= ANSWER_AT ||
    asked.ids.some((reading) => reading === id || sameTopic(id, reading)) ||
    (Object.entries(GENERAL_READING) as [AnswerId, AnswerId[]][]).some(([general, specific]) => specific.includes(id) && (asked.scores[general] ?? 0) >= ANSWER_AT)
  // "What do we do now?" asks about what the telling sentences said happened ("Our verification was rejected. What do we do now?"): their strong readings.
  const whatNow = WHAT_NOW.test(fold(focus))
  // "How does that work?" asks how to do what the telling sentences want ("We'd like to sell three rollers. How does that work with you?").
  const howThat = HOW_THAT.test(fold(focus))
  const backed = decision.ids.filter((id) => readsIt(id) || (whatNow && (decision.scores[id] ?? 0) >= 5) || (howThat && (decision.scores[id] ?? 0) >= ANSWER_AT))
  if (backed.length > 0) {
    // The asking sentences' own answers, each made exact where the whole message reads it more specifically (their "VAT" a German
    // company's), when they hold all of those: a second question they ask is answered even where the whole message lost it among
    // the telling sentences ("Our company is in Rotterdam. We won a roller. When must we pay and can our haulier collect it?").
    const exact = [...new Set(asked.ids.map((id) => decision.ids.find((whole) => sameTopic(whole, id)) ?? id))]
    return { ...decision, ids: backed.every((id) => exact.includes(id)) ? exact : backed }
  }
  // A rejected verification told, then how to get approved or send a document again asked ("Our KYC was rejected … Can I just upload a new one?"): the rejection's answer (correct and submit again).
  if (strongest === 'kyc_rejected' && (decision.scores.kyc_rejected ?? 0) >= 6 && asked.ids.every((id) => SUPPRESSES.kyc_rejected?.includes(id))) return { ...decision, ids: ['kyc_rejected'] }
  // The asking sentences read none of it. Standing alone ("I am verified already. How do I place a bid?"), they ask what they read.
  if (!POINTS_BACK.test(fold(focus))) return asked
  // Pointing back to what the others told ("It says I've reached my limit. How do I get it raised?"): the strongest reading, when what
  // they read is a weaker reading of the same topic; else the two disagree, and a person answers rather than a guess.
  // Where what they read is the more specific reading of the same words ("We sent our documents on Friday. Will you have checked them by Monday?": how long the check takes, not its steps), that one.
  if (asked.ids.every((id) => SUPPRESSES[id]?.includes(strongest) && (decision.scores[id] ?? 0) >= ANSWER_AT)) return { ...decision, ids: asked.ids }
  return asked.ids.every((id) => SUPPRESSES[strongest]?.includes(id) || sameTopic(strongest, id)) ? { ...decision, ids: [strongest] } : { kind: 'handover', reason: 'unsure', scores: decision.scores }
}

/** The decision on a whole message (`whole`: the message a part was taken from, whose words decide the senses). */
const decideWhole = (text: string, context: AskContext, whole?: { text: string; concepts: Set<Concept> }, offeredAsked = false): Decision => {
  const { concepts, unknown, guessed } = conceptsOf(text, whole)
  if (context.onAuction) concepts.add('this')
  const evidence: Partial<Record<AnswerId, Concept[]>> = {}
  const scores = scoreIntents(concepts, evidence, guessed)
  // The language the asker finds easier, told ("Talking German is easier for me but writing English is ok."), is who asks: beside another question it asks no language.
  if (scores.languages && LANGUAGE_TOLD.test(fold(text)) && !sentencesOf(text).some((sentence) => asksSentence(sentence) && /\b(?:german|english|deutsch|englisch|language|sprache)\b/.test(fold(sentence))) && Object.entries(scores).some(([id, score]) => id !== 'languages' && (score ?? 0) >= ANSWER_AT))
    delete scores.languages
  // "How many hours does an auction run" counts time, not auctions.
  if (concepts.has('time_unit')) delete scores.live_count
  // A bid turned down ("why does the site refuse my bid", "mein Gebot wird abgelehnt") is no rejected verification.
  // A bare word of several readings ("verification": of the company, of the e-mail address, or where it stands) is asked back.
  const bare = BARE_AMBIGUOUS.find(([word]) => word.test(fold(text)))
  if (bare) return { kind: 'clarify', choices: bare[1], scores }
  if ((REJECTED_BID.test(fold(text)) || concepts.has('limit')) && !['kyc', 'kyc_state', 'docs', 'register'].some((c) => concepts.has(c as Concept))) delete scores.kyc_rejected
  // A seller who refused a claim, a machine turned down: no verification refused, when nothing names one.
  if (['breaks', 'warranty', 'sell', 'collect', 'transport'].some((c) => concepts.has(c as Concept)) && !['kyc', 'kyc_state', 'docs', 'register', 'account'].some((c) => concepts.has(c as Concept))) delete scores.kyc_rejected

  /** Readings a rule on the whole question ruled out: no part of it brings them back. */
  const vetoed = new Set<AnswerId>()
  // "Do you charge us 19% or is it reverse charge?": a VAT rate named beside a VAT case is the VAT's, no fee asked.
  if (scores.fees !== undefined && !concepts.has('fee') && (VAT_RATE_NAMED.test(text) || VAT_RATE_ASKED.test(fold(text))) && VAT_ANSWERS.some((id) => (scores[id] ?? 0) >= 5)) {
    delete scores.fees
    vetoed.add('fees')
  }
  // A rejection told as done ("our verification was rejected, what do we do now?"): what to do after it, not where it stands.
  if ((scores.kyc_rejected ?? 0) >= 5 && scores.my_kyc_status !== undefined && REJECTION_TOLD.test(fold(text)) && !/\b(?:or|oder)\b/.test(fold(text))) {
    delete scores.my_kyc_status
    vetoed.add('my_kyc_status')
  }
  // Whether VAT is "included in the prices shown": the VAT's question, not how to see prices.
  if ((scores.see_prices ?? 0) > 0 && (scores.see_prices ?? 0) <= 4 && (scores.vat ?? 0) >= 5 && VAT_IN_PRICE.test(fold(text))) {
    delete scores.see_prices
    vetoed.add('see_prices')
  }
  // Buying through companies in three or more countries ("entities in Germany, Poland and Norway"): how VAT works in general, no one country's case.
  if (VAT_ANSWERS.some((id) => (scores[id] ?? 0) >= 5) && placesListed(text) >= 3 && !VAT_IN_GENERAL.test(fold(text))) {
    scores.vat = Math.max(scores.vat ?? 0, 5)
    for (const id of ['vat_de', 'vat_eu', 'vat_export'] as AnswerId[]) {
      delete scores[id]
      vetoed.add(id)
    }
  }
  // "Declined and I don't understand why": the why is the rejection's (its answer says what to do), no question why verification is needed.
  if ((scores.kyc_rejected ?? 0) >= ANSWER_AT && concepts.has('why') && !WHY_NEEDED.test(fold(text)) && !concepts.has('private')) {
    delete scores.kyc_why
    vetoed.add('kyc_why')
  }
  // "…and how do we change it?", "who can change it for us?": changing what is asked about (the site's language, one's bid limit), no account data.
  if (scores.account_data !== undefined && (evidence.account_data ?? []).every((c) => ['change', 'moved', 'site', 'for_me', 'mine', 'this'].includes(c)) && !concepts.has('account_field') && !concepts.has('account') && ((scores.languages ?? 0) >= 5 || (scores.bid_limit ?? 0) >= 5) && CHANGE_IT.test(fold(text))) {
    delete scores.account_data
    vetoed.add('account_data')
  }
  // Paying "just to register and place bids" asks the fees of taking part, not how to bid or get verified.
  if ((scores.fees ?? 0) >= ANSWER_AT && FEE_TO_TAKE_PART.test(fold(text))) {
    for (const id of ['how_to_bid', 'kyc_steps'] as AnswerId[]) {
      delete scores[id]
      vetoed.add(id)
    }
  }
  // A viewing "before I place a bid": when to look, not how to bid.
  if (scores.how_to_bid && (scores.inspection ?? 0) >= ANSWER_AT && BID_LATER.test(fold(text))) {
    delete scores.how_to_bid
    vetoed.add('how_to_bid')
  }
  // A bid placed as the condition of the question ("if I put a bid in and then the boss says no, can I pull it back?",
  // "wenn i a Gebot abgeb und dann merk …"): whether it binds is asked, not how to place it.
  if (scores.how_to_bid && (scores.bid_binding ?? 0) >= ANSWER_AT && BID_AS_CONDITION.test(fold(text))) {
    delete scores.how_to_bid
    vetoed.add('how_to_bid')
  }
  // Following auctions "without bidding myself yet" ("ohne dass i glei biet") asks how to follow them, not how to bid.
  if (scores.how_to_bid && (scores.watchlist ?? 0) >= ANSWER_AT && WITHOUT_BIDDING.test(fold(text))) {
    delete scores.how_to_bid
    vetoed.add('how_to_bid')
  }
  // "I'm verified now, how do I put in a bid?": the state told, how to bid asked (not the steps to get verified).
  if ((scores.how_to_bid ?? 0) >= ANSWER_AT && VERIFIED_TOLD.test(fold(text)) && !concepts.has('docs') && !concepts.has('rejected')) {
    for (const id of ['kyc_steps', 'my_kyc_status', 'kyc_duration'] as AnswerId[]) {
      delete scores[id]
      vetoed.add(id)
    }
  }
  // How much the bid step is and whether it changes ("is it always 100 or does it change?"): the change is the step's, no bid changed.
  if ((scores.increment ?? 0) >= 5) {
    for (const id of ['bid_binding', 'account_data'] as AnswerId[]) {
      if (scores[id] === undefined || !(evidence[id] ?? []).every((c) => c === 'bid' || c === 'change')) continue
      delete scores[id]
      vetoed.add(id)
    }
  }
  // Two VAT cases read at once (a German firm, a British asker): which one applies is a person's call.
  // (A GmbH alone is no German place: Austrian and Swiss companies are GmbHs too; nor is tax paid "in Germany".)
  const vatCases = (['vat_de', 'vat_eu', 'vat_export'] as AnswerId[]).filter((id) => (scores[id] ?? 0) >= 5)
  // Germany named only as where the machine stands or whose VAT is asked ("a Liebherr standing in southern Germany", "German VAT") is not the asker's country: the other case is theirs.
  const germanAsker = () => conceptsOf(fold(text).replace(/\b(?:gmbh|ug|(?:in|nach|to) (?:\w+ )?(?:germany|deutschland)|german (?:vat|tax|sales tax)|deutsche\w* (?:mwst|ust|umsatzsteuer|mehrwertsteuer|steuer))\b|\b(?:excavators?|bagger|loaders?|lader|radlader|cranes?|kran|rollers?|walzen?|dumpers?|machines?|maschinen?|telehandlers?|dozers?|raupen?|compactors?|one|it) (?:\w+ ){0,2}?(?:standing |located |stands |steht |stehend )?(?:in|im|near|bei|aus|from) (?:\w+ )?\w+\b/g, ' ')).concepts.has('germany')
  // Several cases named to ask how VAT works in general ("companies in Germany, Czechia and Switzerland … explain in principle how VAT works"): the general rule, which names each case.
  // So is one case read from who writes (a firm and town in the greeting) when VAT is asked "in
  // general", not for the asker ("how VAT is handled on your invoices in general").
  if (VAT_IN_GENERAL.test(fold(text)) && (vatCases.length >= 2 || (vatCases.length === 1 && !VAT_FOR_THE_ASKER.test(fold(text))))) {
    for (const id of vatCases) delete scores[id]
    scores.vat = Math.max(scores.vat ?? 0, 6)
    evidence.vat = ['vat']
  } else if (vatCases.length >= 2 && vatCases.includes('vat_de') && !germanAsker()) {
    delete scores.vat_de
    delete evidence.vat_de
  } else if (vatCases.length === 2 && vatCases.includes('vat_eu') && !concepts.has('eu') && !concepts.has('reverse')) {
    // A German company's tax number ("registered here in Germany with a German tax number") is no EU VAT ID of another country: the German case.
    delete scores.vat_eu
    delete evidence.vat_eu
  } else if (vatCases.length >= 2) return { kind: 'handover', reason: 'unsure', scores }
  // The buyer's commission asked beside selling ("what commission does a buyer pay, and can we also sell?") is the fee, not the seller's: two questions.
  if (BUYER_SIDE.test(fold(text)) && joins(text) && scores.selling !== undefined && scores.fees !== undefined && (evidence.selling ?? []).some((c) => c === 'fee' || c === 'cost')) {
    scores.selling = 4
    evidence.selling = ['sell']
  }
  const sensitive =
    concepts.has('legal') ||
    // What to file with the tax office or what the accountant should book: tax advice.
    // (The invoice asked for the accountant to book is the invoice: "our accountant needs the invoice to book it, can you give me the PDF?".)
    ((concepts.has('tax_office') || concepts.has('accountant')) && concepts.has('filing') && !(concepts.has('invoice') && INVOICE_WANTED.test(fold(text)))) ||
    // Liability for a machine's faults is the warranty rule; liability otherwise is legal advice.
    // (So is liability for damage to its engine, gearbox or hydraulics, "haftet jemand bei einem Motorschaden"; for damage in transport it is not.)
    (concepts.has('liability') && !concepts.has('warranty') && !concepts.has('breaks') && !DRIVE_DAMAGE.test(fold(text))) ||
    // Another bidder outbidding the asker is the outbid rule; anything else about other people is theirs.
    (concepts.has('others') && !((concepts.has('outbid') || concepts.has('reserve')) && !concepts.has('whose_data'))) ||
    // Someone's contact data ("the email of the guy who outbid me"), unless the asker's own ("the name of my company").
    (concepts.has('whose_data') && !concepts.has('mine') && !concepts.has('change') && !(concepts.has('contact') && !concepts.has('outbid'))) ||
    concepts.has('favour') ||
    concepts.has('complaint') ||
    // A business offer to us (cooperation, a job) is no question about the platform: a person answers it.
    concepts.has('proposal') ||
    // Anger with no clear question ("this is a scam!") is a person's; "it's a scam, explain the timer" asks about the timer.
    (concepts.has('anger') && !Object.values(scores).some((score) => (score ?? 0) >= 4)) ||
    // Changing agreed terms: "30 days instead of 14", a split invoice, more time to pay.
    (concepts.has('instead') && concepts.has('time_unit') && (concepts.has('pay') || concepts.has('deadline'))) ||
    (concepts.has('split') && (concepts.has('invoice') || concepts.has('pay') || concepts.has('price'))) ||
    concepts.has('more_time') ||
    // More days asked for paying or collecting ("can you give me 30 extra days to pay", "Zahlungsfrist auf 30 Tage verlängern"), or a change asked of an auction ("please extend the auction by two days").
    (concepts.has('more_days') && (concepts.has('pay') || concepts.has('deadline') || concepts.has('collect'))) ||
    ((concepts.has('request_you') || PLEASE_DO.test(fold(text))) && EXTEND.test(fold(text)) && (concepts.has('pay') || concepts.has('deadline'))) ||
    (PLEASE_DO.test(fold(text)) && EXTEND.test(fold(text)) && concepts.has('auction')) ||
    // "Können Sie die Auktion bis Montag verlängern?": one auction's end moved to a named day, asked of the team.
    (concepts.has('request_you') && EXTEND.test(fold(text)) && concepts.has('auction') && UNTIL_DAY.test(fold(text))) ||
    // "Are bids legally binding?" is the bidding rule; whether anything else is legally binding is legal advice.
    (concepts.has('legal_binding') && !concepts.has('bid')) ||
    // Damage that happened is a person's; damage that might happen after the sale ("if a bigger damage shows up in the first weeks, who pays?") is the warranty rule.
    (concepts.has('damaged') && !concepts.has('warranty') && !((concepts.has('breaks') || DRIVE_DAMAGE.test(fold(text))) && IF_LATER.test(fold(text)))) ||
    // Money back for a machine that broke is the warranty rule; money back otherwise is a person's matter.
    // (Money back asked for a fault found is a complaint; "if it breaks, do I get my money back?" asks the warranty rule.)
    (concepts.has('money_back') && !((concepts.has('warranty') || concepts.has('breaks')) && IF_LATER.test(fold(text)))) ||
    // A favour asked of the team: "can you extend the auction for me", "könnt ihr den Mindestpreis für mich senken".
    (concepts.has('request_you') && concepts.has('for_me') && (concepts.has('sniping') || concepts.has('reserve') || concepts.has('limit') || concepts.has('price'))) ||
    // Lowering a fee, a price or a reserve is a person's decision.
    (concepts.has('reduce') && (concepts.has('fee') || concepts.has('price') || concepts.has('reserve') || concepts.has('cost'))) ||
    // Another person's contact data: "the seller's phone number", "Kontaktdaten des Verkäufers".
    (concepts.has('seller_poss') && (concepts.has('contact') || concepts.has('account_field'))) ||
    asksStaffAction(text, concepts) ||
    WHO_WON.test(fold(text)) ||
    // Another person's login ("which email and password he used", "send me his password"): never given out.
    WHOSE_LOGIN.test(fold(text)) ||
    // The team asked to extend one auction by some time ("können Sie die Auktion bitte um einen Tag verlängern"): a person decides; how the end moves on late bids is anti-sniping.
    (concepts.has('request_you') && concepts.has('auction') && EXTEND.test(fold(text)) && (ASKED_OF_US.test(fold(text)) || BY_SOME_TIME.test(fold(text))) && !IF_LATER.test(fold(text))) ||
    /\S+@\S+\.\S+/.test(text)
  if (sensitive) return { kind: 'handover', reason: 'sensitive', scores }
  if (!offeredAsked && (asksUnoffered(text, concepts) || asksMachineCondition(text, concepts, context.onAuction))) return { kind: 'handover', reason: 'unoffered', scores }
  if (asksException(text, concepts)) return { kind: 'handover', reason: 'sensitive', scores }

  // Personal readings: the asker's own price on an auction page, their own invoice. "What will I
  // pay including VAT" is still their own price (it states their VAT case); "how much" alone only
  // when nothing more specific was asked ("how much must I raise the bid" is the increment).
  const firstPerson = /\b(i|me|my|ich|mich|mir|mein\w*|we|us|our|wir|uns|unser\w*)\b/.test(fold(text))
  const priceWords = concepts.has('pay') || concepts.has('cost') || concepts.has('price') || concepts.has('current_bid') || concepts.has('total')
  // A company's VAT case told beside a total ("we are an Austrian firm with a UID: what does it cost us all in?") is part of the asker's own figures.
  const totalAsked = concepts.has('total') || COST_TO_ME.test(fold(text))
  const specific = (Object.entries(scores) as [AnswerId, number][]).some(([id, score]) => score >= 4 && !['payment', 'fees', 'see_prices', 'vat', ...(totalAsked ? ['vat_de', 'vat_eu', 'vat_export'] : [])].includes(id))
  // With the fee or VAT named, only a total ("in total with fee and VAT") or "what will I pay incl. VAT" is the own price.
  const named = concepts.has('fee') || concepts.has('vat')
  const ownTotal = concepts.has('total') || (firstPerson && !concepts.has('fee')) || COST_TO_ME.test(fold(text))
  // "The minimum bid here … with VAT / how much of it is your fee": the next minimum bid is the start of their own figures.
  // "The next bid here and my total with fee and VAT": the same, when a total, the fee or VAT is asked with it ("how much higher must my next bid be" is the bid step).
  const minimumHere =
    context.onAuction && ((concepts.has('minimum') && (priceWords || named || concepts.has('howmuch') || concepts.has('total'))) || (concepts.has('next_bid') && (named || concepts.has('total') || ((concepts.has('pay') || concepts.has('pay_method')) && !STEP_ASKED.test(fold(text))))))
  /** Readings the asker's own case turned into another (the steps to get verified for "my verification" asked how): a part reading them reads that one. */
  const replaced = new Map<AnswerId, AnswerId>()
  // Not seeing a price ("the price is blurred", "keine Zahlen, alles ausgegraut") asks how to see prices, not what this one costs the asker.
  const notSeeing = (concepts.has('see') || DASHES.test(fold(text))) && NOT_SEEING.test(fold(text)) && !HIDDEN_COST.test(fold(text)) && (priceWords || /\b(?:numbers|figures|zahlen|betrage)\b/.test(fold(text)))
  if (notSeeing) {
    scores.see_prices = Math.max(scores.see_prices ?? 0, 4)
    evidence.see_prices = ['see', 'price']
  }
  const asksOwnPrice = !notSeeing && context.onAuction && concepts.has('this') && (minimumHere || (!specific && (priceWords || concepts.has('howmuch')) && (!named || ownTotal)))
  if (asksOwnPrice) {
    scores.my_price = 6
    evidence.my_price = minimumHere ? ['this', 'minimum'] : ['this']
    delete scores.payment
    delete scores.fees
    delete scores.see_prices
    delete scores.vat
    if (totalAsked) for (const id of ['vat_de', 'vat_eu', 'vat_export'] as const) delete scores[id]
    if (minimumHere) delete scores.how_to_bid
    if (minimumHere && concepts.has('next_bid')) delete scores.increment
  }
  // A signed-in asker's "our/my invoice", "I need the invoice as PDF": their own (paying it is the payment rule, unless asked as a part of its own).
  const whereInvoice = WHERE_INVOICE.test(fold(text))
  // A bare ask of a signed-in buyer ("invoice pls", "rechnung wo") is for their own invoice too.
  const bareAsk = fold(text).split(' ').filter(Boolean).length <= 3
  if (scores.invoice && context.signedIn && (concepts.has('mine') || firstPerson || whereInvoice || bareAsk || WON.test(fold(text)) || OWN_INVOICE.test(fold(text))) && (!concepts.has('pay') || joins(text) || whereInvoice || PAY_PURPOSE.test(fold(text)))) {
    scores.my_invoice = scores.invoice + 1
    evidence.my_invoice = ['invoice']
    delete scores.invoice
    replaced.set('invoice', 'my_invoice')
  }

  // The asker's own verification state: "is my verification still pending?", "can I bid now or is the check still running?"
  // (a state word beside the verification, asked in the first person; how long it takes in general stays kyc_duration).
  // Also the team's review of the asker's own documents or company, asked done ("did you check my documents yet?", "Wie weit ist die Prüfung meiner Firma?").
  const reviewAsked = (concepts.has('status') || REVIEW_ASKED.test(fold(text))) && !HOW_TO.test(fold(text))
  const ownFile = concepts.has('kyc') || concepts.has('kyc_state') || (concepts.has('docs') && reviewAsked)
  if (
    !vetoed.has('my_kyc_status') && context.signedIn && ownFile && firstPerson && (reviewAsked || (STATE_NOW.test(fold(text)) && !concepts.has('docs'))) &&
    !HOW_LONG.test(fold(text)) && !concepts.has('rejected') && !concepts.has('why')
  ) {
    scores.my_kyc_status = Math.max(scores.my_kyc_status ?? 0, (scores.kyc_duration ?? 0) + 1, (scores.kyc_steps ?? 0) + 1, 5)
    evidence.my_kyc_status = ['kyc']
    delete scores.kyc_duration
    delete scores.kyc_steps
    replaced.set('kyc_duration', 'my_kyc_status').set('kyc_steps', 'my_kyc_status')
  }
  // How to get verified ("how do I get my business verified so I can bid?") is the steps, not the asker's state.
  if (scores.my_kyc_status !== undefined && HOW_TO.test(fold(text)) && !concepts.has('status') && !STATE_NOW.test(fold(text))) {
    scores.kyc_steps = Math.max(scores.kyc_steps ?? 0, scores.my_kyc_status)
    evidence.kyc_steps = evidence.my_kyc_status ?? ['kyc']
    delete scores.my_kyc_status
    replaced.set('my_kyc_status', 'kyc_steps')
  }
  // The state asked ("is my account verified or still pending?"), not how long: the state, also for a visitor (who is asked to sign in).
  if (scores.my_kyc_status !== undefined && scores.my_kyc_status >= (scores.kyc_duration ?? 0) && !HOW_LONG.test(fold(text)) && !/\b(when|until|by when)\b/.test(fold(text))) delete scores.kyc_duration
  // Several machine kinds, or one with "other stuff", asked without a count: what the platform has ("Habt ihr auch Walzen und Fertiger?").
  const kindWords = fold(text).split(' ').map((word) => detectCategory(word)).filter(Boolean)
  const kinds = new Set(kindWords)
  // (Three words of one kind, "Anbaugeräte wie Tieflöffel oder Abbruchhämmer", name that kind as a range too.)
  if (!concepts.has('count') && (kinds.size >= 2 || (kinds.size === 1 && (concepts.has('categories') || kindWords.length >= 3))) && !Object.entries(scores).some(([id, score]) => (score ?? 0) >= 4 && id !== 'live_count' && id !== 'categories')) {
    scores.categories = 5
    evidence.categories = ['machine_kind']
  }
  // "How do I see what these cost?": seeing prices, when nothing says the cost is extra or a fee.
  if (concepts.has('see') && concepts.has('cost') && !concepts.has('extra') && !concepts.has('fee') && (scores.see_prices ?? 0) < 4) {
    scores.see_prices = 4
    evidence.see_prices = ['see', 'cost']
  }

  // A stronger reading removes weaker readings of the same words; in a question that joins two,
  // only those whose words it used ("how long does verification take" is not also "how to verify").
  const joined = joins(text)
  const suppressedBy = suppressWeaker(scores, evidence, joined)

  const ranked = rank(scores)
  const [first, second] = ranked.filter(([, score]) => score >= ANSWER_AT)
  // Two answers only when two parts of a question that joins several each ask their own thing
  // ("Is the fee and VAT included?"), each part read on its own words, in the order asked; a part
  // that asks the general reading of what the whole question asks specifically gets the specific one.
  const { readings, unread } = first && joined ? partReadings(text, concepts) : { readings: [], unread: new Set<Concept>() }
  // A part's reading that the whole question's reading removed as the same words read weaker ("…or can I still change it" after "is my bid fixed") is that reading.
  // How to bid asked with its own evidence ("How do I place a bid and can I withdraw it?") is a question of its own, not the general reading of the other.
  const ownQuestion = (id: AnswerId) => id === 'how_to_bid' && scores.how_to_bid !== undefined && (evidence[id] ?? []).some((c) => c !== 'bid' && !(evidence[first[0]] ?? []).includes(c))
  // A part asking about invoices, where the whole question is the asker's own invoice, is that one ("send me my last invoice and tell me when to pay").
  // What a seller pays, asked beside how selling works ("How does selling work and what does it cost us?"), is the selling answer (its fee), not the buyer's fee or payment.
  const sellersCost = first?.[0] === 'selling' && (evidence.selling ?? []).some((c) => c === 'cost' || c === 'fee' || c === 'pay') && !BUYER_SIDE.test(fold(text))
  const asSellers = (id: AnswerId): AnswerId => (sellersCost && (id === 'fees' || id === 'payment' || (id === 'vat_export' && !(evidence.vat_export ?? []).includes('vat'))) ? 'selling' : id)
  const parts = readings.map((id) => asSellers(replaced.get(id) ?? id)).map((id) => ((sameTopic(first[0], id) && !ownQuestion(id)) || suppressedBy.get(id) === first[0] ? first[0] : id === 'invoice' && scores.my_invoice !== undefined ? 'my_invoice' : id))
  const distinct = [...new Set(parts)].filter((id) => !vetoed.has(id)).filter((id, i, all) => ownQuestion(id) || !all.some((other, j) => j !== i && GENERAL_READING[id]?.includes(other)))
  // More parts than answers: the two strongest readings of the whole question, in the order asked.
  const strongest = new Set([...distinct].sort((x, y) => partScore(scores, y) - partScore(scores, x)).slice(0, 2))
  let two = distinct.filter((id) => strongest.has(id))
  // One part read alone, the other only with it ("What documents do I need, and how long does it take?"): the part's reading and the whole question's.
  // (How to bid on its own words is no general reading here: "How do I place a bid, and once it's in can I still take it back?".)
  if (two.length === 1 && two[0] !== first[0] && (!GENERAL_READING[two[0]]?.includes(first[0]) || ownQuestion(two[0])) && (evidence[first[0]] ?? []).some((c) => unread.has(c))) two = [two[0], first[0]]
  // One part read alone, the whole question's strongest reading across the parts' words ("set a maximum and … ? And do you tell me when …?"): both, when both are strong and of different topics.
  else if (two.length === 1 && two[0] !== first[0] && first[1] >= 5 && (scores[two[0]] ?? 0) >= 5 && !GENERAL_READING[two[0]]?.includes(first[0]) && !GENERAL_READING[first[0]]?.includes(two[0]) && !(SUPPRESSES[first[0]] ?? []).includes(two[0]) && !(SUPPRESSES[two[0]] ?? []).includes(first[0])) two = [first[0], two[0]]
  // One part read, another part not ("What do I need to get verified, and how long will it take?"): the
  // whole question's next reading, when it rests on that part's words and is not the first one's general reading.
  if (two.length === 1 && two[0] === first[0] && unread.size > 0) {
    const next = ranked.find(([id, score]) => id !== first[0] && score >= 5 && (evidence[id] ?? []).some((c) => unread.has(c) && !(evidence[first[0]] ?? []).includes(c)) && !GENERAL_READING[id]?.includes(first[0]) && !GENERAL_READING[first[0]]?.includes(id))
    if (next) two = [first[0], next[0]]
  }
  const answerable: AnswerId[] = two.length === 2 && two.includes(first[0]) ? two : two.length === 2 && (scores[first[0]] ?? 0) <= Math.min(...two.map((id) => partScore(scores, id))) ? two : first ? [first[0]] : []
  // Two readings as strong as each other, in a question that asks one thing: ask which is meant.
  const ownWords = second && (evidence[second[0]] ?? []).some((c) => !(evidence[first[0]] ?? []).includes(c))
  if (answerable.length === 1 && !joined && second && ownWords && second[1] === first[1] && !['my_price', 'my_invoice'].includes(first[0])) {
    return { kind: 'clarify', choices: [first[0], second[0]], scores }
  }
  // Coverage: an answer resting only on broad words ("cost", "machine", "pay") does not cover a
  // question that also names something no answer knows ("How much do new tyres cost?"): a person.
  const people = namedPeople(text)
  const uncovered = uncoveredWords(unknown.filter((word) => !people.has(word)))
  if (answerable.length > 0 && uncovered.length > 0 && answerable.every((id) => (evidence[id] ?? []).every((c) => BROAD.has(c)))) {
    return { kind: 'handover', reason: 'unsure', scores, uncovered }
  }
  // "How much" beside a live auction is a count only when nothing else is measured ("wie viel Liter Hydrauliköl fasst der Bagger, der gerade versteigert wird?").
  if (answerable.includes('live_count') && !concepts.has('count') && uncovered.length > 0) return { kind: 'handover', reason: 'unsure', scores, uncovered }
  // The VAT cases exclude each other: a message read as two of them is unsure.
  // (A part that reads Germany only as where the machine stands is no second case: see `germanAsker`.)
  // VAT asked for several buying companies at once ("how is it handled depending on where the buying entity sits", "wie wird die
  // Umsatzsteuer jeweils berechnet", "je nach Land"): the general answer, which names every case.
  if (concepts.has('vat') && VAT_BY_CASE.test(fold(text)) && answerable.some((id) => GENERAL_READING.vat?.includes(id))) {
    const general = answerable.findIndex((id) => GENERAL_READING.vat?.includes(id))
    answerable.splice(0, answerable.length, ...answerable.map((id, index) => (index === general ? 'vat' : id)).filter((id) => !GENERAL_READING.vat?.includes(id)))
  }
  const cases = answerable.filter((id) => GENERAL_READING.vat?.includes(id))
  if (cases.length >= 2 && !(cases.length === 2 && cases.includes('vat_de') && !germanAsker())) return { kind: 'handover', reason: 'unsure', scores }
  // "Do you deliver or do we collect? And who pays for that?": who bears the collection's cost is the collection answer, no payment question.
  if (answerable.includes('collection') && answerable.includes('payment') && WHO_PAYS_IT.test(fold(text)) && !concepts.has('pay_method') && !concepts.has('deadline')) answerable.splice(answerable.indexOf('payment'), 1)
  // "A Dutch VAT number … German VAT": countries' tax, no question of the site's languages.
  if (answerable.includes('languages') && answerable.some((id) => GENERAL_READING.vat?.includes(id) || id === 'vat') && !concepts.has('language') && !concepts.has('speak')) answerable.splice(answerable.indexOf('languages'), 1)
  // VAT asked for a machine the asker will "bring back over here": where it goes, told, asks no collection.
  if (answerable.some((id) => id === 'vat' || GENERAL_READING.vat?.includes(id)) && answerable.includes('collection') && BRING_HOME_TOLD.test(fold(text)) && !TRANSPORT_ASKED.test(fold(text))) answerable.splice(answerable.indexOf('collection'), 1)
  // "Remind me before it closes, and what if the end is extended?": the reminder's answer says reminders move with an extension.
  if (answerable.includes('reminders') && answerable.includes('anti_sniping') && EXTENDED_END.test(fold(text)) && !SNIPE_WORDS.test(fold(text))) answerable.splice(answerable.indexOf('anti_sniping'), 1)
  if (answerable.length > 0) {
    let ids = cases.length === 2 ? answerable.filter((id) => id !== 'vat_de') : answerable
    if (ids.includes('my_price') && !context.seesPrices) ids = ids.map((id) => (id === 'my_price' ? 'see_prices' : id))
    return { kind: 'answer', ids: [...new Set(ids)], scores }
  }
  // A question that names something no answer covers is not narrowed down by asking back: a person.
  if (uncovered.length > 0) return { kind: 'handover', reason: 'unsure', scores, uncovered }
  const weak = ranked.filter(([, score]) => score >= CLARIFY_AT).map(([id]) => id)
  if (weak.length > 0) return { kind: 'clarify', choices: weak.slice(0, 3), scores }
  for (const [concept, choices] of CLARIFY_CHOICES) if (concepts.has(concept)) return { kind: 'clarify', choices, scores }
  if (concepts.has('generic') || concepts.has('account')) return { kind: 'clarify', choices: GENERAL_CHOICES, scores }
  // A bare "how…" is asked back, unless it is about something we do not know ("how is the weather"): a person.
  if (concepts.has('how') && !unknown.some((word) => word.length >= 4)) return { kind: 'clarify', choices: GENERAL_CHOICES, scores }
  return { kind: 'handover', reason: 'unsure', scores }
}
