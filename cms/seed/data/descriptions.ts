import type { Condition } from '@core/domain/catalog'
import type { MachineShape } from '../machine-drawings'
import type { Random } from '../random'
import type { MachineModel } from './machines'

/**
 * Listing texts in English and German, assembled from phrases a dealer would write.
 * The German phrases are written for German readers, not translated word by word.
 */

type Text = { en: string; de: string }
type Phrase = Text | ((rng: Random) => Text)

export type Bilingual = { en: string; de: string }

const tread = (en: string, de: string): Phrase => (rng) => {
  const pct = rng.int(5, 9) * 10
  return { en: `${en} approx. ${pct} %`, de: `${de} ca. ${pct} %` }
}

const COMMON_CAB: Phrase[] = [
  { en: 'Air conditioning, heated air-suspended seat', de: 'Klimaanlage, beheizter luftgefederter Fahrersitz' },
  { en: 'Rear-view camera', de: 'Rückfahrkamera' },
  { en: 'LED work lights all round', de: 'LED-Arbeitsscheinwerfer rundum' },
  { en: 'Automatic central lubrication', de: 'Automatische Zentralschmierung' },
]

const EQUIPMENT: Record<MachineShape, Phrase[]> = {
  crawler_excavator: [
    { en: 'Hydraulic quick coupler', de: 'Hydraulischer Schnellwechsler' },
    { en: 'Digging bucket and ditch cleaning bucket included', de: 'Tieflöffel und Grabenräumlöffel im Lieferumfang' },
    { en: 'Hammer and shear hydraulics', de: 'Hammer- und Scherenhydraulik' },
    { en: 'Pre-installation for a tiltrotator', de: 'Vorrüstung für Tiltrotator' },
    { en: 'Prepared for 2D/3D machine control', de: 'Vorbereitet für 2D-/3D-Maschinensteuerung' },
    { en: 'Hose burst valves and overload warning device', de: 'Schlauchbruchsicherungen und Überlastwarneinrichtung' },
    tread('600 mm triple grouser shoes,', '600-mm-Dreistegplatten,'),
    ...COMMON_CAB,
  ],
  wheeled_excavator: [
    { en: 'Hydraulic quick coupler', de: 'Hydraulischer Schnellwechsler' },
    { en: 'Dozer blade at the front, outriggers at the rear', de: 'Planierschild vorne, Pratzenabstützung hinten' },
    tread('Twin tyres,', 'Zwillingsbereifung,'),
    { en: 'Road registration', de: 'Straßenzulassung' },
    { en: 'Two-piece adjustable boom', de: 'Verstellausleger' },
    { en: 'Hammer and shear hydraulics', de: 'Hammer- und Scherenhydraulik' },
    { en: 'Pre-installation for a tiltrotator', de: 'Vorrüstung für Tiltrotator' },
    ...COMMON_CAB,
  ],
  mini_excavator: [
    { en: 'Hydraulic quick coupler', de: 'Hydraulischer Schnellwechsler' },
    { en: 'Dozer blade', de: 'Planierschild' },
    tread('Rubber tracks,', 'Gummiketten,'),
    { en: 'Three buckets (300, 600 and 1,200 mm ditching)', de: 'Drei Löffel (300 und 600 mm, Grabenräumlöffel 1.200 mm)' },
    { en: 'Auxiliary hydraulics for a hammer', de: 'Zusatzhydraulik für Hammerbetrieb' },
    { en: 'Enclosed cab with heating', de: 'Geschlossene Kabine mit Heizung' },
    { en: 'Trailer package: tie-down points, beacon', de: 'Transportpaket: Verzurrpunkte, Rundumleuchte' },
  ],
  wheel_loader: [
    { en: 'Standard bucket with bolt-on cutting edge', de: 'Standardschaufel mit angeschraubter Schneide' },
    { en: 'Hydraulic quick coupler', de: 'Hydraulischer Schnellwechsler' },
    { en: 'Pallet forks included', de: 'Palettengabel im Lieferumfang' },
    { en: 'Ride control (boom suspension)', de: 'Lastschwingungsdämpfung (Ride Control)' },
    { en: 'On-board weighing system', de: 'Integrierte Wiegeeinrichtung' },
    { en: 'Third hydraulic circuit', de: 'Dritter Steuerkreis' },
    { en: 'Limited-slip differentials front and rear', de: 'Sperrdifferenziale vorne und hinten' },
    tread('Tyres', 'Bereifung'),
    ...COMMON_CAB,
  ],
  mobile_crane: [
    { en: 'Double folding jib', de: 'Doppelklappspitze' },
    { en: 'Full counterweight on board', de: 'Voller Ballast im Lieferumfang' },
    { en: 'Auxiliary hoist', de: 'Hilfshubwerk' },
    { en: 'Variable outrigger base', de: 'Variable Abstützbasis' },
    { en: 'Load moment limiter with complete documentation', de: 'Lastmomentbegrenzer mit vollständiger Dokumentation' },
    { en: 'Tiltable crane cab', de: 'Neigbare Krankabine' },
    tread('Tyres', 'Bereifung'),
    (rng) => {
      const date = `${String(rng.int(1, 12)).padStart(2, '0')}/${rng.int(2026, 2027)}`
      return { en: `Annual crane inspection valid until ${date}`, de: `Jährliche Kranprüfung gültig bis ${date}` }
    },
  ],
  crawler_crane: [
    { en: 'Main boom with fly jib', de: 'Hauptausleger mit Hilfsspitze' },
    { en: 'Full counterweight and car body weights', de: 'Voller Oberwagen- und Zentralballast' },
    { en: 'Self-assembly system', de: 'Selbstmontagesystem' },
    { en: 'Free-fall winches', de: 'Freifallwinden' },
    { en: 'Load moment limiter with data logger', de: 'Lastmomentbegrenzer mit Datenschreiber' },
    tread('Undercarriage', 'Laufwerk'),
  ],
  hydraulic_hammer: [
    { en: 'Hoses and couplings included', de: 'Schläuche und Kupplungen inklusive' },
    { en: 'Top bracket for an S70 quick coupler', de: 'Adapterplatte für Schnellwechsler S70' },
    { en: 'Spare chisel and bushing set', de: 'Ersatzmeißel und Buchsensatz' },
    { en: 'Noise-reduced housing', de: 'Schallgedämpftes Gehäuse' },
    { en: 'Prepared for automatic lubrication', de: 'Vorbereitet für automatische Schmierung' },
  ],
  sorting_grapple: [
    { en: 'Hoses and couplings included', de: 'Schläuche und Kupplungen inklusive' },
    { en: 'Top bracket for an S70 quick coupler', de: 'Adapterplatte für Schnellwechsler S70' },
    { en: 'Replaceable wear teeth', de: 'Austauschbare Verschleißzähne' },
    { en: 'Rotator with pressure relief valve', de: 'Rotator mit Druckbegrenzungsventil' },
    { en: 'Stored indoors when not in use', de: 'Bei Nichtgebrauch in der Halle gelagert' },
  ],
  tiltrotator: [
    { en: 'S60 coupler top and bottom', de: 'Schnellwechsler S60 oben und unten' },
    { en: 'Gripper module', de: 'Greifermodul' },
    { en: 'Control system with joystick kit', de: 'Steuerung mit Joystick-Satz' },
    { en: 'Hoses and couplings included', de: 'Schläuche und Kupplungen inklusive' },
    { en: 'Stored indoors when not in use', de: 'Bei Nichtgebrauch in der Halle gelagert' },
  ],
  dozer: [
    { en: 'Semi-U blade with tilt', de: 'Semi-U-Schild mit Tiltfunktion' },
    { en: 'Single-shank ripper', de: 'Einzahn-Heckaufreißer' },
    { en: 'Prepared for 3D machine control', de: 'Vorbereitet für 3D-Maschinensteuerung' },
    { en: 'Protective screens on the cab', de: 'Kabinenschutzgitter' },
    { en: 'Rear drawbar', de: 'Zugpendel' },
    tread('Undercarriage', 'Laufwerk'),
    ...COMMON_CAB,
  ],
  telehandler: [
    { en: 'Pallet forks 1,200 mm', de: 'Palettengabel 1.200 mm' },
    { en: 'Hydraulic carriage with quick coupler', de: 'Hydraulischer Geräteträger mit Schnellwechsel' },
    { en: 'Auxiliary hydraulics at the boom head', de: 'Zusatzhydraulik am Auslegerkopf' },
    { en: 'Road registration, 40 km/h', de: 'Straßenzulassung, 40 km/h' },
    { en: 'Crab steering and four-wheel steering', de: 'Hundegang und Allradlenkung' },
    { en: 'Trailer coupling', de: 'Anhängerkupplung' },
    { en: 'Radio remote control', de: 'Funkfernsteuerung' },
    tread('Tyres', 'Bereifung'),
    { en: 'Air conditioning', de: 'Klimaanlage' },
  ],
  articulated_dump_truck: [
    { en: 'Tailgate', de: 'Heckklappe' },
    { en: 'Body heating via exhaust', de: 'Muldenheizung über Abgas' },
    { en: 'On-board weighing system', de: 'Integriertes Wiegesystem' },
    { en: 'Automatic traction control', de: 'Automatische Traktionskontrolle' },
    { en: 'Hill start assist', de: 'Berganfahrhilfe' },
    { en: 'Wear plates in the body', de: 'Verschleißbleche in der Mulde' },
    tread('Tyres', 'Bereifung'),
    ...COMMON_CAB.slice(0, 2),
  ],
  site_dumper: [
    { en: 'ROPS frame and seat belt', de: 'ROPS-Bügel und Sicherheitsgurt' },
    { en: 'Road lighting kit', de: 'Straßenbeleuchtung' },
    { en: 'Beacon and reversing alarm', de: 'Rundumleuchte und Rückfahrwarner' },
    { en: 'Four-wheel drive', de: 'Allradantrieb' },
    { en: 'Engine immobiliser', de: 'Wegfahrsperre' },
    tread('Tyres', 'Bereifung'),
  ],
  single_drum_roller: [
    { en: 'Padfoot shell kit included', de: 'Polygonschalen-Satz im Lieferumfang' },
    { en: 'Compaction meter', de: 'Verdichtungsmesser' },
    { en: 'ROPS/FOPS cab with air conditioning', de: 'ROPS/FOPS-Kabine mit Klimaanlage' },
    { en: 'Dozer blade', de: 'Planierschild' },
    { en: 'Two amplitudes', de: 'Zwei Amplituden' },
    tread('Tyres', 'Bereifung'),
  ],
  tandem_roller: [
    { en: 'Water sprinkler system with pressure pump', de: 'Berieselungsanlage mit Druckpumpe' },
    { en: 'Edge compactor and cutter', de: 'Kantenandrück- und Schneidgerät' },
    { en: 'Chip spreader', de: 'Splittstreuer' },
    { en: 'Foldable ROPS', de: 'Klappbarer ROPS-Bügel' },
    { en: 'Oscillation on the rear drum', de: 'Oszillation an der Hinterbandage' },
    { en: 'Compaction meter', de: 'Verdichtungsmesser' },
  ],
  pneumatic_roller: [
    { en: 'Thermal aprons', de: 'Thermoschürzen' },
    { en: 'Ballast set', de: 'Ballastsatz' },
    { en: 'Central tyre inflation system', de: 'Reifendruckregelanlage' },
    { en: 'ROPS cab with air conditioning', de: 'ROPS-Kabine mit Klimaanlage' },
    { en: 'Sprinkler system for water or release agent', de: 'Berieselung mit Wasser oder Trennmittel' },
  ],
  tracked_paver: [
    { en: 'Electrically heated screed', de: 'Elektrisch beheizte Bohle' },
    { en: 'Screed extensions', de: 'Bohlenverbreiterungen' },
    { en: 'Levelling system with sonic ski', de: 'Nivellierung mit Sonic-Ski' },
    { en: 'LED light balloon', de: 'LED-Leuchtballon' },
    { en: 'Emulsion spraying system', de: 'Emulsionssprühanlage' },
    { en: 'Weather roof', de: 'Wetterschutzdach' },
    tread('Tracks', 'Laufwerk'),
  ],
  cold_milling_machine: [
    (rng) => {
      const pct = rng.int(5, 9) * 10
      return { en: `Milling drum with picks approx. ${pct} %`, de: `Fräswalze, Meißel ca. ${pct} %` }
    },
    { en: 'Folding loading conveyor', de: 'Klappbares Verladeband' },
    { en: 'Automatic levelling with multiplex sensors', de: 'Automatische Nivellierung mit Multiplex-Sensoren' },
    { en: 'Water spray system', de: 'Wasserberieselung' },
    { en: 'Camera system at the conveyor', de: 'Kamerasystem am Verladeband' },
    { en: 'Weather roof', de: 'Wetterschutzdach' },
    tread('Tracks', 'Laufwerke'),
  ],
}

