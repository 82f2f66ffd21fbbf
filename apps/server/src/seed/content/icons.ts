/**
 * Line icons for the demo services, drawn on a 24×24 grid (round caps and joins). Stored as
 * SVG files of kind 'icon'; the photos reuse them, larger and in white.
 */
export const ICONS = {
  dumbbell: '<path d="M6.5 6.5v11M17.5 6.5v11M3.5 9v6M20.5 9v6M6.5 12h11"/>',
  pool:
    '<path d="M2 19c1.7 1.2 3.3 1.2 5 0s3.3-1.2 5 0 3.3 1.2 5 0 3.3-1.2 5 0"/>' +
    '<path d="M2 15c1.7 1.2 3.3 1.2 5 0s3.3-1.2 5 0 3.3 1.2 5 0 3.3-1.2 5 0"/>' +
    '<path d="M8 13V5.5a2 2 0 0 1 4 0M15 13V5.5a2 2 0 0 1 4 0M8 8h7M8 11h7"/>',
  balloon:
    '<path d="M12 2.5a5.5 5.5 0 0 0-5.5 5.5c0 3.6 3 6.3 5.5 7.5 2.5-1.2 5.5-3.9 5.5-7.5A5.5 5.5 0 0 0 12 2.5z"/>' +
    '<path d="M11 17.5h2l-1-2zM12 17.5c0 1.5-1.5 2-1.5 4"/>',
  laundry:
    '<rect x="4" y="2.5" width="16" height="19" rx="2"/><path d="M4 7h16M7 4.8h.01M10 4.8h.01"/>' +
    '<circle cx="12" cy="14" r="4.5"/><path d="M9.5 14.5c1 .8 2 .8 3 0s2-.8 3 0"/>',
  bell: '<path d="M4.5 17.5a7.5 7.5 0 0 1 15 0M12 10V8M10 8h4M3 17.5h18M3 20.5h18"/>',
  bike:
    '<circle cx="5.5" cy="16.5" r="3.5"/><circle cx="18.5" cy="16.5" r="3.5"/>' +
    '<path d="M5.5 16.5 9 9.5h6.5l3 7M9 9.5l3.5 7h-7M8 6.5h3M14 6.5h2l1.5 3"/>',
  globe:
    '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9c-2.4-2.5-3.6-5.5-3.6-9S9.6 5.5 12 3z"/>',
  sun:
    '<circle cx="12" cy="12" r="4"/>' +
    '<path d="M12 2.5v2M12 19.5v2M4.6 4.6 6 6M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4 6 18M18 6l1.4-1.4"/>',
  parcel:
    '<path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5z"/><path d="M3 7.5 12 12l9-4.5M12 12v9M7.5 5.2l9 4.6"/>',
  presentation:
    '<rect x="3" y="4" width="18" height="11" rx="1.5"/><path d="M12 15v3M8 21l4-3 4 3M7 11l3-3 2 2 4-4"/>',
  headset:
    '<path d="M4 14v-2a8 8 0 0 1 16 0v2"/><rect x="3" y="14" width="4" height="6" rx="1.5"/>' +
    '<rect x="17" y="14" width="4" height="6" rx="1.5"/><path d="M19 20c0 1.2-1.3 2-3 2h-3"/>',
  card: '<rect x="2.5" y="5" width="19" height="14" rx="2"/><path d="M2.5 10h19M6 15h4M14 15h2"/>',
  leaf: '<path d="M5 19C5 11 10 5 20 5c0 10-6 15-14 15"/><path d="M5 19l7-7"/>',
  shield: '<path d="M12 3l8 3v6c0 4.5-3.5 8-8 9-4.5-1-8-4.5-8-9V6z"/><path d="M9 12l2 2 4-4"/>',
  truck:
    '<path d="M2 6h11v10H2zM13 9.5h4.5l3.5 3.5v3h-8"/><circle cx="6" cy="17.5" r="1.8"/>' +
    '<circle cx="17" cy="17.5" r="1.8"/>',
  flame:
    '<path d="M12 3c1 3.2 5 5.2 5 10a5 5 0 0 1-10 0c0-2.5 1.3-4.2 2.5-5.2.4 2 1.4 3.2 2.6 3.2 0-3-1.1-5 0-8z"/>',
  parking:
    '<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M9.5 17V7h3.5a3 3 0 0 1 0 6H9.5"/>',
  clipboard:
    '<rect x="5" y="4" width="14" height="17" rx="2"/><path d="M9 2.5h6v3H9zM8.5 13l2.5 2.5 4.5-5"/>',
  shower:
    '<path d="M5 21V6a3 3 0 0 1 6 0v1M8 7h6a3 3 0 0 0-6 0"/>' +
    '<path d="M10 11v.01M13 11v.01M16 11v.01M11 14v.01M14 14v.01M12 17v.01M15 17v.01"/>',
  elevator:
    '<rect x="4" y="3" width="16" height="18" rx="2"/><path d="M12 3v18M6.5 10 8.5 8l2 2M13.5 14l2 2 2-2"/>',
  calendar:
    '<rect x="3" y="4.5" width="18" height="16" rx="2"/>' +
    '<path d="M3 9.5h18M8 2.5v4M16 2.5v4M7.5 13.5h.01M12 13.5h.01M16.5 13.5h.01M7.5 17h.01M12 17h.01"/>',
  wind: '<path d="M3 8h11a3 3 0 1 0-3-3M3 12h16a3 3 0 1 1-3 3M3 16h8"/>',
  siren: '<path d="M7 18v-6a5 5 0 0 1 10 0v6M5 18h14v3H5zM12 2.5V4M4.5 6l1 1M19.5 6l-1 1"/>',
  phone: '<rect x="6.5" y="2.5" width="11" height="19" rx="2"/><path d="M11 18.5h2"/>',
  detector:
    '<circle cx="12" cy="11" r="8"/><circle cx="12" cy="11" r="2.5"/><path d="M7.5 16.5h.01M16.5 16.5h.01"/>',
  shirt: '<path d="M8 3 3 6l2 4 2-1v12h10V9l2 1 2-4-5-3a4 4 0 0 1-8 0z"/>',
  snowflake: '<path d="M12 2v20M4 7l16 10M20 7 4 17M9.5 3.5 12 6l2.5-2.5M9.5 20.5 12 18l2.5 2.5"/>',
  cat: '<path d="M5 20v-9l-1.5-6L8 8h8l4.5-3L19 11v9z"/><path d="M9 13h.01M15 13h.01M10.5 16.5 12 17.5l1.5-1M2 15l4 .5M2 18l4-1M22 15l-4 .5M22 18l-4-1"/>',
  music:
    '<path d="M9 18V5l11-2v13"/><circle cx="6.5" cy="18" r="2.5"/><circle cx="17.5" cy="16" r="2.5"/>',
  sofa: '<path d="M5 11V7a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v4M3 11a2 2 0 0 1 4 0v2h10v-2a2 2 0 0 1 4 0v6H3zM5 17v2M19 17v2"/>',
  car: '<path d="M4 16V12l2-5h12l2 5v4zM4 16v3h3v-3M17 16v3h3v-3M4 12h16"/><circle cx="7.5" cy="14" r=".8"/><circle cx="16.5" cy="14" r=".8"/>',
} as const;

export type TIconName = keyof typeof ICONS;

/** A standalone icon file: dark strokes on transparent, 48 px by default. */
export function iconSvg(name: TIconName, color = '#1e3a5f'): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 24 24" ` +
    `fill="none" stroke="${color}" stroke-width="1.75" stroke-linecap="round" ` +
    `stroke-linejoin="round">${ICONS[name]}</svg>\n`
  );
}
