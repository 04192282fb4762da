/**
 * What demo members want, by interest. An interest is either a starter pack's key (its categories
 * come from contract/data/starter-packs.json) or one of these sets, for the parts of the category
 * tree that no starter pack covers. Paths are "categoryId-subcategoryId-itemId".
 */
export const customInterests: Record<string, string[]> = {
  'vintage-home': [
    '1-102-10201', // Teak sideboards
    '1-102-10203', // Sunburst mirrors
    '1-102-10204', // Retro lamps
    '1-103-10301', // Studio pottery
    '1-103-10308', // Vintage tea sets
    '1-104-10401', // Enamelware
    '1-104-10402', // Pyrex dishes
    '1-104-10407', // Bread bins
    '1-105-10501', // Mantel clocks
    '1-106-10602', // Vintage handbags
    '10-1004-100406', // Cushions
    '10-1004-100407', // Rugs
    '10-1004-100409', // Lamps
  ],
  collector: [
    '6-602-60201', // Pokémon cards
    '6-602-60202', // Football stickers
    '6-603-60301', // Model locomotives
    '6-603-60304', // Airfix kits
    '6-604-60401', // Diecast cars
    '6-605-60501', // Football programmes
    '6-605-60504', // Film posters
    '6-607-60701', // Lego sets
    '6-607-60702', // Lego minifigures
    '6-607-60703', // Lego Technic
    '7-704-70401', // Board games
  ],
  'growing-kids': [
    '11-1104-110403', // Kids' coats
    '11-1104-110404', // School uniforms
    '11-1105-110501', // Soft toys
    '11-1105-110502', // Wooden toys
    '11-1105-110504', // Dolls and dolls' houses
    '11-1105-110507', // Educational toys
    '11-1106-110601', // Kids' bikes
    '11-1106-110602', // Balance bikes
    '11-1106-110603', // Kids' scooters
    '4-403-40301', // Picture books
    '4-403-40304', // Chapter books
    '7-704-70401', // Board games
  ],
  fashion: [
    '9-901-90101', // Dresses
    '9-901-90106', // Women's coats and jackets
    '9-902-90204', // Men's jumpers
    '9-903-90301', // Trainers
    '9-903-90302', // Boots
    '9-904-90401', // Handbags
    '9-904-90402', // Backpacks
    '9-905-90505', // Watches
    '9-906-90604', // Winter coats
  ],
  'music-maker': [
    '12-1201-120101', // Acoustic guitars
    '12-1201-120102', // Electric guitars
    '12-1201-120105', // Ukuleles
    '12-1201-120106', // Guitar amps
    '12-1201-120107', // Effects pedals
    '12-1202-120202', // Keyboards
    '12-1203-120305', // Cajóns
    '12-1206-120601', // Microphones
    '12-1207-120701', // Sheet music
    '12-1207-120702', // Music stands
  ],
};