const isAttachment = (machine: MachineModel) => machine.category === 'attachments'

const historyPhrases = (machine: MachineModel, hours: number, year: number): Phrase[] => {
  if (isAttachment(machine)) {
    return [
      { en: 'Used on a single carrier and greased daily.', de: 'Nur an einem Trägergerät eingesetzt und täglich abgeschmiert.' },
      (rng) => {
        const when = Math.min(2025, year + rng.int(1, 3))
        return { en: `Seals replaced in ${when}.`, de: `Dichtungen ${when} erneuert.` }
      },
      { en: 'Bought new by the current owner; invoice available.', de: 'Vom jetzigen Eigentümer neu gekauft; Rechnung liegt vor.' },
    ]
  }
  const lastService = Math.max(250, Math.floor(hours / 500) * 500)
  return [
    { en: `Serviced by the authorised ${machine.brand} dealer; complete service records.`, de: `Wartung beim ${machine.brand}-Vertragshändler; lückenloses Serviceheft.` },
    {
      en: `Last major service at ${lastService.toLocaleString('en-GB')} hours (engine oil, hydraulic filters, air filters); invoices available.`,
      de: `Letzte große Inspektion bei ${lastService.toLocaleString('de-DE')} Betriebsstunden (Motoröl, Hydraulikfilter, Luftfilter); Rechnungen liegen vor.`,
    },
    { en: 'First owner, used by a regional civil engineering contractor.', de: 'Aus erster Hand, eingesetzt bei einem regionalen Tiefbauunternehmen.' },
    { en: 'Regular oil analyses; the latest showed no findings.', de: 'Regelmäßige Ölanalysen; die letzte Analyse war ohne Befund.' },
    { en: 'Ex rental fleet with documented maintenance intervals.', de: 'Aus einer Mietflotte mit dokumentierten Wartungsintervallen.' },
  ]
}

