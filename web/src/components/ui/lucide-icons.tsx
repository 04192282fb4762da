/**
 * The Lucide icons of <Icon>: the reference data's drawings (categories, starter packs, causes) and a
 * few of the screens'. A chunk of its own, loaded by the first <Icon> that needs one: the first
 * screen of most pages draws only the app's own icons (icon.tsx).
 */
import type { LucideIcon } from 'lucide-react';
import Amphora from 'lucide-react/icons/amphora';
import Baby from 'lucide-react/icons/baby';
import BedDouble from 'lucide-react/icons/bed-double';
import Bike from 'lucide-react/icons/bike';
import BookOpen from 'lucide-react/icons/book-open';
import BookOpenText from 'lucide-react/icons/book-open-text';
import Briefcase from 'lucide-react/icons/briefcase';
import Camera from 'lucide-react/icons/camera';
import Caravan from 'lucide-react/icons/caravan';
import Cat from 'lucide-react/icons/cat';
import ChefHat from 'lucide-react/icons/chef-hat';
import Coins from 'lucide-react/icons/coins';
import Disc3 from 'lucide-react/icons/disc-3';
import Dog from 'lucide-react/icons/dog';
import Dumbbell from 'lucide-react/icons/dumbbell';
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import Fish from 'lucide-react/icons/fish';
import Flag from 'lucide-react/icons/flag';
import Flower2 from 'lucide-react/icons/flower-2';
import Footprints from 'lucide-react/icons/footprints';
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import Globe from 'lucide-react/icons/globe';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Guitar from 'lucide-react/icons/guitar';
import HandHeart from 'lucide-react/icons/hand-heart';
import Handshake from 'lucide-react/icons/handshake';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import House from 'lucide-react/icons/house';
import Laptop from 'lucide-react/icons/laptop';
import Leaf from 'lucide-react/icons/leaf';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import Mountain from 'lucide-react/icons/mountain';
import Palette from 'lucide-react/icons/palette';
import Paperclip from 'lucide-react/icons/paperclip';
import PawPrint from 'lucide-react/icons/paw-print';
import Scissors from 'lucide-react/icons/scissors';
import Shirt from 'lucide-react/icons/shirt';
import ShoppingBasket from 'lucide-react/icons/shopping-basket';
import Sparkles from 'lucide-react/icons/sparkles';
import Sprout from 'lucide-react/icons/sprout';
import Stethoscope from 'lucide-react/icons/stethoscope';
import Tag from 'lucide-react/icons/tag';
import Tent from 'lucide-react/icons/tent';
import Ticket from 'lucide-react/icons/ticket';
import ToyBrick from 'lucide-react/icons/toy-brick';
import Users from 'lucide-react/icons/users';
import Video from 'lucide-react/icons/video';
import Volleyball from 'lucide-react/icons/volleyball';
import Wrench from 'lucide-react/icons/wrench';

/**
 * Lucide's icons, each imported from its own module: the package's index loads all ~1,700 icons,
 * half a second for every test worker. The reference data (categories, starter packs and causes in
 * contract/data) names its icons by these keys.
 */
export const lucideIcons = {
  amphora: Amphora,
  baby: Baby,
  'bed-double': BedDouble,
  bike: Bike,
  'book-open': BookOpen,
  'book-open-text': BookOpenText,
  briefcase: Briefcase,
  camera: Camera,
  caravan: Caravan,
  cat: Cat,
  'chef-hat': ChefHat,
  coins: Coins,
  'disc-3': Disc3,
  dog: Dog,
  dumbbell: Dumbbell,
  'ellipsis-vertical': EllipsisVertical,
  fish: Fish,
  flag: Flag,
  'flower-2': Flower2,
  footprints: Footprints,
  'gamepad-2': Gamepad2,
  globe: Globe,
  'graduation-cap': GraduationCap,
  guitar: Guitar,
  'hand-heart': HandHeart,
  handshake: Handshake,
  'heart-handshake': HeartHandshake,
  house: House,
  laptop: Laptop,
  leaf: Leaf,
  'life-buoy': LifeBuoy,
  mountain: Mountain,
  palette: Palette,
  paperclip: Paperclip,
  'paw-print': PawPrint,
  scissors: Scissors,
  shirt: Shirt,
  'shopping-basket': ShoppingBasket,
  sparkles: Sparkles,
  sprout: Sprout,
  stethoscope: Stethoscope,
  tag: Tag,
  tent: Tent,
  ticket: Ticket,
  'toy-brick': ToyBrick,
  users: Users,
  video: Video,
  volleyball: Volleyball,
  wrench: Wrench,
} satisfies Record<string, LucideIcon>;

export type LucideIconName = keyof typeof lucideIcons;

export function isLucideIcon(name: string): name is LucideIconName {
  return Object.hasOwn(lucideIcons, name);
}

/** A Lucide icon by name; a name not known here draws a plain tag. */
export function LucideGlyph({ name, size, className }: { name: string; size: number; className?: string }) {
  const Drawn = isLucideIcon(name) ? lucideIcons[name] : Tag;
  return <Drawn size={size} className={className} aria-hidden="true" focusable="false" />;
}
