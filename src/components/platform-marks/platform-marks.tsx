import type { ReactNode } from 'react';

type MarkProps = { size?: number; title?: string };

/** A 40-unit rounded tile in the shop's colour; named when `title` is given, decoration otherwise. */
function Tile({ size = 40, title, colour, children }: MarkProps & { colour: string; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      <rect width="40" height="40" rx="10" fill={colour} />
      {children}
    </svg>
  );
}

/** Our own simple mark for Taobao (orange tile, shopping bag with a "T"); not the trademark. */
export function TaobaoMark(props: MarkProps) {
  return (
    <Tile colour="#ff6a00" {...props}>
      <path d="M11 15h18l-1.6 15.2a2 2 0 0 1-2 1.8H14.6a2 2 0 0 1-2-1.8L11 15Z" fill="#fff" />
      <path d="M15.5 15v-2.2a4.5 4.5 0 0 1 9 0V15" stroke="#fff" strokeWidth="2.2" fill="none" strokeLinecap="round" />
      <path d="M15.5 20h9M20 20v8" stroke="#ff6a00" strokeWidth="2.6" strokeLinecap="round" />
    </Tile>
  );
}

/** Our own simple mark for Pinduoduo (red tile, a heart made of two joined bubbles); not the trademark. */
export function PinduoduoMark(props: MarkProps) {
  return (
    <Tile colour="#d92b20" {...props}>
      <path d="M20 30.5s-9.5-5.6-9.5-12.1A5.4 5.4 0 0 1 20 15a5.4 5.4 0 0 1 9.5 3.4c0 6.5-9.5 12.1-9.5 12.1Z" fill="#fff" />
      <circle cx="16.5" cy="19" r="1.6" fill="#d92b20" />
      <circle cx="23.5" cy="19" r="1.6" fill="#d92b20" />
      <path d="M16.8 23.2c1.9 1.6 4.5 1.6 6.4 0" stroke="#d92b20" strokeWidth="1.8" fill="none" strokeLinecap="round" />
    </Tile>
  );
}
