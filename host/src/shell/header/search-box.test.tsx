import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { getQueryClient, productRoutes, resetUserInfo, setUserInfo } from '@storefront/shared-kernel';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { SearchBox } from './search-box';

const api = fakeApiForEachTest();
const previewCalls = () => api.calls(productRoutes.getSearchPreview);

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

const renderBox = () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <MemoryRouter initialEntries={['/brands']}>
      <SearchBox />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user, input: screen.getByRole('combobox', { name: 'Search products' }) };
};

/** Lets the 200 ms debounce run out and the call it makes be answered and drawn. */
const settleDebounce = async () => {
  await act(async () => jest.advanceTimersByTimeAsync(250));
  await waitFor(() => expect(getQueryClient().isFetching()).toBe(0));
  await act(async () => jest.advanceTimersByTimeAsync(0)); // the cache's batched notice to the box
};

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  resetUserInfo();
  api.on(productRoutes.getSearchPreview, {
    is_success: true,
    searchList: [
      { idStyle: 'RC-10', webTitle: 'Rice Cooker 10 cup', price: 42.5, Tfilepath1: '/img/rc10.jpg' },
      { idStyle: 'RC 3', webTitle: 'Rice Cooker 3 cup', price: null, Tfilepath1: '' },
    ],
  });
});

afterEach(() => jest.useRealTimers());

const signIn = () => setUserInfo({ userId: 5, idCustomer: 77, brandId: 3 });

describe('SearchBox', () => {
  it('asks for no preview at 2 characters or fewer', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'ri');
    await settleDebounce();
    await user.type(input, '  ');
    await settleDebounce();
    expect(previewCalls()).toHaveLength(0);
    expect(screen.queryByRole('listbox', { name: 'Search suggestions' })).not.toBeInTheDocument();
  });

  it('asks for a preview once past 2 characters, after the debounce, with who is asking', async () => {
    signIn();
    const { user, input } = renderBox();
    await user.type(input, 'ric');
    expect(previewCalls()).toHaveLength(0);

    await settleDebounce();

    expect(previewCalls()).toEqual([{ keyword: 'ric', idCustomer: 77, brandId: 3 }]);
  });

  it('debounces fast typing into one call for the last text', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'rice c');
    await settleDebounce();
    expect(previewCalls().map((input) => input.keyword)).toEqual(['rice c']);
  });

  it('lists the suggestions as options with prices for a signed-in buyer; a click opens the product', async () => {
    signIn();
    const { user, input } = renderBox();
    await user.type(input, 'rice');
    await settleDebounce();

    const list = screen.getByRole('listbox', { name: 'Search suggestions' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('Rice Cooker 10 cup');
    expect(options[0]).toHaveTextContent('$42.50');
    expect(input).toHaveAttribute('aria-controls', list.id);
    await user.click(options[1]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/product?id=RC%203');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows a visitor suggestions without prices, which lead to /login', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'rice');
    await settleDebounce();
    const options = within(screen.getByRole('listbox', { name: 'Search suggestions' })).getAllByRole('option');
    expect(options[0]).not.toHaveTextContent('$');
    await user.click(options[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('hides the suggestions again when the text drops to 2 characters', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'ric');
    await settleDebounce();
    expect(screen.getByRole('listbox', { name: 'Search suggestions' })).toBeInTheDocument();
    await user.type(input, '{Backspace}');
    expect(screen.queryByRole('listbox', { name: 'Search suggestions' })).not.toBeInTheDocument();
  });

  it('Enter opens /search?keyword=... for a signed-in buyer', async () => {
    signIn();
    const { user, input } = renderBox();
    await user.type(input, 'rice & pots{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?keyword=rice%20%26%20pots');
  });

  it('the search icon does the same', async () => {
    signIn();
    const { user, input } = renderBox();
    await user.type(input, 'knife');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?keyword=knife');
  });

  it('Enter sends a visitor to /login', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'rice{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('Enter with no text keeps a signed-in buyer where they are', async () => {
    signIn();
    const { user, input } = renderBox();
    await user.type(input, '   {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/brands$/);
  });

  it('is a combobox whose aria-expanded says whether the suggestions show', async () => {
    const { user, input } = renderBox();
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'rice');
    await settleDebounce();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox', { name: 'Search suggestions' })).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('ArrowDown and ArrowUp move the active option while focus stays in the input; ArrowUp from the first returns', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'rice');
    await settleDebounce();
    const [first, second] = within(screen.getByRole('listbox', { name: 'Search suggestions' })).getAllByRole('option');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', second!.id);
    expect(first).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('Enter opens the active suggestion, not the search page', async () => {
    signIn();
    const { user, input } = renderBox();
    await user.type(input, 'rice');
    await settleDebounce();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/product?id=RC-10');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape with an active suggestion closes the list and keeps the typed text', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'rice');
    await settleDebounce();
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('rice');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox', { name: 'Search suggestions' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox', { name: 'Search suggestions' })).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('a new list of suggestions starts with none active, though the text did not change', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'rice');
    await settleDebounce();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant');
    // Signing in asks again for the same text: the active option of the old list means nothing now.
    act(() => signIn());
    await settleDebounce();
    expect(previewCalls()).toHaveLength(2);
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('ArrowDown does nothing while no suggestions show', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'ri{ArrowDown}');
    expect(input).toHaveFocus();
  });

  it('takes no more than the 200 characters the search calls accept', async () => {
    const { input } = renderBox();
    expect(input).toHaveAttribute('maxLength', '200');
  });
});
