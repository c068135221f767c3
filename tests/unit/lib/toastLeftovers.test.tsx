// The DOM tests' clean-up: a toast raised where no container was drawn does not show in a later test's.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '@/lib/toasts/toast';
import { afterDomTest } from '../../support/afterDomTest';
import { renderWithProviders } from '../../support/render';

describe('after a DOM test', () => {
  it('a toast still waiting for a container is gone; new ones show', async () => {
    // As the getting-ready note's test raises "Ready to work offline" with no container drawn.
    notify.success('Raised by an earlier test');
    await new Promise((resolve) => setTimeout(resolve, 20)); // the library takes it
    afterDomTest();

    renderWithProviders(<p>Another screen</p>);
    notify.success('Raised by this test');
    expect(await screen.findByText('Raised by this test')).toBeInTheDocument();
    expect(screen.queryByText('Raised by an earlier test')).toBeNull();
  });
});
