import { render, screen } from '@testing-library/react';
import { SearchToolbar } from './search-toolbar';

const renderToolbar = () =>
  render(
    <SearchToolbar
      perPage={24}
      onPerPageChange={() => undefined}
      sort="newest"
      onSortChange={() => undefined}
      view="grid"
      onViewChange={() => undefined}
    />,
  );

describe('SearchToolbar', () => {
  it('keeps each label with its own select, so a narrow row wraps them together', () => {
    renderToolbar();
    for (const name of ['Items per page', 'Sort by']) {
      const field = screen.getByText(name, { selector: 'label' }).parentElement;
      expect(field).toContainElement(screen.getByRole('combobox', { name }));
      expect(field?.querySelectorAll('select')).toHaveLength(1);
    }
  });
});
