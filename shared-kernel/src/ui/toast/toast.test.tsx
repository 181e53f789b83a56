import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ERROR_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  clearToasts,
  dismissToast,
  notify,
  toastStore,
} from './toast-store';
import { ToastViewport } from './toast-viewport';

describe('notify + ToastViewport', () => {
  afterEach(() => {
    act(() => clearToasts());
    jest.useRealTimers();
  });

  it('shows info and success as statuses and errors as alerts', () => {
    render(<ToastViewport />);
    act(() => {
      notify('Added to favorites: Rice Cooker', 'success');
      notify('Error while add to cart', 'error');
      notify('Clicked!');
    });
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((s) => s.textContent)).toEqual(['Added to favorites: Rice Cooker', 'Clicked!']);
    expect(screen.getByRole('alert')).toHaveTextContent('Error while add to cart');
    expect(toastStore.get().map((t) => t.tone)).toEqual(['success', 'error', 'info']);
  });

  it('closes a toast with its close button', async () => {
    render(<ToastViewport />);
    act(() => {
      notify('first');
      notify('second');
    });
    const [firstClose] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    await userEvent.click(firstClose!);
    expect(screen.queryByText('first')).toBeNull();
    expect(screen.getByText('second')).toBeInTheDocument();
  });

  it('dismisses itself after a few seconds, errors later than the rest', () => {
    jest.useFakeTimers();
    render(<ToastViewport />);
    act(() => {
      notify('Cart created successfully!', 'success');
      notify('Failed to copy order', 'error');
    });
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Cart created successfully!')).toBeNull();
    expect(screen.getByText('Failed to copy order')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(ERROR_TOAST_DURATION_MS - TOAST_DURATION_MS));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('holds while the pointer or focus is on the toasts, then takes the time it had left', () => {
    jest.useFakeTimers();
    render(<ToastViewport />);
    act(() => {
      notify('Failed to copy order', 'error');
    });
    const list = within(screen.getByRole('region', { name: 'Notifications' })).getByRole('list');
    act(() => jest.advanceTimersByTime(5000));
    fireEvent.mouseEnter(list);
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to copy order');
    fireEvent.mouseLeave(list);
    act(() => jest.advanceTimersByTime(ERROR_TOAST_DURATION_MS - 5000 - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    // Focus on its close button holds it too, until focus leaves the toasts.
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).blur());
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a toast with durationMs 0 until dismissed by id', () => {
    jest.useFakeTimers();
    render(<ToastViewport />);
    let id = 0;
    act(() => {
      id = notify('Stays', 'info', { durationMs: 0 });
    });
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('Stays')).toBeInTheDocument();
    act(() => dismissToast(id));
    expect(screen.queryByText('Stays')).toBeNull();
  });

  it('renders nothing without toasts', () => {
    const { container } = render(<ToastViewport />);
    expect(container).toBeEmptyDOMElement();
  });
});
