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
import Fish from 'lucide-react/icons/fish';
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
 * The icons that the reference data names by key (categories, starter packs and causes in
 * contract/data); a key missing here draws a plain tag. Each is imported from its own module:
 * the package's index loads all ~1,700 icons, half a second for every test worker.
 */
export const referenceIcons: Readonly<Record<string, LucideIcon>> = {
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
  fish: Fish,
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
  tent: Tent,
  ticket: Ticket,
  'toy-brick': ToyBrick,
  users: Users,
  video: Video,
  volleyball: Volleyball,
  wrench: Wrench,
};

export interface ReferenceIconProps {
  /** The icon key of a category, pack or cause. */
  name: string;
  size?: number;
  className?: string;
}

/** A category's, pack's or cause's icon as inline SVG; decorative, as its name is always written beside it. */
export function ReferenceIcon({ name, size = 20, className }: ReferenceIconProps) {
  const Icon = referenceIcons[name] ?? Tag;
  return <Icon size={size} className={className} aria-hidden="true" focusable="false" />;
}
