import { useState } from 'react';
import { beijing } from '../../../platform/dayjs';
import { presetRange, type Preset } from '../lib/ranges';
import type { RangeValue } from '../../../components/range-picker';

/** The screen's range: 近30天 at first; a preset is recomputed from Beijing today when picked. */
export function useRange() {
  const [range, setRange] = useState<RangeValue<Preset>>(() => ({ preset: '30d', ...presetRange('30d', beijing()) }));
  return {
    range,
    onPreset: (preset: Preset) =>
      setRange(preset === 'custom' ? { ...range, preset } : { preset, ...presetRange(preset, beijing()) }),
    onCustom: (startDate: string, endDate: string) => setRange({ preset: 'custom', startDate, endDate }),
  };
}
