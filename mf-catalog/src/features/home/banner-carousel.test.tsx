import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { BannerCarousel } from './banner-carousel';

const banners = [
  { title: 'Rice cookers', url: '/search?category=rice-cookers', filepath1: '/b1.svg' },
  { title: 'Beauty', url: '/search?category=beauty', filepath1: '/b2.svg' },
  { title: 'Catalogs', url: '/ecatalog', filepath1: '/b3.svg' },
];

const renderCarousel = (isLoggedIn = true) =>
  render(
    <MemoryRouter>
      <BannerCarousel banners={banners} isLoggedIn={isLoggedIn} />
    </MemoryRouter>,
  );

const shown = () => screen.getByRole('group');

describe('BannerCarousel', () => {
  it("holds the banners' space while they load, and shows nothing when there are none", () => {
    const { rerender } = render(
      <MemoryRouter>
        <BannerCarousel banners={[]} isLoggedIn isLoading />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('banner-space')).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
    rerender(
      <MemoryRouter>
        <BannerCarousel banners={[]} isLoggedIn />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('banner-space')).toBeNull();
  });

  it('moves by arrows with wraparound', async () => {
    renderCarousel();
    expect(shown()).toHaveAccessibleName('1 of 3: Rice cookers');
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shown()).toHaveAccessibleName('3 of 3: Catalogs');
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toHaveAccessibleName('1 of 3: Rice cookers');
  });

  it('jumps to a slide by its dot', async () => {
    renderCarousel();
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(shown()).toHaveAccessibleName('2 of 3: Beauty');
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('moves on a swipe of more than 50 px, not on a shorter one', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Featured promotions' });
    fireEvent.touchStart(carousel, { changedTouches: [{ clientX: 300 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 260 }] });
    expect(shown()).toHaveAccessibleName('1 of 3: Rice cookers');
    fireEvent.touchStart(carousel, { changedTouches: [{ clientX: 300 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 240 }] });
    expect(shown()).toHaveAccessibleName('2 of 3: Beauty');
    fireEvent.touchStart(carousel, { changedTouches: [{ clientX: 100 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 200 }] });
    expect(shown()).toHaveAccessibleName('1 of 3: Rice cookers');
  });

  it('sends a visitor to /login from a catalogue banner, but keeps public links', async () => {
    renderCarousel(false);
    expect(screen.getByRole('link', { name: 'Rice cookers' })).toHaveAttribute('href', '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(screen.getByRole('link', { name: 'Catalogs' })).toHaveAttribute('href', '/ecatalog');
  });
});
