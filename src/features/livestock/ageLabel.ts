// A livestock age in words: months while young, whole years from two years on.

export function ageLabel(months: number): string {
  if (months < 24) return `${months} ${months === 1 ? 'month' : 'months'}`;
  const years = Math.floor(months / 12);
  return `${years} years`;
}
