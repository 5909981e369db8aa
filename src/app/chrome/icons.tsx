import type { MenuIcon } from '../../features/common/index.ts';

/** 24×24 outline paths of the menu icons (drawn for this product; stroke uses the current colour). */
const PATHS: Record<
  MenuIcon | 'menu' | 'user' | 'logout' | 'building' | 'globe' | 'mask' | 'profile' | 'help',
  string
> = {
  dashboard: 'M3 3h8v8H3zM13 3h8v5h-8zM13 10h8v11h-8zM3 13h8v8H3z',
  reports: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  dataQuality: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  orders: 'M6 2h12v20l-3-2-3 2-3-2-3 2zM9 7h6M9 11h6M9 15h4',
  devices: 'M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7zM12 6v6M9 9h6',
  deviceGroups: 'M3 7h7v7H3zM14 3h7v7h-7zM14 14h7v7h-7zM10 10.5h4M17.5 10v4',
  keys: 'M15 3a6 6 0 1 1-5.7 7.9L3 17v4h4v-2h2v-2h2l1.1-1.1A6 6 0 0 1 15 3zM16.5 7.5h.01',
  transfers: 'M4 8h14l-4-4M20 16H6l4 4',
  measuringPoints: 'M12 21s-7-6-7-12a7 7 0 0 1 14 0c0 6-7 12-7 12zM12 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  deviceProfiles: 'M4 4h16v16H4zM8 9h8M8 13h8M8 17h5',
  companies: 'M3 21V7l7-4v18M10 21h11V10l-11-3M14 12h3M14 16h3M6 10h1M6 14h1',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM1 21a8 8 0 0 1 16 0M17 3.5a4 4 0 0 1 0 7.5M23 21a8 8 0 0 0-4-7',
  tours: 'M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3zM9 3v15M15 6v15',
  tablets: 'M5 2h14v20H5zM11 18h2',
  embedKeys: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  ingestionKeys: 'M12 3v12M7 10l5 5 5-5M4 17v3h16v-3',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .3-1.3-1.3L17 5l-3-1-1 2h-2l-1-2-3 1 .3 2L6 8.3 4 8 3 11l2 1-2 1 1 3 2-.3L7.3 17 7 19l3 1 1-2h2l1 2 3-1-.3-2 1.3-1.3 2 .3 1-3z',
  menu: 'M3 6h18M3 12h18M3 18h18',
  user: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM3 22a9 9 0 0 1 18 0',
  profile: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM3 22a9 9 0 0 1 18 0',
  logout: 'M15 3h5v18h-5M10 17l5-5-5-5M15 12H3',
  building: 'M4 21V3h10v18M14 9h6v12M8 7h2M8 11h2M8 15h2M2 21h20',
  globe: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20',
  mask: 'M3 5h18v6a9 9 0 0 1-18 0zM8 10h2M14 10h2M9 15c2 1.5 4 1.5 6 0',
  help: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01',
};

export type IconName = keyof typeof PATHS;

export interface IconProps {
  name: IconName;
  size?: number;
}

/** A decorative icon; the text beside it carries the meaning. */
export function Icon({ name, size = 20 }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="mp-icon"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
