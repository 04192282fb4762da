/**
 * The people of the demo community: six neighbourhoods of friends, the bridges between them, two
 * charities, and the little story around the main member that makes their first visit lively.
 * Everything here is invented; emails use the reserved example.com and example.org domains.
 */

/** Every demo account signs in with this password (it passes the registration rules). */
export const DEMO_PASSWORD = 'Swapsies-Demo1';

/** An item a persona always lists, by category path, with its reach flags. */
export interface PinnedItem {
  path: string;
  pint?: 1 | 2;
  charity?: boolean;
}

export interface Persona {
  firstName: string;
  lastName: string;
  /** The username: 8-32 lowercase letters, digits and underscores. */
  handle: string;
  /** Where they swap: a UK town or borough. */
  town: string;
  /** What they want, as interest keys (see interests.ts): starter packs or our own sets. */
  wants: string[];
  /** Pint mode: happy to settle a swap over a pint. */
  pint?: boolean;
  /** Items listed whatever their friends want; with pins, a persona lists only these. */
  items?: PinnedItem[];
}

/** A neighbourhood: everyone in it knows a few of the others. The first one holds the main member. */
export interface Neighbourhood {
  name: string;
  people: Persona[];
}

export const neighbourhoods: Neighbourhood[] = [
  {
    name: 'South-east London',
    people: [
      {
        firstName: 'Amelia',
        lastName: 'Hughes',
        handle: 'amelia_hughes',
        town: 'Brockley, London',
        wants: ['book-lover', 'plant-parent'],
        items: [
          { path: '11-1106-110603', charity: true },
          { path: '10-1002-100201', pint: 1 },
          { path: '6-607-60701' },
          { path: '12-1201-120105' },
          { path: '1-102-10203' },
          { path: '7-704-70401' },
        ],
      },
      {
        firstName: 'Sam',
        lastName: 'Okafor',
        handle: 'sam_okafor',
        town: 'Lewisham, London',
        wants: ['collector', 'cycling'],
      },
      {
        firstName: 'Priya',
        lastName: 'Sharma',
        handle: 'priya_sharma',
        town: 'Catford, London',
        wants: ['cooking-enthusiast', 'yoga-beginner'],
        pint: true,
        items: [{ path: '9-903-90302' }, { path: '15-1507-150702' }, { path: '10-1003-100306' }],
      },
      {
        firstName: 'Tom',
        lastName: 'Brennan',
        handle: 'tom_brennan',
        town: 'Deptford, London',
        wants: ['music-maker', 'vinyl-enthusiast'],
      },
      {
        firstName: 'Grace',
        lastName: 'Adeyemi',
        handle: 'grace_adeyemi',
        town: 'Peckham, London',
        wants: ['growing-kids', 'arts-and-crafts'],
      },
      {
        firstName: 'Jack',
        lastName: 'Whitfield',
        handle: 'jack_whitfield',
        town: 'Greenwich, London',
        wants: ['gaming-essentials', 'fitness-beginner'],
      },
      {
        firstName: 'Chloe',
        lastName: 'Nguyen',
        handle: 'chloe_nguyen',
        town: 'Blackheath, London',
        wants: ['fashion', 'photography'],
      },
      {
        firstName: 'Olivia',
        lastName: 'Bennett',
        handle: 'olivia_bennett',
        town: 'Forest Hill, London',
        wants: ['vintage-home', 'hiking'],
        items: [{ path: '10-1006-100601' }, { path: '14-1404-140406' }, { path: '1-104-10402' }],
      },
    ],
  },
  {
    name: 'Bristol',
    people: [
      {
        firstName: 'Ollie',
        lastName: 'Marsh',
        handle: 'ollie_marsh',
        town: 'Bedminster, Bristol',
        wants: ['cycling', 'camping-essentials'],
      },
      {
        firstName: 'Fatima',
        lastName: 'Begum',
        handle: 'fatima_begum',
        town: 'Easton, Bristol',
        wants: ['cooking-enthusiast', 'new-cat-owner'],
        pint: true,
      },
      {
        firstName: 'Ellie',
        lastName: 'Price',
        handle: 'ellie_price',
        town: 'Redland, Bristol',
        wants: ['plant-parent', 'yoga-beginner'],
      },
      {
        firstName: 'Marcus',
        lastName: 'Reid',
        handle: 'marcus_reid',
        town: 'Southville, Bristol',
        wants: ['vinyl-enthusiast', 'photography'],
      },
      {
        firstName: 'Hannah',
        lastName: 'Lewis',
        handle: 'hannah_lewis',
        town: 'Clifton, Bristol',
        wants: ['vintage-home', 'book-lover'],
      },
      {
        firstName: 'Kwame',
        lastName: 'Mensah',
        handle: 'kwame_mensah',
        town: 'Totterdown, Bristol',
        wants: ['music-maker', 'home-office'],
      },
      {
        firstName: 'Lucy',
        lastName: 'Carter',
        handle: 'lucy_carter',
        town: 'Bishopston, Bristol',
        wants: ['baby-on-the-way', 'growing-kids'],
      },
    ],
  },
  {
    name: 'Manchester',
    people: [
      {
        firstName: 'Danny',
        lastName: 'Walsh',
        handle: 'danny_walsh',
        town: 'Chorlton, Manchester',
        wants: ['fishing', 'hiking'],
      },
      {
        firstName: 'Aisha',
        lastName: 'Rahman',
        handle: 'aisha_rahman',
        town: 'Levenshulme, Manchester',
        wants: ['arts-and-crafts', 'fashion'],
      },
      {
        firstName: 'Jamie',
        lastName: 'Cooper',
        handle: 'jamie_cooper',
        town: 'Didsbury, Manchester',
        wants: ['gaming-essentials', 'collector'],
        pint: true,
      },
      {
        firstName: 'Nadia',
        lastName: 'Kowalski',
        handle: 'nadia_kowalski',
        town: 'Ancoats, Manchester',
        wants: ['digital-nomad', 'runners'],
      },
      {
        firstName: 'Ben',
        lastName: 'Ashworth',
        handle: 'ben_ashworth',
        town: 'Withington, Manchester',
        wants: ['music-maker', 'vinyl-enthusiast'],
      },
      {
        firstName: 'Sophie',
        lastName: 'Turner',
        handle: 'sophie_turner',
        town: 'Stretford, Trafford',
        wants: ['new-dog-owner', 'runners'],
      },
      {
        firstName: 'Imran',
        lastName: 'Siddiqui',
        handle: 'imran_siddiqui',
        town: 'Salford',
        wants: ['home-office', 'photography'],
      },
    ],
  },
  {
    name: 'Leeds',
    people: [
      {
        firstName: 'Megan',
        lastName: 'Holt',
        handle: 'megan_holt',
        town: 'Headingley, Leeds',
        wants: ['book-lover', 'yoga-beginner'],
      },
      {
        firstName: 'Liam',
        lastName: "O'Connor",
        handle: 'liam_oconnor',
        town: 'Kirkstall, Leeds',
        wants: ['cycling', 'gardening'],
        pint: true,
      },
      {
        firstName: 'Zara',
        lastName: 'Hussain',
        handle: 'zara_hussain',
        town: 'Chapel Allerton, Leeds',
        wants: ['fashion', 'arts-and-crafts'],
      },
      {
        firstName: 'George',
        lastName: 'Firth',
        handle: 'george_firth',
        town: 'Roundhay, Leeds',
        wants: ['gardening', 'vintage-home'],
      },
      {
        firstName: 'Ruby',
        lastName: 'Clarke',
        handle: 'ruby_clarke',
        town: 'Meanwood, Leeds',
        wants: ['new-dog-owner', 'camping-essentials'],
      },
      {
        firstName: 'Ethan',
        lastName: 'Ward',
        handle: 'ethan_ward',
        town: 'Armley, Leeds',
        wants: ['gaming-essentials', 'fitness-beginner'],
      },
    ],
  },
  {
    name: 'Edinburgh',
    people: [
      {
        firstName: 'Callum',
        lastName: 'Fraser',
        handle: 'callum_fraser',
        town: 'Leith, Edinburgh',
        wants: ['hiking', 'photography'],
      },
      {
        firstName: 'Isla',
        lastName: 'Campbell',
        handle: 'isla_campbell',
        town: 'Portobello, Edinburgh',
        wants: ['plant-parent', 'new-cat-owner'],
      },
      {
        firstName: 'Euan',
        lastName: 'Robertson',
        handle: 'euan_robertson',
        town: 'Stockbridge, Edinburgh',
        wants: ['book-lover', 'vinyl-enthusiast'],
        pint: true,
      },
      {
        firstName: 'Morag',
        lastName: 'Stewart',
        handle: 'morag_stewart',
        town: 'Morningside, Edinburgh',
        wants: ['arts-and-crafts', 'gardening'],
      },
      {
        firstName: 'Arjun',
        lastName: 'Mehta',
        handle: 'arjun_mehta',
        town: 'Bruntsfield, Edinburgh',
        wants: ['digital-nomad', 'cooking-enthusiast'],
      },
      {
        firstName: 'Kirsty',
        lastName: 'Macleod',
        handle: 'kirsty_macleod',
        town: 'Marchmont, Edinburgh',
        wants: ['runners', 'fashion'],
      },
    ],
  },
  {
    name: 'Cardiff',
    people: [
      {
        firstName: 'Rhys',
        lastName: 'Llewellyn',
        handle: 'rhys_llewellyn',
        town: 'Canton, Cardiff',
        wants: ['music-maker', 'cycling'],
      },
      {
        firstName: 'Seren',
        lastName: 'Davies',
        handle: 'seren_davies',
        town: 'Roath, Cardiff',
        wants: ['baby-on-the-way', 'book-lover'],
      },
      {
        firstName: 'Gareth',
        lastName: 'Morgan',
        handle: 'gareth_morgan',
        town: 'Pontcanna, Cardiff',
        wants: ['fishing', 'trailer-life'],
        pint: true,
      },
      {
        firstName: 'Bethan',
        lastName: 'Evans',
        handle: 'bethan_evans',
        town: 'Cathays, Cardiff',
        wants: ['growing-kids', 'new-dog-owner'],
      },
      {
        firstName: 'Owen',
        lastName: 'Pritchard',
        handle: 'owen_pritchard',
        town: 'Grangetown, Cardiff',
        wants: ['gaming-essentials', 'home-office'],
      },
      {
        firstName: 'Carys',
        lastName: 'Jenkins',
        handle: 'carys_jenkins',
        town: 'Penarth, Vale of Glamorgan',
        wants: ['vintage-home', 'plant-parent'],
      },
    ],
  },
];

