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

  it("says 'Clicked!' on Enter too, even with an empty field", async () => {
    render(<NewsletterBox />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), '{Enter}');
    expect(screen.getByText('Clicked!')).toBeInTheDocument();
  });
});
