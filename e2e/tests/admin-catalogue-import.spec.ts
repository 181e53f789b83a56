import sharp from 'sharp';
import yazl from 'yazl';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { adminArea as admin, signInToBackOffice } from '../support/back-office';
import { API_HEADERS, signIn } from '../support/session';

/**
 * The catalogue file through the back office (docs/product.md §13.6): the demo admin uploads a small file with
 * one bad row and a zip of its picture; the check shows the bad row and writes nothing; 'Import the valid rows'
 * and Confirm write the good one. A buyer then finds the new product by its title at its price, and the server
 * refuses a quantity that breaks its pack.
 */
const stamp = Date.now().toString(36).toUpperCase();
const SKU = `E2E-IMP-${stamp}`;
const TITLE = `Imported Travel Kettle ${stamp}`;

const catalog = (page: Page) => page.locator('[data-boundary="catalog"]');

async function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of Object.entries(files)) zip.addBuffer(bytes, name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test('an admin imports a file with one bad row; a buyer finds the product at its price and must buy whole packs', async ({
  page,
}) => {
  await signInToBackOffice(page, '/admin/catalogue/import');
  await expect(admin(page).getByRole('heading', { level: 1, name: 'Import the catalogue' })).toBeVisible();

  const csv = [
    'sku,title,brand,category,price_1,pack_qty,min_buy,stock,images',
    `${SKU},"${TITLE}",E2E HOME,Kitchen > Kettles,12.50,6,12,300,kettle.png`,
    `${SKU}-BAD,"${TITLE} (bad)",E2E HOME,Kitchen > Kettles,free,6,12,300,`,
  ].join('\n');
  const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  await admin(page)
    .getByLabel(/Catalogue file \(CSV\)/)
    .setInputFiles({ name: 'daily.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await admin(page)
    .getByLabel(/Pictures \(zip, optional\)/)
    .setInputFiles({
      name: 'pictures.zip',
      mimeType: 'application/zip',
      buffer: await zipOf({ 'kettle.png': picture }),
    });
  await admin(page).getByRole('button', { name: 'Check the file' }).click();

  await expect(admin(page).getByRole('heading', { name: 'daily.csv: Checked' })).toBeVisible();
  await expect(admin(page).getByText('The check found: created 1, updated 0, unchanged 0, invalid 1')).toBeVisible();
  const problems = admin(page).getByRole('table', { name: 'Problems' });
  await expect(problems.getByRole('row').nth(1)).toContainText('3price_1freemust be an amount like 12.50');
  await expectNoSeriousA11yViolations(page);

  await admin(page)
    .getByRole('checkbox', { name: /Import the valid rows/ })
    .check();
  await admin(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(admin(page).getByText('The catalogue was imported.')).toBeVisible();
  await expect(admin(page).getByRole('heading', { name: 'daily.csv: Imported' })).toBeVisible();

  const buyer = await signIn(page);
  await page.goto(`/search?keyword=${encodeURIComponent(TITLE)}`);
  const card = catalog(page).getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ hasText: TITLE });
  await expect(card).toBeVisible();
  await expect(card).toContainText('$12.50');

  const refused = await page.request.post('/api/cart/add', {
    headers: { ...API_HEADERS, authorization: `Bearer ${buyer.token}` },
    data: { idStyle: SKU, totQty: 5 },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { message: string }).message).toBe(`${TITLE} is sold in packs of 6`);
});
