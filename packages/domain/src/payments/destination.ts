/**
 * A withdrawal's destination (card or wallet number) is stored and shown masked (beyond the spec, decision 008): only
 * the last four characters stay readable, so history and logs never hold a full card number.
 */
export function maskDestination(typed: string): string {
  const compact = typed.replace(/[\s-]/g, '');
  if (compact.length <= 4) return '*'.repeat(compact.length);
  const tail = compact.slice(-4);
  const hidden = Math.min(Math.max(compact.length - 4, 4), 12);
  return `${'*'.repeat(hidden)}${tail}`;
}
