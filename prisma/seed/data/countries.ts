export type SubregionKind =
  | 'province'
  | 'state'
  | 'canton'
  | 'region'
  | 'county'
  | 'voivodeship'
  | 'municipality'
  | 'department'
  | 'autonomous_community'
  | 'district'
  | 'territory'

export interface CitySeed {
  name: string
  lat: number
  lon: number
}

export interface RegionSeed {
  code: string
  name: string
  cities: CitySeed[]
}

export interface CountrySeed {
  code: string // ISO 3166-1 alpha-2, upper case
  language: 'da' | 'de' | 'en' | 'es' | 'fi' | 'fr' | 'it' | 'nb' | 'nl' | 'pl' | 'sv' // main site language for members of that country
  currency: 'EUR' | 'CHF' | 'GBP' | 'PLN' | 'DKK' | 'SEK' | 'NOK' | 'USD' | 'CAD' | 'AUD'
  subregion: SubregionKind // the word that country uses for its first-level subdivision
  regions: RegionSeed[]
}

export const countries: CountrySeed[] = [
  {
    code: 'NL',
    language: 'nl',
    currency: 'EUR',
    subregion: 'province',
    regions: [
      {
        code: 'DR',
        name: 'Drenthe',
        cities: [
          { name: 'Assen', lat: 52.99, lon: 6.56 },
          { name: 'Emmen', lat: 52.78, lon: 6.9 },
          { name: 'Hoogeveen', lat: 52.72, lon: 6.48 },
          { name: 'Meppel', lat: 52.7, lon: 6.19 },
        ],
      },
      {
        code: 'FL',
        name: 'Flevoland',
        cities: [
          { name: 'Almere', lat: 52.37, lon: 5.22 },
          { name: 'Lelystad', lat: 52.52, lon: 5.47 },
          { name: 'Dronten', lat: 52.53, lon: 5.72 },
          { name: 'Emmeloord', lat: 52.71, lon: 5.75 },
        ],
      },
      {
        code: 'FR',
        name: 'Fryslân',
        cities: [
          { name: 'Leeuwarden', lat: 53.2, lon: 5.8 },
          { name: 'Sneek', lat: 53.03, lon: 5.66 },
          { name: 'Heerenveen', lat: 52.96, lon: 5.92 },
          { name: 'Drachten', lat: 53.11, lon: 6.1 },
        ],
      },
      {
        code: 'GE',
        name: 'Gelderland',
        cities: [
          { name: 'Nijmegen', lat: 51.84, lon: 5.86 },
          { name: 'Arnhem', lat: 51.98, lon: 5.91 },
          { name: 'Apeldoorn', lat: 52.21, lon: 5.97 },
          { name: 'Ede', lat: 52.04, lon: 5.67 },
          { name: 'Doetinchem', lat: 51.97, lon: 6.29 },
        ],
      },
      {
        code: 'GR',
        name: 'Groningen',
        cities: [
          { name: 'Groningen', lat: 53.22, lon: 6.57 },
          { name: 'Hoogezand', lat: 53.16, lon: 6.76 },
          { name: 'Veendam', lat: 53.11, lon: 6.88 },
          { name: 'Delfzijl', lat: 53.33, lon: 6.92 },
        ],
      },
      {
        code: 'LI',
        name: 'Limburg',
        cities: [
          { name: 'Maastricht', lat: 50.85, lon: 5.69 },
          { name: 'Venlo', lat: 51.37, lon: 6.17 },
          { name: 'Heerlen', lat: 50.89, lon: 5.98 },
          { name: 'Sittard', lat: 51.0, lon: 5.87 },
          { name: 'Roermond', lat: 51.19, lon: 5.99 },
        ],
      },
      {
        code: 'NB',
        name: 'Noord-Brabant',
        cities: [
          { name: 'Eindhoven', lat: 51.44, lon: 5.47 },
          { name: 'Tilburg', lat: 51.56, lon: 5.09 },
          { name: 'Breda', lat: 51.59, lon: 4.78 },
          { name: "'s-Hertogenbosch", lat: 51.69, lon: 5.3 },
          { name: 'Helmond', lat: 51.48, lon: 5.66 },
        ],
      },
      {
        code: 'NH',
        name: 'Noord-Holland',
        cities: [
          { name: 'Amsterdam', lat: 52.37, lon: 4.9 },
          { name: 'Haarlem', lat: 52.38, lon: 4.64 },
          { name: 'Zaandam', lat: 52.44, lon: 4.83 },
          { name: 'Alkmaar', lat: 52.63, lon: 4.75 },
          { name: 'Hilversum', lat: 52.22, lon: 5.18 },
        ],
      },
      {
        code: 'OV',
        name: 'Overijssel',
        cities: [
          { name: 'Enschede', lat: 52.22, lon: 6.89 },
          { name: 'Zwolle', lat: 52.51, lon: 6.09 },
          { name: 'Deventer', lat: 52.26, lon: 6.16 },
          { name: 'Hengelo', lat: 52.27, lon: 6.79 },
          { name: 'Almelo', lat: 52.36, lon: 6.66 },
        ],
      },
      {
        code: 'UT',
        name: 'Utrecht',
        cities: [
          { name: 'Utrecht', lat: 52.09, lon: 5.12 },
          { name: 'Amersfoort', lat: 52.16, lon: 5.39 },
          { name: 'Nieuwegein', lat: 52.03, lon: 5.08 },
          { name: 'Veenendaal', lat: 52.03, lon: 5.56 },
          { name: 'Zeist', lat: 52.09, lon: 5.23 },
        ],
      },
      {
        code: 'ZE',
        name: 'Zeeland',
        cities: [
          { name: 'Middelburg', lat: 51.5, lon: 3.61 },
          { name: 'Vlissingen', lat: 51.44, lon: 3.57 },
          { name: 'Goes', lat: 51.5, lon: 3.89 },
          { name: 'Terneuzen', lat: 51.34, lon: 3.83 },
        ],
      },
      {
        code: 'ZH',
        name: 'Zuid-Holland',
        cities: [
          { name: 'Rotterdam', lat: 51.92, lon: 4.48 },
          { name: 'Den Haag', lat: 52.08, lon: 4.3 },
          { name: 'Leiden', lat: 52.16, lon: 4.49 },
          { name: 'Dordrecht', lat: 51.81, lon: 4.67 },
          { name: 'Delft', lat: 52.01, lon: 4.36 },
        ],
      },
    ],
  },
  {
    code: 'BE',
    language: 'nl',
    currency: 'EUR',
    subregion: 'province',
    regions: [
      {
        code: 'VAN',
        name: 'Antwerpen',
        cities: [
          { name: 'Antwerpen', lat: 51.22, lon: 4.4 },
          { name: 'Mechelen', lat: 51.03, lon: 4.48 },
          { name: 'Turnhout', lat: 51.32, lon: 4.94 },
          { name: 'Lier', lat: 51.13, lon: 4.57 },
        ],
      },
      {
        code: 'VLI',
        name: 'Limburg',
        cities: [
          { name: 'Hasselt', lat: 50.93, lon: 5.34 },
          { name: 'Genk', lat: 50.97, lon: 5.5 },
          { name: 'Sint-Truiden', lat: 50.82, lon: 5.19 },
          { name: 'Tongeren', lat: 50.78, lon: 5.46 },
        ],
      },
      {
        code: 'VOV',
        name: 'Oost-Vlaanderen',
        cities: [
          { name: 'Gent', lat: 51.05, lon: 3.72 },
          { name: 'Aalst', lat: 50.94, lon: 4.04 },
          { name: 'Sint-Niklaas', lat: 51.17, lon: 4.14 },
          { name: 'Dendermonde', lat: 51.03, lon: 4.1 },
        ],
      },
      {
        code: 'VBR',
        name: 'Vlaams-Brabant',
        cities: [
          { name: 'Leuven', lat: 50.88, lon: 4.7 },
          { name: 'Vilvoorde', lat: 50.93, lon: 4.43 },
          { name: 'Halle', lat: 50.73, lon: 4.23 },
          { name: 'Tienen', lat: 50.81, lon: 4.94 },
        ],
      },
      {
        code: 'VWV',
        name: 'West-Vlaanderen',
        cities: [
          { name: 'Brugge', lat: 51.21, lon: 3.22 },
          { name: 'Kortrijk', lat: 50.83, lon: 3.26 },
          { name: 'Oostende', lat: 51.23, lon: 2.92 },
          { name: 'Roeselare', lat: 50.95, lon: 3.12 },
          { name: 'Ieper', lat: 50.85, lon: 2.89 },
        ],
      },
      {
        code: 'WBR',
        name: 'Brabant wallon',
        cities: [
          { name: 'Wavre', lat: 50.72, lon: 4.61 },
          { name: 'Ottignies-Louvain-la-Neuve', lat: 50.67, lon: 4.57 },
          { name: 'Nivelles', lat: 50.6, lon: 4.33 },
          { name: 'Waterloo', lat: 50.72, lon: 4.4 },
        ],
      },
      {
        code: 'WHT',
        name: 'Hainaut',
        cities: [
          { name: 'Charleroi', lat: 50.41, lon: 4.44 },
          { name: 'Mons', lat: 50.45, lon: 3.95 },
          { name: 'La Louvière', lat: 50.48, lon: 4.19 },
          { name: 'Tournai', lat: 50.61, lon: 3.39 },
        ],
      },
      {
        code: 'WLG',
        name: 'Liège',
        cities: [
          { name: 'Liège', lat: 50.63, lon: 5.57 },
          { name: 'Seraing', lat: 50.58, lon: 5.5 },
          { name: 'Verviers', lat: 50.59, lon: 5.86 },
          { name: 'Eupen', lat: 50.63, lon: 6.04 },
        ],
      },
      {
        code: 'WLX',
        name: 'Luxembourg',
        cities: [
          { name: 'Arlon', lat: 49.68, lon: 5.82 },
          { name: 'Marche-en-Famenne', lat: 50.23, lon: 5.34 },
          { name: 'Bastogne', lat: 50.0, lon: 5.72 },
          { name: 'Libramont-Chevigny', lat: 49.92, lon: 5.38 },
        ],
      },
      {
        code: 'WNA',
        name: 'Namur',
        cities: [
          { name: 'Namur', lat: 50.47, lon: 4.87 },
          { name: 'Dinant', lat: 50.26, lon: 4.91 },
          { name: 'Gembloux', lat: 50.56, lon: 4.69 },
          { name: 'Ciney', lat: 50.29, lon: 5.1 },
        ],
      },
      {
        code: 'BRU',
        name: 'Brussel / Bruxelles',
        cities: [
          { name: 'Brussel', lat: 50.85, lon: 4.35 },
          { name: 'Schaarbeek', lat: 50.87, lon: 4.38 },
          { name: 'Anderlecht', lat: 50.84, lon: 4.31 },
          { name: 'Elsene', lat: 50.83, lon: 4.37 },
          { name: 'Ukkel', lat: 50.8, lon: 4.34 },
        ],
      },
    ],
  },
  {
    code: 'DE',
    language: 'de',
    currency: 'EUR',
    subregion: 'state',
    regions: [
      {
        code: 'BW',
        name: 'Baden-Württemberg',
        cities: [
          { name: 'Stuttgart', lat: 48.78, lon: 9.18 },
          { name: 'Mannheim', lat: 49.49, lon: 8.47 },
          { name: 'Karlsruhe', lat: 49.01, lon: 8.4 },
          { name: 'Freiburg im Breisgau', lat: 47.99, lon: 7.85 },
          { name: 'Heidelberg', lat: 49.4, lon: 8.67 },
        ],
      },
      {
        code: 'BY',
        name: 'Bayern',
        cities: [
          { name: 'München', lat: 48.14, lon: 11.58 },
          { name: 'Nürnberg', lat: 49.45, lon: 11.08 },
          { name: 'Augsburg', lat: 48.37, lon: 10.9 },
          { name: 'Regensburg', lat: 49.01, lon: 12.1 },
          { name: 'Würzburg', lat: 49.79, lon: 9.95 },
        ],
      },
      {
        code: 'BE',
        name: 'Berlin',
        cities: [
          { name: 'Berlin', lat: 52.52, lon: 13.4 },
          { name: 'Charlottenburg', lat: 52.52, lon: 13.3 },
          { name: 'Spandau', lat: 52.54, lon: 13.2 },
          { name: 'Köpenick', lat: 52.44, lon: 13.58 },
        ],
      },
      {
        code: 'BB',
        name: 'Brandenburg',
        cities: [
          { name: 'Potsdam', lat: 52.39, lon: 13.06 },
          { name: 'Cottbus', lat: 51.76, lon: 14.33 },
          { name: 'Brandenburg an der Havel', lat: 52.41, lon: 12.53 },
          { name: 'Frankfurt (Oder)', lat: 52.35, lon: 14.55 },
        ],
      },
      {
        code: 'HB',
        name: 'Bremen',
        cities: [
          { name: 'Bremen', lat: 53.08, lon: 8.8 },
          { name: 'Bremerhaven', lat: 53.55, lon: 8.58 },
        ],
      },
      {
        code: 'HH',
        name: 'Hamburg',
        cities: [
          { name: 'Hamburg', lat: 53.55, lon: 9.99 },
          { name: 'Altona', lat: 53.55, lon: 9.94 },
          { name: 'Harburg', lat: 53.46, lon: 9.98 },
          { name: 'Bergedorf', lat: 53.49, lon: 10.21 },
        ],
      },
      {
        code: 'HE',
        name: 'Hessen',
        cities: [
          { name: 'Frankfurt am Main', lat: 50.11, lon: 8.68 },
          { name: 'Wiesbaden', lat: 50.08, lon: 8.24 },
          { name: 'Kassel', lat: 51.31, lon: 9.49 },
          { name: 'Darmstadt', lat: 49.87, lon: 8.65 },
          { name: 'Offenbach am Main', lat: 50.1, lon: 8.77 },
        ],
      },
      {
        code: 'MV',
        name: 'Mecklenburg-Vorpommern',
        cities: [
          { name: 'Rostock', lat: 54.09, lon: 12.1 },
          { name: 'Schwerin', lat: 53.63, lon: 11.41 },
          { name: 'Neubrandenburg', lat: 53.56, lon: 13.26 },
          { name: 'Stralsund', lat: 54.31, lon: 13.09 },
          { name: 'Greifswald', lat: 54.09, lon: 13.38 },
        ],
      },
      {
        code: 'NI',
        name: 'Niedersachsen',
        cities: [
          { name: 'Hannover', lat: 52.37, lon: 9.74 },
          { name: 'Braunschweig', lat: 52.27, lon: 10.52 },
          { name: 'Oldenburg', lat: 53.14, lon: 8.21 },
          { name: 'Osnabrück', lat: 52.28, lon: 8.05 },
          { name: 'Göttingen', lat: 51.54, lon: 9.93 },
        ],
      },
      {
        code: 'NW',
        name: 'Nordrhein-Westfalen',
        cities: [
          { name: 'Köln', lat: 50.94, lon: 6.96 },
          { name: 'Düsseldorf', lat: 51.23, lon: 6.78 },
          { name: 'Dortmund', lat: 51.51, lon: 7.47 },
          { name: 'Essen', lat: 51.46, lon: 7.01 },
          { name: 'Münster', lat: 51.96, lon: 7.63 },
        ],
      },
      {
        code: 'RP',
        name: 'Rheinland-Pfalz',
        cities: [
          { name: 'Mainz', lat: 50.0, lon: 8.27 },
          { name: 'Ludwigshafen am Rhein', lat: 49.48, lon: 8.44 },
          { name: 'Koblenz', lat: 50.36, lon: 7.59 },
          { name: 'Trier', lat: 49.75, lon: 6.64 },
          { name: 'Kaiserslautern', lat: 49.44, lon: 7.77 },
        ],
      },
      {
        code: 'SL',
        name: 'Saarland',
        cities: [
          { name: 'Saarbrücken', lat: 49.24, lon: 7.0 },
          { name: 'Neunkirchen', lat: 49.35, lon: 7.18 },
          { name: 'Homburg', lat: 49.33, lon: 7.34 },
          { name: 'Saarlouis', lat: 49.31, lon: 6.75 },
        ],
      },
      {
        code: 'SN',
        name: 'Sachsen',
        cities: [
          { name: 'Leipzig', lat: 51.34, lon: 12.37 },
          { name: 'Dresden', lat: 51.05, lon: 13.74 },
          { name: 'Chemnitz', lat: 50.83, lon: 12.92 },
          { name: 'Zwickau', lat: 50.72, lon: 12.5 },
        ],
      },
      {
        code: 'ST',
        name: 'Sachsen-Anhalt',
        cities: [
          { name: 'Magdeburg', lat: 52.13, lon: 11.63 },
          { name: 'Halle (Saale)', lat: 51.48, lon: 11.97 },
          { name: 'Dessau-Roßlau', lat: 51.84, lon: 12.24 },
          { name: 'Lutherstadt Wittenberg', lat: 51.87, lon: 12.65 },
        ],
      },
      {
        code: 'SH',
        name: 'Schleswig-Holstein',
        cities: [
          { name: 'Kiel', lat: 54.32, lon: 10.14 },
          { name: 'Lübeck', lat: 53.87, lon: 10.69 },
          { name: 'Flensburg', lat: 54.79, lon: 9.44 },
          { name: 'Neumünster', lat: 54.07, lon: 9.98 },
        ],
      },
      {
        code: 'TH',
        name: 'Thüringen',
        cities: [
          { name: 'Erfurt', lat: 50.98, lon: 11.03 },
          { name: 'Jena', lat: 50.93, lon: 11.59 },
          { name: 'Gera', lat: 50.88, lon: 12.08 },
          { name: 'Weimar', lat: 50.98, lon: 11.33 },
        ],
      },
    ],
  },
  {
    code: 'AT',
    language: 'de',
    currency: 'EUR',
    subregion: 'state',
    regions: [
      {
        code: '1',
        name: 'Burgenland',
        cities: [
          { name: 'Eisenstadt', lat: 47.85, lon: 16.52 },
          { name: 'Neusiedl am See', lat: 47.95, lon: 16.84 },
          { name: 'Mattersburg', lat: 47.74, lon: 16.4 },
          { name: 'Oberwart', lat: 47.29, lon: 16.2 },
        ],
      },
      {
        code: '2',
        name: 'Kärnten',
        cities: [
          { name: 'Klagenfurt am Wörthersee', lat: 46.62, lon: 14.31 },
          { name: 'Villach', lat: 46.61, lon: 13.85 },
          { name: 'Wolfsberg', lat: 46.84, lon: 14.84 },
          { name: 'Spittal an der Drau', lat: 46.8, lon: 13.5 },
        ],
      },
      {
        code: '3',
        name: 'Niederösterreich',
        cities: [
          { name: 'St. Pölten', lat: 48.2, lon: 15.62 },
          { name: 'Wiener Neustadt', lat: 47.81, lon: 16.24 },
          { name: 'Klosterneuburg', lat: 48.31, lon: 16.33 },
          { name: 'Baden', lat: 48.01, lon: 16.23 },
          { name: 'Krems an der Donau', lat: 48.41, lon: 15.6 },
        ],
      },
      {
        code: '4',
        name: 'Oberösterreich',
        cities: [
          { name: 'Linz', lat: 48.31, lon: 14.29 },
          { name: 'Wels', lat: 48.16, lon: 14.03 },
          { name: 'Steyr', lat: 48.04, lon: 14.42 },
          { name: 'Leonding', lat: 48.28, lon: 14.25 },
          { name: 'Gmunden', lat: 47.92, lon: 13.8 },
        ],
      },
      {
        code: '5',
        name: 'Salzburg',
        cities: [
          { name: 'Salzburg', lat: 47.8, lon: 13.04 },
          { name: 'Hallein', lat: 47.68, lon: 13.1 },
          { name: 'Saalfelden am Steinernen Meer', lat: 47.43, lon: 12.85 },
          { name: 'Bischofshofen', lat: 47.42, lon: 13.22 },
          { name: 'Zell am See', lat: 47.32, lon: 12.8 },
        ],
      },
      {
        code: '6',
        name: 'Steiermark',
        cities: [
          { name: 'Graz', lat: 47.07, lon: 15.44 },
          { name: 'Leoben', lat: 47.38, lon: 15.09 },
          { name: 'Kapfenberg', lat: 47.44, lon: 15.29 },
          { name: 'Bruck an der Mur', lat: 47.41, lon: 15.27 },
        ],
      },
      {
        code: '7',
        name: 'Tirol',
        cities: [
          { name: 'Innsbruck', lat: 47.27, lon: 11.4 },
          { name: 'Kufstein', lat: 47.58, lon: 12.17 },
          { name: 'Telfs', lat: 47.31, lon: 11.07 },
          { name: 'Schwaz', lat: 47.35, lon: 11.71 },
          { name: 'Lienz', lat: 46.83, lon: 12.77 },
        ],
      },
      {
        code: '8',
        name: 'Vorarlberg',
        cities: [
          { name: 'Dornbirn', lat: 47.41, lon: 9.74 },
          { name: 'Feldkirch', lat: 47.24, lon: 9.6 },
          { name: 'Bregenz', lat: 47.5, lon: 9.75 },
          { name: 'Lustenau', lat: 47.43, lon: 9.66 },
          { name: 'Bludenz', lat: 47.15, lon: 9.82 },
        ],
      },
      {
        code: '9',
        name: 'Wien',
        cities: [
          { name: 'Wien', lat: 48.21, lon: 16.37 },
          { name: 'Favoriten', lat: 48.17, lon: 16.38 },
          { name: 'Floridsdorf', lat: 48.26, lon: 16.4 },
          { name: 'Donaustadt', lat: 48.23, lon: 16.46 },
        ],
      },
    ],
  },
  {
    code: 'CH',
    language: 'de',
    currency: 'CHF',
    subregion: 'canton',
    regions: [
      {
        code: 'AG',
        name: 'Aargau',
        cities: [
          { name: 'Aarau', lat: 47.39, lon: 8.05 },
          { name: 'Baden', lat: 47.47, lon: 8.31 },
          { name: 'Wettingen', lat: 47.47, lon: 8.32 },
          { name: 'Wohlen', lat: 47.35, lon: 8.28 },
        ],
      },
      {
        code: 'AI',
        name: 'Appenzell Innerrhoden',
        cities: [
          { name: 'Appenzell', lat: 47.33, lon: 9.41 },
          { name: 'Oberegg', lat: 47.42, lon: 9.55 },
          { name: 'Gonten', lat: 47.33, lon: 9.35 },
        ],
      },
      {
        code: 'AR',
        name: 'Appenzell Ausserrhoden',
        cities: [
          { name: 'Herisau', lat: 47.39, lon: 9.28 },
          { name: 'Teufen', lat: 47.39, lon: 9.39 },
          { name: 'Speicher', lat: 47.41, lon: 9.44 },
          { name: 'Heiden', lat: 47.44, lon: 9.53 },
        ],
      },
      {
        code: 'BE',
        name: 'Bern',
        cities: [
          { name: 'Bern', lat: 46.95, lon: 7.45 },
          { name: 'Biel/Bienne', lat: 47.14, lon: 7.25 },
          { name: 'Thun', lat: 46.76, lon: 7.63 },
          { name: 'Köniz', lat: 46.92, lon: 7.41 },
          { name: 'Burgdorf', lat: 47.06, lon: 7.62 },
        ],
      },
      {
        code: 'BL',
        name: 'Basel-Landschaft',
        cities: [
          { name: 'Liestal', lat: 47.48, lon: 7.73 },
          { name: 'Allschwil', lat: 47.55, lon: 7.54 },
          { name: 'Reinach', lat: 47.49, lon: 7.59 },
          { name: 'Muttenz', lat: 47.52, lon: 7.65 },
          { name: 'Pratteln', lat: 47.52, lon: 7.69 },
        ],
      },
      {
        code: 'BS',
        name: 'Basel-Stadt',
        cities: [
          { name: 'Basel', lat: 47.56, lon: 7.59 },
          { name: 'Riehen', lat: 47.58, lon: 7.65 },
          { name: 'Bettingen', lat: 47.57, lon: 7.66 },
        ],
      },
      {
        code: 'FR',
        name: 'Fribourg',
        cities: [
          { name: 'Fribourg', lat: 46.81, lon: 7.16 },
          { name: 'Bulle', lat: 46.62, lon: 7.06 },
          { name: 'Villars-sur-Glâne', lat: 46.79, lon: 7.12 },
          { name: 'Murten', lat: 46.93, lon: 7.12 },
        ],
      },
      {
        code: 'GE',
        name: 'Genève',
        cities: [
          { name: 'Genève', lat: 46.2, lon: 6.15 },
          { name: 'Vernier', lat: 46.22, lon: 6.08 },
          { name: 'Lancy', lat: 46.19, lon: 6.12 },
          { name: 'Meyrin', lat: 46.23, lon: 6.08 },
          { name: 'Carouge', lat: 46.18, lon: 6.14 },
        ],
      },
      {
        code: 'GL',
        name: 'Glarus',
        cities: [
          { name: 'Glarus', lat: 47.04, lon: 9.07 },
          { name: 'Näfels', lat: 47.1, lon: 9.06 },
          { name: 'Schwanden', lat: 46.99, lon: 9.08 },
        ],
      },
      {
        code: 'GR',
        name: 'Graubünden',
        cities: [
          { name: 'Chur', lat: 46.85, lon: 9.53 },
          { name: 'Davos', lat: 46.8, lon: 9.84 },
          { name: 'Domat/Ems', lat: 46.83, lon: 9.45 },
          { name: 'Landquart', lat: 46.96, lon: 9.56 },
          { name: 'St. Moritz', lat: 46.5, lon: 9.84 },
        ],
      },
      {
        code: 'JU',
        name: 'Jura',
        cities: [
          { name: 'Delémont', lat: 47.36, lon: 7.34 },
          { name: 'Porrentruy', lat: 47.42, lon: 7.08 },
          { name: 'Saignelégier', lat: 47.26, lon: 7.0 },
        ],
      },
      {
        code: 'LU',
        name: 'Luzern',
        cities: [
          { name: 'Luzern', lat: 47.05, lon: 8.31 },
          { name: 'Emmen', lat: 47.08, lon: 8.3 },
          { name: 'Kriens', lat: 47.03, lon: 8.28 },
          { name: 'Horw', lat: 47.02, lon: 8.31 },
          { name: 'Sursee', lat: 47.17, lon: 8.11 },
        ],
      },
      {
        code: 'NE',
        name: 'Neuchâtel',
        cities: [
          { name: 'Neuchâtel', lat: 46.99, lon: 6.93 },
          { name: 'La Chaux-de-Fonds', lat: 47.1, lon: 6.83 },
          { name: 'Le Locle', lat: 47.06, lon: 6.75 },
        ],
      },
      {
        code: 'NW',
        name: 'Nidwalden',
        cities: [
          { name: 'Stans', lat: 46.96, lon: 8.37 },
          { name: 'Hergiswil', lat: 46.98, lon: 8.31 },
          { name: 'Buochs', lat: 46.97, lon: 8.42 },
        ],
      },
      {
        code: 'OW',
        name: 'Obwalden',
        cities: [
          { name: 'Sarnen', lat: 46.9, lon: 8.25 },
          { name: 'Kerns', lat: 46.9, lon: 8.28 },
          { name: 'Alpnach', lat: 46.94, lon: 8.27 },
          { name: 'Engelberg', lat: 46.82, lon: 8.41 },
        ],
      },
      {
        code: 'SG',
        name: 'St. Gallen',
        cities: [
          { name: 'St. Gallen', lat: 47.42, lon: 9.37 },
          { name: 'Rapperswil-Jona', lat: 47.23, lon: 8.82 },
          { name: 'Wil', lat: 47.46, lon: 9.05 },
          { name: 'Gossau', lat: 47.42, lon: 9.25 },
        ],
      },
      {
        code: 'SH',
        name: 'Schaffhausen',
        cities: [
          { name: 'Schaffhausen', lat: 47.7, lon: 8.63 },
          { name: 'Neuhausen am Rheinfall', lat: 47.68, lon: 8.62 },
          { name: 'Stein am Rhein', lat: 47.66, lon: 8.86 },
        ],
      },
      {
        code: 'SO',
        name: 'Solothurn',
        cities: [
          { name: 'Solothurn', lat: 47.21, lon: 7.54 },
          { name: 'Olten', lat: 47.35, lon: 7.9 },
          { name: 'Grenchen', lat: 47.19, lon: 7.4 },
        ],
      },
      {
        code: 'SZ',
        name: 'Schwyz',
        cities: [
          { name: 'Schwyz', lat: 47.02, lon: 8.65 },
          { name: 'Freienbach', lat: 47.21, lon: 8.76 },
          { name: 'Einsiedeln', lat: 47.13, lon: 8.75 },
          { name: 'Küssnacht', lat: 47.08, lon: 8.44 },
        ],
      },
      {
        code: 'TG',
        name: 'Thurgau',
        cities: [
          { name: 'Frauenfeld', lat: 47.56, lon: 8.9 },
          { name: 'Kreuzlingen', lat: 47.65, lon: 9.17 },
          { name: 'Arbon', lat: 47.52, lon: 9.43 },
          { name: 'Weinfelden', lat: 47.57, lon: 9.11 },
        ],
      },
      {
        code: 'TI',
        name: 'Ticino',
        cities: [
          { name: 'Lugano', lat: 46.0, lon: 8.95 },
          { name: 'Bellinzona', lat: 46.19, lon: 9.02 },
          { name: 'Locarno', lat: 46.17, lon: 8.8 },
          { name: 'Mendrisio', lat: 45.87, lon: 8.98 },
          { name: 'Chiasso', lat: 45.83, lon: 9.03 },
        ],
      },
      {
        code: 'UR',
        name: 'Uri',
        cities: [
          { name: 'Altdorf', lat: 46.88, lon: 8.64 },
          { name: 'Erstfeld', lat: 46.82, lon: 8.65 },
          { name: 'Andermatt', lat: 46.64, lon: 8.59 },
        ],
      },
      {
        code: 'VD',
        name: 'Vaud',
        cities: [
          { name: 'Lausanne', lat: 46.52, lon: 6.63 },
          { name: 'Yverdon-les-Bains', lat: 46.78, lon: 6.64 },
          { name: 'Montreux', lat: 46.43, lon: 6.91 },
          { name: 'Nyon', lat: 46.38, lon: 6.24 },
          { name: 'Vevey', lat: 46.46, lon: 6.84 },
        ],
      },
      {
        code: 'VS',
        name: 'Valais',
        cities: [
          { name: 'Sion', lat: 46.23, lon: 7.36 },
          { name: 'Martigny', lat: 46.1, lon: 7.07 },
          { name: 'Monthey', lat: 46.25, lon: 6.95 },
          { name: 'Sierre', lat: 46.29, lon: 7.53 },
          { name: 'Brig-Glis', lat: 46.32, lon: 7.99 },
        ],
      },
      {
        code: 'ZG',
        name: 'Zug',
        cities: [
          { name: 'Zug', lat: 47.17, lon: 8.52 },
          { name: 'Baar', lat: 47.2, lon: 8.53 },
          { name: 'Cham', lat: 47.18, lon: 8.46 },
        ],
      },
      {
        code: 'ZH',
        name: 'Zürich',
        cities: [
          { name: 'Zürich', lat: 47.37, lon: 8.54 },
          { name: 'Winterthur', lat: 47.5, lon: 8.72 },
          { name: 'Uster', lat: 47.35, lon: 8.72 },
          { name: 'Dübendorf', lat: 47.4, lon: 8.62 },
          { name: 'Dietikon', lat: 47.4, lon: 8.4 },
        ],
      },
    ],
  },
  {
    code: 'DK',
    language: 'da',
    currency: 'DKK',
    subregion: 'region',
    regions: [
      {
        code: '84',
        name: 'Region Hovedstaden',
        cities: [
          { name: 'København', lat: 55.68, lon: 12.57 },
          { name: 'Frederiksberg', lat: 55.68, lon: 12.53 },
          { name: 'Hillerød', lat: 55.93, lon: 12.31 },
          { name: 'Helsingør', lat: 56.04, lon: 12.61 },
        ],
      },
      {
        code: '82',
        name: 'Region Midtjylland',
        cities: [
          { name: 'Aarhus', lat: 56.16, lon: 10.2 },
          { name: 'Randers', lat: 56.46, lon: 10.04 },
          { name: 'Horsens', lat: 55.86, lon: 9.85 },
          { name: 'Silkeborg', lat: 56.17, lon: 9.55 },
          { name: 'Herning', lat: 56.14, lon: 8.97 },
        ],
      },
      {
        code: '81',
        name: 'Region Nordjylland',
        cities: [
          { name: 'Aalborg', lat: 57.05, lon: 9.92 },
          { name: 'Hjørring', lat: 57.46, lon: 9.98 },
          { name: 'Frederikshavn', lat: 57.44, lon: 10.54 },
          { name: 'Thisted', lat: 56.96, lon: 8.69 },
        ],
      },
      {
        code: '85',
        name: 'Region Sjælland',
        cities: [
          { name: 'Roskilde', lat: 55.64, lon: 12.08 },
          { name: 'Næstved', lat: 55.23, lon: 11.76 },
          { name: 'Slagelse', lat: 55.4, lon: 11.35 },
          { name: 'Holbæk', lat: 55.72, lon: 11.72 },
          { name: 'Køge', lat: 55.46, lon: 12.18 },
        ],
      },
      {
        code: '83',
        name: 'Region Syddanmark',
        cities: [
          { name: 'Odense', lat: 55.4, lon: 10.39 },
          { name: 'Esbjerg', lat: 55.48, lon: 8.46 },
          { name: 'Kolding', lat: 55.49, lon: 9.47 },
          { name: 'Vejle', lat: 55.71, lon: 9.54 },
          { name: 'Sønderborg', lat: 54.91, lon: 9.79 },
        ],
      },
    ],
  },
  {
    code: 'NO',
    language: 'nb',
    currency: 'NOK',
    subregion: 'county',
    regions: [
      {
        code: '03',
        name: 'Oslo',
        cities: [
          { name: 'Oslo', lat: 59.91, lon: 10.75 },
          { name: 'Grünerløkka', lat: 59.92, lon: 10.76 },
          { name: 'Frogner', lat: 59.92, lon: 10.71 },
          { name: 'Grorud', lat: 59.96, lon: 10.88 },
        ],
      },
      {
        code: '11',
        name: 'Rogaland',
        cities: [
          { name: 'Stavanger', lat: 58.97, lon: 5.73 },
          { name: 'Sandnes', lat: 58.85, lon: 5.74 },
          { name: 'Haugesund', lat: 59.41, lon: 5.27 },
          { name: 'Egersund', lat: 58.45, lon: 6.0 },
        ],
      },
      {
        code: '15',
        name: 'Møre og Romsdal',
        cities: [
          { name: 'Ålesund', lat: 62.47, lon: 6.15 },
          { name: 'Molde', lat: 62.74, lon: 7.16 },
          { name: 'Kristiansund', lat: 63.11, lon: 7.73 },
        ],
      },
      {
        code: '18',
        name: 'Nordland',
        cities: [
          { name: 'Bodø', lat: 67.28, lon: 14.4 },
          { name: 'Narvik', lat: 68.44, lon: 17.43 },
          { name: 'Mo i Rana', lat: 66.31, lon: 14.14 },
          { name: 'Svolvær', lat: 68.23, lon: 14.57 },
        ],
      },
      {
        code: '31',
        name: 'Østfold',
        cities: [
          { name: 'Fredrikstad', lat: 59.22, lon: 10.93 },
          { name: 'Sarpsborg', lat: 59.28, lon: 11.11 },
          { name: 'Moss', lat: 59.43, lon: 10.66 },
          { name: 'Halden', lat: 59.12, lon: 11.39 },
        ],
      },
      {
        code: '32',
        name: 'Akershus',
        cities: [
          { name: 'Sandvika', lat: 59.89, lon: 10.52 },
          { name: 'Lillestrøm', lat: 59.96, lon: 11.05 },
          { name: 'Asker', lat: 59.83, lon: 10.43 },
          { name: 'Ski', lat: 59.72, lon: 10.84 },
          { name: 'Jessheim', lat: 60.14, lon: 11.17 },
        ],
      },
      {
        code: '33',
        name: 'Buskerud',
        cities: [
          { name: 'Drammen', lat: 59.74, lon: 10.2 },
          { name: 'Kongsberg', lat: 59.67, lon: 9.65 },
          { name: 'Hønefoss', lat: 60.17, lon: 10.26 },
          { name: 'Geilo', lat: 60.53, lon: 8.21 },
        ],
      },
      {
        code: '34',
        name: 'Innlandet',
        cities: [
          { name: 'Hamar', lat: 60.79, lon: 11.07 },
          { name: 'Lillehammer', lat: 61.12, lon: 10.47 },
          { name: 'Gjøvik', lat: 60.8, lon: 10.69 },
          { name: 'Elverum', lat: 60.88, lon: 11.56 },
        ],
      },
      {
        code: '39',
        name: 'Vestfold',
        cities: [
          { name: 'Tønsberg', lat: 59.27, lon: 10.41 },
          { name: 'Sandefjord', lat: 59.13, lon: 10.22 },
          { name: 'Larvik', lat: 59.05, lon: 10.03 },
          { name: 'Horten', lat: 59.42, lon: 10.48 },
        ],
      },
      {
        code: '40',
        name: 'Telemark',
        cities: [
          { name: 'Skien', lat: 59.21, lon: 9.61 },
          { name: 'Porsgrunn', lat: 59.14, lon: 9.66 },
          { name: 'Notodden', lat: 59.56, lon: 9.26 },
        ],
      },
      {
        code: '42',
        name: 'Agder',
        cities: [
          { name: 'Kristiansand', lat: 58.15, lon: 8.0 },
          { name: 'Arendal', lat: 58.46, lon: 8.77 },
          { name: 'Grimstad', lat: 58.34, lon: 8.59 },
          { name: 'Mandal', lat: 58.03, lon: 7.46 },
        ],
      },
      {
        code: '46',
        name: 'Vestland',
        cities: [
          { name: 'Bergen', lat: 60.39, lon: 5.32 },
          { name: 'Førde', lat: 61.45, lon: 5.86 },
          { name: 'Voss', lat: 60.63, lon: 6.42 },
          { name: 'Leirvik', lat: 59.78, lon: 5.5 },
        ],
      },
      {
        code: '50',
        name: 'Trøndelag',
        cities: [
          { name: 'Trondheim', lat: 63.43, lon: 10.4 },
          { name: 'Stjørdal', lat: 63.47, lon: 10.92 },
          { name: 'Levanger', lat: 63.75, lon: 11.3 },
          { name: 'Steinkjer', lat: 64.01, lon: 11.5 },
          { name: 'Namsos', lat: 64.47, lon: 11.5 },
        ],
      },
      {
        code: '55',
        name: 'Troms',
        cities: [
          { name: 'Tromsø', lat: 69.65, lon: 18.96 },
          { name: 'Harstad', lat: 68.8, lon: 16.54 },
          { name: 'Finnsnes', lat: 69.23, lon: 17.98 },
        ],
      },
      {
        code: '56',
        name: 'Finnmark',
        cities: [
          { name: 'Alta', lat: 69.97, lon: 23.27 },
          { name: 'Hammerfest', lat: 70.66, lon: 23.68 },
          { name: 'Vadsø', lat: 70.07, lon: 29.75 },
          { name: 'Kirkenes', lat: 69.73, lon: 30.05 },
        ],
      },
    ],
  },
  {
    code: 'SE',
    language: 'sv',
    currency: 'SEK',
    subregion: 'county',
    regions: [
      {
        code: 'AB',
        name: 'Stockholms län',
        cities: [
          { name: 'Stockholm', lat: 59.33, lon: 18.07 },
          { name: 'Solna', lat: 59.36, lon: 18.0 },
          { name: 'Södertälje', lat: 59.2, lon: 17.63 },
          { name: 'Nacka', lat: 59.31, lon: 18.16 },
          { name: 'Täby', lat: 59.44, lon: 18.07 },
        ],
      },
      {
        code: 'AC',
        name: 'Västerbottens län',
        cities: [
          { name: 'Umeå', lat: 63.83, lon: 20.26 },
          { name: 'Skellefteå', lat: 64.75, lon: 20.95 },
          { name: 'Lycksele', lat: 64.6, lon: 18.67 },
        ],
      },
      {
        code: 'BD',
        name: 'Norrbottens län',
        cities: [
          { name: 'Luleå', lat: 65.58, lon: 22.15 },
          { name: 'Piteå', lat: 65.32, lon: 21.48 },
          { name: 'Boden', lat: 65.83, lon: 21.69 },
          { name: 'Kiruna', lat: 67.86, lon: 20.23 },
        ],
      },
      {
        code: 'C',
        name: 'Uppsala län',
        cities: [
          { name: 'Uppsala', lat: 59.86, lon: 17.64 },
          { name: 'Enköping', lat: 59.64, lon: 17.08 },
          { name: 'Knivsta', lat: 59.73, lon: 17.79 },
        ],
      },
      {
        code: 'D',
        name: 'Södermanlands län',
        cities: [
          { name: 'Eskilstuna', lat: 59.37, lon: 16.51 },
          { name: 'Nyköping', lat: 58.75, lon: 17.01 },
          { name: 'Katrineholm', lat: 59.0, lon: 16.21 },
          { name: 'Strängnäs', lat: 59.38, lon: 17.03 },
        ],
      },
      {
        code: 'E',
        name: 'Östergötlands län',
        cities: [
          { name: 'Linköping', lat: 58.41, lon: 15.62 },
          { name: 'Norrköping', lat: 58.59, lon: 16.18 },
          { name: 'Motala', lat: 58.54, lon: 15.04 },
        ],
      },
      {
        code: 'F',
        name: 'Jönköpings län',
        cities: [
          { name: 'Jönköping', lat: 57.78, lon: 14.16 },
          { name: 'Värnamo', lat: 57.19, lon: 14.04 },
          { name: 'Nässjö', lat: 57.65, lon: 14.69 },
        ],
      },
      {
        code: 'G',
        name: 'Kronobergs län',
        cities: [
          { name: 'Växjö', lat: 56.88, lon: 14.81 },
          { name: 'Ljungby', lat: 56.83, lon: 13.94 },
          { name: 'Älmhult', lat: 56.55, lon: 14.14 },
        ],
      },
      {
        code: 'H',
        name: 'Kalmar län',
        cities: [
          { name: 'Kalmar', lat: 56.66, lon: 16.36 },
          { name: 'Västervik', lat: 57.76, lon: 16.64 },
          { name: 'Oskarshamn', lat: 57.26, lon: 16.45 },
        ],
      },
      {
        code: 'I',
        name: 'Gotlands län',
        cities: [
          { name: 'Visby', lat: 57.64, lon: 18.3 },
          { name: 'Hemse', lat: 57.24, lon: 18.37 },
          { name: 'Slite', lat: 57.71, lon: 18.8 },
        ],
      },
      {
        code: 'K',
        name: 'Blekinge län',
        cities: [
          { name: 'Karlskrona', lat: 56.16, lon: 15.59 },
          { name: 'Karlshamn', lat: 56.17, lon: 14.86 },
          { name: 'Ronneby', lat: 56.21, lon: 15.28 },
        ],
      },
      {
        code: 'M',
        name: 'Skåne län',
        cities: [
          { name: 'Malmö', lat: 55.6, lon: 13.0 },
          { name: 'Helsingborg', lat: 56.05, lon: 12.69 },
          { name: 'Lund', lat: 55.7, lon: 13.19 },
          { name: 'Kristianstad', lat: 56.03, lon: 14.16 },
          { name: 'Landskrona', lat: 55.87, lon: 12.83 },
        ],
      },
      {
        code: 'N',
        name: 'Hallands län',
        cities: [
          { name: 'Halmstad', lat: 56.67, lon: 12.86 },
          { name: 'Varberg', lat: 57.11, lon: 12.25 },
          { name: 'Kungsbacka', lat: 57.49, lon: 12.08 },
          { name: 'Falkenberg', lat: 56.9, lon: 12.49 },
        ],
      },
      {
        code: 'O',
        name: 'Västra Götalands län',
        cities: [
          { name: 'Göteborg', lat: 57.71, lon: 11.97 },
          { name: 'Borås', lat: 57.72, lon: 12.94 },
          { name: 'Trollhättan', lat: 58.28, lon: 12.29 },
          { name: 'Uddevalla', lat: 58.35, lon: 11.94 },
          { name: 'Skövde', lat: 58.39, lon: 13.85 },
        ],
      },
      {
        code: 'S',
        name: 'Värmlands län',
        cities: [
          { name: 'Karlstad', lat: 59.38, lon: 13.5 },
          { name: 'Kristinehamn', lat: 59.31, lon: 14.11 },
          { name: 'Arvika', lat: 59.65, lon: 12.59 },
        ],
      },
      {
        code: 'T',
        name: 'Örebro län',
        cities: [
          { name: 'Örebro', lat: 59.27, lon: 15.21 },
          { name: 'Karlskoga', lat: 59.33, lon: 14.52 },
          { name: 'Kumla', lat: 59.13, lon: 15.14 },
        ],
      },
      {
        code: 'U',
        name: 'Västmanlands län',
        cities: [
          { name: 'Västerås', lat: 59.61, lon: 16.55 },
          { name: 'Köping', lat: 59.51, lon: 15.99 },
          { name: 'Sala', lat: 59.92, lon: 16.61 },
        ],
      },
      {
        code: 'W',
        name: 'Dalarnas län',
        cities: [
          { name: 'Falun', lat: 60.61, lon: 15.63 },
          { name: 'Borlänge', lat: 60.48, lon: 15.44 },
          { name: 'Ludvika', lat: 60.15, lon: 15.19 },
          { name: 'Mora', lat: 61.0, lon: 14.54 },
        ],
      },
      {
        code: 'X',
        name: 'Gävleborgs län',
        cities: [
          { name: 'Gävle', lat: 60.67, lon: 17.14 },
          { name: 'Sandviken', lat: 60.62, lon: 16.78 },
          { name: 'Hudiksvall', lat: 61.73, lon: 17.1 },
          { name: 'Söderhamn', lat: 61.3, lon: 17.06 },
          { name: 'Bollnäs', lat: 61.35, lon: 16.39 },
        ],
      },
      {
        code: 'Y',
        name: 'Västernorrlands län',
        cities: [
          { name: 'Sundsvall', lat: 62.39, lon: 17.31 },
          { name: 'Örnsköldsvik', lat: 63.29, lon: 18.72 },
          { name: 'Härnösand', lat: 62.63, lon: 17.94 },
        ],
      },
      {
        code: 'Z',
        name: 'Jämtlands län',
        cities: [
          { name: 'Östersund', lat: 63.18, lon: 14.64 },
          { name: 'Åre', lat: 63.4, lon: 13.08 },
          { name: 'Strömsund', lat: 63.85, lon: 15.56 },
        ],
      },
    ],
  },
  {
    code: 'FI',
    language: 'fi',
    currency: 'EUR',
    subregion: 'region',
    regions: [
      {
        code: '01',
        name: 'Ahvenanmaa',
        cities: [
          { name: 'Maarianhamina', lat: 60.1, lon: 19.94 },
          { name: 'Jomala', lat: 60.15, lon: 19.95 },
          { name: 'Finström', lat: 60.23, lon: 19.99 },
        ],
      },
      {
        code: '02',
        name: 'Etelä-Karjala',
        cities: [
          { name: 'Lappeenranta', lat: 61.06, lon: 28.19 },
          { name: 'Imatra', lat: 61.17, lon: 28.75 },
        ],
      },
      {
        code: '03',
        name: 'Etelä-Pohjanmaa',
        cities: [
          { name: 'Seinäjoki', lat: 62.79, lon: 22.84 },
          { name: 'Lapua', lat: 62.97, lon: 23.01 },
          { name: 'Kauhajoki', lat: 62.43, lon: 22.18 },
        ],
      },
      {
        code: '04',
        name: 'Etelä-Savo',
        cities: [
          { name: 'Mikkeli', lat: 61.69, lon: 27.27 },
          { name: 'Savonlinna', lat: 61.87, lon: 28.88 },
          { name: 'Pieksämäki', lat: 62.3, lon: 27.16 },
        ],
      },
      {
        code: '05',
        name: 'Kainuu',
        cities: [
          { name: 'Kajaani', lat: 64.23, lon: 27.73 },
          { name: 'Kuhmo', lat: 64.13, lon: 29.52 },
          { name: 'Suomussalmi', lat: 64.89, lon: 28.91 },
        ],
      },
      {
        code: '06',
        name: 'Kanta-Häme',
        cities: [
          { name: 'Hämeenlinna', lat: 61.0, lon: 24.46 },
          { name: 'Riihimäki', lat: 60.74, lon: 24.77 },
          { name: 'Forssa', lat: 60.81, lon: 23.62 },
        ],
      },
      {
        code: '07',
        name: 'Keski-Pohjanmaa',
        cities: [
          { name: 'Kokkola', lat: 63.84, lon: 23.13 },
          { name: 'Kannus', lat: 63.9, lon: 23.92 },
        ],
      },
      {
        code: '08',
        name: 'Keski-Suomi',
        cities: [
          { name: 'Jyväskylä', lat: 62.24, lon: 25.75 },
          { name: 'Jämsä', lat: 61.86, lon: 25.19 },
          { name: 'Äänekoski', lat: 62.6, lon: 25.73 },
        ],
      },
      {
        code: '09',
        name: 'Kymenlaakso',
        cities: [
          { name: 'Kouvola', lat: 60.87, lon: 26.7 },
          { name: 'Kotka', lat: 60.47, lon: 26.95 },
          { name: 'Hamina', lat: 60.57, lon: 27.2 },
        ],
      },
      {
        code: '10',
        name: 'Lappi',
        cities: [
          { name: 'Rovaniemi', lat: 66.5, lon: 25.73 },
          { name: 'Tornio', lat: 65.85, lon: 24.15 },
          { name: 'Kemi', lat: 65.74, lon: 24.56 },
          { name: 'Sodankylä', lat: 67.42, lon: 26.59 },
        ],
      },
      {
        code: '11',
        name: 'Pirkanmaa',
        cities: [
          { name: 'Tampere', lat: 61.5, lon: 23.76 },
          { name: 'Nokia', lat: 61.48, lon: 23.5 },
          { name: 'Ylöjärvi', lat: 61.55, lon: 23.6 },
          { name: 'Kangasala', lat: 61.46, lon: 24.07 },
        ],
      },
      {
        code: '12',
        name: 'Pohjanmaa',
        cities: [
          { name: 'Vaasa', lat: 63.1, lon: 21.62 },
          { name: 'Pietarsaari', lat: 63.68, lon: 22.7 },
          { name: 'Närpiö', lat: 62.47, lon: 21.34 },
        ],
      },
      {
        code: '13',
        name: 'Pohjois-Karjala',
        cities: [
          { name: 'Joensuu', lat: 62.6, lon: 29.76 },
          { name: 'Kitee', lat: 62.1, lon: 30.14 },
          { name: 'Lieksa', lat: 63.32, lon: 30.02 },
          { name: 'Nurmes', lat: 63.54, lon: 29.14 },
        ],
      },
      {
        code: '14',
        name: 'Pohjois-Pohjanmaa',
        cities: [
          { name: 'Oulu', lat: 65.01, lon: 25.47 },
          { name: 'Raahe', lat: 64.68, lon: 24.48 },
          { name: 'Ylivieska', lat: 64.08, lon: 24.55 },
          { name: 'Kuusamo', lat: 65.96, lon: 29.19 },
        ],
      },
      {
        code: '15',
        name: 'Pohjois-Savo',
        cities: [
          { name: 'Kuopio', lat: 62.89, lon: 27.68 },
          { name: 'Iisalmi', lat: 63.56, lon: 27.19 },
          { name: 'Varkaus', lat: 62.32, lon: 27.87 },
        ],
      },
      {
        code: '16',
        name: 'Päijät-Häme',
        cities: [
          { name: 'Lahti', lat: 60.98, lon: 25.66 },
          { name: 'Heinola', lat: 61.2, lon: 26.03 },
          { name: 'Orimattila', lat: 60.8, lon: 25.73 },
        ],
      },
      {
        code: '17',
        name: 'Satakunta',
        cities: [
          { name: 'Pori', lat: 61.48, lon: 21.8 },
          { name: 'Rauma', lat: 61.13, lon: 21.51 },
          { name: 'Kankaanpää', lat: 61.8, lon: 22.39 },
        ],
      },
      {
        code: '18',
        name: 'Uusimaa',
        cities: [
          { name: 'Helsinki', lat: 60.17, lon: 24.94 },
          { name: 'Espoo', lat: 60.21, lon: 24.66 },
          { name: 'Vantaa', lat: 60.29, lon: 25.04 },
          { name: 'Porvoo', lat: 60.39, lon: 25.66 },
          { name: 'Lohja', lat: 60.25, lon: 24.07 },
        ],
      },
      {
        code: '19',
        name: 'Varsinais-Suomi',
        cities: [
          { name: 'Turku', lat: 60.45, lon: 22.27 },
          { name: 'Salo', lat: 60.38, lon: 23.13 },
          { name: 'Kaarina', lat: 60.41, lon: 22.37 },
          { name: 'Uusikaupunki', lat: 60.8, lon: 21.41 },
        ],
      },
    ],
  },
  {
    code: 'PL',
    language: 'pl',
    currency: 'PLN',
    subregion: 'voivodeship',
    regions: [
      {
        code: '02',
        name: 'Dolnośląskie',
        cities: [
          { name: 'Wrocław', lat: 51.11, lon: 17.04 },
          { name: 'Wałbrzych', lat: 50.77, lon: 16.28 },
          { name: 'Legnica', lat: 51.21, lon: 16.16 },
          { name: 'Jelenia Góra', lat: 50.9, lon: 15.73 },
        ],
      },
      {
        code: '04',
        name: 'Kujawsko-pomorskie',
        cities: [
          { name: 'Bydgoszcz', lat: 53.12, lon: 18.01 },
          { name: 'Toruń', lat: 53.01, lon: 18.6 },
          { name: 'Włocławek', lat: 52.65, lon: 19.07 },
          { name: 'Grudziądz', lat: 53.48, lon: 18.75 },
        ],
      },
      {
        code: '06',
        name: 'Lubelskie',
        cities: [
          { name: 'Lublin', lat: 51.25, lon: 22.57 },
          { name: 'Zamość', lat: 50.72, lon: 23.25 },
          { name: 'Chełm', lat: 51.14, lon: 23.47 },
          { name: 'Biała Podlaska', lat: 52.03, lon: 23.13 },
        ],
      },
      {
        code: '08',
        name: 'Lubuskie',
        cities: [
          { name: 'Gorzów Wielkopolski', lat: 52.73, lon: 15.24 },
          { name: 'Zielona Góra', lat: 51.94, lon: 15.51 },
          { name: 'Nowa Sól', lat: 51.8, lon: 15.71 },
        ],
      },
      {
        code: '10',
        name: 'Łódzkie',
        cities: [
          { name: 'Łódź', lat: 51.76, lon: 19.46 },
          { name: 'Piotrków Trybunalski', lat: 51.41, lon: 19.7 },
          { name: 'Pabianice', lat: 51.66, lon: 19.35 },
          { name: 'Skierniewice', lat: 51.95, lon: 20.16 },
        ],
      },
      {
        code: '12',
        name: 'Małopolskie',
        cities: [
          { name: 'Kraków', lat: 50.06, lon: 19.94 },
          { name: 'Tarnów', lat: 50.01, lon: 20.99 },
          { name: 'Nowy Sącz', lat: 49.62, lon: 20.69 },
          { name: 'Zakopane', lat: 49.3, lon: 19.95 },
        ],
      },
      {
        code: '14',
        name: 'Mazowieckie',
        cities: [
          { name: 'Warszawa', lat: 52.23, lon: 21.01 },
          { name: 'Radom', lat: 51.4, lon: 21.15 },
          { name: 'Płock', lat: 52.55, lon: 19.71 },
          { name: 'Siedlce', lat: 52.17, lon: 22.29 },
        ],
      },
      {
        code: '16',
        name: 'Opolskie',
        cities: [
          { name: 'Opole', lat: 50.67, lon: 17.93 },
          { name: 'Kędzierzyn-Koźle', lat: 50.35, lon: 18.21 },
          { name: 'Nysa', lat: 50.47, lon: 17.33 },
        ],
      },
      {
        code: '18',
        name: 'Podkarpackie',
        cities: [
          { name: 'Rzeszów', lat: 50.04, lon: 22.0 },
          { name: 'Przemyśl', lat: 49.78, lon: 22.77 },
          { name: 'Stalowa Wola', lat: 50.58, lon: 22.05 },
          { name: 'Krosno', lat: 49.69, lon: 21.77 },
        ],
      },
      {
        code: '20',
        name: 'Podlaskie',
        cities: [
          { name: 'Białystok', lat: 53.13, lon: 23.16 },
          { name: 'Suwałki', lat: 54.1, lon: 22.93 },
          { name: 'Łomża', lat: 53.18, lon: 22.06 },
        ],
      },
      {
        code: '22',
        name: 'Pomorskie',
        cities: [
          { name: 'Gdańsk', lat: 54.35, lon: 18.65 },
          { name: 'Gdynia', lat: 54.52, lon: 18.53 },
          { name: 'Sopot', lat: 54.44, lon: 18.56 },
          { name: 'Słupsk', lat: 54.46, lon: 17.03 },
        ],
      },
      {
        code: '24',
        name: 'Śląskie',
        cities: [
          { name: 'Katowice', lat: 50.26, lon: 19.02 },
          { name: 'Częstochowa', lat: 50.81, lon: 19.12 },
          { name: 'Gliwice', lat: 50.29, lon: 18.67 },
          { name: 'Sosnowiec', lat: 50.29, lon: 19.1 },
          { name: 'Bielsko-Biała', lat: 49.82, lon: 19.04 },
        ],
      },
      {
        code: '26',
        name: 'Świętokrzyskie',
        cities: [
          { name: 'Kielce', lat: 50.87, lon: 20.63 },
          { name: 'Ostrowiec Świętokrzyski', lat: 50.93, lon: 21.39 },
          { name: 'Starachowice', lat: 51.04, lon: 21.07 },
        ],
      },
      {
        code: '28',
        name: 'Warmińsko-mazurskie',
        cities: [
          { name: 'Olsztyn', lat: 53.78, lon: 20.49 },
          { name: 'Elbląg', lat: 54.16, lon: 19.4 },
          { name: 'Ełk', lat: 53.83, lon: 22.36 },
        ],
      },
      {
        code: '30',
        name: 'Wielkopolskie',
        cities: [
          { name: 'Poznań', lat: 52.41, lon: 16.93 },
          { name: 'Kalisz', lat: 51.76, lon: 18.09 },
          { name: 'Konin', lat: 52.22, lon: 18.25 },
          { name: 'Piła', lat: 53.15, lon: 16.74 },
        ],
      },
      {
        code: '32',
        name: 'Zachodniopomorskie',
        cities: [
          { name: 'Szczecin', lat: 53.43, lon: 14.55 },
          { name: 'Koszalin', lat: 54.19, lon: 16.17 },
          { name: 'Stargard', lat: 53.34, lon: 15.05 },
          { name: 'Świnoujście', lat: 53.91, lon: 14.25 },
        ],
      },
    ],
  },
  {
    code: 'FR',
    language: 'fr',
    currency: 'EUR',
    subregion: 'region',
    regions: [
      {
        code: 'ARA',
        name: 'Auvergne-Rhône-Alpes',
        cities: [
          { name: 'Lyon', lat: 45.76, lon: 4.84 },
          { name: 'Grenoble', lat: 45.19, lon: 5.72 },
          { name: 'Saint-Étienne', lat: 45.44, lon: 4.39 },
          { name: 'Clermont-Ferrand', lat: 45.78, lon: 3.08 },
          { name: 'Annecy', lat: 45.9, lon: 6.13 },
        ],
      },
      {
        code: 'BFC',
        name: 'Bourgogne-Franche-Comté',
        cities: [
          { name: 'Dijon', lat: 47.32, lon: 5.04 },
          { name: 'Besançon', lat: 47.24, lon: 6.02 },
          { name: 'Belfort', lat: 47.64, lon: 6.86 },
          { name: 'Auxerre', lat: 47.8, lon: 3.57 },
        ],
      },
      {
        code: 'BRE',
        name: 'Bretagne',
        cities: [
          { name: 'Rennes', lat: 48.11, lon: -1.68 },
          { name: 'Brest', lat: 48.39, lon: -4.49 },
          { name: 'Quimper', lat: 48.0, lon: -4.1 },
          { name: 'Lorient', lat: 47.75, lon: -3.37 },
          { name: 'Vannes', lat: 47.66, lon: -2.76 },
        ],
      },
      {
        code: 'CVL',
        name: 'Centre-Val de Loire',
        cities: [
          { name: 'Tours', lat: 47.39, lon: 0.69 },
          { name: 'Orléans', lat: 47.9, lon: 1.91 },
          { name: 'Bourges', lat: 47.08, lon: 2.4 },
          { name: 'Blois', lat: 47.59, lon: 1.33 },
          { name: 'Chartres', lat: 48.45, lon: 1.49 },
        ],
      },
      {
        code: '20R',
        name: 'Corse',
        cities: [
          { name: 'Ajaccio', lat: 41.92, lon: 8.74 },
          { name: 'Bastia', lat: 42.7, lon: 9.45 },
          { name: 'Porto-Vecchio', lat: 41.59, lon: 9.28 },
          { name: 'Calvi', lat: 42.57, lon: 8.76 },
        ],
      },
      {
        code: 'GES',
        name: 'Grand Est',
        cities: [
          { name: 'Strasbourg', lat: 48.57, lon: 7.75 },
          { name: 'Reims', lat: 49.26, lon: 4.03 },
          { name: 'Metz', lat: 49.12, lon: 6.18 },
          { name: 'Nancy', lat: 48.69, lon: 6.18 },
          { name: 'Mulhouse', lat: 47.75, lon: 7.34 },
        ],
      },
      {
        code: 'HDF',
        name: 'Hauts-de-France',
        cities: [
          { name: 'Lille', lat: 50.63, lon: 3.06 },
          { name: 'Amiens', lat: 49.89, lon: 2.3 },
          { name: 'Roubaix', lat: 50.69, lon: 3.18 },
          { name: 'Dunkerque', lat: 51.03, lon: 2.38 },
          { name: 'Calais', lat: 50.95, lon: 1.86 },
        ],
      },
      {
        code: 'IDF',
        name: 'Île-de-France',
        cities: [
          { name: 'Paris', lat: 48.86, lon: 2.35 },
          { name: 'Boulogne-Billancourt', lat: 48.84, lon: 2.24 },
          { name: 'Saint-Denis', lat: 48.94, lon: 2.36 },
          { name: 'Argenteuil', lat: 48.95, lon: 2.25 },
          { name: 'Versailles', lat: 48.8, lon: 2.13 },
        ],
      },
      {
        code: 'NOR',
        name: 'Normandie',
        cities: [
          { name: 'Le Havre', lat: 49.49, lon: 0.11 },
          { name: 'Rouen', lat: 49.44, lon: 1.1 },
          { name: 'Caen', lat: 49.18, lon: -0.37 },
          { name: 'Cherbourg-en-Cotentin', lat: 49.64, lon: -1.62 },
        ],
      },
      {
        code: 'NAQ',
        name: 'Nouvelle-Aquitaine',
        cities: [
          { name: 'Bordeaux', lat: 44.84, lon: -0.58 },
          { name: 'Limoges', lat: 45.83, lon: 1.26 },
          { name: 'Poitiers', lat: 46.58, lon: 0.34 },
          { name: 'Pau', lat: 43.3, lon: -0.37 },
          { name: 'La Rochelle', lat: 46.16, lon: -1.15 },
        ],
      },
      {
        code: 'OCC',
        name: 'Occitanie',
        cities: [
          { name: 'Toulouse', lat: 43.6, lon: 1.44 },
          { name: 'Montpellier', lat: 43.61, lon: 3.88 },
          { name: 'Nîmes', lat: 43.84, lon: 4.36 },
          { name: 'Perpignan', lat: 42.7, lon: 2.9 },
          { name: 'Béziers', lat: 43.34, lon: 3.22 },
        ],
      },
      {
        code: 'PDL',
        name: 'Pays de la Loire',
        cities: [
          { name: 'Nantes', lat: 47.22, lon: -1.55 },
          { name: 'Angers', lat: 47.47, lon: -0.55 },
          { name: 'Le Mans', lat: 48.0, lon: 0.2 },
          { name: 'Saint-Nazaire', lat: 47.27, lon: -2.21 },
          { name: 'La Roche-sur-Yon', lat: 46.67, lon: -1.43 },
        ],
      },
      {
        code: 'PAC',
        name: "Provence-Alpes-Côte d'Azur",
        cities: [
          { name: 'Marseille', lat: 43.3, lon: 5.37 },
          { name: 'Nice', lat: 43.7, lon: 7.27 },
          { name: 'Toulon', lat: 43.12, lon: 5.93 },
          { name: 'Aix-en-Provence', lat: 43.53, lon: 5.45 },
          { name: 'Avignon', lat: 43.95, lon: 4.81 },
        ],
      },
    ],
  },
  {
    code: 'IT',
    language: 'it',
    currency: 'EUR',
    subregion: 'region',
    regions: [
      {
        code: '65',
        name: 'Abruzzo',
        cities: [
          { name: 'Pescara', lat: 42.46, lon: 14.21 },
          { name: "L'Aquila", lat: 42.35, lon: 13.4 },
          { name: 'Chieti', lat: 42.35, lon: 14.17 },
          { name: 'Teramo', lat: 42.66, lon: 13.7 },
        ],
      },
      {
        code: '77',
        name: 'Basilicata',
        cities: [
          { name: 'Potenza', lat: 40.64, lon: 15.8 },
          { name: 'Matera', lat: 40.67, lon: 16.6 },
          { name: 'Melfi', lat: 40.99, lon: 15.65 },
        ],
      },
      {
        code: '78',
        name: 'Calabria',
        cities: [
          { name: 'Reggio Calabria', lat: 38.11, lon: 15.65 },
          { name: 'Catanzaro', lat: 38.91, lon: 16.59 },
          { name: 'Cosenza', lat: 39.3, lon: 16.25 },
          { name: 'Crotone', lat: 39.08, lon: 17.13 },
        ],
      },
      {
        code: '72',
        name: 'Campania',
        cities: [
          { name: 'Napoli', lat: 40.85, lon: 14.27 },
          { name: 'Salerno', lat: 40.68, lon: 14.77 },
          { name: 'Caserta', lat: 41.07, lon: 14.33 },
          { name: 'Avellino', lat: 40.91, lon: 14.79 },
        ],
      },
      {
        code: '45',
        name: 'Emilia-Romagna',
        cities: [
          { name: 'Bologna', lat: 44.49, lon: 11.34 },
          { name: 'Parma', lat: 44.8, lon: 10.33 },
          { name: 'Modena', lat: 44.65, lon: 10.93 },
          { name: 'Reggio Emilia', lat: 44.7, lon: 10.63 },
          { name: 'Rimini', lat: 44.06, lon: 12.57 },
        ],
      },
      {
        code: '36',
        name: 'Friuli-Venezia Giulia',
        cities: [
          { name: 'Trieste', lat: 45.65, lon: 13.78 },
          { name: 'Udine', lat: 46.06, lon: 13.24 },
          { name: 'Pordenone', lat: 45.96, lon: 12.66 },
          { name: 'Gorizia', lat: 45.94, lon: 13.62 },
        ],
      },
      {
        code: '62',
        name: 'Lazio',
        cities: [
          { name: 'Roma', lat: 41.9, lon: 12.5 },
          { name: 'Latina', lat: 41.47, lon: 12.9 },
          { name: 'Viterbo', lat: 42.42, lon: 12.11 },
          { name: 'Frosinone', lat: 41.64, lon: 13.34 },
        ],
      },
      {
        code: '42',
        name: 'Liguria',
        cities: [
          { name: 'Genova', lat: 44.41, lon: 8.93 },
          { name: 'La Spezia', lat: 44.1, lon: 9.82 },
          { name: 'Savona', lat: 44.31, lon: 8.48 },
          { name: 'Sanremo', lat: 43.82, lon: 7.78 },
        ],
      },
      {
        code: '25',
        name: 'Lombardia',
        cities: [
          { name: 'Milano', lat: 45.46, lon: 9.19 },
          { name: 'Brescia', lat: 45.54, lon: 10.21 },
          { name: 'Bergamo', lat: 45.7, lon: 9.67 },
          { name: 'Monza', lat: 45.58, lon: 9.27 },
          { name: 'Como', lat: 45.81, lon: 9.09 },
        ],
      },
      {
        code: '57',
        name: 'Marche',
        cities: [
          { name: 'Ancona', lat: 43.62, lon: 13.52 },
          { name: 'Pesaro', lat: 43.91, lon: 12.91 },
          { name: 'Macerata', lat: 43.3, lon: 13.45 },
          { name: 'Ascoli Piceno', lat: 42.85, lon: 13.58 },
        ],
      },
      {
        code: '67',
        name: 'Molise',
        cities: [
          { name: 'Campobasso', lat: 41.56, lon: 14.66 },
          { name: 'Termoli', lat: 42.0, lon: 15.0 },
          { name: 'Isernia', lat: 41.59, lon: 14.23 },
        ],
      },
      {
        code: '21',
        name: 'Piemonte',
        cities: [
          { name: 'Torino', lat: 45.07, lon: 7.69 },
          { name: 'Novara', lat: 45.45, lon: 8.62 },
          { name: 'Alessandria', lat: 44.91, lon: 8.61 },
          { name: 'Asti', lat: 44.9, lon: 8.21 },
          { name: 'Cuneo', lat: 44.39, lon: 7.55 },
        ],
      },
      {
        code: '75',
        name: 'Puglia',
        cities: [
          { name: 'Bari', lat: 41.12, lon: 16.87 },
          { name: 'Taranto', lat: 40.47, lon: 17.24 },
          { name: 'Foggia', lat: 41.46, lon: 15.55 },
          { name: 'Lecce', lat: 40.35, lon: 18.17 },
          { name: 'Brindisi', lat: 40.63, lon: 17.94 },
        ],
      },
      {
        code: '88',
        name: 'Sardegna',
        cities: [
          { name: 'Cagliari', lat: 39.22, lon: 9.12 },
          { name: 'Sassari', lat: 40.73, lon: 8.56 },
          { name: 'Olbia', lat: 40.92, lon: 9.5 },
          { name: 'Nuoro', lat: 40.32, lon: 9.33 },
        ],
      },
      {
        code: '82',
        name: 'Sicilia',
        cities: [
          { name: 'Palermo', lat: 38.12, lon: 13.36 },
          { name: 'Catania', lat: 37.5, lon: 15.09 },
          { name: 'Messina', lat: 38.19, lon: 15.55 },
          { name: 'Siracusa', lat: 37.08, lon: 15.29 },
        ],
      },
      {
        code: '52',
        name: 'Toscana',
        cities: [
          { name: 'Firenze', lat: 43.77, lon: 11.26 },
          { name: 'Prato', lat: 43.88, lon: 11.1 },
          { name: 'Livorno', lat: 43.55, lon: 10.31 },
          { name: 'Pisa', lat: 43.72, lon: 10.4 },
          { name: 'Siena', lat: 43.32, lon: 11.33 },
        ],
      },
      {
        code: '32',
        name: 'Trentino-Alto Adige',
        cities: [
          { name: 'Trento', lat: 46.07, lon: 11.12 },
          { name: 'Bolzano', lat: 46.5, lon: 11.35 },
          { name: 'Merano', lat: 46.67, lon: 11.16 },
          { name: 'Rovereto', lat: 45.89, lon: 11.04 },
        ],
      },
      {
        code: '55',
        name: 'Umbria',
        cities: [
          { name: 'Perugia', lat: 43.11, lon: 12.39 },
          { name: 'Terni', lat: 42.56, lon: 12.64 },
          { name: 'Foligno', lat: 42.96, lon: 12.7 },
          { name: 'Assisi', lat: 43.07, lon: 12.62 },
        ],
      },
      {
        code: '23',
        name: "Valle d'Aosta",
        cities: [
          { name: 'Aosta', lat: 45.74, lon: 7.32 },
          { name: 'Saint-Vincent', lat: 45.75, lon: 7.65 },
          { name: 'Châtillon', lat: 45.75, lon: 7.62 },
          { name: 'Courmayeur', lat: 45.79, lon: 6.97 },
        ],
      },
      {
        code: '34',
        name: 'Veneto',
        cities: [
          { name: 'Venezia', lat: 45.44, lon: 12.32 },
          { name: 'Verona', lat: 45.44, lon: 10.99 },
          { name: 'Padova', lat: 45.41, lon: 11.88 },
          { name: 'Vicenza', lat: 45.55, lon: 11.55 },
          { name: 'Treviso', lat: 45.67, lon: 12.24 },
        ],
      },
    ],
  },
  {
    code: 'ES',
    language: 'es',
    currency: 'EUR',
    subregion: 'autonomous_community',
    regions: [
      {
        code: 'AN',
        name: 'Andalucía',
        cities: [
          { name: 'Sevilla', lat: 37.39, lon: -5.98 },
          { name: 'Málaga', lat: 36.72, lon: -4.42 },
          { name: 'Córdoba', lat: 37.89, lon: -4.78 },
          { name: 'Granada', lat: 37.18, lon: -3.6 },
          { name: 'Almería', lat: 36.84, lon: -2.46 },
        ],
      },
      {
        code: 'AR',
        name: 'Aragón',
        cities: [
          { name: 'Zaragoza', lat: 41.65, lon: -0.89 },
          { name: 'Huesca', lat: 42.14, lon: -0.41 },
          { name: 'Teruel', lat: 40.34, lon: -1.11 },
        ],
      },
      {
        code: 'AS',
        name: 'Asturias',
        cities: [
          { name: 'Gijón', lat: 43.54, lon: -5.66 },
          { name: 'Oviedo', lat: 43.36, lon: -5.85 },
          { name: 'Avilés', lat: 43.56, lon: -5.92 },
        ],
      },
      {
        code: 'IB',
        name: 'Illes Balears',
        cities: [
          { name: 'Palma', lat: 39.57, lon: 2.65 },
          { name: 'Eivissa', lat: 38.91, lon: 1.43 },
          { name: 'Manacor', lat: 39.57, lon: 3.21 },
          { name: 'Maó', lat: 39.89, lon: 4.27 },
        ],
      },
      {
        code: 'CN',
        name: 'Canarias',
        cities: [
          { name: 'Las Palmas de Gran Canaria', lat: 28.12, lon: -15.43 },
          { name: 'Santa Cruz de Tenerife', lat: 28.46, lon: -16.25 },
          { name: 'San Cristóbal de La Laguna', lat: 28.49, lon: -16.32 },
          { name: 'Arrecife', lat: 28.96, lon: -13.55 },
        ],
      },
      {
        code: 'CB',
        name: 'Cantabria',
        cities: [
          { name: 'Santander', lat: 43.46, lon: -3.81 },
          { name: 'Torrelavega', lat: 43.35, lon: -4.05 },
          { name: 'Castro Urdiales', lat: 43.38, lon: -3.22 },
        ],
      },
      {
        code: 'CL',
        name: 'Castilla y León',
        cities: [
          { name: 'Valladolid', lat: 41.65, lon: -4.72 },
          { name: 'Burgos', lat: 42.34, lon: -3.7 },
          { name: 'Salamanca', lat: 40.97, lon: -5.66 },
          { name: 'León', lat: 42.6, lon: -5.57 },
        ],
      },
      {
        code: 'CM',
        name: 'Castilla-La Mancha',
        cities: [
          { name: 'Albacete', lat: 38.99, lon: -1.86 },
          { name: 'Toledo', lat: 39.86, lon: -4.03 },
          { name: 'Guadalajara', lat: 40.63, lon: -3.17 },
          { name: 'Talavera de la Reina', lat: 39.96, lon: -4.83 },
          { name: 'Ciudad Real', lat: 38.99, lon: -3.93 },
        ],
      },
      {
        code: 'CT',
        name: 'Catalunya',
        cities: [
          { name: 'Barcelona', lat: 41.39, lon: 2.17 },
          { name: "L'Hospitalet de Llobregat", lat: 41.36, lon: 2.1 },
          { name: 'Tarragona', lat: 41.12, lon: 1.25 },
          { name: 'Girona', lat: 41.98, lon: 2.82 },
          { name: 'Lleida', lat: 41.62, lon: 0.62 },
        ],
      },
      {
        code: 'EX',
        name: 'Extremadura',
        cities: [
          { name: 'Badajoz', lat: 38.88, lon: -6.97 },
          { name: 'Cáceres', lat: 39.47, lon: -6.37 },
          { name: 'Mérida', lat: 38.92, lon: -6.34 },
          { name: 'Plasencia', lat: 40.03, lon: -6.09 },
        ],
      },
      {
        code: 'GA',
        name: 'Galicia',
        cities: [
          { name: 'Vigo', lat: 42.24, lon: -8.72 },
          { name: 'A Coruña', lat: 43.36, lon: -8.41 },
          { name: 'Santiago de Compostela', lat: 42.88, lon: -8.54 },
          { name: 'Ourense', lat: 42.34, lon: -7.86 },
          { name: 'Lugo', lat: 43.01, lon: -7.56 },
        ],
      },
      {
        code: 'RI',
        name: 'La Rioja',
        cities: [
          { name: 'Logroño', lat: 42.47, lon: -2.45 },
          { name: 'Calahorra', lat: 42.3, lon: -1.97 },
          { name: 'Haro', lat: 42.58, lon: -2.85 },
        ],
      },
      {
        code: 'MD',
        name: 'Comunidad de Madrid',
        cities: [
          { name: 'Madrid', lat: 40.42, lon: -3.7 },
          { name: 'Móstoles', lat: 40.32, lon: -3.86 },
          { name: 'Alcalá de Henares', lat: 40.48, lon: -3.36 },
          { name: 'Fuenlabrada', lat: 40.28, lon: -3.79 },
          { name: 'Getafe', lat: 40.31, lon: -3.73 },
        ],
      },
      {
        code: 'MC',
        name: 'Región de Murcia',
        cities: [
          { name: 'Murcia', lat: 37.99, lon: -1.13 },
          { name: 'Cartagena', lat: 37.61, lon: -0.99 },
          { name: 'Lorca', lat: 37.68, lon: -1.7 },
        ],
      },
      {
        code: 'NC',
        name: 'Navarra',
        cities: [
          { name: 'Pamplona', lat: 42.81, lon: -1.64 },
          { name: 'Tudela', lat: 42.06, lon: -1.6 },
          { name: 'Estella', lat: 42.67, lon: -2.03 },
        ],
      },
      {
        code: 'PV',
        name: 'País Vasco',
        cities: [
          { name: 'Bilbao', lat: 43.26, lon: -2.93 },
          { name: 'Vitoria-Gasteiz', lat: 42.85, lon: -2.67 },
          { name: 'Donostia-San Sebastián', lat: 43.32, lon: -1.98 },
          { name: 'Barakaldo', lat: 43.3, lon: -2.99 },
        ],
      },
      {
        code: 'VC',
        name: 'Comunitat Valenciana',
        cities: [
          { name: 'València', lat: 39.47, lon: -0.38 },
          { name: 'Alicante', lat: 38.35, lon: -0.48 },
          { name: 'Elche', lat: 38.27, lon: -0.7 },
          { name: 'Castellón de la Plana', lat: 39.99, lon: -0.05 },
          { name: 'Benidorm', lat: 38.54, lon: -0.13 },
        ],
      },
    ],
  },
  {
    code: 'GB',
    language: 'en',
    currency: 'GBP',
    subregion: 'county',
    regions: [
      {
        code: 'LND',
        name: 'Greater London',
        cities: [
          { name: 'London', lat: 51.51, lon: -0.13 },
          { name: 'Croydon', lat: 51.37, lon: -0.1 },
          { name: 'Ilford', lat: 51.56, lon: 0.07 },
          { name: 'Harrow', lat: 51.58, lon: -0.34 },
          { name: 'Wimbledon', lat: 51.42, lon: -0.21 },
        ],
      },
      {
        code: 'GTM',
        name: 'Greater Manchester',
        cities: [
          { name: 'Manchester', lat: 53.48, lon: -2.24 },
          { name: 'Salford', lat: 53.49, lon: -2.29 },
          { name: 'Bolton', lat: 53.58, lon: -2.43 },
          { name: 'Stockport', lat: 53.41, lon: -2.16 },
          { name: 'Wigan', lat: 53.55, lon: -2.63 },
        ],
      },
      {
        code: 'WMD',
        name: 'West Midlands',
        cities: [
          { name: 'Birmingham', lat: 52.49, lon: -1.89 },
          { name: 'Coventry', lat: 52.41, lon: -1.51 },
          { name: 'Wolverhampton', lat: 52.59, lon: -2.13 },
          { name: 'Solihull', lat: 52.41, lon: -1.78 },
          { name: 'Walsall', lat: 52.59, lon: -1.98 },
        ],
      },
      {
        code: 'WYK',
        name: 'West Yorkshire',
        cities: [
          { name: 'Leeds', lat: 53.8, lon: -1.55 },
          { name: 'Bradford', lat: 53.8, lon: -1.76 },
          { name: 'Huddersfield', lat: 53.65, lon: -1.78 },
          { name: 'Wakefield', lat: 53.68, lon: -1.5 },
          { name: 'Halifax', lat: 53.72, lon: -1.86 },
        ],
      },
      {
        code: 'SYK',
        name: 'South Yorkshire',
        cities: [
          { name: 'Sheffield', lat: 53.38, lon: -1.47 },
          { name: 'Doncaster', lat: 53.52, lon: -1.13 },
          { name: 'Rotherham', lat: 53.43, lon: -1.36 },
          { name: 'Barnsley', lat: 53.55, lon: -1.48 },
        ],
      },
      {
        code: 'NYK',
        name: 'North Yorkshire',
        cities: [
          { name: 'York', lat: 53.96, lon: -1.08 },
          { name: 'Middlesbrough', lat: 54.57, lon: -1.23 },
          { name: 'Harrogate', lat: 53.99, lon: -1.54 },
          { name: 'Scarborough', lat: 54.28, lon: -0.4 },
        ],
      },
      {
        code: 'MSY',
        name: 'Merseyside',
        cities: [
          { name: 'Liverpool', lat: 53.41, lon: -2.98 },
          { name: 'Birkenhead', lat: 53.39, lon: -3.01 },
          { name: 'St Helens', lat: 53.45, lon: -2.74 },
          { name: 'Southport', lat: 53.65, lon: -3.01 },
        ],
      },
      {
        code: 'TWR',
        name: 'Tyne and Wear',
        cities: [
          { name: 'Newcastle upon Tyne', lat: 54.98, lon: -1.62 },
          { name: 'Sunderland', lat: 54.91, lon: -1.38 },
          { name: 'Gateshead', lat: 54.96, lon: -1.6 },
          { name: 'South Shields', lat: 55.0, lon: -1.43 },
        ],
      },
      {
        code: 'LAN',
        name: 'Lancashire',
        cities: [
          { name: 'Preston', lat: 53.76, lon: -2.7 },
          { name: 'Blackpool', lat: 53.82, lon: -3.05 },
          { name: 'Blackburn', lat: 53.75, lon: -2.48 },
          { name: 'Burnley', lat: 53.79, lon: -2.24 },
          { name: 'Lancaster', lat: 54.05, lon: -2.8 },
        ],
      },
      {
        code: 'KEN',
        name: 'Kent',
        cities: [
          { name: 'Maidstone', lat: 51.27, lon: 0.52 },
          { name: 'Canterbury', lat: 51.28, lon: 1.08 },
          { name: 'Dartford', lat: 51.45, lon: 0.22 },
          { name: 'Ashford', lat: 51.15, lon: 0.87 },
          { name: 'Margate', lat: 51.39, lon: 1.38 },
        ],
      },
      {
        code: 'ESS',
        name: 'Essex',
        cities: [
          { name: 'Southend-on-Sea', lat: 51.54, lon: 0.71 },
          { name: 'Chelmsford', lat: 51.74, lon: 0.47 },
          { name: 'Colchester', lat: 51.89, lon: 0.9 },
          { name: 'Basildon', lat: 51.58, lon: 0.49 },
        ],
      },
      {
        code: 'HAM',
        name: 'Hampshire',
        cities: [
          { name: 'Southampton', lat: 50.9, lon: -1.4 },
          { name: 'Portsmouth', lat: 50.82, lon: -1.09 },
          { name: 'Basingstoke', lat: 51.27, lon: -1.09 },
          { name: 'Winchester', lat: 51.06, lon: -1.31 },
        ],
      },
      {
        code: 'SRY',
        name: 'Surrey',
        cities: [
          { name: 'Guildford', lat: 51.24, lon: -0.57 },
          { name: 'Woking', lat: 51.32, lon: -0.56 },
          { name: 'Epsom', lat: 51.33, lon: -0.27 },
          { name: 'Reigate', lat: 51.24, lon: -0.21 },
        ],
      },
      {
        code: 'ESX',
        name: 'East Sussex',
        cities: [
          { name: 'Brighton', lat: 50.82, lon: -0.14 },
          { name: 'Eastbourne', lat: 50.77, lon: 0.28 },
          { name: 'Hastings', lat: 50.86, lon: 0.57 },
          { name: 'Lewes', lat: 50.87, lon: 0.01 },
        ],
      },
      {
        code: 'BST',
        name: 'Bristol',
        cities: [
          { name: 'Bristol', lat: 51.45, lon: -2.59 },
          { name: 'Clifton', lat: 51.46, lon: -2.62 },
          { name: 'Avonmouth', lat: 51.5, lon: -2.7 },
        ],
      },
      {
        code: 'DEV',
        name: 'Devon',
        cities: [
          { name: 'Plymouth', lat: 50.38, lon: -4.14 },
          { name: 'Exeter', lat: 50.72, lon: -3.53 },
          { name: 'Torquay', lat: 50.46, lon: -3.53 },
          { name: 'Barnstaple', lat: 51.08, lon: -4.06 },
        ],
      },
      {
        code: 'NTT',
        name: 'Nottinghamshire',
        cities: [
          { name: 'Nottingham', lat: 52.95, lon: -1.15 },
          { name: 'Mansfield', lat: 53.14, lon: -1.2 },
          { name: 'Newark-on-Trent', lat: 53.08, lon: -0.81 },
          { name: 'Worksop', lat: 53.3, lon: -1.12 },
        ],
      },
      {
        code: 'LEC',
        name: 'Leicestershire',
        cities: [
          { name: 'Leicester', lat: 52.64, lon: -1.13 },
          { name: 'Loughborough', lat: 52.77, lon: -1.21 },
          { name: 'Hinckley', lat: 52.54, lon: -1.37 },
          { name: 'Melton Mowbray', lat: 52.77, lon: -0.89 },
        ],
      },
      {
        code: 'OXF',
        name: 'Oxfordshire',
        cities: [
          { name: 'Oxford', lat: 51.75, lon: -1.26 },
          { name: 'Banbury', lat: 52.06, lon: -1.34 },
          { name: 'Abingdon', lat: 51.67, lon: -1.28 },
          { name: 'Witney', lat: 51.78, lon: -1.49 },
        ],
      },
      {
        code: 'CAM',
        name: 'Cambridgeshire',
        cities: [
          { name: 'Cambridge', lat: 52.21, lon: 0.12 },
          { name: 'Peterborough', lat: 52.57, lon: -0.24 },
          { name: 'Huntingdon', lat: 52.33, lon: -0.18 },
          { name: 'Ely', lat: 52.4, lon: 0.26 },
        ],
      },
      {
        code: 'NFK',
        name: 'Norfolk',
        cities: [
          { name: 'Norwich', lat: 52.63, lon: 1.3 },
          { name: 'Great Yarmouth', lat: 52.61, lon: 1.73 },
          { name: "King's Lynn", lat: 52.75, lon: 0.4 },
          { name: 'Thetford', lat: 52.41, lon: 0.75 },
        ],
      },
      {
        code: 'SCT',
        name: 'Scotland',
        cities: [
          { name: 'Glasgow', lat: 55.86, lon: -4.25 },
          { name: 'Edinburgh', lat: 55.95, lon: -3.19 },
          { name: 'Aberdeen', lat: 57.15, lon: -2.09 },
          { name: 'Dundee', lat: 56.46, lon: -2.97 },
          { name: 'Inverness', lat: 57.48, lon: -4.22 },
        ],
      },
      {
        code: 'WLS',
        name: 'Wales',
        cities: [
          { name: 'Cardiff', lat: 51.48, lon: -3.18 },
          { name: 'Swansea', lat: 51.62, lon: -3.94 },
          { name: 'Newport', lat: 51.58, lon: -3.0 },
          { name: 'Wrexham', lat: 53.05, lon: -2.99 },
        ],
      },
      {
        code: 'NIR',
        name: 'Northern Ireland',
        cities: [
          { name: 'Belfast', lat: 54.6, lon: -5.93 },
          { name: 'Derry', lat: 55.0, lon: -7.32 },
          { name: 'Lisburn', lat: 54.51, lon: -6.04 },
          { name: 'Newry', lat: 54.18, lon: -6.34 },
        ],
      },
    ],
  },
  {
    code: 'US',
    language: 'en',
    currency: 'USD',
    subregion: 'state',
    regions: [
      {
        code: 'AL',
        name: 'Alabama',
        cities: [
          { name: 'Birmingham', lat: 33.52, lon: -86.8 },
          { name: 'Huntsville', lat: 34.73, lon: -86.59 },
          { name: 'Montgomery', lat: 32.37, lon: -86.3 },
          { name: 'Mobile', lat: 30.69, lon: -88.04 },
        ],
      },
      {
        code: 'AK',
        name: 'Alaska',
        cities: [
          { name: 'Anchorage', lat: 61.22, lon: -149.9 },
          { name: 'Fairbanks', lat: 64.84, lon: -147.72 },
          { name: 'Juneau', lat: 58.3, lon: -134.42 },
        ],
      },
      {
        code: 'AZ',
        name: 'Arizona',
        cities: [
          { name: 'Phoenix', lat: 33.45, lon: -112.07 },
          { name: 'Tucson', lat: 32.22, lon: -110.97 },
          { name: 'Mesa', lat: 33.42, lon: -111.83 },
          { name: 'Scottsdale', lat: 33.49, lon: -111.93 },
          { name: 'Flagstaff', lat: 35.2, lon: -111.65 },
        ],
      },
      {
        code: 'AR',
        name: 'Arkansas',
        cities: [
          { name: 'Little Rock', lat: 34.75, lon: -92.29 },
          { name: 'Fayetteville', lat: 36.06, lon: -94.16 },
          { name: 'Fort Smith', lat: 35.39, lon: -94.4 },
        ],
      },
      {
        code: 'CA',
        name: 'California',
        cities: [
          { name: 'Los Angeles', lat: 34.05, lon: -118.24 },
          { name: 'San Diego', lat: 32.72, lon: -117.16 },
          { name: 'San Jose', lat: 37.34, lon: -121.89 },
          { name: 'San Francisco', lat: 37.77, lon: -122.42 },
          { name: 'Sacramento', lat: 38.58, lon: -121.49 },
        ],
      },
      {
        code: 'CO',
        name: 'Colorado',
        cities: [
          { name: 'Denver', lat: 39.74, lon: -104.99 },
          { name: 'Colorado Springs', lat: 38.83, lon: -104.82 },
          { name: 'Aurora', lat: 39.73, lon: -104.83 },
          { name: 'Fort Collins', lat: 40.59, lon: -105.08 },
          { name: 'Boulder', lat: 40.01, lon: -105.27 },
        ],
      },
      {
        code: 'CT',
        name: 'Connecticut',
        cities: [
          { name: 'Bridgeport', lat: 41.19, lon: -73.2 },
          { name: 'Stamford', lat: 41.05, lon: -73.54 },
          { name: 'New Haven', lat: 41.31, lon: -72.92 },
          { name: 'Hartford', lat: 41.76, lon: -72.69 },
        ],
      },
      {
        code: 'DE',
        name: 'Delaware',
        cities: [
          { name: 'Wilmington', lat: 39.74, lon: -75.55 },
          { name: 'Dover', lat: 39.16, lon: -75.52 },
          { name: 'Newark', lat: 39.68, lon: -75.75 },
        ],
      },
      {
        code: 'DC',
        name: 'District of Columbia',
        cities: [
          { name: 'Washington', lat: 38.91, lon: -77.04 },
          { name: 'Georgetown', lat: 38.91, lon: -77.07 },
          { name: 'Anacostia', lat: 38.86, lon: -76.98 },
        ],
      },
      {
        code: 'FL',
        name: 'Florida',
        cities: [
          { name: 'Jacksonville', lat: 30.33, lon: -81.66 },
          { name: 'Miami', lat: 25.76, lon: -80.19 },
          { name: 'Tampa', lat: 27.95, lon: -82.46 },
          { name: 'Orlando', lat: 28.54, lon: -81.38 },
          { name: 'Tallahassee', lat: 30.44, lon: -84.28 },
        ],
      },
      {
        code: 'GA',
        name: 'Georgia',
        cities: [
          { name: 'Atlanta', lat: 33.75, lon: -84.39 },
          { name: 'Augusta', lat: 33.47, lon: -81.97 },
          { name: 'Savannah', lat: 32.08, lon: -81.09 },
          { name: 'Athens', lat: 33.96, lon: -83.38 },
        ],
      },
      {
        code: 'HI',
        name: 'Hawaii',
        cities: [
          { name: 'Honolulu', lat: 21.31, lon: -157.86 },
          { name: 'Hilo', lat: 19.72, lon: -155.09 },
          { name: 'Kailua', lat: 21.4, lon: -157.74 },
          { name: 'Kahului', lat: 20.89, lon: -156.47 },
        ],
      },
      {
        code: 'ID',
        name: 'Idaho',
        cities: [
          { name: 'Boise', lat: 43.62, lon: -116.2 },
          { name: 'Meridian', lat: 43.61, lon: -116.39 },
          { name: 'Nampa', lat: 43.54, lon: -116.56 },
          { name: 'Idaho Falls', lat: 43.49, lon: -112.03 },
        ],
      },
      {
        code: 'IL',
        name: 'Illinois',
        cities: [
          { name: 'Chicago', lat: 41.88, lon: -87.63 },
          { name: 'Aurora', lat: 41.76, lon: -88.32 },
          { name: 'Naperville', lat: 41.75, lon: -88.15 },
          { name: 'Springfield', lat: 39.8, lon: -89.65 },
          { name: 'Peoria', lat: 40.69, lon: -89.59 },
        ],
      },
      {
        code: 'IN',
        name: 'Indiana',
        cities: [
          { name: 'Indianapolis', lat: 39.77, lon: -86.16 },
          { name: 'Fort Wayne', lat: 41.08, lon: -85.14 },
          { name: 'Evansville', lat: 37.97, lon: -87.57 },
          { name: 'South Bend', lat: 41.68, lon: -86.25 },
          { name: 'Bloomington', lat: 39.17, lon: -86.53 },
        ],
      },
      {
        code: 'IA',
        name: 'Iowa',
        cities: [
          { name: 'Des Moines', lat: 41.59, lon: -93.62 },
          { name: 'Cedar Rapids', lat: 41.98, lon: -91.67 },
          { name: 'Davenport', lat: 41.52, lon: -90.58 },
          { name: 'Iowa City', lat: 41.66, lon: -91.53 },
        ],
      },
      {
        code: 'KS',
        name: 'Kansas',
        cities: [
          { name: 'Wichita', lat: 37.69, lon: -97.34 },
          { name: 'Overland Park', lat: 38.98, lon: -94.67 },
          { name: 'Kansas City', lat: 39.11, lon: -94.63 },
          { name: 'Topeka', lat: 39.05, lon: -95.68 },
          { name: 'Lawrence', lat: 38.97, lon: -95.24 },
        ],
      },
      {
        code: 'KY',
        name: 'Kentucky',
        cities: [
          { name: 'Louisville', lat: 38.25, lon: -85.76 },
          { name: 'Lexington', lat: 38.04, lon: -84.5 },
          { name: 'Bowling Green', lat: 36.99, lon: -86.44 },
          { name: 'Frankfort', lat: 38.2, lon: -84.87 },
        ],
      },
      {
        code: 'LA',
        name: 'Louisiana',
        cities: [
          { name: 'New Orleans', lat: 29.95, lon: -90.07 },
          { name: 'Baton Rouge', lat: 30.45, lon: -91.19 },
          { name: 'Shreveport', lat: 32.53, lon: -93.75 },
          { name: 'Lafayette', lat: 30.22, lon: -92.02 },
        ],
      },
      {
        code: 'ME',
        name: 'Maine',
        cities: [
          { name: 'Portland', lat: 43.66, lon: -70.26 },
          { name: 'Lewiston', lat: 44.1, lon: -70.21 },
          { name: 'Bangor', lat: 44.8, lon: -68.77 },
          { name: 'Augusta', lat: 44.31, lon: -69.78 },
        ],
      },
      {
        code: 'MD',
        name: 'Maryland',
        cities: [
          { name: 'Baltimore', lat: 39.29, lon: -76.61 },
          { name: 'Frederick', lat: 39.41, lon: -77.41 },
          { name: 'Rockville', lat: 39.08, lon: -77.15 },
          { name: 'Annapolis', lat: 38.98, lon: -76.49 },
        ],
      },
      {
        code: 'MA',
        name: 'Massachusetts',
        cities: [
          { name: 'Boston', lat: 42.36, lon: -71.06 },
          { name: 'Worcester', lat: 42.26, lon: -71.8 },
          { name: 'Springfield', lat: 42.1, lon: -72.59 },
          { name: 'Cambridge', lat: 42.37, lon: -71.11 },
          { name: 'Lowell', lat: 42.63, lon: -71.32 },
        ],
      },
      {
        code: 'MI',
        name: 'Michigan',
        cities: [
          { name: 'Detroit', lat: 42.33, lon: -83.05 },
          { name: 'Grand Rapids', lat: 42.96, lon: -85.67 },
          { name: 'Ann Arbor', lat: 42.28, lon: -83.74 },
          { name: 'Lansing', lat: 42.73, lon: -84.56 },
        ],
      },
      {
        code: 'MN',
        name: 'Minnesota',
        cities: [
          { name: 'Minneapolis', lat: 44.98, lon: -93.27 },
          { name: 'Saint Paul', lat: 44.95, lon: -93.09 },
          { name: 'Rochester', lat: 44.02, lon: -92.47 },
          { name: 'Duluth', lat: 46.79, lon: -92.1 },
        ],
      },
      {
        code: 'MS',
        name: 'Mississippi',
        cities: [
          { name: 'Jackson', lat: 32.3, lon: -90.18 },
          { name: 'Gulfport', lat: 30.37, lon: -89.09 },
          { name: 'Hattiesburg', lat: 31.33, lon: -89.29 },
          { name: 'Biloxi', lat: 30.4, lon: -88.89 },
        ],
      },
      {
        code: 'MO',
        name: 'Missouri',
        cities: [
          { name: 'Kansas City', lat: 39.1, lon: -94.58 },
          { name: 'St. Louis', lat: 38.63, lon: -90.2 },
          { name: 'Springfield', lat: 37.21, lon: -93.29 },
          { name: 'Columbia', lat: 38.95, lon: -92.33 },
        ],
      },
      {
        code: 'MT',
        name: 'Montana',
        cities: [
          { name: 'Billings', lat: 45.78, lon: -108.5 },
          { name: 'Missoula', lat: 46.87, lon: -113.99 },
          { name: 'Bozeman', lat: 45.68, lon: -111.04 },
          { name: 'Helena', lat: 46.59, lon: -112.04 },
        ],
      },
      {
        code: 'NE',
        name: 'Nebraska',
        cities: [
          { name: 'Omaha', lat: 41.26, lon: -95.93 },
          { name: 'Lincoln', lat: 40.81, lon: -96.7 },
          { name: 'Grand Island', lat: 40.92, lon: -98.34 },
        ],
      },
      {
        code: 'NV',
        name: 'Nevada',
        cities: [
          { name: 'Las Vegas', lat: 36.17, lon: -115.14 },
          { name: 'Henderson', lat: 36.04, lon: -114.98 },
          { name: 'Reno', lat: 39.53, lon: -119.81 },
          { name: 'Carson City', lat: 39.16, lon: -119.77 },
        ],
      },
      {
        code: 'NH',
        name: 'New Hampshire',
        cities: [
          { name: 'Manchester', lat: 42.99, lon: -71.46 },
          { name: 'Nashua', lat: 42.77, lon: -71.47 },
          { name: 'Concord', lat: 43.21, lon: -71.54 },
          { name: 'Portsmouth', lat: 43.07, lon: -70.76 },
        ],
      },
      {
        code: 'NJ',
        name: 'New Jersey',
        cities: [
          { name: 'Newark', lat: 40.74, lon: -74.17 },
          { name: 'Jersey City', lat: 40.73, lon: -74.08 },
          { name: 'Paterson', lat: 40.92, lon: -74.17 },
          { name: 'Hoboken', lat: 40.74, lon: -74.03 },
          { name: 'Trenton', lat: 40.22, lon: -74.76 },
        ],
      },
      {
        code: 'NM',
        name: 'New Mexico',
        cities: [
          { name: 'Albuquerque', lat: 35.08, lon: -106.65 },
          { name: 'Las Cruces', lat: 32.32, lon: -106.76 },
          { name: 'Santa Fe', lat: 35.69, lon: -105.94 },
        ],
      },
      {
        code: 'NY',
        name: 'New York',
        cities: [
          { name: 'New York', lat: 40.71, lon: -74.01 },
          { name: 'Buffalo', lat: 42.89, lon: -78.88 },
          { name: 'Rochester', lat: 43.16, lon: -77.61 },
          { name: 'Syracuse', lat: 43.05, lon: -76.15 },
          { name: 'Albany', lat: 42.65, lon: -73.76 },
        ],
      },
      {
        code: 'NC',
        name: 'North Carolina',
        cities: [
          { name: 'Charlotte', lat: 35.23, lon: -80.84 },
          { name: 'Raleigh', lat: 35.78, lon: -78.64 },
          { name: 'Greensboro', lat: 36.07, lon: -79.79 },
          { name: 'Durham', lat: 36.0, lon: -78.9 },
          { name: 'Asheville', lat: 35.6, lon: -82.55 },
        ],
      },
      {
        code: 'ND',
        name: 'North Dakota',
        cities: [
          { name: 'Fargo', lat: 46.88, lon: -96.79 },
          { name: 'Bismarck', lat: 46.81, lon: -100.78 },
          { name: 'Grand Forks', lat: 47.93, lon: -97.03 },
        ],
      },
      {
        code: 'OH',
        name: 'Ohio',
        cities: [
          { name: 'Columbus', lat: 39.96, lon: -83.0 },
          { name: 'Cleveland', lat: 41.5, lon: -81.69 },
          { name: 'Cincinnati', lat: 39.1, lon: -84.51 },
          { name: 'Toledo', lat: 41.65, lon: -83.54 },
          { name: 'Akron', lat: 41.08, lon: -81.52 },
        ],
      },
      {
        code: 'OK',
        name: 'Oklahoma',
        cities: [
          { name: 'Oklahoma City', lat: 35.47, lon: -97.52 },
          { name: 'Tulsa', lat: 36.15, lon: -95.99 },
          { name: 'Norman', lat: 35.22, lon: -97.44 },
        ],
      },
      {
        code: 'OR',
        name: 'Oregon',
        cities: [
          { name: 'Portland', lat: 45.52, lon: -122.68 },
          { name: 'Eugene', lat: 44.05, lon: -123.09 },
          { name: 'Salem', lat: 44.94, lon: -123.04 },
          { name: 'Bend', lat: 44.06, lon: -121.32 },
        ],
      },
      {
        code: 'PA',
        name: 'Pennsylvania',
        cities: [
          { name: 'Philadelphia', lat: 39.95, lon: -75.17 },
          { name: 'Pittsburgh', lat: 40.44, lon: -80.0 },
          { name: 'Allentown', lat: 40.61, lon: -75.49 },
          { name: 'Erie', lat: 42.13, lon: -80.09 },
          { name: 'Harrisburg', lat: 40.27, lon: -76.88 },
        ],
      },
      {
        code: 'RI',
        name: 'Rhode Island',
        cities: [
          { name: 'Providence', lat: 41.82, lon: -71.41 },
          { name: 'Warwick', lat: 41.7, lon: -71.42 },
          { name: 'Cranston', lat: 41.78, lon: -71.44 },
          { name: 'Newport', lat: 41.49, lon: -71.31 },
        ],
      },
      {
        code: 'SC',
        name: 'South Carolina',
        cities: [
          { name: 'Charleston', lat: 32.78, lon: -79.93 },
          { name: 'Columbia', lat: 34.0, lon: -81.03 },
          { name: 'Greenville', lat: 34.85, lon: -82.4 },
          { name: 'Myrtle Beach', lat: 33.69, lon: -78.89 },
        ],
      },
      {
        code: 'SD',
        name: 'South Dakota',
        cities: [
          { name: 'Sioux Falls', lat: 43.54, lon: -96.73 },
          { name: 'Rapid City', lat: 44.08, lon: -103.23 },
          { name: 'Pierre', lat: 44.37, lon: -100.35 },
        ],
      },
      {
        code: 'TN',
        name: 'Tennessee',
        cities: [
          { name: 'Nashville', lat: 36.16, lon: -86.78 },
          { name: 'Memphis', lat: 35.15, lon: -90.05 },
          { name: 'Knoxville', lat: 35.96, lon: -83.92 },
          { name: 'Chattanooga', lat: 35.05, lon: -85.31 },
        ],
      },
      {
        code: 'TX',
        name: 'Texas',
        cities: [
          { name: 'Houston', lat: 29.76, lon: -95.37 },
          { name: 'San Antonio', lat: 29.42, lon: -98.49 },
          { name: 'Dallas', lat: 32.78, lon: -96.8 },
          { name: 'Austin', lat: 30.27, lon: -97.74 },
          { name: 'Fort Worth', lat: 32.76, lon: -97.33 },
        ],
      },
      {
        code: 'UT',
        name: 'Utah',
        cities: [
          { name: 'Salt Lake City', lat: 40.76, lon: -111.89 },
          { name: 'Provo', lat: 40.23, lon: -111.66 },
          { name: 'Ogden', lat: 41.22, lon: -111.97 },
          { name: 'St. George', lat: 37.1, lon: -113.58 },
        ],
      },
      {
        code: 'VT',
        name: 'Vermont',
        cities: [
          { name: 'Burlington', lat: 44.48, lon: -73.21 },
          { name: 'Rutland', lat: 43.61, lon: -72.97 },
          { name: 'Montpelier', lat: 44.26, lon: -72.58 },
        ],
      },
      {
        code: 'VA',
        name: 'Virginia',
        cities: [
          { name: 'Virginia Beach', lat: 36.85, lon: -75.98 },
          { name: 'Norfolk', lat: 36.85, lon: -76.29 },
          { name: 'Richmond', lat: 37.54, lon: -77.44 },
          { name: 'Arlington', lat: 38.88, lon: -77.1 },
          { name: 'Alexandria', lat: 38.8, lon: -77.05 },
        ],
      },
      {
        code: 'WA',
        name: 'Washington',
        cities: [
          { name: 'Seattle', lat: 47.61, lon: -122.33 },
          { name: 'Spokane', lat: 47.66, lon: -117.43 },
          { name: 'Tacoma', lat: 47.25, lon: -122.44 },
          { name: 'Vancouver', lat: 45.64, lon: -122.66 },
          { name: 'Bellevue', lat: 47.61, lon: -122.2 },
        ],
      },
      {
        code: 'WV',
        name: 'West Virginia',
        cities: [
          { name: 'Charleston', lat: 38.35, lon: -81.63 },
          { name: 'Huntington', lat: 38.42, lon: -82.45 },
          { name: 'Morgantown', lat: 39.63, lon: -79.96 },
        ],
      },
      {
        code: 'WI',
        name: 'Wisconsin',
        cities: [
          { name: 'Milwaukee', lat: 43.04, lon: -87.91 },
          { name: 'Madison', lat: 43.07, lon: -89.4 },
          { name: 'Green Bay', lat: 44.51, lon: -88.01 },
        ],
      },
      {
        code: 'WY',
        name: 'Wyoming',
        cities: [
          { name: 'Cheyenne', lat: 41.14, lon: -104.82 },
          { name: 'Casper', lat: 42.87, lon: -106.31 },
          { name: 'Laramie', lat: 41.31, lon: -105.59 },
          { name: 'Jackson', lat: 43.48, lon: -110.76 },
        ],
      },
    ],
  },
  {
    code: 'IE',
    language: 'en',
    currency: 'EUR',
    subregion: 'county',
    regions: [
      {
        code: 'CW',
        name: 'Carlow',
        cities: [
          { name: 'Carlow', lat: 52.84, lon: -6.93 },
          { name: 'Tullow', lat: 52.8, lon: -6.74 },
          { name: 'Bagenalstown', lat: 52.7, lon: -6.96 },
        ],
      },
      {
        code: 'CN',
        name: 'Cavan',
        cities: [
          { name: 'Cavan', lat: 53.99, lon: -7.36 },
          { name: 'Bailieborough', lat: 53.91, lon: -6.97 },
          { name: 'Cootehill', lat: 54.07, lon: -7.08 },
        ],
      },
      {
        code: 'CE',
        name: 'Clare',
        cities: [
          { name: 'Ennis', lat: 52.84, lon: -8.98 },
          { name: 'Shannon', lat: 52.7, lon: -8.86 },
          { name: 'Kilrush', lat: 52.64, lon: -9.48 },
        ],
      },
      {
        code: 'CO',
        name: 'Cork',
        cities: [
          { name: 'Cork', lat: 51.9, lon: -8.47 },
          { name: 'Mallow', lat: 52.13, lon: -8.65 },
          { name: 'Cobh', lat: 51.85, lon: -8.3 },
          { name: 'Youghal', lat: 51.95, lon: -7.85 },
          { name: 'Bantry', lat: 51.68, lon: -9.45 },
        ],
      },
      {
        code: 'DL',
        name: 'Donegal',
        cities: [
          { name: 'Letterkenny', lat: 54.95, lon: -7.73 },
          { name: 'Buncrana', lat: 55.13, lon: -7.45 },
          { name: 'Donegal', lat: 54.65, lon: -8.11 },
          { name: 'Ballyshannon', lat: 54.5, lon: -8.19 },
        ],
      },
      {
        code: 'D',
        name: 'Dublin',
        cities: [
          { name: 'Dublin', lat: 53.35, lon: -6.26 },
          { name: 'Tallaght', lat: 53.29, lon: -6.37 },
          { name: 'Swords', lat: 53.46, lon: -6.22 },
          { name: 'Blanchardstown', lat: 53.39, lon: -6.38 },
          { name: 'Dún Laoghaire', lat: 53.29, lon: -6.13 },
        ],
      },
      {
        code: 'G',
        name: 'Galway',
        cities: [
          { name: 'Galway', lat: 53.27, lon: -9.05 },
          { name: 'Tuam', lat: 53.51, lon: -8.85 },
          { name: 'Ballinasloe', lat: 53.33, lon: -8.22 },
          { name: 'Loughrea', lat: 53.2, lon: -8.57 },
        ],
      },
      {
        code: 'KY',
        name: 'Kerry',
        cities: [
          { name: 'Tralee', lat: 52.27, lon: -9.7 },
          { name: 'Killarney', lat: 52.06, lon: -9.5 },
          { name: 'Listowel', lat: 52.45, lon: -9.49 },
          { name: 'Kenmare', lat: 51.88, lon: -9.58 },
        ],
      },
      {
        code: 'KE',
        name: 'Kildare',
        cities: [
          { name: 'Naas', lat: 53.22, lon: -6.66 },
          { name: 'Newbridge', lat: 53.18, lon: -6.8 },
          { name: 'Maynooth', lat: 53.38, lon: -6.59 },
          { name: 'Celbridge', lat: 53.34, lon: -6.54 },
          { name: 'Athy', lat: 52.99, lon: -6.98 },
        ],
      },
      {
        code: 'KK',
        name: 'Kilkenny',
        cities: [
          { name: 'Kilkenny', lat: 52.65, lon: -7.25 },
          { name: 'Callan', lat: 52.54, lon: -7.39 },
          { name: 'Thomastown', lat: 52.53, lon: -7.14 },
        ],
      },
      {
        code: 'LS',
        name: 'Laois',
        cities: [
          { name: 'Portlaoise', lat: 53.03, lon: -7.3 },
          { name: 'Portarlington', lat: 53.16, lon: -7.19 },
          { name: 'Mountmellick', lat: 53.11, lon: -7.32 },
        ],
      },
      {
        code: 'LM',
        name: 'Leitrim',
        cities: [
          { name: 'Carrick-on-Shannon', lat: 53.95, lon: -8.09 },
          { name: 'Manorhamilton', lat: 54.3, lon: -8.18 },
          { name: 'Mohill', lat: 53.92, lon: -7.87 },
        ],
      },
      {
        code: 'LK',
        name: 'Limerick',
        cities: [
          { name: 'Limerick', lat: 52.66, lon: -8.63 },
          { name: 'Newcastle West', lat: 52.45, lon: -9.06 },
          { name: 'Kilmallock', lat: 52.4, lon: -8.58 },
          { name: 'Abbeyfeale', lat: 52.39, lon: -9.3 },
        ],
      },
      {
        code: 'LD',
        name: 'Longford',
        cities: [
          { name: 'Longford', lat: 53.73, lon: -7.8 },
          { name: 'Granard', lat: 53.78, lon: -7.49 },
          { name: 'Ballymahon', lat: 53.56, lon: -7.76 },
        ],
      },
      {
        code: 'LH',
        name: 'Louth',
        cities: [
          { name: 'Drogheda', lat: 53.72, lon: -6.35 },
          { name: 'Dundalk', lat: 54.0, lon: -6.4 },
          { name: 'Ardee', lat: 53.86, lon: -6.54 },
        ],
      },
      {
        code: 'MO',
        name: 'Mayo',
        cities: [
          { name: 'Castlebar', lat: 53.86, lon: -9.3 },
          { name: 'Ballina', lat: 54.11, lon: -9.15 },
          { name: 'Westport', lat: 53.8, lon: -9.52 },
          { name: 'Claremorris', lat: 53.72, lon: -9.0 },
        ],
      },
      {
        code: 'MH',
        name: 'Meath',
        cities: [
          { name: 'Navan', lat: 53.65, lon: -6.68 },
          { name: 'Ashbourne', lat: 53.51, lon: -6.4 },
          { name: 'Trim', lat: 53.56, lon: -6.79 },
          { name: 'Kells', lat: 53.73, lon: -6.88 },
        ],
      },
      {
        code: 'MN',
        name: 'Monaghan',
        cities: [
          { name: 'Monaghan', lat: 54.25, lon: -6.97 },
          { name: 'Carrickmacross', lat: 53.98, lon: -6.72 },
          { name: 'Castleblayney', lat: 54.12, lon: -6.74 },
          { name: 'Clones', lat: 54.18, lon: -7.23 },
        ],
      },
      {
        code: 'OY',
        name: 'Offaly',
        cities: [
          { name: 'Tullamore', lat: 53.27, lon: -7.49 },
          { name: 'Birr', lat: 53.09, lon: -7.91 },
          { name: 'Edenderry', lat: 53.35, lon: -7.05 },
        ],
      },
      {
        code: 'RN',
        name: 'Roscommon',
        cities: [
          { name: 'Roscommon', lat: 53.63, lon: -8.19 },
          { name: 'Boyle', lat: 53.97, lon: -8.3 },
          { name: 'Castlerea', lat: 53.77, lon: -8.49 },
        ],
      },
      {
        code: 'SO',
        name: 'Sligo',
        cities: [
          { name: 'Sligo', lat: 54.27, lon: -8.47 },
          { name: 'Tubbercurry', lat: 54.06, lon: -8.73 },
          { name: 'Ballymote', lat: 54.09, lon: -8.52 },
        ],
      },
      {
        code: 'TA',
        name: 'Tipperary',
        cities: [
          { name: 'Clonmel', lat: 52.36, lon: -7.7 },
          { name: 'Nenagh', lat: 52.86, lon: -8.2 },
          { name: 'Thurles', lat: 52.68, lon: -7.81 },
          { name: 'Roscrea', lat: 52.95, lon: -7.8 },
          { name: 'Cashel', lat: 52.52, lon: -7.89 },
        ],
      },
      {
        code: 'WD',
        name: 'Waterford',
        cities: [
          { name: 'Waterford', lat: 52.26, lon: -7.11 },
          { name: 'Dungarvan', lat: 52.09, lon: -7.62 },
          { name: 'Tramore', lat: 52.16, lon: -7.15 },
        ],
      },
      {
        code: 'WH',
        name: 'Westmeath',
        cities: [
          { name: 'Athlone', lat: 53.42, lon: -7.94 },
          { name: 'Mullingar', lat: 53.53, lon: -7.34 },
          { name: 'Moate', lat: 53.4, lon: -7.72 },
        ],
      },
      {
        code: 'WX',
        name: 'Wexford',
        cities: [
          { name: 'Wexford', lat: 52.34, lon: -6.46 },
          { name: 'Enniscorthy', lat: 52.5, lon: -6.56 },
          { name: 'Gorey', lat: 52.67, lon: -6.29 },
          { name: 'New Ross', lat: 52.4, lon: -6.94 },
        ],
      },
      {
        code: 'WW',
        name: 'Wicklow',
        cities: [
          { name: 'Bray', lat: 53.2, lon: -6.1 },
          { name: 'Greystones', lat: 53.14, lon: -6.06 },
          { name: 'Wicklow', lat: 52.98, lon: -6.04 },
          { name: 'Arklow', lat: 52.8, lon: -6.16 },
        ],
      },
    ],
  },
  {
    code: 'LU',
    language: 'fr',
    currency: 'EUR',
    subregion: 'canton',
    regions: [
      {
        code: 'CA',
        name: 'Capellen',
        cities: [
          { name: 'Mamer', lat: 49.63, lon: 6.02 },
          { name: 'Steinfort', lat: 49.66, lon: 5.92 },
          { name: 'Capellen', lat: 49.65, lon: 5.99 },
        ],
      },
      {
        code: 'CL',
        name: 'Clervaux',
        cities: [
          { name: 'Clervaux', lat: 50.05, lon: 6.03 },
          { name: 'Troisvierges', lat: 50.12, lon: 6.0 },
          { name: 'Weiswampach', lat: 50.14, lon: 6.07 },
        ],
      },
      {
        code: 'DI',
        name: 'Diekirch',
        cities: [
          { name: 'Ettelbruck', lat: 49.85, lon: 6.1 },
          { name: 'Diekirch', lat: 49.87, lon: 6.16 },
          { name: 'Bettendorf', lat: 49.88, lon: 6.22 },
        ],
      },
      {
        code: 'EC',
        name: 'Echternach',
        cities: [
          { name: 'Echternach', lat: 49.81, lon: 6.42 },
          { name: 'Rosport', lat: 49.81, lon: 6.5 },
          { name: 'Consdorf', lat: 49.78, lon: 6.34 },
        ],
      },
      {
        code: 'ES',
        name: 'Esch-sur-Alzette',
        cities: [
          { name: 'Esch-sur-Alzette', lat: 49.5, lon: 5.98 },
          { name: 'Differdange', lat: 49.52, lon: 5.89 },
          { name: 'Dudelange', lat: 49.48, lon: 6.09 },
          { name: 'Pétange', lat: 49.56, lon: 5.88 },
          { name: 'Schifflange', lat: 49.51, lon: 6.01 },
        ],
      },
      {
        code: 'GR',
        name: 'Grevenmacher',
        cities: [
          { name: 'Grevenmacher', lat: 49.68, lon: 6.44 },
          { name: 'Junglinster', lat: 49.72, lon: 6.25 },
          { name: 'Wasserbillig', lat: 49.71, lon: 6.5 },
        ],
      },
      {
        code: 'LU',
        name: 'Luxembourg',
        cities: [
          { name: 'Luxembourg', lat: 49.61, lon: 6.13 },
          { name: 'Hesperange', lat: 49.57, lon: 6.15 },
          { name: 'Strassen', lat: 49.62, lon: 6.07 },
          { name: 'Bertrange', lat: 49.61, lon: 6.05 },
          { name: 'Walferdange', lat: 49.66, lon: 6.13 },
        ],
      },
      {
        code: 'ME',
        name: 'Mersch',
        cities: [
          { name: 'Mersch', lat: 49.75, lon: 6.11 },
          { name: 'Lintgen', lat: 49.72, lon: 6.13 },
          { name: 'Lorentzweiler', lat: 49.7, lon: 6.14 },
        ],
      },
      {
        code: 'RD',
        name: 'Redange',
        cities: [
          { name: 'Redange-sur-Attert', lat: 49.76, lon: 5.89 },
          { name: 'Rambrouch', lat: 49.83, lon: 5.85 },
          { name: 'Useldange', lat: 49.77, lon: 5.98 },
        ],
      },
      {
        code: 'RM',
        name: 'Remich',
        cities: [
          { name: 'Remich', lat: 49.54, lon: 6.37 },
          { name: 'Mondorf-les-Bains', lat: 49.5, lon: 6.28 },
          { name: 'Schengen', lat: 49.47, lon: 6.36 },
        ],
      },
      {
        code: 'VD',
        name: 'Vianden',
        cities: [
          { name: 'Vianden', lat: 49.93, lon: 6.21 },
          { name: 'Tandel', lat: 49.9, lon: 6.18 },
          { name: 'Putscheid', lat: 49.96, lon: 6.14 },
        ],
      },
      {
        code: 'WI',
        name: 'Wiltz',
        cities: [
          { name: 'Wiltz', lat: 49.97, lon: 5.93 },
          { name: 'Esch-sur-Sûre', lat: 49.91, lon: 5.94 },
          { name: 'Boulaide', lat: 49.89, lon: 5.82 },
        ],
      },
    ],
  },
  {
    code: 'CA',
    language: 'en',
    currency: 'CAD',
    subregion: 'province',
    regions: [
      {
        code: 'AB',
        name: 'Alberta',
        cities: [
          { name: 'Calgary', lat: 51.05, lon: -114.07 },
          { name: 'Edmonton', lat: 53.55, lon: -113.49 },
          { name: 'Red Deer', lat: 52.27, lon: -113.81 },
          { name: 'Lethbridge', lat: 49.69, lon: -112.84 },
        ],
      },
      {
        code: 'BC',
        name: 'British Columbia',
        cities: [
          { name: 'Vancouver', lat: 49.28, lon: -123.12 },
          { name: 'Surrey', lat: 49.19, lon: -122.85 },
          { name: 'Burnaby', lat: 49.25, lon: -122.98 },
          { name: 'Victoria', lat: 48.43, lon: -123.37 },
          { name: 'Kelowna', lat: 49.89, lon: -119.5 },
        ],
      },
      {
        code: 'MB',
        name: 'Manitoba',
        cities: [
          { name: 'Winnipeg', lat: 49.9, lon: -97.14 },
          { name: 'Brandon', lat: 49.85, lon: -99.95 },
          { name: 'Steinbach', lat: 49.53, lon: -96.68 },
        ],
      },
      {
        code: 'NB',
        name: 'New Brunswick',
        cities: [
          { name: 'Moncton', lat: 46.09, lon: -64.78 },
          { name: 'Saint John', lat: 45.27, lon: -66.06 },
          { name: 'Fredericton', lat: 45.96, lon: -66.64 },
        ],
      },
      {
        code: 'NL',
        name: 'Newfoundland and Labrador',
        cities: [
          { name: "St. John's", lat: 47.56, lon: -52.71 },
          { name: 'Mount Pearl', lat: 47.52, lon: -52.81 },
          { name: 'Corner Brook', lat: 48.95, lon: -57.95 },
          { name: 'Gander', lat: 48.95, lon: -54.61 },
        ],
      },
      {
        code: 'NS',
        name: 'Nova Scotia',
        cities: [
          { name: 'Halifax', lat: 44.65, lon: -63.58 },
          { name: 'Dartmouth', lat: 44.67, lon: -63.57 },
          { name: 'Sydney', lat: 46.14, lon: -60.19 },
          { name: 'Truro', lat: 45.37, lon: -63.28 },
        ],
      },
      {
        code: 'ON',
        name: 'Ontario',
        cities: [
          { name: 'Toronto', lat: 43.65, lon: -79.38 },
          { name: 'Ottawa', lat: 45.42, lon: -75.7 },
          { name: 'Mississauga', lat: 43.59, lon: -79.64 },
          { name: 'Hamilton', lat: 43.26, lon: -79.87 },
          { name: 'London', lat: 42.98, lon: -81.25 },
        ],
      },
      {
        code: 'PE',
        name: 'Prince Edward Island',
        cities: [
          { name: 'Charlottetown', lat: 46.24, lon: -63.13 },
          { name: 'Summerside', lat: 46.4, lon: -63.79 },
          { name: 'Stratford', lat: 46.22, lon: -63.09 },
        ],
      },
      {
        code: 'QC',
        name: 'Québec',
        cities: [
          { name: 'Montréal', lat: 45.5, lon: -73.57 },
          { name: 'Québec', lat: 46.81, lon: -71.21 },
          { name: 'Laval', lat: 45.61, lon: -73.71 },
          { name: 'Gatineau', lat: 45.48, lon: -75.7 },
          { name: 'Sherbrooke', lat: 45.4, lon: -71.89 },
        ],
      },
      {
        code: 'SK',
        name: 'Saskatchewan',
        cities: [
          { name: 'Saskatoon', lat: 52.13, lon: -106.67 },
          { name: 'Regina', lat: 50.45, lon: -104.61 },
          { name: 'Prince Albert', lat: 53.2, lon: -105.75 },
          { name: 'Moose Jaw', lat: 50.39, lon: -105.53 },
        ],
      },
      {
        code: 'NT',
        name: 'Northwest Territories',
        cities: [
          { name: 'Yellowknife', lat: 62.45, lon: -114.37 },
          { name: 'Hay River', lat: 60.82, lon: -115.8 },
          { name: 'Inuvik', lat: 68.36, lon: -133.72 },
        ],
      },
      {
        code: 'NU',
        name: 'Nunavut',
        cities: [
          { name: 'Iqaluit', lat: 63.75, lon: -68.52 },
          { name: 'Rankin Inlet', lat: 62.81, lon: -92.09 },
          { name: 'Cambridge Bay', lat: 69.12, lon: -105.06 },
        ],
      },
      {
        code: 'YT',
        name: 'Yukon',
        cities: [
          { name: 'Whitehorse', lat: 60.72, lon: -135.06 },
          { name: 'Dawson City', lat: 64.06, lon: -139.43 },
          { name: 'Watson Lake', lat: 60.06, lon: -128.71 },
        ],
      },
    ],
  },
  {
    code: 'AU',
    language: 'en',
    currency: 'AUD',
    subregion: 'state',
    regions: [
      {
        code: 'NSW',
        name: 'New South Wales',
        cities: [
          { name: 'Sydney', lat: -33.87, lon: 151.21 },
          { name: 'Newcastle', lat: -32.93, lon: 151.78 },
          { name: 'Wollongong', lat: -34.42, lon: 150.89 },
          { name: 'Gosford', lat: -33.43, lon: 151.34 },
          { name: 'Wagga Wagga', lat: -35.12, lon: 147.37 },
        ],
      },
      {
        code: 'QLD',
        name: 'Queensland',
        cities: [
          { name: 'Brisbane', lat: -27.47, lon: 153.03 },
          { name: 'Gold Coast', lat: -28.02, lon: 153.4 },
          { name: 'Townsville', lat: -19.26, lon: 146.82 },
          { name: 'Cairns', lat: -16.92, lon: 145.77 },
          { name: 'Toowoomba', lat: -27.56, lon: 151.95 },
        ],
      },
      {
        code: 'SA',
        name: 'South Australia',
        cities: [
          { name: 'Adelaide', lat: -34.93, lon: 138.6 },
          { name: 'Mount Gambier', lat: -37.83, lon: 140.78 },
          { name: 'Whyalla', lat: -33.03, lon: 137.58 },
        ],
      },
      {
        code: 'TAS',
        name: 'Tasmania',
        cities: [
          { name: 'Hobart', lat: -42.88, lon: 147.33 },
          { name: 'Launceston', lat: -41.43, lon: 147.14 },
          { name: 'Devonport', lat: -41.18, lon: 146.35 },
        ],
      },
      {
        code: 'VIC',
        name: 'Victoria',
        cities: [
          { name: 'Melbourne', lat: -37.81, lon: 144.96 },
          { name: 'Geelong', lat: -38.15, lon: 144.36 },
          { name: 'Ballarat', lat: -37.56, lon: 143.85 },
          { name: 'Bendigo', lat: -36.76, lon: 144.28 },
        ],
      },
      {
        code: 'WA',
        name: 'Western Australia',
        cities: [
          { name: 'Perth', lat: -31.95, lon: 115.86 },
          { name: 'Mandurah', lat: -32.53, lon: 115.72 },
          { name: 'Bunbury', lat: -33.33, lon: 115.64 },
          { name: 'Geraldton', lat: -28.77, lon: 114.61 },
          { name: 'Kalgoorlie', lat: -30.75, lon: 121.47 },
        ],
      },
      {
        code: 'ACT',
        name: 'Australian Capital Territory',
        cities: [
          { name: 'Canberra', lat: -35.28, lon: 149.13 },
          { name: 'Belconnen', lat: -35.24, lon: 149.07 },
          { name: 'Tuggeranong', lat: -35.42, lon: 149.09 },
        ],
      },
      {
        code: 'NT',
        name: 'Northern Territory',
        cities: [
          { name: 'Darwin', lat: -12.46, lon: 130.84 },
          { name: 'Palmerston', lat: -12.48, lon: 130.98 },
          { name: 'Alice Springs', lat: -23.7, lon: 133.88 },
          { name: 'Katherine', lat: -14.47, lon: 132.26 },
        ],
      },
    ],
  },
]