const MINOR_ISSUES: Text[] = [
  { en: 'slight oil sweating at one cylinder', de: 'leichtes Schwitzen an einem Zylinder' },
  { en: 'cracked side window', de: 'Seitenscheibe gesprungen' },
  { en: 'air conditioning needs regassing', de: 'Klimaanlage muss neu befüllt werden' },
  { en: 'torn seat cover', de: 'Sitzbezug eingerissen' },
  { en: 'dents in the rear panels', de: 'Dellen in der Heckverkleidung' },
]

const MAJOR_ISSUES: Text[] = [
  { en: 'Engine loses power under load, turbocharger suspected', de: 'Motor verliert unter Last Leistung, vermutlich ist der Turbolader defekt' },
  { en: 'Hydraulic leak at the main control valve', de: 'Hydraulikleck am Hauptsteuerblock' },
  { en: 'Gearbox does not engage third gear', de: 'Getriebe schaltet nicht in den dritten Gang' },
]

const ATTACHMENT_ISSUES: { minor: Text[]; major: Text[] } = {
  minor: [
    { en: 'paint worn on the housing', de: 'Lack am Gehäuse abgenutzt' },
    { en: 'bushings close to the wear limit', de: 'Buchsen nahe an der Verschleißgrenze' },
  ],
  major: [
    { en: 'Piston seal leaking, a seal kit is needed', de: 'Kolbendichtung undicht, ein Dichtungssatz wird benötigt' },
    { en: 'Crack at a weld seam of the bracket', de: 'Riss an einer Schweißnaht der Adapterplatte' },
  ],
}

