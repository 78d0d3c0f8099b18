/** Codes are printed in capitals; people type them in any case. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();
