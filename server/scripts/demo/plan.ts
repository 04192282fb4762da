/**
 * The demo community as a plan: who joins, who is friends with whom, who lists what, who follows
 * which charity and who likes what. Pure and seeded, so every run (and the test) plans the same
 * community; load.ts then plays it through the API.
 */

import {
  CATEGORY_CAP,
  DESCRIPTION_MIN,
  HANDLE_MAX,
  HANDLE_MIN,
  ITEM_DESCRIPTION_MAX,
  ITEM_NAME_MAX,
} from '@swapsies/contract';
import { categoryTree, charityCauses, starterPacks } from '@swapsies/contract/reference-data';
import { customInterests } from './data/interests.ts';
import { type ItemTemplate, itemTemplates } from './data/items.ts';
import { bridges, charities, districtOfTown, neighbourhoods, type Persona, story } from './data/people.ts';
import { Random } from './random.ts';

export interface DemoOptions {
  /** How many personal members join, taken in the order of data/people.ts (at least 8; default all 40). */
  members?: number;
  /** The most photos an item gets (1-3; default 3). */
  maxPhotos?: number;
  seed?: number;
}

export interface PlannedMember {
  handle: string;
  firstName: string;
  lastName: string;
  email: string;
  town: string;
  /** The postcode district of their town, given at registration. */
  postcode: string;
  neighbourhood: string;
  /** Wanted category paths, sent as Registration Categories. */
  wants: string[];
  pint: boolean;
  profilePhoto: boolean;
  /** Charity numbers this member follows. */
  follows: string[];
}

export interface PlannedCharity {
  number: string;
  name: string;
  email: string;
  address: string;
  town: string;
  categories: string[];
  colour: string;
  initials: string;
}

export interface PlannedItem {
  owner: string;
  name: string;
  description: string;
  path: string;
  /** The top-level category's name, written on the photos. */
  categoryName: string;
  location: string;
  pint: 0 | 1 | 2;
  charity: boolean;
  photos: number;
}

/** `liker` (a handle or a charity number) likes item number `item` of the plan. */
export interface PlannedLike {
  liker: string;
  item: number;
}

export interface DemoPlan {
  main: string;
  charities: PlannedCharity[];
  members: PlannedMember[];
  friendships: [string, string][];
  items: PlannedItem[];
  /** The main member's story, in order (see story in data/people.ts). */
  story: PlannedLike[];
  /** Rounds of members browsing their Friends feed and liking its first items. */
  browsing: { member: string; likes: number }[][];
  /** Charities browsing their followers' charity items. */
  charityBrowsing: { charity: string; likes: number }[];
}

const DEFAULT_SEED = 20261122;
const CHORD_CHANCE = 0.3;
const PHOTO_COUNTS = [1, 1, 1, 1, 2, 2, 2, 3];
const ITEM_COUNTS = [2, 3, 4, 4, 4, 4, 5, 5];

const categoryNames = new Map(categoryTree.map((category) => [String(category.ID), category.Name]));
const knownPaths = new Set(
  categoryTree.flatMap((c) => c.Subcategories.flatMap((s) => s.Items.map((i) => `${c.ID}-${s.ID}-${i.ID}`))),
);

/** Wanted category paths of a list of interests (starter pack keys or our own sets). */
export function wantsOf(interests: readonly string[]): string[] {
  const paths = new Set<string>();
  for (const key of interests) {
    const pack = starterPacks.find((candidate) => candidate.Key === key)?.Categories ?? customInterests[key];
    if (!pack) throw new Error(`Unknown demo interest "${key}"`);
    for (const path of pack) paths.add(path);
  }
  return [...paths];
}

/** Checks the hand-written data against the category tree and the form rules, once per plan. */
export function checkDemoData(): void {
  const problems: string[] = [];
  for (const [key, paths] of Object.entries(customInterests)) {
    for (const path of paths) if (!knownPaths.has(path)) problems.push(`interest ${key}: unknown path ${path}`);
  }
  for (const template of itemTemplates) {
    if (!knownPaths.has(template.path)) problems.push(`item "${template.name}": unknown path ${template.path}`);
    if (template.name.length > ITEM_NAME_MAX) problems.push(`item "${template.name}": name too long`);
    const length = template.description.length;
    if (length < DESCRIPTION_MIN || length > ITEM_DESCRIPTION_MAX)
      problems.push(`item "${template.name}": description of ${length} characters`);
  }
  const handles = new Set<string>();
  for (const persona of neighbourhoods.flatMap((n) => n.people)) {
    if (
      !/^[a-z0-9_]+$/.test(persona.handle) ||
      persona.handle.length < HANDLE_MIN ||
      persona.handle.length > HANDLE_MAX
    )
      problems.push(`handle ${persona.handle} breaks the handle rules`);
    if (handles.has(persona.handle)) problems.push(`handle ${persona.handle} is used twice`);
    handles.add(persona.handle);
    if (wantsOf(persona.wants).length > CATEGORY_CAP) problems.push(`${persona.handle} wants too many categories`);
    for (const pin of persona.items ?? []) {
      if (!itemTemplates.some((t) => t.path === pin.path)) problems.push(`${persona.handle}: no item for ${pin.path}`);
    }
  }
  if (problems.length > 0) throw new Error(`The demo data has problems:\n  ${problems.join('\n  ')}`);
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, '');
}

