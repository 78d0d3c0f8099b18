/**
 * Named hues for tags, subjects, prices and badges. Each is the product's old colour darkened (same hue) until it reads
 * at 4.5:1 as text on white, on the page background and on its own 12 % tint, and under white text (issue 33).
 */
export const hues = {
  red: '#c52b2b',
  blue: '#186bb6',
  green: '#267937',
  amber: '#9a5a00',
  orange: '#b54509',
  violet: '#7048e8',
  teal: '#0a7485',
  raspberry: '#c2255c',
  pink: '#be2d60',
  lime: '#4a760a',
  indigo: '#3b5bdb',
} as const;

/** The phone-first areas' accents (parent orange, reader green): gradients are decoration, `main` carries text. */
export const areaAccents = {
  parent: { main: '#ae4c07', gradient: ['#ff7a1a', '#ffb340'] as [string, string] },
  reader: { main: '#0a7853', gradient: ['#0e9f6e', '#3cc78f'] as [string, string] },
} as const;
