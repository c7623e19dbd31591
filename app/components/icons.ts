import {
  ArrowRight,
  BadgeCheck,
  CalendarDays,
  Check,
  CheckCircle2,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  Clock,
  Flame,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Phone,
  PoundSterling,
  Send,
  ShieldCheck,
  Siren,
  Star,
  X,
  type IconNode,
} from "lucide";

/**
 * Every icon the site shows (Lucide's drawings), by name. Drawn once per document by IconSprite and
 * shown by name with <Icon name="…">: the drawings are neither repeated in the HTML (the home page
 * showed 172 icons, 35 different ones) nor in the browser's JavaScript. A new icon is one line here.
 */
export const SITE_ICONS = {
  "arrow-right": ArrowRight,
  "badge-check": BadgeCheck,
  "calendar-days": CalendarDays,
  check: Check,
  "check-circle-2": CheckCircle2,
  "chevron-down": ChevronDown,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  "circle-alert": CircleAlert,
  clock: Clock,
  flame: Flame,
  mail: Mail,
  "map-pin": MapPin,
  menu: Menu,
  "message-circle": MessageCircle,
  phone: Phone,
  "pound-sterling": PoundSterling,
  send: Send,
  "shield-check": ShieldCheck,
  siren: Siren,
  star: Star,
  x: X,
} satisfies Record<string, IconNode>;

export type IconName = keyof typeof SITE_ICONS;
