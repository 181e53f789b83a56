import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { findEmail } from '../support/account-mail';
import { adminArea as admin, expectFitsWidth, signInToBackOffice } from '../support/back-office';
import { BuyerApi, checkoutArea, leaveCartEmpty } from '../support/checkout-api';
import { dataDir } from '../support/remotes';
import { screenshotAtWidths } from '../support/screenshots';
import { signIn } from '../support/session';

/**
 * The service desk (docs/product.md §6.2, §8.1, §13.9): a buyer asks for a quote from the cart, a member
 * of staff replies on /admin/service, the buyer reads the reply under Messages (and answers it, which opens
 * the case again), and the reply went out by mail with the case number in its subject.
 */
const account = (page: Page) => page.locator('[data-boundary="account"]');

/** Something no other run wrote, to find this run's case, reply and mail. */
const stamp = (label: string): string =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

test.describe('the service desk', () => {
  test.afterEach(({ page }) => leaveCartEmpty(page));

  test('a quote request from the cart is answered by staff, read under Messages, and the reply is mailed', async ({
    page,
  }) => {
    const buyer = await signIn(page);
    const api = new BuyerApi(page, buyer.token);
    const [first, second] = await api.products(2);
    await api.fillCart([
      { product: first!, quantity: 4 },
      { product: second!, quantity: 2 },
    ]);

    // The buyer sends the cart as a quote request, by keyboard, with a message.
    const question = stamp('quote');
    await page.goto('/cart');
    const cart = checkoutArea(page);
    await expect(cart.getByRole('table', { name: 'Cart items' })).toBeVisible();
    // The server draws the cart; its fields take the keyboard once the page is alive.
    await expect(cart).toHaveAttribute('data-remote-status', 'ready');
    const quote = cart.getByRole('region', { name: 'Request a quote' });
    await quote.getByRole('textbox', { name: 'Message (optional)' }).focus();
    await page.keyboard.type(`Best price for our stores? Ref ${question}`);
    await page.keyboard.press('Tab');
    await expect(quote.getByRole('button', { name: 'Request a quote for this cart' })).toBeFocused();
    await page.keyboard.press('Enter');
    const sent = quote.getByRole('status');
    await expect(sent).toContainText('Your quote request was sent.');
    await expectNoSeriousA11yViolations(page);
    // The cart stays as it was.
    expect((await api.cartLines()).map((line) => line.totQty).sort()).toEqual([2, 4]);

    // Messages lists it as a new quote.
    await sent.getByRole('link', { name: 'Go to Messages' }).click();
    await expect(page).toHaveURL(/\/myaccount\/messages$/);
    await expect(account(page).getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const row = account(page).getByRole('row').filter({ hasText: question });
    await expect(row).toContainText('Quote');
    await expect(row).toContainText('New');
    const caseLink = row.getByRole('link', { name: /^Case #\d+$/ });
    const caseNo = Number((await caseLink.getAttribute('href'))?.split('/').pop());
    expect(caseNo).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
    await screenshotAtWidths(page, 'account-messages');

    // Staff find the case by its number and read the cart's lines.
    await signInToBackOffice(page, '/admin/service');
    const desk = admin(page);
    await expect(desk.getByRole('heading', { level: 1, name: 'Service desk' })).toBeVisible();
    await expect(desk.getByRole('table', { name: 'Cases' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await desk.getByRole('textbox', { name: 'Case number' }).fill(String(caseNo));
    await desk.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/service\\?caseNo=${caseNo}$`));
    await desk
      .getByRole('table', { name: 'Cases' })
      .getByRole('link', { name: `Case #${caseNo}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/service/${caseNo}$`));
    await expect(desk.getByRole('heading', { level: 1, name: `Case #${caseNo}` })).toBeVisible();
    const lines = desk.getByRole('table', { name: 'Quote lines' });
    await expect(lines.getByRole('rowheader')).toHaveCount(2);
    await expect(lines).toContainText(first!.idStyle);
    await expect(lines).toContainText(second!.idStyle);
    await expect(desk.getByRole('list', { name: 'Thread' })).toContainText(question);
    await expectNoSeriousA11yViolations(page);
    await expectFitsWidth(page);

    // The reply is kept on the case, which becomes Answered.
    const answer = stamp('reply');
    const replyForm = desk.getByRole('form', { name: 'Reply to the buyer' });
    await expect(replyForm.getByRole('button', { name: 'Send reply' })).toHaveAccessibleDescription(
      /The reply is emailed to .+ in its subject, and the case becomes Answered\./,
    );
    await replyForm.getByRole('textbox', { name: /^Reply/ }).fill(`We can take 10 % off. Ref ${answer}`);
    await replyForm.getByRole('button', { name: 'Send reply' }).click();
    await expect(desk.getByRole('status').filter({ hasText: 'Reply sent' })).toBeVisible();
    await expect(desk.getByRole('region', { name: 'Case', exact: true })).toContainText('Answered');
    await expect(desk.getByRole('list', { name: 'Thread' })).toContainText(answer);
    await expectNoSeriousA11yViolations(page);

    // The buyer reads the reply under Messages, and answers it: the case opens again.
    await page.goto('/myaccount/messages');
    const answered = account(page).getByRole('row').filter({ hasText: question });
    await expect(answered).toContainText('Answered');
    await answered.getByRole('link', { name: `Case #${caseNo}` }).click();
    await expect(page).toHaveURL(new RegExp(`/myaccount/messages/${caseNo}$`));
    const thread = account(page).getByRole('list', { name: 'Messages of this case' });
    const reply = thread.getByRole('article').filter({ hasText: answer });
    await expect(reply.getByRole('heading')).toHaveText(/Customer Service/);
    await expect(account(page).getByRole('table', { name: /The cart's lines/ })).toContainText(first!.idStyle);
    await expectNoSeriousA11yViolations(page);
    await account(page)
      .getByRole('textbox', { name: /^Message/ })
      .fill(`Thank you, we accept. Ref ${stamp('answer')}`);
    await account(page).getByRole('button', { name: 'Send message' }).click();
    await expect(thread.getByRole('article')).toHaveCount(3);
    await expect(account(page).getByText('Open', { exact: true })).toBeVisible();

    // The reply went out by mail, the case number in its subject.
    await expect
      .poll(() => findEmail(dataDir(), `Case #${caseNo}`, answer)?.text ?? '')
      .toMatch(new RegExp(`Subject: Case #${caseNo}: reply to your quote request`));
  });
});
