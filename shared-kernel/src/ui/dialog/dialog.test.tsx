import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Dialog } from './dialog';

function AddressDialogDemo({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add new address
      </button>
      <Dialog open={open} onClose={close} title="New address" footer={<button type="button">Save</button>}>
        <label>
          City <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(
      <Dialog open={false} onClose={() => {}} title="Hidden">
        Body
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title, focus moves in and returns on Escape', async () => {
    const onClose = jest.fn();
    render(<AddressDialogDemo onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Add new address' });
    await userEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'New address' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<AddressDialogDemo />);
    await userEvent.click(screen.getByRole('button', { name: 'Add new address' }));
    const city = screen.getByRole('textbox', { name: 'City' });
    const save = screen.getByRole('button', { name: 'Save' });
    const close = screen.getByRole('button', { name: 'Close' });

    expect(city).toHaveFocus();
    await userEvent.tab();
    expect(save).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus(); // wrapped from the last element to the first
    await userEvent.tab({ shift: true });
    expect(save).toHaveFocus(); // and back from the first to the last
  });

  it('when focus fell out to the page, Tab brings it back in and Escape still closes', async () => {
    const onClose = jest.fn();
    render(<AddressDialogDemo onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add new address' }));
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the close button and on a backdrop click, not on a click inside', async () => {
    const onClose = jest.fn();
    render(
      <Dialog open onClose={onClose} title="Card">
        <p>Inside</p>
      </Dialog>,
    );
    await userEvent.click(screen.getByText('Inside'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('focuses the element given as initialFocusRef, else the panel when nothing is focusable', () => {
    function WithRef() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <Dialog open onClose={() => {}} title="Confirm" initialFocusRef={ref}>
          <input aria-label="Note" />
          <button ref={ref} type="button">
            Yes
          </button>
        </Dialog>
      );
    }
    const { unmount } = render(<WithRef />);
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    unmount();

    render(
      <Dialog open onClose={() => {}} title="Info" closeOnBackdrop={false}>
        Plain text
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Info' })).toHaveFocus();
  });
});
