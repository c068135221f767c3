// Which drawing stands for a listing without a photo: cattle, sheep, goats and pigs apart.
import { describe, expect, it } from 'vitest';
import { animalCategory } from '@/lib/portal/animals';

describe('animalCategory', () => {
  it('tells the common kinds apart as sellers write them', () => {
    expect(animalCategory('Cattle')).toBe('cattle');
    expect(animalCategory('Bonsmara bull')).toBe('cattle');
    expect(animalCategory('Sheep')).toBe('sheep');
    expect(animalCategory('Dorper rams')).toBe('sheep');
    expect(animalCategory('Goats')).toBe('goat');
    expect(animalCategory('Boer goat')).toBe('goat');
    expect(animalCategory('Pig')).toBe('pig');
  });
  it('falls back to a neutral animal', () => {
    expect(animalCategory('Ostrich')).toBe('other');
    expect(animalCategory('')).toBe('other');
  });
});

describe('animalCategory on longer titles', () => {
  it('does not read a short word inside another word', () => {
    expect(animalCategory('Frame-scored Brahman heifers')).toBe('cattle');
    expect(animalCategory('Sowetan Nguni calves')).toBe('cattle');
  });
});