const conditionText = (rng: Random, machine: MachineModel, condition: Condition): Text => {
  const issues = isAttachment(machine) ? ATTACHMENT_ISSUES : { minor: MINOR_ISSUES, major: MAJOR_ISSUES }
  switch (condition) {
    case 'excellent':
      return {
        en: 'Very clean unit with minimal signs of use; no leaks, all functions tested.',
        de: 'Sehr gepflegter Zustand mit minimalen Gebrauchsspuren; keine Undichtigkeiten, alle Funktionen geprüft.',
      }
    case 'good':
      return {
        en: 'Normal signs of use for its age and a few paint scratches. Starts, runs and works without problems.',
        de: 'Altersgemäße Gebrauchsspuren und einige Lackkratzer. Startet, läuft und arbeitet ohne Probleme.',
      }
    case 'fair': {
      const issue = rng.pick(issues.minor)
      return {
        en: `Visible wear, ${issue.en}. Fully operational and priced accordingly.`,
        de: `Deutliche Gebrauchsspuren, ${issue.de}. Voll einsatzfähig, Preis entsprechend.`,
      }
    }
    case 'needs_repair': {
      const issue = rng.pick(issues.major)
      return { en: `${issue.en}. Sold as a repair project.`, de: `${issue.de}. Verkauf als Reparaturobjekt.` }
    }
  }
}

