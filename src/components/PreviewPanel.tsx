// A portal panel that shows sample data: its title, the sample-data note, then its screen.
import { useId, type ReactNode } from 'react';
import { msg } from '@/lib/text/messages';
import './PreviewPanel.css';

interface PreviewPanelProps {
  title: string;
  /** The panel's own class, for the styles of its screens. */
  className: string;
  /** Shown above the title (e.g. a back link). */
  beforeTitle?: ReactNode;
  children: ReactNode;
}

export function PreviewPanel({ title, className, beforeTitle, children }: PreviewPanelProps) {
  const titleId = useId();
  return (
    <section className={`preview-panel ${className}`} aria-labelledby={titleId}>
      {beforeTitle}
      <h2 id={titleId}>{title}</h2>
      <p className="notice preview-note">{msg.previewNote}</p>
      {children}
    </section>
  );
}