/**
 * Friendships across neighbourhoods (old flatmates, cousins, people who moved): they make the
 * graph a small world, so that Friends+ reaches further than Friends.
 */
export const bridges: [string, string][] = [
  ['tom_brennan', 'ollie_marsh'],
  ['jack_whitfield', 'ben_ashworth'],
  ['grace_adeyemi', 'bethan_evans'],
  ['marcus_reid', 'danny_walsh'],
  ['hannah_lewis', 'carys_jenkins'],
  ['nadia_kowalski', 'megan_holt'],
  ['george_firth', 'callum_fraser'],
  ['morag_stewart', 'rhys_llewellyn'],
];

export interface CharityPersona {
  /** The legal name, shown as the charity's name. */
  name: string;
  /** The charity number, which is also its username (6-8 digits). */
  number: string;
  email: string;
  address: string;
  /** Where it is, for the list of logins. */
  town: string;
  /** Cause ids of contract/data/charity-causes.json: they give the charity's wanted categories. */
  causes: number[];
  /** Background and initials of its generated logo. */
  colour: string;
  initials: string;
}

/**
 * The postcode district of each persona's town (issue 28): members register with it, so that
 * distances show at once. Charities take theirs from their address.
 */
export const districtOfTown: Record<string, string> = {
  'Brockley, London': 'SE4',
  'Lewisham, London': 'SE13',
  'Catford, London': 'SE6',
  'Deptford, London': 'SE8',
  'Peckham, London': 'SE15',
  'Greenwich, London': 'SE10',
  'Blackheath, London': 'SE3',
  'Forest Hill, London': 'SE23',
  'Bedminster, Bristol': 'BS3',
  'Easton, Bristol': 'BS5',
  'Redland, Bristol': 'BS6',
  'Southville, Bristol': 'BS3',
  'Clifton, Bristol': 'BS8',
  'Totterdown, Bristol': 'BS4',
  'Bishopston, Bristol': 'BS7',
  'Chorlton, Manchester': 'M21',
  'Levenshulme, Manchester': 'M19',
  'Didsbury, Manchester': 'M20',
  'Ancoats, Manchester': 'M4',
  'Withington, Manchester': 'M20',
  'Stretford, Trafford': 'M32',
  Salford: 'M5',
  'Headingley, Leeds': 'LS6',
  'Kirkstall, Leeds': 'LS5',
  'Chapel Allerton, Leeds': 'LS7',
  'Roundhay, Leeds': 'LS8',
  'Meanwood, Leeds': 'LS6',
  'Armley, Leeds': 'LS12',
  'Leith, Edinburgh': 'EH6',
  'Portobello, Edinburgh': 'EH15',
  'Stockbridge, Edinburgh': 'EH3',
  'Morningside, Edinburgh': 'EH10',
  'Bruntsfield, Edinburgh': 'EH10',
  'Marchmont, Edinburgh': 'EH9',
  'Canton, Cardiff': 'CF5',
  'Roath, Cardiff': 'CF24',
  'Pontcanna, Cardiff': 'CF11',
  'Cathays, Cardiff': 'CF24',
  'Grangetown, Cardiff': 'CF11',
  'Penarth, Vale of Glamorgan': 'CF64',
};

