// The town a place written in words names ("Plot 14, Kaalfontein Road, Bronkhorstspruit"): its coordinates without signal.
import { loadEmbedded, normalize, parseGazetteer, type Town } from './gazetteer';

let towns: Promise<Town[]> | null = null;

function loadTowns(): Promise<Town[]> {
  if (!towns) {
    towns = loadEmbedded().then(parseGazetteer);
    towns.catch(() => {
      towns = null; // a failed chunk load is tried again next time
    });
  }
  return towns;
}

/**
 * The largest town whose name (or alias) is one of the place's comma-separated parts, exactly:
 * "Bronkhorstspruit, Gauteng" and "Main gate, Plot 14, Bronkhorstspruit" both name Bronkhorstspruit.
 * Null when no part is a town's name (a farm name alone is not guessed at).
 */
export function townNamedIn(all: readonly Town[], place: string): Town | null {
  const parts = new Set(place.split(',').map(normalize).filter(Boolean));
  let best: Town | null = null;
  for (const town of all) {
    const named = [town.name, ...town.aliases].some((name) => parts.has(normalize(name)));
    if (named && (!best || town.population > best.population)) best = town;
  }
  return best;
}

/** The town `place` names, from the embedded list (no network); null when it names none. */
export async function townOf(place: string): Promise<Town | null> {
  return townNamedIn(await loadTowns(), place);
}
