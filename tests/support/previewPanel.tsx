// Shared setup of the preview-panel tests: open a panel as the verified vet, and check it calls no server.
import type { ComponentType } from 'react';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import type { PanelProps } from '@/lib/portal/panels';
import { makeProfile } from './profiles';
import { renderWithProviders } from './render';

/** Renders the panel at `path` (the portal address that chose it). */
export function openPreviewPanel(Panel: ComponentType<PanelProps>, path: string) {
  return renderWithProviders(<Panel profile={makeProfile()} />, { path });
}

/** Each test of the file fails if the preview called fetch: a preview calls no server. */
export function expectNoServerCalls(): void {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, 'fetch');
  });
  afterEach(() => {
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
}
