// The screens' API reads on their way, by URL: saving ahead leaves a list be while a screen's read of it is out.
// Module-level on purpose, as earlyReads.ts is: the API slice's base query marks them, with no store at hand.

/** URL -> how many reads of it are on their way. */
const onTheirWay = new Map<string, number>();

/** Notes a read of `url` leaving; the function returned notes its answer handed over (once). */
export function readLeaves(url: string): () => void {
  onTheirWay.set(url, (onTheirWay.get(url) ?? 0) + 1);
  let arrived = false;
  return () => {
    if (arrived) return;
    arrived = true;
    const left = (onTheirWay.get(url) ?? 1) - 1;
    if (left > 0) onTheirWay.set(url, left);
    else onTheirWay.delete(url);
  };
}

/** True while a screen's read of `url` is on its way. */
export function readOnItsWay(url: string): boolean {
  return onTheirWay.has(url);
}
