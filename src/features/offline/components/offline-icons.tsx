import type { SVGProps } from 'react';

const iconProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const satisfies SVGProps<SVGSVGElement>;

/** Decorative line icons on the shared 24 px grid, for the three things only this feature shows. */
function lineIcon(path: string) {
  return function LineIcon() {
    return (
      <svg {...iconProps}>
        <path d={path} />
      </svg>
    );
  };
}

export const CloudOffIcon = lineIcon('M3 3l18 18M9.5 5.3A6 6 0 0 1 17.7 10H18a4 4 0 0 1 2.3 7.3M16 19H7a5 5 0 0 1-1.9-9.6');
export const DownloadIcon = lineIcon('M12 3v12M7 10l5 5 5-5M5 20h14');
export const RefreshIcon = lineIcon('M20 11a8 8 0 0 0-14.6-4.5L4 8M4 3v5h5M4 13a8 8 0 0 0 14.6 4.5L20 16M20 21v-5h-5');