function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

export function buildPlan(options: DemoOptions = {}): DemoPlan {
  checkDemoData();
  const rng = new Random(options.seed ?? DEFAULT_SEED);
  const everyone = neighbourhoods.flatMap((n) => n.people.map((persona) => ({ persona, neighbourhood: n.name })));
  const first = neighbourhoods[0]?.people.length ?? 0;
  const size = Math.min(everyone.length, Math.max(first, options.members ?? everyone.length));
  const maxPhotos = Math.min(3, Math.max(1, options.maxPhotos ?? 3));
  const chosen = everyone.slice(0, size);
  const personaOf = new Map<string, Persona>(chosen.map(({ persona }) => [persona.handle, persona]));
  const main = story.main;

  const members: PlannedMember[] = chosen.map(({ persona, neighbourhood }) => ({
    handle: persona.handle,
    firstName: persona.firstName,
    lastName: persona.lastName,
    email: `${slug(persona.firstName)}.${slug(persona.lastName)}@example.com`,
    town: persona.town,
    postcode: districtOfTown[persona.town] ?? '',
    neighbourhood,
    wants: wantsOf(persona.wants),
    pint: persona.pint ?? false,
    profilePhoto: persona.handle === main || rng.chance(0.75),
    follows: [],
  }));
  const memberOf = new Map(members.map((member) => [member.handle, member]));

  const plannedCharities: PlannedCharity[] = charities.map((charity) => ({
    number: charity.number,
    name: charity.name,
    email: charity.email,
    address: charity.address,
    town: charity.town,
    categories: [...new Set(charity.causes.flatMap((id) => charityCauses.find((c) => c.ID === id)?.Categories ?? []))],
    colour: charity.colour,
    initials: charity.initials,
  }));

  // Friendships: in each neighbourhood a ring plus random chords; the main member is friends with
  // everyone in theirs but the last, who stays a friend of friends; bridges join neighbourhoods.
  const edges = new Map<string, [string, string]>();
  const befriend = (a: string, b: string) => {
    if (a !== b && personaOf.has(a) && personaOf.has(b)) edges.set(pairKey(a, b), a < b ? [a, b] : [b, a]);
  };
  for (const neighbourhood of neighbourhoods) {
    const people = neighbourhood.people.map((p) => p.handle).filter((handle) => personaOf.has(handle));
    const others = people.filter((handle) => handle !== main);
    if (people.includes(main)) for (const friend of others.slice(0, -1)) befriend(main, friend);
    for (let i = 0; i < others.length; i += 1) {
      if (i + 1 < others.length || others.length > 2)
        befriend(others[i] as string, others[(i + 1) % others.length] as string);
    }
    for (let i = 0; i < others.length; i += 1) {
      for (let j = i + 2; j < others.length; j += 1) {
        if (rng.chance(CHORD_CHANCE)) befriend(others[i] as string, others[j] as string);
      }
    }
  }
  for (const [a, b] of bridges) befriend(a, b);
  const friendships = [...edges.values()];
  const friendsOf = (handle: string) => friendships.flatMap(([a, b]) => (a === handle ? [b] : b === handle ? [a] : []));

  // Items: pinned ones first, so nobody else takes them; then each member lists things their
  // friends want, the main member's wishes first (so that their Friends feed is full).
  const used = new Set<ItemTemplate>();
  const items: PlannedItem[] = [];
  const take = (template: ItemTemplate) => {
    used.add(template);
    return template;
  };
  const planItem = (owner: PlannedMember, template: ItemTemplate, pint: 0 | 1 | 2, charity: boolean) => {
    items.push({
      owner: owner.handle,
      name: template.name,
      description: template.description,
      path: template.path,
      categoryName: categoryNames.get(template.path.split('-')[0] as string) ?? '',
      location: owner.town,
      pint,
      charity,
      photos: Math.min(maxPhotos, rng.pick(PHOTO_COUNTS)),
    });
  };
  const pinned = members.flatMap((member) =>
    (personaOf.get(member.handle)?.items ?? []).map((pin) => {
      const template = itemTemplates.find((t) => t.path === pin.path && !used.has(t));
      if (!template) throw new Error(`No free item template for ${pin.path}`);
      return { member, template: take(template), pin };
    }),
  );
  const autoItems: { member: PlannedMember; template: ItemTemplate }[] = [];
  for (const member of members) {
    if (personaOf.get(member.handle)?.items) continue;
    const friends = friendsOf(member.handle);
    const targets = friends.includes(main)
      ? [main, ...rng.shuffle(friends.filter((f) => f !== main))]
      : rng.shuffle(friends);
    const count = rng.pick(ITEM_COUNTS);
    const ownWants = new Set(member.wants);
    const anyFriendWants = new Set(friends.flatMap((f) => memberOf.get(f)?.wants ?? []));
    const choose = (paths: Set<string> | null) => {
      const free = itemTemplates.filter((t) => !used.has(t) && (paths === null || paths.has(t.path)));
      const notOwn = free.filter((t) => !ownWants.has(t.path));
      const pool = notOwn.length > 0 ? notOwn : free;
      return pool.length > 0 ? rng.pick(pool) : null;
    };
    for (let k = 0; k < count; k += 1) {
      const target = targets.length > 0 ? memberOf.get(targets[k % targets.length] as string) : undefined;
      const template =
        choose(target ? new Set(target.wants) : null) ??
        choose(anyFriendWants) ??
        choose(null) ??
        rng.pick(itemTemplates);
      autoItems.push({ member, template: take(template) });
    }
  }

  // Follows: the main member follows every charity; others mostly the ones their items could help.
  for (const member of members) {
    const ownPaths = new Set(autoItems.filter((a) => a.member === member).map((a) => a.template.path));
    for (const charity of plannedCharities) {
      const relevant = charity.categories.some((path) => ownPaths.has(path));
      if (member.handle === main || rng.chance(relevant ? 0.8 : 0.25)) member.follows.push(charity.number);
    }
  }

  for (const { member, template, pin } of pinned) planItem(member, template, pin.pint ?? 0, pin.charity ?? false);
  for (const { member, template } of autoItems) {
    const forCharity = plannedCharities.some(
      (charity) => member.follows.includes(charity.number) && charity.categories.includes(template.path),
    );
    const pint = rng.chance(0.15) ? (rng.pick([1, 2]) as 1 | 2) : 0;
    planItem(member, template, pint, forCharity && rng.chance(0.8));
  }
  // Members list their things in the order they joined.
  const order = new Map(members.map((member, index) => [member.handle, index]));
  items.sort((a, b) => (order.get(a.owner) ?? 0) - (order.get(b.owner) ?? 0));

  // The main member's story.
  const itemOf = (owner: string, path: string) => {
    const index = items.findIndex((item) => item.owner === owner && item.path === path);
    if (index < 0) throw new Error(`The demo story needs ${owner}'s item ${path}`);
    return index;
  };
  const wantedFrom = (owner: string, wanter: string) => {
    const wants = new Set(memberOf.get(wanter)?.wants ?? []);
    const index = items.findIndex((item) => item.owner === owner && wants.has(item.path));
    if (index < 0) throw new Error(`The demo story needs an item of ${owner} that ${wanter} wants`);
    return index;
  };
  const storyLikes: PlannedLike[] = [
    ...story.swaps.map((swap) => ({ liker: swap.partner, item: itemOf(main, swap.likes) })),
    ...story.swaps.map((swap) => ({ liker: main, item: wantedFrom(swap.partner, main) })),
    { liker: story.pint.buyer, item: itemOf(main, story.pint.likes) },
    ...story.admirers.map((admirer) => ({ liker: admirer.member, item: itemOf(main, admirer.likes) })),
    { liker: story.charity.charity, item: itemOf(main, story.charity.likes) },
  ];

  // Everyone else browses: a first round of likes, then a second in which the items of those who
  // liked theirs come first, which is where most matches happen.
  const others = members.filter((member) => member.handle !== main).map((member) => member.handle);
  const browsing = [
    rng.shuffle(others).map((member) => ({ member, likes: rng.int(1, 2) })),
    rng
      .shuffle(others)
      .filter(() => rng.chance(0.6))
      .map((member) => ({ member, likes: 1 })),
  ];
  const charityBrowsing = plannedCharities.map((charity, index) => ({ charity: charity.number, likes: index + 1 }));

  return {
    main,
    charities: plannedCharities,
    members,
    friendships,
    items,
    story: storyLikes,
    browsing,
    charityBrowsing,
  };
}
