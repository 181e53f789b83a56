import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentPage, ContentPageVersionRow } from '@storefront/shared-kernel';
import { adminContentRoutes } from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest, refusal } from '@storefront/shared-kernel/testing';
import { field, renderAt, resetSession, signInStaff } from '../../test-utils';
import { FAQ, FAQ_VERSIONS } from './content-fixtures';
import PageEditorPage from './page-editor-page';

const api = fakeApiForEachTest();

const show = (code = 'faq') =>
  renderAt(`/admin/content/pages/${code}`, '/admin/content/pages/:code', <PageEditorPage />);
const preview = () => screen.getByRole('region', { name: /^Preview of / });
const versionsTable = () => screen.getByRole('table', { name: 'Versions of FAQ, newest first' });
/** The page is read: its form and versions are drawn. */
const loaded = () => screen.findByRole('table', { name: 'Versions of FAQ, newest first' });

describe("a page's editor", () => {
  let page: ContentPage;
  let versions: ContentPageVersionRow[];
  const answer = () => ({ is_success: true as const, page, versions });
  beforeEach(() => {
    page = { ...FAQ };
    versions = FAQ_VERSIONS.map((v) => ({ ...v }));
    api.on(adminContentRoutes.contentPageDetail, answer);
  });
  afterEach(resetSession);

  it('draws what is typed as the storefront would: through its sanitiser, the heading that repeats the title left out', async () => {
    signInStaff('catalog');
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit: FAQ' })).toBeInTheDocument();
    await loaded();
    expect(field('Title')).toHaveValue('FAQ');
    expect(field('HTML')).toHaveValue('<h1>FAQ</h1><p>How do I order?</p>');
    expect(preview()).toHaveTextContent(/^FAQHow do I order\?$/);
    expect(screen.getByRole('link', { name: /\/faq/ })).toHaveAttribute('href', '/faq');

    const html = field('HTML');
    await userEvent.clear(html);
    await userEvent.click(html);
    await userEvent.paste(
      '<h1>Ordering</h1><p onclick="window.pwned = 1">Send <strong>your list</strong>.</p><script>window.pwned = 1</script><a href="javascript:alert(1)">x</a>',
    );
    await waitFor(() =>
      expect(within(preview()).getByRole('heading', { level: 2, name: 'Ordering' })).toBeInTheDocument(),
    );
    expect(preview().querySelector('script')).toBeNull();
    expect(preview().querySelector('[onclick]')).toBeNull();
    expect(preview().querySelector('a')).not.toHaveAttribute('href');
    expect(within(preview()).getByText('your list').tagName).toBe('STRONG');
    expect((window as { pwned?: number }).pwned).toBeUndefined();

    // An empty title shows the storefront's own.
    await userEvent.clear(field('Title'));
    await waitFor(() => expect(preview()).toHaveTextContent(/^FAQOrdering/));
  });

  it('saves the title and HTML with the version read, and shows the page as kept, with its new version', async () => {
    signInStaff('admin');
    api.on(adminContentRoutes.saveContentPage, (input) => {
      versions = [{ ...versions[0]!, isCurrent: false }, ...versions.slice(1)];
      page = { ...page, title: input.title, html: '<p>Cleaned</p>', version: page.version + 1, updatedBy: 'me@demo' };
      versions = [
        {
          version: page.version,
          title: page.title,
          savedAt: '2026-03-03T10:00:00.000Z',
          savedBy: 'me@demo',
          restoredFrom: null,
          isCurrent: true,
        },
        ...versions,
      ];
      return answer();
    });
    show();
    await loaded();
    await userEvent.clear(field('Title'));
    await userEvent.type(field('Title'), 'Questions');
    await userEvent.clear(field('HTML'));
    await userEvent.type(field('HTML'), 'Plain words');
    await userEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Page saved as version 4. Buyers see it on their next load.',
    );
    expect(api.calls(adminContentRoutes.saveContentPage)).toEqual([
      { code: 'faq', version: 3, title: 'Questions', html: 'Plain words' },
    ]);
    // The form starts over from what the server kept.
    expect(field('HTML')).toHaveValue('<p>Cleaned</p>');
    expect(
      within(versionsTable())
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Version 4Current', 'Version 3', 'Version 2', 'Version 1']);
  });

  it('refuses a save over another member’s, keeps what was typed, and Reload shows the page as it is', async () => {
    signInStaff('admin');
    api.on(adminContentRoutes.saveContentPage, () =>
      refusal(409, {
        code: 'PAGE_CHANGED',
        message: 'This page was changed by someone else. Reload to see the changes.',
      }),
    );
    show();
    await loaded();
    await userEvent.type(field('HTML'), '<p>More</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page was changed by someone else. Reload to see the changes.',
    );
    expect(field('HTML')).toHaveValue('<h1>FAQ</h1><p>How do I order?</p><p>More</p>');
    page = { ...page, html: '<p>Their words</p>', version: 4 };
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(field('HTML')).toHaveValue('<p>Their words</p>'));
  });

  it('shows an earlier version in a dialog and restores it as the next version', async () => {
    signInStaff('admin');
    api.on(adminContentRoutes.contentPageVersionDetail, (input) => ({
      is_success: true,
      version: { ...versions.find((v) => v.version === input.version)!, html: '<p>As it was in version 2</p>' },
    }));
    api.on(adminContentRoutes.restoreContentPage, (input) => {
      page = { ...page, html: '<p>As it was in version 2</p>', version: 4, restoredFrom: input.from };
      versions = [
        {
          version: 4,
          title: 'FAQ',
          savedAt: '2026-03-03T10:00:00.000Z',
          savedBy: 'me@demo',
          restoredFrom: 2,
          isCurrent: true,
        },
        ...versions.map((v) => ({ ...v, isCurrent: false })),
      ];
      return answer();
    });
    show();
    await loaded();
    const table = versionsTable();
    expect(within(table).queryByRole('button', { name: 'Restore Version 3' })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row')[3]).toHaveTextContent('Not recorded');

    await userEvent.click(within(table).getByRole('button', { name: 'View Version 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Version 2 of FAQ' });
    expect(await within(dialog).findByRole('region', { name: 'Version 2 as buyers saw it' })).toHaveTextContent(
      'As it was in version 2',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Its HTML' })).toHaveValue('<p>As it was in version 2</p>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Version 2 is restored as version 4. Buyers see it on their next load.',
    );
    expect(api.calls(adminContentRoutes.restoreContentPage)).toEqual([{ code: 'faq', version: 3, from: 2 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('HTML')).toHaveValue('<p>As it was in version 2</p>');
    expect(within(versionsTable()).getAllByRole('rowheader')[0]).toHaveTextContent(
      'Version 4Current, restored from version 2',
    );
  });

  it('says so for an address that is no information page, and asks nothing', () => {
    signInStaff('admin');
    show('99');
    expect(screen.getByRole('alert')).toHaveTextContent("This is not one of the storefront's information pages.");
    expect(api.calls(adminContentRoutes.contentPageDetail)).toEqual([]);
  });
});
