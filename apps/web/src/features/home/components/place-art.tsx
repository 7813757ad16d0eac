// Drawn scenes for the 'Visit Rwanda' places: a few kilobytes of SVG instead of photos (nothing to
// download, nothing to shift the layout).
import type { VISIT_RWANDA_PLACES } from '@ikaze/domain';
import type { ReactNode } from 'react';

export type PlaceName = (typeof VISIT_RWANDA_PLACES)[number];

function Scene({
  id,
  top,
  bottom,
  children,
}: {
  id: string;
  top: string;
  bottom: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 600 360"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className="h-full w-full"
    >
      <defs>
        <linearGradient id={`sky-${id}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top} />
          <stop offset="1" stopColor={bottom} />
        </linearGradient>
      </defs>
      <rect width="600" height="360" fill={`url(#sky-${id})`} />
      {children}
    </svg>
  );
}

const scenes: Record<PlaceName, () => ReactNode> = {
  // Hills covered in houses, the Convention Centre's dome.
  Kigali: () => (
    <Scene id="kigali" top="#7cc3ea" bottom="#d9f0fb">
      <circle cx="480" cy="80" r="34" fill="#fde56b" />
      <path d="M0 230c80-50 170-60 260-30s190 20 340-40v200H0z" fill="#5aa870" />
      <g fill="#f8fafc" stroke="#94a3b8" strokeWidth="2">
        <rect x="150" y="150" width="40" height="80" />
        <rect x="200" y="120" width="34" height="110" />
        <rect x="244" y="160" width="30" height="70" />
        <path d="M300 230v-70a45 45 0 0190 0v70z" fill="#e2e8f0" />
        <rect x="400" y="140" width="36" height="90" />
      </g>
      <g fill="#0b5f8c" opacity="0.55">
        <rect x="206" y="130" width="8" height="8" />
        <rect x="220" y="130" width="8" height="8" />
        <rect x="206" y="150" width="8" height="8" />
        <rect x="220" y="150" width="8" height="8" />
        <rect x="408" y="152" width="8" height="8" />
        <rect x="420" y="152" width="8" height="8" />
      </g>
      <path d="M0 280c100-40 200-30 300 0s200 20 300-20v120H0z" fill="#2f8a57" />
      <g fill="#f1f5f9">
        <rect x="60" y="262" width="22" height="16" />
        <rect x="110" y="270" width="18" height="14" />
        <rect x="470" y="266" width="22" height="16" />
        <rect x="520" y="256" width="18" height="14" />
      </g>
      <path d="M0 320c150-30 300-20 600 0v40H0z" fill="#20603d" />
    </Scene>
  ),
  // The Virunga volcanoes above the mist.
  Musanze: () => (
    <Scene id="musanze" top="#f6c995" bottom="#fbe9d4">
      <circle cx="120" cy="90" r="30" fill="#fad201" opacity="0.9" />
      <path d="M60 260L200 110l40 20 110 130z" fill="#5b6b7a" />
      <path d="M250 260l130-170 30 15 140 155z" fill="#45566a" />
      <path d="M380 105l30 15-22 16z" fill="#e2e8f0" />
      <path d="M200 110l40 20-30 10z" fill="#e2e8f0" />
      <path d="M0 250c120-20 240-10 360 10s180 10 240-5v105H0z" fill="#ffffff" opacity="0.55" />
      <path d="M0 290c90-30 200-30 310 0s200 20 290-10v80H0z" fill="#2f8a57" />
      <g fill="#20603d">
        <path d="M70 300l14-40 14 40z" />
        <path d="M110 306l12-34 12 34z" />
        <path d="M470 296l14-40 14 40z" />
        <path d="M520 300l12-34 12 34z" />
      </g>
      <path d="M0 330c200-20 400-20 600 0v30H0z" fill="#20603d" />
    </Scene>
  ),
  // Akagera's savanna and an acacia.
  Kayonza: () => (
    <Scene id="kayonza" top="#f59e4a" bottom="#fde3a7">
      <circle cx="300" cy="190" r="70" fill="#fde047" opacity="0.85" />
      <path d="M0 240c150-20 300-20 600 0v120H0z" fill="#d6a548" />
      <path d="M0 280c150-15 300-10 600 10v70H0z" fill="#b9862f" />
      <g fill="#3f2d1a">
        <rect x="438" y="170" width="8" height="80" />
        <path d="M380 172c30-22 90-22 124 0-20 10-104 10-124 0z" />
        <path d="M396 160c22-14 70-14 92 0-18 8-74 8-92 0z" />
        <rect x="120" y="220" width="36" height="14" rx="6" />
        <rect x="124" y="232" width="4" height="20" />
        <rect x="150" y="232" width="4" height="20" />
        <path d="M152 222l16-34h6l-14 36z" />
      </g>
      <path d="M0 320c200-10 400-10 600 0v40H0z" fill="#8a6420" />
    </Scene>
  ),
  // Sunset over Lake Kivu, a pirogue.
  Rubavu: () => (
    <Scene id="rubavu" top="#f97362" bottom="#fcd9a8">
      <circle cx="300" cy="190" r="60" fill="#fde68a" />
      <path d="M0 200h600v160H0z" fill="#2b6f9e" />
      <g stroke="#fde68a" strokeWidth="4" strokeLinecap="round" opacity="0.8">
        <path d="M250 220h100M265 240h70M280 260h40" />
      </g>
      <path d="M0 200c80-30 160-40 220-10 40-20 80-20 110 5H0z" fill="#1e3a4c" opacity="0.7" />
      <path d="M380 200c60-30 140-35 220-15v15z" fill="#1e3a4c" opacity="0.7" />
      <path d="M160 290h140l-20 16H182z" fill="#1f2937" />
      <path d="M228 290v-50l30 50z" fill="#f8fafc" opacity="0.9" />
      <path d="M0 320c120-20 200-10 280 10H0z" fill="#e9c893" />
      <g fill="#14532d">
        <rect x="520" y="230" width="6" height="100" />
        <path d="M523 232c-30-10-46 0-56 14 20-10 36-10 56-14zM523 232c30-10 46 0 56 14-20-10-36-10-56-14zM523 232c-10-24 0-36 12-44-6 16-8 28-12 44z" />
      </g>
      <path d="M430 360c40-40 120-50 170-40v40z" fill="#e9c893" />
    </Scene>
  ),
  // The King's Palace: a thatched beehive house on its hill.
  Nyanza: () => (
    <Scene id="nyanza" top="#9bd0e8" bottom="#eef8fc">
      <circle cx="500" cy="80" r="28" fill="#fde56b" />
      <path d="M0 250c120-40 260-50 380-20s160 20 220 0v130H0z" fill="#7cb26b" />
      <path d="M200 250c0-80 40-130 100-140 60 10 100 60 100 140z" fill="#c8954c" />
      <g stroke="#8a5a23" strokeWidth="3" fill="none" opacity="0.7">
        <path d="M220 220c50-20 110-20 160 0M212 190c60-22 116-22 176 0M226 160c48-18 100-18 148 0" />
      </g>
      <path d="M296 110l4-24 4 24z" fill="#8a5a23" />
      <path d="M280 250v-40a20 20 0 0140 0v40z" fill="#5b3a15" />
      <path d="M0 290c150-20 300-20 600 0v70H0z" fill="#4f8f4a" />
      <g fill="#3f2d1a">
        <rect x="90" y="280" width="40" height="16" rx="7" />
        <path
          d="M92 282c-12-16-8-26 0-30M128 282c12-16 8-26 0-30"
          stroke="#3f2d1a"
          strokeWidth="3"
          fill="none"
        />
        <rect x="94" y="294" width="4" height="14" />
        <rect x="122" y="294" width="4" height="14" />
      </g>
      <path d="M0 330c200-15 400-15 600 0v30H0z" fill="#3b7a37" />
    </Scene>
  ),
  // Islands in a bay of Lake Kivu at Kibuye.
  Karongi: () => (
    <Scene id="karongi" top="#a5d8ef" bottom="#e7f6fb">
      <path d="M0 190c70-50 140-60 220-30s150 10 220-30 120-20 160 0v70H0z" fill="#4f8f4a" />
      <path d="M0 200h600v160H0z" fill="#3f8fbf" />
      <path d="M140 240c20-26 70-30 100 0z" fill="#2f8a57" />
      <path d="M330 270c30-40 110-44 150 0z" fill="#2f8a57" />
      <path d="M500 230c14-16 44-18 62 0z" fill="#2f8a57" />
      <g stroke="#e0f2fe" strokeWidth="3" strokeLinecap="round" opacity="0.8">
        <path d="M40 300h60M200 320h80M420 310h50" />
      </g>
      <path d="M250 296h70l-10 10h-50z" fill="#1f2937" />
      <path d="M0 330c90-20 160-20 220 0v30H0z" fill="#20603d" />
    </Scene>
  ),
};

export function PlaceArt({ place }: { place: PlaceName }) {
  return <>{scenes[place]()}</>;
}
