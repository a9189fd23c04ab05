/** Decorative line icons drawn inline (no image requests); hidden from assistive technology. */
const PATHS: Record<string, string> = {
  bill: 'M7 3h10v18l-2-1.5L13 21l-2-1.5L9 21l-2-1.5zM9.5 8h5M9.5 12h5M9.5 16h3',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4.5-6 8-6s7 2 8 6',
  prepay: 'M4 6h16v12H4zM4 10h16M8 15h3',
  peak: 'M3 20l5-8 4 5 3-4 6 7M15 4v5M12.5 6.5h5',
  meter: 'M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM12 13l4-4M8 13h.01',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  tariff: 'M4 19V9M10 19V5M16 19v-7M22 19H2',
  thermostat: 'M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM12 9v4l2 2',
  engineer: 'M14 6l4 4-9 9H5v-4zM13 7l4 4M16 3l5 5',
  boiler: 'M6 3h12v18H6zM9 7h6M10 16c0-2 2-2 2-4 0 2 2 2 2 4a2 2 0 0 1-4 0z',
  blog: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
  'new-boiler': 'M6 3h12v18H6zM12 9v6M9 12h6',
  pound: 'M16 7a4 4 0 0 0-7 2.5V13H7m2 0h5M9 13c0 3-1 5-2 6h10',
  warning: 'M12 3l10 18H2zM12 10v5M12 18h.01',
  house: 'M3 11l9-8 9 8M5 9.5V21h14V9.5M10 21v-6h4v6',
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  play: 'M8 5v14l11-7z',
  close: 'M6 6l12 12M18 6L6 18',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  arrow: 'M5 12h14M13 6l6 6-6 6',
};

export type IconProps = { name: string; size?: number; className?: string };

export function Icon({ name, size = 32, className }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name] ?? PATHS.arrow} />
    </svg>
  );
}
