/** A parcel with its three measured edges: billing by volume. */
export function VolumeIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 220 150" width="220" height="150" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="220" height="150" rx="16" fill="#eef3ff" />
      <path d="M60 60 110 38l52 22v52l-52 22-50-22z" fill="#f3c98b" />
      <path d="M60 60l50 22 52-22-52-22z" fill="#f8dcae" />
      <path d="M110 82v52" stroke="#c9924a" strokeWidth="2" />
      <path d="M84 49l52 22" stroke="#e0ad62" strokeWidth="6" />
      <path d="M60 60v52l50 22v-52z" fill="#e9b571" />
      <g stroke="#1d4fc4" strokeWidth="2" fill="none" strokeLinecap="round">
        <path d="M52 66v44M48 66h8M48 110h8" />
        <path d="M62 122l44 19M60 118l4 8M104 137l4 8" />
        <path d="M116 141l48-21M114 137l4 8M162 116l4 8" />
      </g>
      <g fill="#1d4fc4" fontFamily="system-ui, sans-serif" fontSize="12" fontWeight="700">
        <text x="18" y="92">
          H
        </text>
        <text x="70" y="148">
          W
        </text>
        <text x="150" y="146">
          L
        </text>
      </g>
      <text x="170" y="40" fill="#173f9e" fontFamily="system-ui, sans-serif" fontSize="15" fontWeight="800">
        m³
      </text>
    </svg>
  );
}

/** A parcel on a scale: billing by weight. */
export function WeightIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 220 150" width="220" height="150" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="220" height="150" rx="16" fill="#fff4df" />
      <rect x="50" y="108" width="120" height="22" rx="6" fill="#4f5b6d" />
      <rect x="96" y="114" width="28" height="10" rx="2" fill="#e6f6ec" />
      <rect x="40" y="98" width="140" height="12" rx="4" fill="#101828" />
      <path d="M72 52h76v46H72z" fill="#e9b571" />
      <path d="M72 52l10-14h56l10 14z" fill="#f8dcae" />
      <path d="M104 38v60" stroke="#c9924a" strokeWidth="6" />
      <circle cx="176" cy="40" r="22" fill="#f5a524" />
      <text x="176" y="46" textAnchor="middle" fill="#101828" fontFamily="system-ui, sans-serif" fontSize="15" fontWeight="800">
        kg
      </text>
    </svg>
  );
}
