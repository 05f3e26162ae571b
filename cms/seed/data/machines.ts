import type { Brand, Category } from '@core/domain/catalog'
import type { MachineShape } from '../machine-drawings'

type Text = { en: string; de: string }

/** One machine model the demo catalogue offers; listings.ts turns each into a listing. */
export type MachineModel = {
  brand: Brand
  model: string
  category: Category
  shape: MachineShape
  kind: Text
  /** Build years the model was sold in (inclusive). */
  years: [number, number]
  /** Typical used price in euros of a unit from the newest build year. */
  value: number
  /** Operating weight in tonnes (the list's weight filter). */
  weight: number
  spec: Text
}

const k = {
  crawlerExcavator: { en: 'crawler excavator', de: 'Kettenbagger' },
  wheeledExcavator: { en: 'wheeled excavator', de: 'Mobilbagger' },
  midiExcavator: { en: 'midi excavator', de: 'Midibagger' },
  miniExcavator: { en: 'mini excavator', de: 'Minibagger' },
  wheelLoader: { en: 'wheel loader', de: 'Radlader' },
  compactLoader: { en: 'compact wheel loader', de: 'Kompaktradlader' },
  allTerrainCrane: { en: 'all-terrain crane', de: 'Mobilkran' },
  truckCrane: { en: 'truck crane', de: 'Autokran' },
  crawlerCrane: { en: 'crawler crane', de: 'Raupenkran' },
  hammer: { en: 'hydraulic hammer', de: 'Hydraulikhammer' },
  sortingGrapple: { en: 'sorting grapple', de: 'Sortiergreifer' },
  multiProcessor: { en: 'multi-processor', de: 'Multiprozessor' },
  tiltrotator: { en: 'tiltrotator', de: 'Tiltrotator' },
  dozer: { en: 'crawler dozer', de: 'Planierraupe' },
  telehandler: { en: 'telehandler', de: 'Teleskoplader' },
  rotoTelehandler: { en: 'rotating telehandler', de: 'drehbarer Teleskoplader' },
  adt: { en: 'articulated dump truck', de: 'knickgelenkter Muldenkipper' },
  siteDumper: { en: 'site dumper', de: 'Dumper' },
  singleDrum: { en: 'single drum roller', de: 'Walzenzug' },
  tandem: { en: 'tandem roller', de: 'Tandemwalze' },
  pneumatic: { en: 'pneumatic tyred roller', de: 'Gummiradwalze' },
  paver: { en: 'tracked asphalt paver', de: 'Raupen-Asphaltfertiger' },
  coldMill: { en: 'cold milling machine', de: 'Kaltfräse' },
} satisfies Record<string, Text>

/** Operating weight and engine power, written both ways. */
const weightPower = (tonnes: number, kw: number): Text => ({
  en: `Operating weight approx. ${tonnes.toLocaleString('en-GB')} t, engine output ${kw} kW.`,
  de: `Einsatzgewicht ca. ${tonnes.toLocaleString('de-DE')} t, Motorleistung ${kw} kW.`,
})

