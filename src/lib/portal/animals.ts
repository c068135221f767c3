// Which drawing stands for an animal type as sellers write it ("Cattle", "Goats", "Merino sheep").

export type AnimalCategory = 'cattle' | 'sheep' | 'goat' | 'pig' | 'other';

const WORDS: [AnimalCategory, RegExp][] = [
  ['sheep', /sheep|lamb|\bewes?\b|\brams?\b|merino|dorper/i],
  ['goat', /goat|\bkids?\b/i],
  ['pig', /\bpigs?\b|piglet|swine|\bhogs?\b|\bsows?\b|\bboars?\b/i],
  [
    'cattle',
    /cattle|\bcows?\b|\bbulls?\b|heifer|\boxen\b|\box\b|\bcal(f|ves)\b|steer|nguni|bonsmara|brahman/i,
  ],
];

export function animalCategory(animalType: string): AnimalCategory {
  return WORDS.find(([, pattern]) => pattern.test(animalType))?.[0] ?? 'other';
}
