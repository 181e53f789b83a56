import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterBox } from './newsletter-box';

describe('NewsletterBox', () => {
  it("only says 'Clicked!' once submitted", async () => {
    render(<NewsletterBox />);
    expect(screen.queryByText('Clicked!')).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'buyer@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(screen.getByRole('status')).toHaveTextContent('Clicked!');
  });

  it("says 'Clicked!' for text that is not an email too: the browser's own check is off", async () => {
    render(<NewsletterBox />);
    expect(screen.getByRole('form', { name: 'Newsletter' })).toHaveAttribute('novalidate');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'abc{Enter}');
    expect(screen.getByText('Clicked!')).toBeInTheDocument();
  });

  it("says 'Clicked!' on Enter too, even with an empty field", async () => {
    render(<NewsletterBox />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), '{Enter}');
    expect(screen.getByText('Clicked!')).toBeInTheDocument();
  });
});
