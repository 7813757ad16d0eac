import { I18nProvider } from '@lingui/react';
import { render as renderPlain, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { makeProperty } from '@/test/properties';
import { PictureCarousel, wrapIndex } from './picture-carousel';
import { i18n } from '@/lib/i18n';

/** Rendered inside the app's I18nProvider, as every screen is. */
const render = (ui: ReactElement) =>
  renderPlain(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });

const slide = () => screen.getByRole('group', { name: /^Picture \d of 3$/ });

describe('picture carousel', () => {
  it('wraps around both ways with the buttons', async () => {
    const user = userEvent.setup();
    render(<PictureCarousel pictures={makeProperty().pictureSet} name="Kivu Sunset Villa" />);
    expect(slide()).toHaveAccessibleName('Picture 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(slide()).toHaveAccessibleName('Picture 3 of 3');
    expect(screen.getByRole('img', { name: 'Kivu Sunset Villa, picture 3 of 3' })).toHaveAttribute(
      'src',
      '/media/pictures/c-1280.webp',
    );
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(slide()).toHaveAccessibleName('Picture 1 of 3');
  });

  it('moves with the thumbnails and the arrow keys', async () => {
    const user = userEvent.setup();
    render(<PictureCarousel pictures={makeProperty().pictureSet} name="Villa" />);
    await user.click(screen.getByRole('button', { name: 'Show picture 2 of 3' }));
    expect(slide()).toHaveAccessibleName('Picture 2 of 3');
    expect(screen.getByRole('button', { name: 'Show picture 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.keyboard('{ArrowRight}');
    expect(slide()).toHaveAccessibleName('Picture 3 of 3');
    await user.keyboard('{ArrowRight}');
    expect(slide()).toHaveAccessibleName('Picture 1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(slide()).toHaveAccessibleName('Picture 3 of 3');
    await user.keyboard('{Home}');
    expect(slide()).toHaveAccessibleName('Picture 1 of 3');
  });

  it('shows the default picture when there is none', () => {
    render(<PictureCarousel pictures={[]} name="Villa" />);
    expect(screen.getByRole('img', { name: 'Villa, picture 1 of 1' })).toHaveAttribute(
      'src',
      '/default-property.svg',
    );
    expect(screen.queryByRole('button', { name: 'Next picture' })).not.toBeInTheDocument();
  });

  it('wraps indexes', () => {
    expect(wrapIndex(-1, 6)).toBe(5);
    expect(wrapIndex(6, 6)).toBe(0);
    expect(wrapIndex(13, 6)).toBe(1);
  });
});