const resolve = (phrase: Phrase, rng: Random): Text => (typeof phrase === 'function' ? phrase(rng) : phrase)

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export type DescriptionInput = {
  machine: MachineModel
  year: number
  hours: number
  city: string
  condition: Condition
}

/** The listing's Markdown description: intro, equipment bullets, service history, condition. */
export const describeListing = (rng: Random, input: DescriptionInput): Bilingual => {
  const { machine, year, hours, city, condition } = input
  const equipment = rng
    .shuffle(EQUIPMENT[machine.shape])
    .slice(0, rng.int(3, 5))
    .map((phrase) => resolve(phrase, rng))
  const history = rng
    .shuffle(historyPhrases(machine, hours, year))
    .slice(0, rng.int(1, 2))
    .map((phrase) => resolve(phrase, rng))
  const state = conditionText(rng, machine, condition)
  const hoursEn = hours.toLocaleString('en-GB')
  const hoursDe = hours.toLocaleString('de-DE')
  const name = `${machine.brand} ${machine.model}`

  const en = [
    `${capitalise(machine.kind.en)} ${name} from ${year} with ${hoursEn} operating hours, located in ${city}. ${machine.spec.en}`,
    `**Equipment**\n\n${equipment.map((item) => `- ${item.en}`).join('\n')}`,
    `**Service history:** ${history.map((item) => item.en).join(' ')}`,
    `**Condition:** ${state.en} Sold as is; viewing in ${city} by appointment.`,
  ].join('\n\n')

  const de = [
    `${capitalise(machine.kind.de)} ${name}, Baujahr ${year}, ${hoursDe} Betriebsstunden, Standort ${city}. ${machine.spec.de}`,
    `**Ausstattung**\n\n${equipment.map((item) => `- ${item.de}`).join('\n')}`,
    `**Wartung:** ${history.map((item) => item.de).join(' ')}`,
    `**Zustand:** ${state.de} Verkauf wie besichtigt; Besichtigung in ${city} nach Vereinbarung.`,
  ].join('\n\n')

  return { en, de }
}

const RATING_WORDS: Record<number, Text> = {
  5: { en: 'very good', de: 'sehr gut' },
  4: { en: 'good', de: 'gut' },
  3: { en: 'satisfactory', de: 'befriedigend' },
  2: { en: 'poor', de: 'mangelhaft' },
}

const RATING_BY_CONDITION: Record<Condition, number> = { excellent: 5, good: 4, fair: 3, needs_repair: 2 }

const RUNNING_GEAR: Partial<Record<MachineShape, Text>> = {
  crawler_excavator: { en: 'Undercarriage', de: 'Laufwerk' },
  mini_excavator: { en: 'Rubber tracks', de: 'Gummiketten' },
  dozer: { en: 'Undercarriage', de: 'Laufwerk' },
  crawler_crane: { en: 'Undercarriage', de: 'Laufwerk' },
  tracked_paver: { en: 'Tracks', de: 'Laufwerk' },
  cold_milling_machine: { en: 'Tracks', de: 'Laufwerke' },
  tandem_roller: { en: 'Drums', de: 'Bandagen' },
}

