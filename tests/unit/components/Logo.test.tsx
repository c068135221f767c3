// The logo and the tab's icon cost the page no SVG document of their own (docs/startup-and-build.md).
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Logo } from '@/components/Logo';

describe('Logo', () => {
  it('is drawn inline, named for screen readers, at the size asked for', () => {
    render(<Logo size={56} />);
    const logo = screen.getByRole('img', { name: 'Vet Portal logo' });
    expect(logo.tagName.toLowerCase()).toBe('svg');
    expect(logo).toHaveAttribute('width', '56');
    expect(logo).toHaveAttribute('height', '56');
    expect(logo.querySelector('path')).not.toBeNull();
  });

  it('is 40 px unless asked otherwise', () => {
    render(<Logo />);
    expect(screen.getByRole('img', { name: 'Vet Portal logo' })).toHaveAttribute('width', '40');
  });
});

describe('the tab icon', () => {
  it('is a PNG: an SVG icon is parsed as a document on the page’s main thread', () => {
    const html = readFileSync('index.html', 'utf8');
    const icons = [...html.matchAll(/<link rel="icon"[^>]*>/g)].map(([tag]) => tag);
    expect(icons).toEqual([
      '<link rel="icon" href="/favicon.png" type="image/png" sizes="32x32" />',
    ]);
    expect(readFileSync('public/favicon.png').subarray(1, 4).toString('ascii')).toBe('PNG');
  });
});
