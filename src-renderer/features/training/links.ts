const pad = (n: number) => String(n).padStart(2, '0');
/** A result's time as the teacher reads it: 2026-11-25 19:30. */
export function timeText(iso: string) {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
