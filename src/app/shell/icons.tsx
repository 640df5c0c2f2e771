import { LineIcon as Icon } from '../ui/line-icon.tsx';

/** The few line icons the shell needs. */
interface IconProps {
  size?: number;
}
export const HomeIcon = (p: IconProps) => <Icon {...p} d="M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10" />;
export const CloseIcon = (p: IconProps) => <Icon {...p} d="M6 6l12 12M18 6L6 18" />;
export const DotsIcon = (p: IconProps) => <Icon {...p} d="M5 12h.01M12 12h.01M19 12h.01" />;
export const SettingsIcon = (p: IconProps) => (
  <Icon
    {...p}
    d="M12 15a3 3 0 100-6 3 3 0 000 6zM19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-1.8-.3 1.7 1.7 0 00-1 1.5V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-1.1-1.5 1.7 1.7 0 00-1.8.3l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00.3-1.8 1.7 1.7 0 00-1.5-1H3a2 2 0 110-4h.1a1.7 1.7 0 001.5-1.1 1.7 1.7 0 00-.3-1.8l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 001.8.3H9a1.7 1.7 0 001-1.5V3a2 2 0 114 0v.1a1.7 1.7 0 001 1.5 1.7 1.7 0 001.8-.3l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 00-.3 1.8V9a1.7 1.7 0 001.5 1H21a2 2 0 110 4h-.1a1.7 1.7 0 00-1.5 1z"
  />
);
export const SearchIcon = (p: IconProps) => <Icon {...p} d="M11 19a8 8 0 100-16 8 8 0 000 16zM21 21l-4.3-4.3" />;
export const CollapseIcon = (p: IconProps) => <Icon {...p} d="M4 6h16M4 12h10M4 18h16M20 9l-3 3 3 3" />;
export const FullscreenIcon = (p: IconProps) => <Icon {...p} d="M8 3H5a2 2 0 00-2 2v3m18 0V5a2 2 0 00-2-2h-3m0 18h3a2 2 0 002-2v-3M3 16v3a2 2 0 002 2h3" />;
export const ExitFullscreenIcon = (p: IconProps) => <Icon {...p} d="M8 3v3a2 2 0 01-2 2H3m18 0h-3a2 2 0 01-2-2V3m0 18v-3a2 2 0 012-2h3M3 16h3a2 2 0 012 2v3" />;
