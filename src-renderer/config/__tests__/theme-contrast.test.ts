import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { areaAccents, hues } from '../colors';
import { theme } from '../theme';

// WCAG 2.1 AA 1.4.3: text at 4.5:1. The theme's main colours are used as text on white and on the page background,
// and as the fill under their contrast text (buttons, chips).
describe('theme contrast', () => {
  const { palette } = theme;
  const mains = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

  it.each(mains)('%s reads at 4.5:1 as text on white and on the page background', (name) => {
    expect(getContrastRatio(palette[name].main, '#fff')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(palette[name].main, palette.background.default)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(mains)('%s carries its contrast text at 4.5:1', (name) => {
    expect(getContrastRatio(palette[name].main, palette[name].contrastText)).toBeGreaterThanOrEqual(4.5);
  });

  it('secondary text reads at 4.5:1 on white and on the page background', () => {
    expect(getContrastRatio(palette.text.secondary, '#fff')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(palette.text.secondary, palette.background.default)).toBeGreaterThanOrEqual(4.5);
  });

  // Named hues (tags, subjects, prices) and the phone-first areas' accents: text on white and on the page background,
  // and the fill under white text (issue 33: these were literals of 2.3-4.4:1 before).
  const named = [...Object.entries(hues), ...Object.entries(areaAccents).map(([k, v]) => [k, v.main] as const)];
  it.each(named)('%s (%s) reads at 4.5:1 on white, on the page background and under white text', (_n, colour) => {
    expect(getContrastRatio(colour, '#fff')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(colour, palette.background.default)).toBeGreaterThanOrEqual(4.5);
  });
});