export type InspectionFindings = {
  rating: number
  /** Findings as label/value pairs in both languages, for the summary and the PDF. */
  items: { label: Text; value: Text }[]
  summary: Bilingual
}

/** A third-party inspection summary that agrees with the listing's condition. */
export const describeInspection = (rng: Random, machine: MachineModel, condition: Condition): InspectionFindings => {
  const rating = RATING_BY_CONDITION[condition]
  const remaining = rng.int(rating + 2, rating + 4) * 10
  const clean = rating >= 4
  const items: { label: Text; value: Text }[] = []
  if (isAttachment(machine)) {
    items.push(
      { label: { en: 'Housing and bracket', de: 'Gehäuse und Adapterplatte' }, value: clean ? { en: 'no cracks or weld repairs', de: 'keine Risse oder Schweißreparaturen' } : { en: 'paint damage, no cracks', de: 'Lackschäden, keine Risse' } },
      { label: { en: 'Wear parts', de: 'Verschleißteile' }, value: { en: `approx. ${remaining} % remaining`, de: `ca. ${remaining} % Restsubstanz` } },
      { label: { en: 'Seals', de: 'Dichtungen' }, value: rating >= 3 ? { en: 'no leaks', de: 'keine Undichtigkeiten' } : { en: 'piston seal leaking', de: 'Kolbendichtung undicht' } },
      { label: { en: 'Function test on a carrier', de: 'Funktionsprüfung am Trägergerät' }, value: rating >= 3 ? { en: 'passed', de: 'bestanden' } : { en: 'reduced performance', de: 'verminderte Leistung' } },
    )
  } else {
    const gear = RUNNING_GEAR[machine.shape] ?? { en: 'Tyres', de: 'Bereifung' }
    items.push(
      {
        label: { en: 'Engine', de: 'Motor' },
        value: rating >= 3
          ? rng.pick([
              { en: 'starts cold without smoke, no abnormal noise', de: 'springt kalt ohne Rauchentwicklung an, keine auffälligen Geräusche' },
              { en: 'blow-by within limits, no leaks', de: 'Blow-by im Normbereich, keine Undichtigkeiten' },
            ])
          : { en: 'see the remarks in the seller\'s description', de: 'siehe Anmerkungen in der Verkäuferbeschreibung' },
      },
      {
        label: { en: 'Hydraulics', de: 'Hydraulik' },
        value: clean
          ? { en: 'all functions at specified speed, no leaks', de: 'alle Funktionen in Sollgeschwindigkeit, keine Undichtigkeiten' }
          : { en: 'pressures within spec, slight sweating at one hose', de: 'Drücke im Sollbereich, leichtes Schwitzen an einer Schlauchleitung' },
      },
      { label: gear, value: { en: `approx. ${remaining} % remaining`, de: `ca. ${remaining} % Restsubstanz` } },
      {
        label: { en: 'Structure', de: 'Stahlbau' },
        value: clean
          ? { en: 'no cracks or weld repairs found', de: 'keine Risse oder Schweißreparaturen festgestellt' }
          : { en: 'pins and bushings with noticeable play, no cracks', de: 'Bolzen und Buchsen mit spürbarem Spiel, keine Risse' },
      },
      {
        label: { en: 'Cab and electrics', de: 'Kabine und Elektrik' },
        value: { en: 'fault memory read out, no active faults', de: 'Fehlerspeicher ausgelesen, keine aktiven Fehler' },
      },
    )
  }
  const word = RATING_WORDS[rating]
  const summary = {
    en: `**Overall rating: ${rating}/5** (${word.en})\n\n${items.map((item) => `- ${item.label.en}: ${item.value.en}`).join('\n')}`,
    de: `**Gesamtbewertung: ${rating}/5** (${word.de})\n\n${items.map((item) => `- ${item.label.de}: ${item.value.de}`).join('\n')}`,
  }
  return { rating, items, summary }
}