export const MACHINES: MachineModel[] = [
  // Excavators
  { brand: 'Caterpillar', model: '320 GC', category: 'excavators', shape: 'crawler_excavator', kind: k.crawlerExcavator, years: [2018, 2024], value: 150_000, weight: 21.5, spec: weightPower(21.5, 110) },
  { brand: 'Komatsu', model: 'PC210LC-11', category: 'excavators', shape: 'crawler_excavator', kind: k.crawlerExcavator, years: [2016, 2023], value: 140_000, weight: 22.5, spec: weightPower(22.5, 123) },
  { brand: 'Hitachi', model: 'ZX350LC-6', category: 'excavators', shape: 'crawler_excavator', kind: k.crawlerExcavator, years: [2014, 2021], value: 190_000, weight: 35, spec: weightPower(35, 202) },
  { brand: 'Liebherr', model: 'R 926', category: 'excavators', shape: 'crawler_excavator', kind: k.crawlerExcavator, years: [2016, 2023], value: 210_000, weight: 27, spec: weightPower(27, 150) },
  { brand: 'Liebherr', model: 'A 918 Compact', category: 'excavators', shape: 'wheeled_excavator', kind: k.wheeledExcavator, years: [2014, 2022], value: 160_000, weight: 19.5, spec: weightPower(19.5, 115) },
  { brand: 'Volvo', model: 'EW160E', category: 'excavators', shape: 'wheeled_excavator', kind: k.wheeledExcavator, years: [2015, 2021], value: 120_000, weight: 17, spec: weightPower(17, 129) },
  { brand: 'JCB', model: 'JS220', category: 'excavators', shape: 'crawler_excavator', kind: k.crawlerExcavator, years: [2010, 2019], value: 80_000, weight: 22, spec: weightPower(22, 129) },
  { brand: 'Develon', model: 'DX225LC-7', category: 'excavators', shape: 'crawler_excavator', kind: k.crawlerExcavator, years: [2022, 2024], value: 150_000, weight: 22.5, spec: weightPower(22.5, 123) },
  { brand: 'Doosan', model: 'DX140W-5', category: 'excavators', shape: 'wheeled_excavator', kind: k.wheeledExcavator, years: [2014, 2021], value: 85_000, weight: 14.5, spec: weightPower(14.5, 105) },
  { brand: 'Hyundai', model: 'HX220AL', category: 'excavators', shape: 'crawler_excavator', kind: k.crawlerExcavator, years: [2019, 2024], value: 120_000, weight: 22.5, spec: weightPower(22.5, 128) },
  { brand: 'Kobelco', model: 'SK210LC-10', category: 'excavators', shape: 'crawler_excavator', kind: k.crawlerExcavator, years: [2016, 2022], value: 115_000, weight: 21.5, spec: weightPower(21.5, 114) },
  { brand: 'Takeuchi', model: 'TB290', category: 'excavators', shape: 'mini_excavator', kind: k.midiExcavator, years: [2013, 2022], value: 65_000, weight: 8.6, spec: weightPower(8.6, 49) },
  { brand: 'Bobcat', model: 'E60', category: 'excavators', shape: 'mini_excavator', kind: k.miniExcavator, years: [2015, 2023], value: 48_000, weight: 5.9, spec: weightPower(5.9, 36) },
  { brand: 'SANY', model: 'SY215C', category: 'excavators', shape: 'crawler_excavator', kind: k.crawlerExcavator, years: [2015, 2023], value: 75_000, weight: 21.5, spec: weightPower(21.5, 118) },

  // Wheel loaders
  { brand: 'Caterpillar', model: '950 GC', category: 'wheel_loaders', shape: 'wheel_loader', kind: k.wheelLoader, years: [2018, 2024], value: 170_000, weight: 18.7, spec: weightPower(18.7, 168) },
  { brand: 'Komatsu', model: 'WA320-8', category: 'wheel_loaders', shape: 'wheel_loader', kind: k.wheelLoader, years: [2018, 2024], value: 130_000, weight: 14.5, spec: weightPower(14.5, 114) },
  { brand: 'Liebherr', model: 'L 556', category: 'wheel_loaders', shape: 'wheel_loader', kind: k.wheelLoader, years: [2012, 2021], value: 160_000, weight: 17.5, spec: weightPower(17.5, 140) },
  { brand: 'Volvo', model: 'L120H', category: 'wheel_loaders', shape: 'wheel_loader', kind: k.wheelLoader, years: [2015, 2022], value: 170_000, weight: 20, spec: weightPower(20, 203) },
  { brand: 'JCB', model: '457', category: 'wheel_loaders', shape: 'wheel_loader', kind: k.wheelLoader, years: [2010, 2020], value: 95_000, weight: 19, spec: weightPower(19, 186) },
  { brand: 'CASE', model: '621G', category: 'wheel_loaders', shape: 'wheel_loader', kind: k.wheelLoader, years: [2016, 2023], value: 95_000, weight: 12.5, spec: weightPower(12.5, 106) },
  { brand: 'Hyundai', model: 'HL940A', category: 'wheel_loaders', shape: 'wheel_loader', kind: k.wheelLoader, years: [2019, 2024], value: 100_000, weight: 12.5, spec: weightPower(12.5, 105) },
  { brand: 'Doosan', model: 'DL250-5', category: 'wheel_loaders', shape: 'wheel_loader', kind: k.wheelLoader, years: [2014, 2021], value: 85_000, weight: 14, spec: weightPower(14, 129) },
  { brand: 'Hitachi', model: 'ZW220-6', category: 'wheel_loaders', shape: 'wheel_loader', kind: k.wheelLoader, years: [2017, 2023], value: 150_000, weight: 18, spec: weightPower(18, 149) },
  { brand: 'XCMG', model: 'LW300FN', category: 'wheel_loaders', shape: 'wheel_loader', kind: k.compactLoader, years: [2015, 2022], value: 35_000, weight: 10.5, spec: weightPower(10.5, 92) },

  // Cranes
  {
    brand: 'Liebherr', model: 'LTM 1060-3.1', category: 'cranes', shape: 'mobile_crane', kind: k.allTerrainCrane, years: [2008, 2018], value: 420_000, weight: 36,
    spec: { en: '60 t max. lifting capacity, 48 m telescopic boom, three axles.', de: '60 t max. Tragkraft, 48 m Teleskopausleger, drei Achsen.' },
  },
  {
    brand: 'Liebherr', model: 'LTM 1090-4.2', category: 'cranes', shape: 'mobile_crane', kind: k.allTerrainCrane, years: [2010, 2020], value: 560_000, weight: 48,
    spec: { en: '90 t max. lifting capacity, 60 m telescopic boom, four axles.', de: '90 t max. Tragkraft, 60 m Teleskopausleger, vier Achsen.' },
  },
  {
    brand: 'XCMG', model: 'XCA60E', category: 'cranes', shape: 'mobile_crane', kind: k.allTerrainCrane, years: [2017, 2023], value: 260_000, weight: 36,
    spec: { en: '60 t max. lifting capacity, 50 m main boom, three axles.', de: '60 t max. Tragkraft, 50 m Hauptausleger, drei Achsen.' },
  },
  {
    brand: 'SANY', model: 'STC250', category: 'cranes', shape: 'mobile_crane', kind: k.truckCrane, years: [2012, 2020], value: 110_000, weight: 32,
    spec: { en: '25 t max. lifting capacity, 41 m five-section boom.', de: '25 t max. Tragkraft, 41 m fünfteiliger Ausleger.' },
  },
  {
    brand: 'Kobelco', model: 'CKE900G-3', category: 'cranes', shape: 'crawler_crane', kind: k.crawlerCrane, years: [2014, 2021], value: 420_000, weight: 85,
    spec: { en: '90 t max. lifting capacity, lattice boom up to 61 m.', de: '90 t max. Tragkraft, Gittermastausleger bis 61 m.' },
  },

  // Attachments
  {
    brand: 'Caterpillar', model: 'H140 GC', category: 'attachments', shape: 'hydraulic_hammer', kind: k.hammer, years: [2019, 2024], value: 30_000, weight: 2.3,
    spec: { en: 'For carriers of approx. 26–45 t, service weight approx. 2,300 kg.', de: 'Für Trägergeräte von ca. 26–45 t, Dienstgewicht ca. 2.300 kg.' },
  },
  {
    brand: 'Bobcat', model: 'HB1380', category: 'attachments', shape: 'hydraulic_hammer', kind: k.hammer, years: [2014, 2023], value: 11_000, weight: 0.72,
    spec: { en: 'For carriers of approx. 8–14 t, service weight approx. 720 kg.', de: 'Für Trägergeräte von ca. 8–14 t, Dienstgewicht ca. 720 kg.' },
  },
  {
    brand: 'Liebherr', model: 'SG 25B', category: 'attachments', shape: 'sorting_grapple', kind: k.sortingGrapple, years: [2015, 2022], value: 22_000, weight: 1.9,
    spec: { en: 'For excavators of 20–30 t, endless 360° rotation.', de: 'Für Bagger von 20–30 t, endlos drehbar (360°).' },
  },
  {
    brand: 'Caterpillar', model: 'TRS14', category: 'attachments', shape: 'tiltrotator', kind: k.tiltrotator, years: [2021, 2024], value: 28_000, weight: 0.5,
    spec: { en: 'For excavators of approx. 12–19 t, tilt angle ±40°, S60 coupler.', de: 'Für Bagger von ca. 12–19 t, Tiltwinkel ±40°, Schnellwechsler S60.' },
  },
  {
    brand: 'Caterpillar', model: 'MP318', category: 'attachments', shape: 'sorting_grapple', kind: k.multiProcessor, years: [2016, 2023], value: 30_000, weight: 1.9,
    spec: { en: 'For excavators of 18–25 t, delivered with pulverizer jaw set.', de: 'Für Bagger von 18–25 t, geliefert mit Pulverisierer-Backensatz.' },
  },

  // Dozers
  { brand: 'Caterpillar', model: 'D6K2 LGP', category: 'dozers', shape: 'dozer', kind: k.dozer, years: [2013, 2021], value: 120_000, weight: 13.5, spec: weightPower(13.5, 97) },
  { brand: 'Komatsu', model: 'D61PXi-24', category: 'dozers', shape: 'dozer', kind: k.dozer, years: [2016, 2023], value: 190_000, weight: 19, spec: weightPower(19, 125) },
  { brand: 'Komatsu', model: 'D65EX-18', category: 'dozers', shape: 'dozer', kind: k.dozer, years: [2014, 2022], value: 170_000, weight: 23, spec: weightPower(23, 162) },
  { brand: 'Liebherr', model: 'PR 736', category: 'dozers', shape: 'dozer', kind: k.dozer, years: [2013, 2022], value: 180_000, weight: 22, spec: weightPower(22, 150) },
  { brand: 'CASE', model: '1650M', category: 'dozers', shape: 'dozer', kind: k.dozer, years: [2012, 2021], value: 95_000, weight: 16, spec: weightPower(16, 97) },
  { brand: 'XCMG', model: 'TY230', category: 'dozers', shape: 'dozer', kind: k.dozer, years: [2015, 2022], value: 85_000, weight: 25, spec: weightPower(25, 175) },

  // Telehandlers
  {
    brand: 'Manitou', model: 'MT 1840', category: 'telehandlers', shape: 'telehandler', kind: k.telehandler, years: [2013, 2023], value: 95_000, weight: 11.5,
    spec: { en: '4 t lifting capacity, 18 m lift height.', de: '4 t Tragfähigkeit, 18 m Hubhöhe.' },
  },
  {
    brand: 'Manitou', model: 'MRT 2150 Privilege+', category: 'telehandlers', shape: 'telehandler', kind: k.rotoTelehandler, years: [2012, 2021], value: 140_000, weight: 16.5,
    spec: { en: '5 t lifting capacity, 21 m lift height, continuous rotation.', de: '5 t Tragfähigkeit, 21 m Hubhöhe, endlos drehbar.' },
  },
  {
    brand: 'Merlo', model: 'P 40.17', category: 'telehandlers', shape: 'telehandler', kind: k.telehandler, years: [2014, 2023], value: 80_000, weight: 11,
    spec: { en: '4 t lifting capacity, 17 m lift height.', de: '4 t Tragfähigkeit, 17 m Hubhöhe.' },
  },
  {
    brand: 'Merlo', model: 'Roto 40.26 MCSS', category: 'telehandlers', shape: 'telehandler', kind: k.rotoTelehandler, years: [2016, 2023], value: 170_000, weight: 18,
    spec: { en: '4 t lifting capacity, 26 m lift height, 360° rotation.', de: '4 t Tragfähigkeit, 26 m Hubhöhe, 360° drehbar.' },
  },
  {
    brand: 'JCB', model: '540-170', category: 'telehandlers', shape: 'telehandler', kind: k.telehandler, years: [2012, 2022], value: 70_000, weight: 10.5,
    spec: { en: '4 t lifting capacity, 17 m lift height.', de: '4 t Tragfähigkeit, 17 m Hubhöhe.' },
  },
  {
    brand: 'Caterpillar', model: 'TH357D', category: 'telehandlers', shape: 'telehandler', kind: k.telehandler, years: [2015, 2020], value: 55_000, weight: 8,
    spec: { en: '3.5 t lifting capacity, 7 m lift height.', de: '3,5 t Tragfähigkeit, 7 m Hubhöhe.' },
  },
  {
    brand: 'Genie', model: 'GTH-4018', category: 'telehandlers', shape: 'telehandler', kind: k.telehandler, years: [2014, 2022], value: 75_000, weight: 11,
    spec: { en: '4 t lifting capacity, 18 m lift height.', de: '4 t Tragfähigkeit, 18 m Hubhöhe.' },
  },
  {
    brand: 'Bobcat', model: 'TL38.70', category: 'telehandlers', shape: 'telehandler', kind: k.telehandler, years: [2015, 2023], value: 60_000, weight: 7.5,
    spec: { en: '3.8 t lifting capacity, 7 m lift height.', de: '3,8 t Tragfähigkeit, 7 m Hubhöhe.' },
  },

  // Dump trucks
  {
    brand: 'Volvo', model: 'A30G', category: 'dump_trucks', shape: 'articulated_dump_truck', kind: k.adt, years: [2015, 2022], value: 190_000, weight: 24,
    spec: { en: '28 t payload, 265 kW engine, 6x6 drive.', de: '28 t Nutzlast, 265 kW Motorleistung, Antrieb 6x6.' },
  },
  {
    brand: 'Caterpillar', model: '745', category: 'dump_trucks', shape: 'articulated_dump_truck', kind: k.adt, years: [2016, 2023], value: 330_000, weight: 33,
    spec: { en: '41 t payload, 370 kW engine, 6x6 drive.', de: '41 t Nutzlast, 370 kW Motorleistung, Antrieb 6x6.' },
  },
  {
    brand: 'Komatsu', model: 'HM400-5', category: 'dump_trucks', shape: 'articulated_dump_truck', kind: k.adt, years: [2017, 2023], value: 300_000, weight: 33,
    spec: { en: '40 t payload, 350 kW engine, 6x6 drive.', de: '40 t Nutzlast, 350 kW Motorleistung, Antrieb 6x6.' },
  },
  {
    brand: 'Liebherr', model: 'TA 230 Litronic', category: 'dump_trucks', shape: 'articulated_dump_truck', kind: k.adt, years: [2015, 2021], value: 200_000, weight: 23,
    spec: { en: '28 t payload, 265 kW engine, 6x6 drive.', de: '28 t Nutzlast, 265 kW Motorleistung, Antrieb 6x6.' },
  },
  {
    brand: 'Doosan', model: 'DA30-5', category: 'dump_trucks', shape: 'articulated_dump_truck', kind: k.adt, years: [2014, 2020], value: 140_000, weight: 22.5,
    spec: { en: '28 t payload, 276 kW engine, 6x6 drive.', de: '28 t Nutzlast, 276 kW Motorleistung, Antrieb 6x6.' },
  },
  {
    brand: 'JCB', model: '6T-1', category: 'dump_trucks', shape: 'site_dumper', kind: k.siteDumper, years: [2015, 2023], value: 28_000, weight: 3.8,
    spec: { en: '6 t payload, front-tip skip, 55 kW engine.', de: '6 t Nutzlast, Frontkippmulde, 55 kW Motorleistung.' },
  },

  // Compactors
  {
    brand: 'BOMAG', model: 'BW 213 D-5', category: 'compactors', shape: 'single_drum_roller', kind: k.singleDrum, years: [2012, 2022], value: 80_000, weight: 13,
    spec: { en: 'Operating weight approx. 13 t, drum width 2,130 mm.', de: 'Betriebsgewicht ca. 13 t, Bandagenbreite 2.130 mm.' },
  },
  {
    brand: 'BOMAG', model: 'BW 120 AD-5', category: 'compactors', shape: 'tandem_roller', kind: k.tandem, years: [2014, 2023], value: 25_000, weight: 2.7,
    spec: { en: 'Operating weight approx. 2.7 t, drum width 1,200 mm.', de: 'Betriebsgewicht ca. 2,7 t, Bandagenbreite 1.200 mm.' },
  },
  {
    brand: 'HAMM', model: 'H 13i', category: 'compactors', shape: 'single_drum_roller', kind: k.singleDrum, years: [2015, 2023], value: 95_000, weight: 13,
    spec: { en: 'Operating weight approx. 13 t, drum width 2,140 mm.', de: 'Betriebsgewicht ca. 13 t, Bandagenbreite 2.140 mm.' },
  },
  {
    brand: 'HAMM', model: 'HD 12 VV', category: 'compactors', shape: 'tandem_roller', kind: k.tandem, years: [2008, 2017], value: 22_000, weight: 2.6,
    spec: { en: 'Operating weight approx. 2.6 t, drum width 1,200 mm.', de: 'Betriebsgewicht ca. 2,6 t, Bandagenbreite 1.200 mm.' },
  },
  {
    brand: 'HAMM', model: 'GRW 280i', category: 'compactors', shape: 'pneumatic_roller', kind: k.pneumatic, years: [2016, 2023], value: 90_000, weight: 10,
    spec: { en: 'Ballastable from 10 to 28 t, eight tyres, compaction width 2,040 mm.', de: 'Ballastierbar von 10 bis 28 t, acht Reifen, Arbeitsbreite 2.040 mm.' },
  },
  {
    brand: 'Caterpillar', model: 'CS11 GC', category: 'compactors', shape: 'single_drum_roller', kind: k.singleDrum, years: [2019, 2024], value: 90_000, weight: 11,
    spec: { en: 'Operating weight approx. 11 t, drum width 2,134 mm.', de: 'Betriebsgewicht ca. 11 t, Bandagenbreite 2.134 mm.' },
  },
  {
    brand: 'Caterpillar', model: 'CB2.7', category: 'compactors', shape: 'tandem_roller', kind: k.tandem, years: [2015, 2023], value: 28_000, weight: 2.6,
    spec: { en: 'Operating weight approx. 2.6 t, drum width 1,200 mm.', de: 'Betriebsgewicht ca. 2,6 t, Bandagenbreite 1.200 mm.' },
  },

  // Pavers and cold milling
  {
    brand: 'Wirtgen', model: 'W 100 Fi', category: 'pavers', shape: 'cold_milling_machine', kind: k.coldMill, years: [2016, 2023], value: 280_000, weight: 19,
    spec: { en: 'Milling width 1,000 mm, milling depth up to 330 mm.', de: 'Fräsbreite 1.000 mm, Frästiefe bis 330 mm.' },
  },
  {
    brand: 'Wirtgen', model: 'W 210 Fi', category: 'pavers', shape: 'cold_milling_machine', kind: k.coldMill, years: [2016, 2023], value: 480_000, weight: 33,
    spec: { en: 'Milling width 2,000 mm, milling depth up to 350 mm.', de: 'Fräsbreite 2.000 mm, Frästiefe bis 350 mm.' },
  },
  {
    brand: 'Caterpillar', model: 'AP555F', category: 'pavers', shape: 'tracked_paver', kind: k.paver, years: [2013, 2021], value: 160_000, weight: 18,
    spec: { en: 'Paving width 2.5–4.7 m with extendable screed.', de: 'Einbaubreite 2,5–4,7 m mit Ausziehbohle.' },
  },
  {
    brand: 'Volvo', model: 'P6820D ABG', category: 'pavers', shape: 'tracked_paver', kind: k.paver, years: [2010, 2018], value: 150_000, weight: 20,
    spec: { en: 'Paving width up to 9 m, VB 78 screed.', de: 'Einbaubreite bis 9 m, Bohle VB 78.' },
  },
  {
    brand: 'BOMAG', model: 'BF 300 C-2', category: 'pavers', shape: 'tracked_paver', kind: k.paver, years: [2014, 2022], value: 90_000, weight: 8.5,
    spec: { en: 'Compact paver, paving width up to 3.4 m.', de: 'Kompaktfertiger, Einbaubreite bis 3,4 m.' },
  },
]
