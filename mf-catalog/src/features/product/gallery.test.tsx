import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gallery, THUMB_SCROLL_PX } from './gallery';

const images = (n: number) => Array.from({ length: n }, (_, i) => `/img-${i + 1}.svg`);

describe('Gallery', () => {
  it('zooms x3 where the pointer hovers, and stops on leave', () => {
    render(<Gallery images={images(3)} fallbacks={[]} title="Kettle" />);
    const main = screen.getByRole('button', { name: /^View full screen/ });
    main.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 200,
      height: 100,
      right: 200,
      bottom: 100,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.mouseMove(main, { clientX: 50, clientY: 75 });
    const layer = screen.getByTestId('zoom-layer');
    expect(layer).toHaveStyle({ transform: 'scale(3)', transformOrigin: '25% 75%' });
    fireEvent.mouseLeave(main);
    expect(layer.style.transform).toBe('');
  });

  it('shows arrows only above 4 images, scrolling the strip 300 px', async () => {
    const { unmount } = render(<Gallery images={images(4)} fallbacks={[]} title="Kettle" />);
    expect(screen.queryByRole('button', { name: 'Scroll images right' })).not.toBeInTheDocument();
    unmount();
    render(<Gallery images={images(5)} fallbacks={[]} title="Kettle" />);
    const strip = screen.getByRole('list', { name: 'Product images' });
    const scrollBy = jest.fn();
    strip.scrollBy = scrollBy;
    await userEvent.click(screen.getByRole('button', { name: 'Scroll images right' }));
    await userEvent.click(screen.getByRole('button', { name: 'Scroll images left' }));
    expect(scrollBy.mock.calls.map(([options]) => (options as ScrollToOptions).left)).toEqual([
      THUMB_SCROLL_PX,
      -THUMB_SCROLL_PX,
    ]);
  });

  it('opens a full-screen viewer with previous/next and n of m', async () => {
    render(<Gallery images={images(3)} fallbacks={[]} title="Kettle" />);
    await userEvent.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'View full screen: image 2 of 3' }));
    const viewer = await screen.findByRole('dialog', { name: 'Kettle' });
    expect(within(viewer).getByText('2 of 3')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next' }));
    expect(within(viewer).getByText('1 of 3')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Previous' }));
    expect(within(viewer).getByText('3 of 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('img', { name: 'Kettle, image 3' })).toHaveAttribute('src', '/img-3.svg');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('falls back along the chain when a gallery image fails', () => {
    render(<Gallery images={['/broken.svg']} fallbacks={['/main.svg']} title="Kettle" />);
    const image = screen.getByRole('img', { name: 'Kettle' });
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Kettle' })).toHaveAttribute('src', '/main.svg');
  });
});
