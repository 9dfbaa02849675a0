// Maps the geocoding data's region names (GeoNames admin1, or admin2 where our regions are one
// level lower) to our Region rows, by normalised name. GeoNames mostly uses English exonyms
// ("North Holland", "Bavaria", "Lower Silesia"), our rows the local names (prisma/seed/data):
// ALIASES lists the other names a region goes by, keyed by its ISO 3166-2 code (Region.code).
export interface RegionRow {
  id: number
  countryCode: string
  code: string
  name: string
}

/** Words that only say what kind of area a name is; "Provincie Antwerpen" is "Antwerpen". */
const GENERIC_WORDS = new Set([
  'and',
  'borough',
  'canton',
  'city',
  'council',
  'county',
  'de',
  'district',
  'du',
  'metropolitan',
  'of',
  'province',
  'provincie',
  'region',
  'royal',
  'state',
  'the',
  'voivodeship',
])

/** "Provincie Oost-Vlaanderen" → "oost vlaanderen"; "Stockholms län" → "stockholm". */
export function normaliseRegionName(name: string): string {
  const folded = name
    .toLowerCase()
    // A Swedish county is "<name>s län" (Stockholms län); GeoNames calls it "<name>".
    .replace(/s?\s+län$/, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
  return folded
    .split(' ')
    .filter((word) => word && !GENERIC_WORDS.has(word))
    .join(' ')
}

/** Other names of our regions, by country and Region.code (ISO 3166-2 suffix). */
export const ALIASES: Record<string, Record<string, string[]>> = {
  NL: { FR: ['Friesland'], NB: ['North Brabant'], NH: ['North Holland'], ZH: ['South Holland'] },
  BE: { BRU: ['Brussels Capital', 'Bruxelles-Capitale', 'Brussels'] },
  DE: {
    BY: ['Bavaria'],
    HE: ['Hesse'],
    NI: ['Lower Saxony'],
    NW: ['North Rhine-Westphalia'],
    SN: ['Saxony'],
    ST: ['Saxony-Anhalt'],
    TH: ['Thuringia'],
    MV: ['Mecklenburg-Western Pomerania'],
    RP: ['Rhineland-Palatinate'],
  },
  AT: {
    '2': ['Carinthia'],
    '3': ['Lower Austria'],
    '4': ['Upper Austria'],
    '6': ['Styria'],
    '7': ['Tyrol'],
    '9': ['Vienna'],
  },
  CH: { BS: ['Basel-City'], GE: ['Geneva'], GR: ['Grisons'], LU: ['Lucerne'], SG: ['Saint Gallen', 'Sankt Gallen'] },
  DK: {
    '84': ['Capital Region', 'Hovedstaden'],
    '82': ['Central Jutland', 'Midtjylland'],
    '81': ['North Denmark', 'Nordjylland'],
    '85': ['Zealand', 'Sjælland'],
    '83': ['South Denmark', 'Syddanmark'],
  },
  FI: {
    '01': ['Åland', 'Åland Islands'],
    '02': ['South Karelia'],
    '03': ['South Ostrobothnia'],
    '04': ['South Savo'],
    '07': ['Central Ostrobothnia'],
    '08': ['Central Finland'],
    '10': ['Lapland'],
    '12': ['Ostrobothnia'],
    '13': ['North Karelia'],
    '14': ['North Ostrobothnia'],
    '15': ['North Savo'],
    '19': ['Southwest Finland'],
  },
  PL: {
    '02': ['Lower Silesia'],
    '04': ['Kuyavia-Pomerania'],
    '06': ['Lublin'],
    '08': ['Lubusz'],
    '10': ['Łódź'],
    '12': ['Lesser Poland'],
    '14': ['Mazovia'],
    '16': ['Opole'],
    '18': ['Subcarpathia'],
    '20': ['Podlasie'],
    '22': ['Pomerania'],
    '24': ['Silesia'],
    '26': ['Holy Cross'],
    '28': ['Warmia-Masuria'],
    '30': ['Greater Poland'],
    '32': ['West Pomerania'],
  },
  FR: { BRE: ['Brittany'], '20R': ['Corsica'], NOR: ['Normandy'], NAQ: ['New Aquitaine'] },
  IT: {
    '77': ['Basilicate'],
    '25': ['Lombardy'],
    '57': ['The Marches', 'Marches'],
    '21': ['Piedmont'],
    '75': ['Apulia'],
    '88': ['Sardinia'],
    '82': ['Sicily'],
    '52': ['Tuscany'],
    '23': ['Aosta Valley'],
  },
  ES: {
    AN: ['Andalusia'],
    AR: ['Aragon'],
    IB: ['Balearic Islands'],
    CN: ['Canary Islands'],
    CL: ['Castille and León', 'Castile and León'],
    CM: ['Castille-La Mancha', 'Castile-La Mancha'],
    CT: ['Catalonia'],
    MD: ['Madrid'],
    NC: ['Navarre'],
    PV: ['Basque Country'],
    VC: ['Valencia'],
  },
  // England's regions are GeoNames admin2 areas: counties, unitary authorities and the
  // boroughs of the metropolitan counties. Scotland, Wales and Northern Ireland are admin1.
  GB: {
    GTM: ['Manchester', 'Bolton', 'Bury', 'Oldham', 'Rochdale', 'Salford', 'Stockport', 'Tameside', 'Trafford', 'Wigan'],
    WMD: ['Birmingham', 'Coventry', 'Dudley', 'Sandwell', 'Solihull', 'Walsall', 'Wolverhampton'],
    WYK: ['Bradford', 'Calderdale', 'Kirklees', 'Leeds', 'Wakefield'],
    SYK: ['Barnsley', 'Doncaster', 'Rotherham', 'Sheffield'],
    NYK: ['York', 'Middlesbrough', 'Redcar and Cleveland'],
    MSY: ['Liverpool', 'Knowsley', 'Sefton', 'St. Helens', 'Wirral'],
    TWR: ['Newcastle upon Tyne', 'Gateshead', 'North Tyneside', 'South Tyneside', 'Sunderland'],
    LAN: ['Blackpool', 'Blackburn with Darwen'],
    KEN: ['Medway'],
    ESS: ['Southend-on-Sea', 'Thurrock'],
    HAM: ['Southampton', 'Portsmouth'],
    ESX: ['Brighton and Hove'],
    DEV: ['Plymouth', 'Torbay'],
    NTT: ['Nottingham'],
    LEC: ['Leicester'],
    CAM: ['Peterborough'],
  },
  IE: {
    CN: ['An Cabhán'],
    D: ['Fingal', 'Dún Laoghaire-Rathdown', 'South Dublin'],
    LD: ['An Longfort'],
    OY: ['Uíbh Fhailí'],
  },
}

export type RegionMatcher = (country: string, names: (string | null | undefined)[]) => RegionRow | null

/**
 * A lookup from region names to our rows. Each country's rows answer to their own name (each
 * part of "Brussel / Bruxelles") and their ALIASES; the first of `names` that matches wins.
 */
export function buildRegionMatcher(rows: RegionRow[]): RegionMatcher {
  const byCountry = new Map<string, Map<string, RegionRow>>()
  for (const row of rows) {
    let names = byCountry.get(row.countryCode)
    if (!names) byCountry.set(row.countryCode, (names = new Map()))
    const known = [...row.name.split('/'), ...(ALIASES[row.countryCode]?.[row.code] ?? [])]
    for (const name of known) {
      const key = normaliseRegionName(name)
      if (key && !names.has(key)) names.set(key, row)
    }
  }
  return (country, names) => {
    const rowsOfCountry = byCountry.get(country)
    if (!rowsOfCountry) return null
    for (const name of names) {
      const row = name ? rowsOfCountry.get(normaliseRegionName(name)) : undefined
      if (row) return row
    }
    return null
  }
}
