/** Screen and recording protection constants (spec sections 4 and 9). */
export const Protection = {
  /** A black screen covers the content this long after a screenshot attempt. */
  blackoutMs: 3000,
  /** Watermark: number of marks, and how often their positions and their text are refreshed. */
  watermarkCount: 50,
  watermarkPositionMs: 5000,
  watermarkContentMs: 8000,
  /** How often main lists processes looking for screen recorders. */
  processPollMs: 5000,
} as const;

/** The emergency-restore shortcut, as shown to support staff. */
export const EMERGENCY_RESTORE_ACCELERATOR = 'Ctrl+Shift+Alt+R';

/** Spec section 4: the automatic update check runs once, this long after start. */
export const AUTO_UPDATE_DELAY_MS = 1000;
/** Spec section 3: the local key that says an automatic check has happened. */
export const AUTO_UPDATE_FLAG_KEY = 'hasAutoUpdateChecked';
