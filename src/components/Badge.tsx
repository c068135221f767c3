// A status badge: its text is the status, the colour only repeats it (never the only cue).
import type { ReactNode } from 'react';
import './Badge.css';

/** good: done or in force (green); waiting: not yet (amber). */
export function Badge({ tone, children }: { tone: 'good' | 'waiting'; children: ReactNode }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}
