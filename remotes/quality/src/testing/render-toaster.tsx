import { Toaster } from '@maziwa/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

/**
 * The shell's save confirmations beside a page under test (the host renders <Toaster />
 * once); `toasts()` is its status region, e.g.
 * `expect(await toasts().findByText('User bmwangi saved'))`.
 */
export function renderToaster() {
  render(
    <MemoryRouter>
      <Toaster />
    </MemoryRouter>,
  );
}

/** The toasts shown so far (the polite status region of the Toaster). */
export const toastRegion = () => screen.getByRole('status', { name: 'Notifications' });
