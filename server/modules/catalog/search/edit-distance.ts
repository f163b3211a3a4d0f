/** Whether two words differ by at most one edit: insert, delete, substitute or swap neighbours. */
export function isWithinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthGap = a.length - b.length;
  if (lengthGap > 1 || lengthGap < -1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  if (lengthGap === 0) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    // Two neighbouring letters swapped ('parmgiiano').
    return (
      a.charAt(i) === b.charAt(i + 1) &&
      a.charAt(i + 1) === b.charAt(i) &&
      a.slice(i + 2) === b.slice(i + 2)
    );
  }
  return lengthGap > 0 ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
