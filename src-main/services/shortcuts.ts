/**
 * Classifies a key event seen by a window's `before-input-event`. Global PrintScreen hooks do not fire on every
 * system, but the focused window sees the key, so main watches its own windows' input.
 */
export interface KeyInput {
  type: string;
  key: string;
  code: string;
  shift: boolean;
  control: boolean;
  alt: boolean;
  meta: boolean;
}

export type ShortcutKind = 'screenshot' | 'restore';

const MAC_CAPTURE_DIGITS = new Set(['Digit3', 'Digit4', 'Digit5', 'Digit6']);

export function classifyShortcut(input: KeyInput, platform: string): ShortcutKind | null {
  // PrintScreen, Alt+PrintScreen, Ctrl+PrintScreen... Windows often delivers only the key-up of PrintScreen.
  if (input.key === 'PrintScreen' || input.code === 'PrintScreen') {
    return input.type === 'keyDown' || input.type === 'keyUp' ? 'screenshot' : null;
  }
  if (input.type !== 'keyDown') return null;
  const letter = input.code || `Key${input.key.toUpperCase()}`;
  // Emergency restore: Ctrl+Shift+Alt+R.
  if (input.control && input.shift && input.alt && !input.meta && letter === 'KeyR') return 'restore';
  if (platform === 'darwin') {
    // Cmd+Shift+3/4/5 (and 6 for the Touch Bar), with or without Ctrl (to the clipboard).
    if (input.meta && input.shift && MAC_CAPTURE_DIGITS.has(input.code)) return 'screenshot';
    return null;
  }
  // Windows: Win+Shift+S (Snipping Tool); the Windows key arrives as meta.
  if (input.meta && input.shift && letter === 'KeyS') return 'screenshot';
  return null;
}
