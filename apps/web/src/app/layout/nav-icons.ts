import type { NavIconName } from '@/shared/routes/route-table';
import {
  IconBook,
  IconBox,
  IconCard,
  IconGift,
  IconLayout,
  IconMapping,
  IconPhone,
  IconPlug,
  IconPulse,
  IconSettings,
  IconShuffle,
  IconSliders,
  IconTeam,
  IconTimer,
  IconUsers,
  type IconComponent,
} from '@/shared/ui/icons';

/** The component of each icon the route table names for the sidebar. */
export const navIcons = {
  pulse: IconPulse,
  phone: IconPhone,
  users: IconUsers,
  team: IconTeam,
  timer: IconTimer,
  shuffle: IconShuffle,
  gift: IconGift,
  settings: IconSettings,
  plug: IconPlug,
  mapping: IconMapping,
  card: IconCard,
  book: IconBook,
  box: IconBox,
  sliders: IconSliders,
  layout: IconLayout,
} satisfies Record<NavIconName, IconComponent>;