export const charities: CharityPersona[] = [
  {
    name: "Little Acorns Children's Trust",
    number: '1187342',
    email: 'hello.littleacorns@example.org',
    address: '14 Rushey Green, Catford, London SE6 4JF',
    town: 'Catford, London',
    causes: [1, 6],
    colour: '#2f7d4f',
    initials: 'LA',
  },
  {
    name: 'Second Chance Paws Rescue',
    number: '1203518',
    email: 'rehoming.secondchancepaws@example.org',
    address: 'Unit 4, Feeder Road, St Philips, Bristol BS2 0TH',
    town: 'St Philips, Bristol',
    causes: [5],
    colour: '#b5542d',
    initials: 'SC',
  },
];

/**
 * The story around the main member, played before everyone else browses. Items are named by
 * category path among the owner's items; the main member likes back the partner's first item
 * they want.
 */
export const story = {
  main: 'amelia_hughes',
  /** Each partner likes one of the main member's items, who then likes one of theirs: a swap match. */
  swaps: [
    { partner: 'sam_okafor', likes: '6-607-60701' },
    { partner: 'olivia_bennett', likes: '1-102-10203' },
  ],
  /** A friend in pint mode with nothing the main member wants likes their pint item: a pint match. */
  pint: { buyer: 'priya_sharma', likes: '10-1002-100201' },
  /** Friends who like one of the main member's items and wait: their items come first in the feed. */
  admirers: [
    { member: 'tom_brennan', likes: '12-1201-120105' },
    { member: 'grace_adeyemi', likes: '7-704-70401' },
  ],
  /** A charity the main member follows likes their charity item: a charity match. */
  charity: { charity: '1187342', likes: '11-1106-110603' },
};
