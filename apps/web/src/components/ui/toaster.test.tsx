// Stacked popups never pile up over the page: a new one closes the oldest beyond MAX_FLASHES, and each closes
// with its button (where they show on phones and wider screens: toaster.tsx).
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearFlashes, flash, MAX_FLASHES } from '@/lib/flash';
import { renderWithRouter } from '@/test/render';
import { Toaster } from './toaster';

afterEach(() => act(() => clearFlashes()));

describe('the toaster', () => {
  it('shows at most MAX_FLASHES popups, the newest, each dismissible', async () => {
    const { user } = renderWithRouter(<Toaster />);
    act(() => {
      for (let n = 1; n <= MAX_FLASHES + 2; n++) flash(`Saved ${n}.`, n === 2 ? 'error' : 'success');
    });
    const shown = () => [...screen.queryAllByRole('status'), ...screen.queryAllByRole('alert')];
    expect(shown().map((popup) => popup.textContent)).toEqual(['Saved 3.', 'Saved 4.', 'Saved 5.']);
    await user.click(screen.getAllByRole('button', { name: 'Dismiss message' })[0]!);
    expect(shown().map((popup) => popup.textContent)).toEqual(['Saved 4.', 'Saved 5.']);
  });
});
