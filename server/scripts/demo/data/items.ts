/**
 * Things demo members list, each in the leaf of the category tree it belongs to. Each template is
 * listed at most once, by whoever's friends want it (see plan.ts); there are more templates than
 * items so that every neighbourhood finds what its members want.
 */
export interface ItemTemplate {
  /** "categoryId-subcategoryId-itemId" in contract/data/categories.json. */
  path: string;
  /** At most 80 characters. */
  name: string;
  /** 10 to 1000 characters. */
  description: string;
}

export const itemTemplates: ItemTemplate[] = [
  // Books and reading
  {
    path: '4-401-40101',
    name: 'Ann Cleeves Shetland series, books 1-4',
    description:
      'Raven Black, White Nights, Red Bones and Blue Lightning in paperback. Read once each, spines a little creased but no loose pages.',
  },
  {
    path: '4-401-40103',
    name: 'Discworld paperbacks, bundle of 8',
    description:
      'The City Watch books plus Mort and Small Gods. Well loved, a couple have coffee rings on the cover. Would love them to go to a new fan.',
  },
  {
    path: '4-401-40104',
    name: 'Booker shortlist hardbacks x3',
    description:
      'Three recent Booker Prize shortlisted novels in hardback, read once and kept on a shelf out of the sun.',
  },
  {
    path: '4-401-40106',
    name: 'Penguin Clothbound Classics: Austen trio',
    description:
      'Pride and Prejudice, Emma and Persuasion in the cloth-bound editions. Presents I never got round to reading, still like new.',
  },
  {
    path: '4-401-40105',
    name: 'Hilary Mantel Wolf Hall trilogy',
    description: 'All three paperbacks. The last one is a doorstop but worth every page. Good condition.',
  },
  {
    path: '4-402-40201',
    name: 'Music biographies bundle',
    description: 'Bowie, Kate Bush and a history of Motown. Paperbacks in good condition, one has a price sticker on the back.',
  },
  {
    path: '4-402-40202',
    name: 'SPQR by Mary Beard, hardback',
    description: 'A history of ancient Rome. Dust jacket slightly nicked at the top, otherwise like new.',
  },
  {
    path: '4-405-40501',
    name: 'Graphic novels: Maus and Persepolis',
    description: 'Both complete editions in paperback. Clean copies, no writing inside.',
  },
  {
    path: '4-406-40604',
    name: 'Folio Society Sherlock Holmes, two volumes',
    description: 'In their slipcase, with lovely illustrations. Bought second hand, both in very good condition.',
  },
  {
    path: '4-407-40701',
    name: 'Kindle Paperwhite (10th generation)',
    description:
      'Waterproof 8 GB model with charging cable and a grey fabric cover. Battery still lasts weeks. Reset and ready to go.',
  },
  {
    path: '4-407-40702',
    name: 'Clip-on rechargeable book light',
    description: 'Warm white LED with three brightness levels and USB charging. Read in bed without waking anyone.',
  },
  {
    path: '4-407-40703',
    name: 'Cast iron hare bookends, pair',
    description: 'Heavy black bookends that hold a full shelf of hardbacks upright. A few scuffs on the felt pads.',
  },
  {
    path: '10-1001-100108',
    name: 'IKEA Billy bookcase, white',
    description:
      'Full height (202 cm) with five shelves. Already taken apart, all fixings in a labelled bag. Collection only, you will need a car.',
  },
  {
    path: '4-407-40707',
    name: 'Reading cushion with arms',
    description: 'Corduroy back-rest pillow for reading in bed, with a side pocket for your glasses. Cover is washable.',
  },

  // Houseplants and gardening
  {
    path: '10-1006-100601',
    name: 'Swiss cheese plant (Monstera), 80 cm',
    description: 'Healthy and growing fast, in a nursery pot that fits a 20 cm cover pot. Needs a bigger room than my flat!',
  },
  {
    path: '10-1006-100602',
    name: 'Pothos and string of hearts cuttings',
    description: 'Rooted cuttings in jam jars of water, ready to pot up. Take as many as you like.',
  },
  {
    path: '10-1006-100603',
    name: 'Succulents in terracotta pots, set of 6',
    description: 'Six small succulents including an aloe and two echeverias, each in its own terracotta pot.',
  },
  {
    path: '10-1006-100604',
    name: 'Glazed ceramic plant pots, set of 3',
    description: 'Sage green, 12, 15 and 18 cm wide, with drainage holes and saucers. No chips.',
  },
  {
    path: '10-1006-100605',
    name: 'Mid-century style plant stand',
    description: 'Wooden three-legged stand, 50 cm tall, takes a pot up to 25 cm. Slight water mark on the top.',
  },
  {
    path: '10-1006-100606',
    name: 'LED grow light with timer',
    description: 'Clamp-on full-spectrum light with four adjustable arms. Kept my chillies going through the winter.',
  },
  {
    path: '10-1006-100607',
    name: 'Metal indoor watering can, 1 litre',
    description: 'Long-spouted can in green enamel. Small dent on one side, does not leak.',
  },
  {
    path: '10-1006-100609',
    name: 'Glass terrarium with moss and ferns',
    description: 'Geometric glass terrarium, 25 cm tall, planted with moss and a small fern. Just needs a spray once a week.',
  },
  {
    path: '4-402-40209',
    name: 'RHS gardening books, bundle of 3',
    description: 'Practical guides to houseplants, veg growing and propagation. Good condition.',
  },
  {
    path: '10-1005-100501',
    name: 'Garden tools: spade, fork, rake and hoe',
    description: 'Wooden handles, a bit of surface rust but all solid. Plenty of digging left in them.',
  },
  {
    path: '10-1005-100502',
    name: 'Electric lawnmower, 32 cm',
    description: 'Rotary mower with grass box and a 10 m cable. Blade sharpened this spring.',
  },
  {
    path: '10-1005-100503',
    name: 'Cordless hedge trimmer',
    description: '18 V trimmer with battery and charger. Does a whole privet hedge on one charge.',
  },
  {
    path: '10-1005-100504',
    name: 'Garden hose on a reel, 30 m',
    description: 'With spray gun and all the fittings. Wall bracket included.',
  },
  {
    path: '10-1005-100505',
    name: 'Terracotta plant pots, stack of 15',
    description: 'Various sizes from 10 to 30 cm, a couple with small chips on the rim.',
  },
  {
    path: '10-1005-100506',
    name: 'Bistro table and two chairs',
    description: 'Folding metal set in sage green, perfect for a balcony or a small patio.',
  },
  {
    path: '10-1005-100507',
    name: 'Vegetable seed collection, 20 packets',
    description: 'All in date: tomatoes, runner beans, courgettes, salad leaves and herbs.',
  },
  {
    path: '10-1005-100508',
    name: 'Compost bin, 330 litres',
    description: 'Council-style dalek bin with a lid and a hatch at the bottom. Rinsed out.',
  },
  {
    path: '10-1007-100708',
    name: 'Galvanised wheelbarrow',
    description: '85-litre barrow, the pneumatic tyre was replaced last year.',
  },

  // Collecting
  {
    path: '6-602-60201',
    name: 'Pokémon cards, binder of about 200',
    description: 'Mostly Sword & Shield era commons and uncommons, a handful of holos. All sleeved in a 9-pocket binder.',
  },
  {
    path: '6-602-60202',
    name: 'World Cup sticker album, 90% complete',
    description: 'Panini album with most stickers already in, plus a bag of about 60 swaps.',
  },
  {
    path: '6-603-60301',
    name: 'OO gauge tank engine, boxed',
    description: 'Green GWR 0-6-0 tank engine, runs smoothly on DC. The box is a bit tatty.',
  },
  {
    path: '6-603-60304',
    name: 'Airfix Spitfire kit, unopened',
    description: '1:48 scale Supermarine Spitfire, still in the shrink-wrap. I was given two for Christmas!',
  },
  {
    path: '6-604-60401',
    name: 'Box of diecast cars',
    description: 'About 30 cars from Matchbox, Hot Wheels and Corgi. Played with, but no missing wheels.',
  },
  {
    path: '6-605-60501',
    name: 'Football programmes, 1980s bundle',
    description: 'About 40 home programmes from 1983 to 1989. Some have team changes pencilled in.',
  },
  {
    path: '6-605-60504',
    name: 'Framed film posters, set of two',
    description: 'Jaws and Back to the Future reprints in black frames, 50 x 70 cm. A couple of light scratches on the frames.',
  },
  {
    path: '6-607-60701',
    name: 'Lego City fire station',
    description: 'Complete with every minifigure and the instructions. Built once and displayed; comes in a bag, no box.',
  },
  {
    path: '6-607-60702',
    name: 'Lego minifigures, six from one series',
    description: 'Six different figures from the blind bags, complete with their accessories and stands.',
  },
  {
    path: '6-607-60703',
    name: 'Lego Technic Land Rover Defender',
    description:
      'The big 2,500-piece set, complete, instructions included. Took me a whole winter: time for someone else to enjoy it.',
  },

  // Cycling
  {
    path: '16-1601-160101',
    name: 'Road bike, 54 cm aluminium frame',
    description: '16-speed Shimano Claris, new tyres last spring. A good first road bike, a few paint chips.',
  },
  {
    path: '16-1601-160103',
    name: 'Hybrid bike with mudguards and rack',
    description: 'Medium frame, 21 gears, great for commuting. Serviced in March.',
  },
  {
    path: '16-1601-160104',
    name: 'Folding bike, 20-inch wheels',
    description: 'Folds in under a minute and fits under a desk. Six gears, bell and kickstand.',
  },
  {
    path: '16-1601-160102',
    name: 'Mountain bike, medium, front suspension',
    description: 'Hydraulic disc brakes, 27.5-inch wheels. Muddy when I got it, clean now. New chain fitted.',
  },
  {
    path: '16-1602-160201',
    name: 'Cycle helmet, size M (54-58 cm)',
    description: 'Matte grey with a removable visor. Never crashed in; I bought the wrong size online.',
  },
  {
    path: '16-1602-160202',
    name: 'Front and rear USB bike lights',
    description: 'Bright 400-lumen front light and a rear with flash modes. Both charge by USB, cable included.',
  },
  {
    path: '16-1602-160203',
    name: 'D-lock with cable and bracket',
    description: 'Sold Secure Gold rated, two keys and a frame bracket. Some surface scratches.',
  },
  {
    path: '16-1602-160204',
    name: 'Track pump with gauge',
    description: 'Presta and Schrader head, gauge reads up to 160 psi. Works perfectly.',
  },
  {
    path: '16-1602-160205',
    name: 'Waterproof roll-top panniers, pair',
    description: '20 litres each. Kept my shopping dry through many rainy winters.',
  },
  {
    path: '16-1602-160207',
    name: 'Turbo trainer for the rear wheel',
    description: 'Magnetic resistance, folds flat. Comes with a front wheel riser block.',
  },

  // Cooking
  {
    path: '10-1002-100201',
    name: 'Enamelled cast iron skillet, 26 cm',
    description: 'Heavy skillet, cream enamel inside with some staining but no chips. Makes the best cornbread.',
  },
  {
    path: '10-1002-100202',
    name: 'Stainless steel saucepans, set of 3',
    description: '16, 18 and 20 cm pans with glass lids, fine on induction. Replaced by a wedding present.',
  },
  {
    path: '10-1002-100206',
    name: 'Knife block with five knives',
    description: 'Bread, carving, cook’s, utility and paring knives in an oak block. Recently sharpened.',
  },
  {
    path: '10-1002-100207',
    name: 'Baking tins bundle',
    description:
      'Two 20 cm sandwich tins, a loaf tin, a 12-hole muffin tray and a springform tin. All non-stick and in good nick.',
  },
  {
    path: '10-1002-100208',
    name: 'Glass food storage tubs, set of 10',
    description: 'Clip-lid glass containers, oven and freezer safe. Every lid present.',
  },
  {
    path: '10-1003-100305',
    name: 'Stand mixer with whisk and dough hook',
    description: 'Works perfectly, with K-beater, whisk and dough hook. Rarely used since I moved to a smaller kitchen.',
  },
  {
    path: '10-1003-100304',
    name: 'Slow cooker, 3.5 litres',
    description: 'Ceramic pot, glass lid, three heat settings. Perfect for stews and chilli.',
  },
  {
    path: '10-1003-100306',
    name: 'Air fryer, 4 litre basket',
    description: 'Used for about six months. Basket cleaned, the non-stick is still good.',
  },
  {
    path: '10-1003-100307',
    name: 'Bean-to-cup coffee machine',
    description: 'With milk frother, descaled last month. Makes a lovely flat white.',
  },
  {
    path: '4-402-40203',
    name: 'Cookbooks: Ottolenghi, Nigella and Meera Sodha',
    description: 'Three hardbacks, a few splashes on the favourite pages, as it should be.',
  },
  {
    path: '8-804-80404',
    name: 'Home curry cooking lesson for two',
    description: 'I will teach you three curries and chapatis in my kitchen, one evening of your choice. Bring an appetite!',
  },

  // Yoga and fitness
  {
    path: '14-1402-140201',
    name: 'Yoga mat, 6 mm, purple',
    description: 'Non-slip mat with a carry strap. Cleaned and ready to roll out.',
  },
  {
    path: '14-1402-140202',
    name: 'Cork yoga blocks, pair',
    description: 'Firm cork blocks, 23 x 15 x 7.5 cm. Great for beginners.',
  },
  {
    path: '14-1402-140204',
    name: 'Yoga bolster, rectangular',
    description: 'Buckwheat-filled bolster with a removable, washable charcoal cover.',
  },
  {
    path: '14-1402-140206',
    name: 'Foam roller, 45 cm',
    description: 'Textured roller for sore legs after a run. Barely used.',
  },
  {
    path: '14-1402-140207',
    name: 'Meditation cushion (zafu)',
    description: 'Round cushion filled with buckwheat hulls, navy cotton cover. Comfortable for long sits.',
  },
  {
    path: '14-1402-140208',
    name: 'Gym ball, 65 cm, with pump',
    description: 'Anti-burst exercise ball. Also makes a decent desk chair.',
  },
  {
    path: '9-907-90706',
    name: 'Loungewear set, size 12',
    description: 'Soft grey joggers and matching hoodie, worn a handful of times.',
  },
  {
    path: '8-804-80407',
    name: 'Five-class pass for beginners’ yoga',
    description: 'An unused pass I cannot use since moving. I will transfer it to your name at the studio.',
  },
  {
    path: '14-1401-140101',
    name: 'Adjustable dumbbells, 2 x 10 kg',
    description: 'Spinlock bars with cast iron plates, in a carry case.',
  },
  {
    path: '14-1401-140102',
    name: 'Kettlebell, 12 kg',
    description: 'Vinyl-coated kettlebell, hardly used. New year’s resolution, you know how it goes.',
  },
  {
    path: '14-1401-140104',
    name: 'Folding exercise bike',
    description: 'Magnetic resistance with eight levels and an LCD display. Folds to fit behind a door.',
  },
  {
    path: '14-1401-140107',
    name: 'Resistance bands set',
    description: 'Five fabric bands from light to extra heavy, with a pouch.',
  },
  {
    path: '14-1401-140108',
    name: 'Doorway pull-up bar',
    description: 'No screws needed, fits most door frames up to 80 cm wide.',
  },
  {
    path: '14-1401-140110',
    name: 'Thick exercise mat',
    description: '15 mm foam mat for sit-ups and stretching, with a strap.',
  },
  {
    path: '15-1507-150702',
    name: 'Fitness tracker with two straps',
    description: 'Tracks steps, sleep and heart rate. Small and large straps and the charger. Reset to factory settings.',
  },

  // Music
  {
    path: '12-1201-120105',
    name: 'Soprano ukulele with gig bag',
    description: 'Mahogany ukulele with new strings and a clip-on tuner. Learn three chords and you are away.',
  },
  {
    path: '12-1201-120101',
    name: 'Acoustic guitar, full size',
    description: 'Steel-string dreadnought, plays well, a couple of small dings on the back. Soft case included.',
  },
  {
    path: '12-1201-120102',
    name: 'Stratocaster-style electric guitar',
    description: 'Sunburst finish, new strings fitted, everything works. A great first electric.',
  },
  {
    path: '12-1201-120106',
    name: 'Practice guitar amp, 15 watts',
    description: 'With a headphone socket for quiet practice. Perfect for a bedroom.',
  },
  {
    path: '12-1201-120107',
    name: 'Overdrive and delay pedals',
    description: 'Two pedals with patch cables. Both work; no power supply included.',
  },
  {
    path: '12-1202-120202',
    name: '61-key keyboard with stand',
    description: 'Touch-sensitive keys, built-in lessons, X-frame stand and power adapter.',
  },
  {
    path: '12-1203-120305',
    name: 'Cajón with padded seat',
    description: 'Birch cajón with adjustable snare wires. Sounds great, one corner slightly worn.',
  },
  {
    path: '12-1207-120701',
    name: 'Piano exam books, grades 1-5',
    description: 'Exam pieces and scales books, some pencil markings from my old teacher.',
  },
  {
    path: '12-1207-120702',
    name: 'Folding music stand',
    description: 'Black metal stand that folds small enough for a bag. Comes with a pouch.',
  },
  {
    path: '12-1206-120601',
    name: 'Dynamic vocal microphone and lead',
    description: 'The classic stage mic, works perfectly, with a 5 m XLR lead and clip.',
  },

  // Records and hi-fi
  {
    path: '7-706-70601',
    name: 'Soul and Motown LPs, box of 25',
    description: 'Original pressings and reissues: Stevie Wonder, Marvin Gaye, Aretha. Sleeves worn, the vinyl plays well.',
  },
  {
    path: '7-706-70601',
    name: 'Britpop LPs: Blur, Pulp and Suede',
    description: 'Reissues on 180 g vinyl, each played a few times.',
  },
  {
    path: '7-706-70602',
    name: '7-inch singles, 1970s and 80s',
    description: 'About 60 singles, lots of punk and new wave, some in picture sleeves.',
  },
  {
    path: '7-706-70605',
    name: 'Record crate for 100 LPs',
    description: 'Wooden crate with hand holes. Sturdy enough to stack.',
  },
  {
    path: '15-1503-150301',
    name: 'Automatic belt-drive turntable',
    description: 'With a built-in phono preamp, so it plugs into any speakers. The lid has a small scratch.',
  },
  {
    path: '15-1503-150304',
    name: 'Bookshelf speakers, walnut, pair',
    description: 'Passive speakers with speaker cable. Lovely warm sound.',
  },
  {
    path: '15-1503-150303',
    name: 'Stereo amplifier with phono input',
    description: 'Integrated amp, remote included. Drives most bookshelf speakers with ease.',
  },
  {
    path: '15-1503-150306',
    name: 'Closed-back studio headphones',
    description: 'Wired over-ears with a coiled cable and a 6.35 mm adapter.',
  },

  // Kids
  {
    path: '11-1106-110603',
    name: 'Three-wheel scooter, blue',
    description: 'Lean-to-steer scooter for ages 5-12. Outgrown, but it still rolls beautifully.',
  },
  {
    path: '11-1106-110601',
    name: 'Kids’ bike, 16-inch wheels',
    description: 'Red bike for ages 4-6 with stabilisers. Tyres pumped and brakes checked.',
  },
  {
    path: '11-1106-110602',
    name: 'Wooden balance bike',
    description: 'Adjustable seat, suits ages 2-4. A few scuffs from enthusiastic use.',
  },
  {
    path: '11-1104-110403',
    name: 'Kids’ winter coat, age 7-8',
    description: 'Navy padded coat with a fleece lining and hood. Worn for one winter.',
  },
  {
    path: '11-1104-110404',
    name: 'School uniform bundle, age 9-10',
    description: 'Four grey pinafores, six white polo shirts and two red jumpers. Name labels removed.',
  },
  {
    path: '11-1105-110502',
    name: 'Wooden play food and pans',
    description: 'Wooden pots, pans, fruit and veg for a toy kitchen. Complete, from a smoke-free home.',
  },
  {
    path: '11-1105-110504',
    name: 'Dolls’ house with furniture',
    description: 'Three-storey wooden dolls’ house with around 30 pieces of furniture and a family of four.',
  },
  {
    path: '11-1105-110507',
    name: 'Educational toys bundle',
    description: 'Shape sorter, magnetic letters, a wooden abacus and a world map puzzle.',
  },
  {
    path: '11-1105-110501',
    name: 'Soft toys, set of 4',
    description: 'Bunny, puppy, octopus and sloth. Gently washed, all in lovely condition.',
  },
  {
    path: '4-403-40301',
    name: 'Picture books, bundle of 20',
    description: 'Julia Donaldson, Oliver Jeffers and more. Read many times but every page intact.',
  },
  {
    path: '4-403-40304',
    name: 'Chapter books for ages 7-10',
    description: 'Fifteen books including Roald Dahl, Horrid Henry and The Worst Witch.',
  },
  {
    path: '7-704-70401',
    name: 'Ticket to Ride board game',
    description: 'Complete, cards sleeved, every train counted. Great for family game nights.',
  },
  {
    path: '11-1101-110102',
    name: 'Pushchair with raincover',
    description: 'Lightweight pushchair that folds with one hand. From birth to 22 kg.',
  },
  {
    path: '11-1101-110103',
    name: 'Baby car seat with Isofix base',
    description: 'Never been in an accident, covers freshly washed.',
  },
  {
    path: '11-1101-110104',
    name: 'Baby carrier, newborn to toddler',
    description: 'Ergonomic carrier, machine washable. Saved my back many times.',
  },
  {
    path: '11-1102-110201',
    name: 'Wooden cot with mattress',
    description: 'White cot with three base heights, mattress with a waterproof cover.',
  },
  {
    path: '11-1102-110204',
    name: 'Video baby monitor',
    description: 'Camera with night vision and a room temperature display on the parent unit.',
  },
  {
    path: '11-1103-110301',
    name: 'Folding high chair',
    description: 'Wipe-clean high chair with tray and five-point harness.',
  },
  {
    path: '11-1103-110303',
    name: 'Electric steam steriliser',
    description: 'Takes six bottles. Descaled and ready to go.',
  },
  {
    path: '11-1104-110401',
    name: 'Baby clothes bundle, 0-3 months',
    description: 'Over 30 pieces: sleepsuits, vests and a snowsuit.',
  },
  {
    path: '11-1105-110503',
    name: 'Baby play gym',
    description: 'Padded activity mat with hanging toys and a mirror.',
  },
  {
    path: '4-403-40302',
    name: 'Baby board books, 10',
    description: 'That’s Not My... and Spot books, with a few chewed corners.',
  },

  // Crafts
  {
    path: '2-201-20101',
    name: 'Acrylic paint set, 24 tubes',
    description: 'Barely touched, plus three spare tubes of white. Good student-grade paints.',
  },
  {
    path: '2-201-20103',
    name: 'Watercolour pan set with travel brush',
    description: 'Field box with 12 half pans. Perfect for painting on walks.',
  },
  {
    path: '2-201-20105',
    name: 'Wooden table-top easel',
    description: 'Adjustable beech easel with a drawer for paints. Folds flat.',
  },
  {
    path: '2-201-20107',
    name: 'Blank canvases, pack of 10',
    description: 'Mixed sizes from 20 x 20 cm to 40 x 50 cm, still wrapped.',
  },
  {
    path: '2-202-20201',
    name: 'Bag of wool yarn, mixed colours',
    description: 'About 25 balls of DK and aran, mostly full balls, from a smoke-free home.',
  },
  {
    path: '2-202-20202',
    name: 'Bamboo knitting needles, 18 pairs',
    description: 'Straight needles from 2 mm to 10 mm in a roll-up case.',
  },
  {
    path: '2-203-20301',
    name: 'Electric sewing machine',
    description: 'Foot pedal, 25 stitches and a box of bobbins. Serviced last year.',
  },
  {
    path: '2-203-20302',
    name: 'Cotton fat quarters, 30 pieces',
    description: 'Floral and geometric prints, perfect for patchwork.',
  },
  {
    path: '2-204-20401',
    name: 'Card making supplies box',
    description: 'Card blanks, envelopes, stamps, embossing powder and ribbon. Enough for dozens of cards.',
  },
  {
    path: '2-205-20501',
    name: 'Air-dry clay, 3 kg unopened',
    description: 'Three 1 kg blocks of white air-dry clay, still sealed.',
  },
  {
    path: '2-206-20601',
    name: 'Glass beads in a sorted organiser',
    description: 'Hundreds of beads sorted by colour, plus jewellery wire and clasps.',
  },
  {
    path: '2-207-20701',
    name: 'Glue gun with 40 glue sticks',
    description: 'Mini hot glue gun, works fine. Handy for all sorts of repairs.',
  },

  // Gaming
  {
    path: '7-701-70103',
    name: 'Nintendo Switch with dock',
    description: 'Console, two Joy-Cons, dock and charger. A faint scratch on the screen that you do not see when playing.',
  },
  {
    path: '7-701-70101',
    name: 'PlayStation 4 Slim, 500 GB',
    description: 'Works perfectly, one controller and all cables. Factory reset.',
  },
  {
    path: '7-701-70104',
    name: 'Sega Mega Drive II with two pads',
    description: 'With Sonic 2 and Streets of Rage. All leads included.',
  },
  {
    path: '7-702-70203',
    name: 'Switch games bundle, 5 games',
    description: 'Mario Kart 8, Animal Crossing, Zelda: Breath of the Wild and two more, all in their cases.',
  },
  {
    path: '7-702-70201',
    name: 'PS4 games bundle, 8 games',
    description: 'Football, racing and a couple of adventures. Discs clean.',
  },
  {
    path: '7-703-70301',
    name: 'Wireless controller, carbon black',
    description: 'Works with console and PC. The battery cover is a bit loose.',
  },
  {
    path: '7-703-70302',
    name: 'Gaming headset with mic',
    description: 'Wired headset with a 3.5 mm jack, works with consoles and PC.',
  },
  {
    path: '7-703-70305',
    name: 'Gaming chair, black and red',
    description: 'Reclining chair with a lumbar cushion. One armrest is a bit wobbly.',
  },
  {
    path: '7-703-70306',
    name: 'Mechanical keyboard, UK layout',
    description: 'RGB lighting and red switches. Every key works.',
  },
  {
    path: '15-1501-150105',
    name: '27-inch monitor, 1440p',
    description: 'IPS panel, 75 Hz, HDMI and DisplayPort. Stand included, no dead pixels.',
  },

  // Fashion
  {
    path: '9-901-90101',
    name: 'Floral wrap dress, size 12',
    description: 'Green jersey dress, worn to one wedding. Machine washable.',
  },
  {
    path: '9-901-90106',
    name: 'Wax jacket, women’s size 14',
    description: 'Olive wax jacket with tartan lining. Re-waxed last autumn.',
  },
  {
    path: '9-902-90204',
    name: 'Lambswool jumpers, men’s L, x2',
    description: 'One navy, one oatmeal. Hand washed, no bobbling.',
  },
  {
    path: '9-903-90301',
    name: 'Suede trainers, UK 7',
    description: 'Navy suede, worn a few times, soles like new.',
  },
  {
    path: '9-903-90302',
    name: 'Leather Chelsea boots, UK 5',
    description: 'Brown leather, resoled last year, lots of wear left in them.',
  },
  {
    path: '9-904-90401',
    name: 'Leather crossbody bag, tan',
    description: 'Real leather with an adjustable strap and a zip pocket. Small mark on the back.',
  },
  {
    path: '9-904-90402',
    name: 'Navy backpack with laptop sleeve',
    description: 'Fits a 15-inch laptop. All zips work.',
  },
  {
    path: '9-906-90604',
    name: 'Winter parka, men’s M',
    description: 'Khaki parka with a faux-fur hood, very warm. Worn two winters.',
  },
  {
    path: '9-905-90505',
    name: 'Retro digital watch, gold tone',
    description: 'Classic style, new battery fitted last month.',
  },

  // Photography
  {
    path: '5-501-50101',
    name: 'DSLR with 18-55 mm kit lens',
    description: '18 MP camera with battery, charger and strap. Shutter count around 12,000.',
  },
  {
    path: '5-502-50201',
    name: '35mm film SLR with 50 mm lens',
    description: 'Light meter works and new light seals are fitted. A lovely way into film photography.',
  },
  {
    path: '5-502-50204',
    name: 'Instant camera, pastel blue',
    description: 'Mini instant camera with a pack of 10 shots left.',
  },
  {
    path: '5-503-50301',
    name: '50 mm f/1.8 prime lens',
    description: 'Clean glass, no fungus or haze, front and back caps included.',
  },
  {
    path: '5-505-50501',
    name: 'Aluminium tripod, 160 cm',
    description: 'Three-way head and quick-release plate. Folds to 55 cm.',
  },
  {
    path: '5-505-50506',
    name: 'Padded camera shoulder bag',
    description: 'Adjustable dividers, fits a DSLR and two lenses.',
  },
  {
    path: '5-506-50604',
    name: 'Lens filters, 58 mm set',
    description: 'UV, polariser and ND filters in a zip case.',
  },
  {
    path: '5-507-50705',
    name: 'Photo albums, set of 3',
    description: 'Slip-in albums for 6 x 4 prints, 200 photos each. Unused.',
  },
  {
    path: '5-507-50701',
    name: '35mm colour film, 5 rolls',
    description: 'Slightly out of date but kept in the fridge. Fun for experimenting.',
  },

  // Vintage
  {
    path: '1-102-10203',
    name: 'Sunburst wall mirror, gold',
    description: '1970s style starburst mirror, 60 cm across. One ray is slightly bent, nobody has noticed yet.',
  },
  {
    path: '1-102-10201',
    name: 'Teak sideboard, 1960s',
    description: 'Three drawers and two cupboards, some water marks on top. Collection from a ground-floor flat.',
  },
  {
    path: '1-102-10204',
    name: 'Orange glass mushroom lamp',
    description: 'Retro table lamp, rewired with a new plug.',
  },
  {
    path: '1-103-10301',
    name: 'Studio pottery vases, pair',
    description: 'Hand-thrown stoneware with a speckled glaze. Maker’s mark on the base.',
  },
  {
    path: '1-103-10308',
    name: 'Floral bone china tea set for six',
    description: 'Cups, saucers, side plates, teapot and milk jug. One saucer has a hairline crack.',
  },
  {
    path: '1-104-10402',
    name: 'Patterned Pyrex casseroles, 1970s',
    description: 'Two dishes with lids, oven safe, wonderfully bright colours.',
  },
  {
    path: '1-104-10407',
    name: 'Cream enamel bread bin',
    description: 'Vintage bread bin with a wooden lid, a couple of chips on the rim.',
  },
  {
    path: '1-105-10501',
    name: 'Oak chiming mantel clock',
    description: 'Keeps good time and chimes on the quarter. Key included.',
  },
  {
    path: '1-106-10602',
    name: '1960s black leather handbag',
    description: 'Brass clasp, clean lining. Very Mad Men.',
  },
  {
    path: '10-1004-100407',
    name: 'Wool rug, 160 x 230 cm',
    description: 'Red and blue Persian-style rug, professionally cleaned.',
  },
  {
    path: '10-1004-100406',
    name: 'Velvet cushions, set of 4',
    description: 'Mustard and teal, feather inners, covers unzip for washing.',
  },

  // Hiking and camping
  {
    path: '14-1404-140401',
    name: 'Walking boots, men’s UK 9',
    description: 'Waterproof boots, broken in, plenty of tread left.',
  },
  {
    path: '14-1404-140402',
    name: 'Rucksack, 38 litres',
    description: 'Hip belt and rain cover, one small repair on a side pocket.',
  },
  {
    path: '14-1404-140403',
    name: 'Walking poles, pair',
    description: 'Telescopic aluminium poles with cork handles.',
  },
  {
    path: '14-1404-140404',
    name: 'Waterproof jacket, women’s M',
    description: 'Breathable red shell, reproofed this year.',
  },
  {
    path: '14-1404-140406',
    name: 'OS Explorer maps, Peak District and Lakes',
    description: 'Eight folded maps, some with routes marked in pencil.',
  },
  {
    path: '14-1404-140408',
    name: 'Vacuum flask, 1 litre',
    description: 'Keeps tea hot all day on the hill. Green, a few dents.',
  },
  {
    path: '14-1404-140410',
    name: 'Binoculars 10x42',
    description: 'Clear optics for bird-watching, with case and strap.',
  },
  {
    path: '14-1404-140405',
    name: 'Rechargeable head torch',
    description: '300 lumens with a red light mode.',
  },
  {
    path: '4-402-40204',
    name: 'Lake District walking guides',
    description: 'The pictorial guides, books 1-3, well thumbed.',
  },
  {
    path: '16-1606-160601',
    name: 'Four-person tent with porch',
    description: 'All pegs and poles present. Used on three festival weekends.',
  },
  {
    path: '16-1606-160602',
    name: 'Three-season sleeping bags, pair',
    description: 'Mummy-shape bags rated to -2 °C, washed and stored dry.',
  },
  {
    path: '16-1606-160604',
    name: 'Camping stove with gas canister',
    description: 'Compact single-burner stove and one half-full canister.',
  },
  {
    path: '16-1606-160605',
    name: 'Folding camping chairs, pair',
    description: 'With cup holders and carry bags.',
  },
  {
    path: '16-1606-160607',
    name: 'Cool box, 30 litres',
    description: 'Hard cool box with ice packs, keeps things cold for two days.',
  },
  {
    path: '16-1606-160608',
    name: 'LED camping lanterns, set of 3',
    description: 'Battery powered and collapsible, with hanging hooks.',
  },
  {
    path: '16-1606-160610',
    name: 'Camping cookware set',
    description: 'Nesting pots, pan, kettle and two mugs in a mesh bag.',
  },

  // Pets
  {
    path: '13-1302-130201',
    name: 'Cat tree, 120 cm',
    description: 'Three platforms, a hidey hole and sisal posts. Our cat preferred the box it came in.',
  },
  {
    path: '13-1302-130202',
    name: 'Sisal scratching posts, pair',
    description: '60 cm posts, some claw marks but sturdy.',
  },
  {
    path: '13-1302-130203',
    name: 'Round fluffy cat bed',
    description: 'Donut bed, 50 cm, machine washed.',
  },
  {
    path: '13-1302-130205',
    name: 'Top-loading cat carrier',
    description: 'Plastic carrier with a metal door, good for vet trips.',
  },
  {
    path: '13-1302-130204',
    name: 'Covered litter tray with scoop',
    description: 'Hooded tray with a carbon filter flap. Cleaned and disinfected.',
  },
  {
    path: '13-1307-130705',
    name: 'Automatic pet feeder',
    description: 'Programmable: four meals a day and a recorded voice message.',
  },
  {
    path: '13-1301-130101',
    name: 'Large washable dog bed',
    description: 'Grey bolster bed, 90 cm, cover washed at 40.',
  },
  {
    path: '13-1301-130102',
    name: 'Folding dog crate, 36-inch',
    description: 'Metal crate with two doors and a plastic tray.',
  },
  {
    path: '13-1301-130103',
    name: 'Dog leads and padded harness',
    description: 'Two leads and a harness, size medium.',
  },
  {
    path: '13-1301-130105',
    name: 'Bag of dog toys',
    description: 'Rubber chew toys, rope toys and tennis balls, all washed.',
  },
  {
    path: '13-1301-130106',
    name: 'Dog raincoat, size M',
    description: 'Reflective waterproof coat with a fleece lining.',
  },
  {
    path: '13-1301-130109',
    name: 'Dog car guard',
    description: 'Adjustable mesh guard for estate cars.',
  },
  {
    path: '13-1307-130702',
    name: 'Fleece pet blankets, set of 3',
    description: 'Washed, great for the sofa or the boot of the car.',
  },
  {
    path: '8-806-80601',
    name: 'Dog walking, two afternoons a week',
    description: 'I will walk your dog round the park on Tuesday and Thursday afternoons for a month.',
  },

  // Home office and tech
  {
    path: '17-1701-170101',
    name: 'Ergonomic mesh office chair',
    description: 'Adjustable arms and lumbar support. The gas lift works fine.',
  },
  {
    path: '17-1701-170102',
    name: 'Small white desk, 100 x 50 cm',
    description: 'With one drawer, perfect for a box room.',
  },
  {
    path: '17-1701-170105',
    name: 'Anglepoise-style desk lamp',
    description: 'Black metal, LED bulb included.',
  },
  {
    path: '17-1702-170201',
    name: 'Wireless printer and scanner',
    description: 'Prints, scans and copies. Cartridges about half full.',
  },
  {
    path: '17-1702-170203',
    name: 'Cross-cut shredder',
    description: 'Shreds eight sheets at a time into a 14 litre bin.',
  },
  {
    path: '17-1704-170401',
    name: 'Aluminium laptop stand',
    description: 'Adjustable height, folds flat for the bag.',
  },
  {
    path: '15-1501-150109',
    name: '1080p webcam with mic',
    description: 'The clip fits monitors and laptops. Plug and play.',
  },
  {
    path: '17-1702-170207',
    name: 'Magnetic whiteboard, 90 x 60 cm',
    description: 'With pens, magnets and an eraser.',
  },
  {
    path: '15-1501-150101',
    name: '14-inch laptop, Core i5, 8 GB',
    description: '256 GB SSD, fresh Windows install. Battery lasts about four hours.',
  },
  {
    path: '15-1502-150203',
    name: 'Tablet, 32 GB, with folio case',
    description: 'Wi-Fi model with charger and a screen protector fitted.',
  },
  {
    path: '15-1502-150207',
    name: 'Power bank, 20,000 mAh',
    description: 'USB-C power bank that charges a phone about four times.',
  },
  {
    path: '15-1503-150307',
    name: 'Noise-cancelling headphones',
    description: 'Over-ears with a case, ear pads in good shape. Made the commute bearable.',
  },
  {
    path: '15-1502-150201',
    name: 'Unlocked Android phone, 128 GB',
    description: 'Small scuff on one edge, always kept in a case. Factory reset.',
  },
  {
    path: '16-1605-160502',
    name: 'Hard-shell cabin bag',
    description: '55 x 40 x 20 cm spinner, fits most airline limits.',
  },
  {
    path: '16-1605-160505',
    name: 'Worldwide travel adapters',
    description: 'Four adapters plus a UK multi-plug.',
  },
  {
    path: '16-1605-160507',
    name: 'Packing cubes, set of 6',
    description: 'Lightweight cubes in three sizes.',
  },

  // Running
  {
    path: '14-1403-140301',
    name: 'Running shoes, women’s UK 6',
    description: 'About 100 miles of wear; the wrong size for me after all.',
  },
  {
    path: '14-1403-140303',
    name: 'Packable running jacket, men’s M',
    description: 'Lightweight hi-vis yellow jacket that folds into its own pocket.',
  },
  {
    path: '14-1403-140304',
    name: 'Running belt for phone and keys',
    description: 'Stretchy belt that fits large phones and does not bounce.',
  },
  {
    path: '14-1403-140306',
    name: 'GPS running watch',
    description: 'Tracks pace, distance and heart rate. Charger included.',
  },
  {
    path: '14-1403-140307',
    name: 'Reflective running vest',
    description: 'Adjustable hi-vis vest for winter evening runs.',
  },
  {
    path: '15-1503-150308',
    name: 'Wireless sports earbuds',
    description: 'Sweat-proof, with ear hooks and a charging case.',
  },

  // Fishing and touring
  {
    path: '14-1405-140501',
    name: 'Carp rod, 12 ft',
    description: 'Two-piece rod with a 3 lb test curve, rod sock included.',
  },
  {
    path: '14-1405-140502',
    name: 'Fixed-spool reel with spare spool',
    description: 'Smooth drag, recently cleaned and oiled.',
  },
  {
    path: '14-1405-140503',
    name: 'Tackle box full of floats and weights',
    description: 'Three-tray cantilever box with floats, shot, hooks and swivels.',
  },
  {
    path: '14-1405-140505',
    name: 'Fishing chair with adjustable legs',
    description: 'Mud feet, padded seat, folds flat.',
  },
  {
    path: '14-1405-140507',
    name: 'Chest waders, size 10',
    description: 'Neoprene with boot feet. No leaks: tested in the bath!',
  },
  {
    path: '16-1604-160401',
    name: 'Caravan porch awning',
    description: 'Fits a 950-975 cm rail, all poles and pegs present.',
  },
  {
    path: '16-1604-160403',
    name: 'Leisure battery, 110 Ah',
    description: 'Two seasons old and holds its charge well.',
  },
  {
    path: '16-1604-160405',
    name: 'Rolling water carrier, 40 litres',
    description: 'Clean and flushed through, with a pull handle.',
  },
  {
    path: '16-1604-160406',
    name: 'Levelling ramps, pair',
    description: 'Heavy-duty plastic ramps with chocks.',
  },
];
