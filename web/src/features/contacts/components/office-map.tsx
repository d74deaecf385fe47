import { SITE } from '@tender/shared/constants';

const label = { fontSize: 11, fill: '#2d3748', fontFamily: 'system-ui, sans-serif' } as const;

/**
 * A drawn map of the Shivajinagar area: renders offline, no tiles, no scripts from elsewhere. It lies
 * beneath OpenStreetMap's embedded map (office-location.tsx), so it shows wherever that cannot load.
 */
export function OfficeMap() {
  return (
    <svg
      viewBox="0 0 480 300"
      width="100%"
      height="100%"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-labelledby="office-map-title office-map-desc"
      data-drawn-map=""
    >
      <title id="office-map-title">Map of our office in Shivajinagar, Pune</title>
      <desc id="office-map-desc">
        The office is on Senapati Bapat Road, north of Ganeshkhind Road, west of Fergusson College Road and south of the
        Mula river.
      </desc>
      <rect width="480" height="300" fill="#f1f5e9" />
      <path d="M0 38 C90 20 170 60 260 40 S420 10 480 30 L480 58 C420 40 330 72 260 68 S90 52 0 66 Z" fill="#bee3f8" />
      <text x="20" y="56" {...label} fill="#2c5282">
        Mula River
      </text>
      <rect x="392" y="186" width="80" height="78" rx="6" fill="#c6f6d5" />
      <text x="402" y="220" {...label}>
        Agriculture
      </text>
      <text x="402" y="236" {...label}>
        College
      </text>
      <rect x="40" y="200" width="110" height="60" rx="6" fill="#e2e8f0" />
      <text x="52" y="234" {...label}>
        Model Colony
      </text>
      <path d="M0 160 H480" stroke="#ffffff" strokeWidth="16" />
      <path d="M0 160 H480" stroke="#f6ad55" strokeWidth="10" />
      <text x="250" y="150" {...label}>
        Ganeshkhind Road
      </text>
      <path d="M190 70 C200 150 205 220 215 300" stroke="#ffffff" strokeWidth="14" fill="none" />
      <path d="M190 70 C200 150 205 220 215 300" stroke="#fbd38d" strokeWidth="8" fill="none" />
      <text x="0" y="0" {...label} transform="translate(178 290) rotate(-84)">
        Senapati Bapat Road
      </text>
      <path d="M380 70 L372 300" stroke="#ffffff" strokeWidth="12" fill="none" />
      <path d="M380 70 L372 300" stroke="#e2e8f0" strokeWidth="7" fill="none" />
      <text x="0" y="0" {...label} transform="translate(388 176) rotate(88)">
        FC Road
      </text>
      <g transform="translate(200 118)">
        <path d="M0 0 C-14 -16 -14 -34 0 -34 C14 -34 14 -16 0 0 Z" fill="#c53030" stroke="#ffffff" strokeWidth="2" />
        <circle cx="0" cy="-22" r="5" fill="#ffffff" />
      </g>
      <rect x="214" y="96" width="146" height="22" rx="4" fill="#12263f" />
      <text x="222" y="111" fontSize="12" fill="#ffffff" fontFamily="system-ui, sans-serif" fontWeight="bold">
        {SITE.shortName} office
      </text>
    </svg>
  );
}
