/** A positive integer id from a query parameter (`?classId=12`), or 0 when missing or malformed. */
export function idParam(params: URLSearchParams, name: string): number {
  const raw = params.get(name) ?? '';
  if (!/^\d{1,10}$/.test(raw)) return 0;
  const n = Number(raw);
  return n > 0 && n <= 2_147_483_647 ? n : 0;
}
