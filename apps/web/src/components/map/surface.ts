// A plain, map-like background: under the tiles, before the map loads, and instead of it if its code fails.
export const MAP_SURFACE_STYLE = {
  backgroundColor: '#e7efe6',
  backgroundImage:
    'linear-gradient(rgba(15,59,85,0.06) 1px, transparent 1px), linear-gradient(90deg, rgba(15,59,85,0.06) 1px, transparent 1px)',
  backgroundSize: '32px 32px',
} as const;
