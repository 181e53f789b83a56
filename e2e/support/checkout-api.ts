import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { dataDir } from './remotes';
import { API_HEADERS, DEMO_BUYER } from './session';

export interface BuyerProduct {
  idStyle: string;
  webTitle: string;
  color: string;
  avaQty: number;
}

export interface ServerOrder {
  idSO: number;
  custPO: string;
}

/**
 * The demo buyer's cart, favorites and orders as the server holds them, called with the buyer's own
 * token: journeys set up their starting point here and check what the page did on the server.
 */
export class BuyerApi {
  private readonly request: APIRequestContext;
  private readonly headers: Record<string, string>;

  constructor(page: Page, token: string) {
    this.request = page.request;
    this.headers = { ...API_HEADERS, authorization: `Bearer ${token}` };
  }

  /** The demo buyer's API without touching the page's session (for clean-ups). */
  static async forDemoBuyer(page: Page): Promise<BuyerApi> {
    const response = await page.request.post('/api/customer/login', {
      headers: API_HEADERS,
      data: { userId: DEMO_BUYER.email, password: DEMO_BUYER.password },
    });
    expect(response.ok(), `sign-in: ${await response.text()}`).toBe(true);
    const { user } = (await response.json()) as { user: { token: string } };
    return new BuyerApi(page, user.token);
  }

  private async get<T>(path: string, params: Record<string, string | number> = {}): Promise<T> {
    const response = await this.request.get(`/api${path}`, { headers: this.headers, params });
    expect(response.ok(), `GET ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }

  private async post<T>(path: string, data: object): Promise<T> {
    const response = await this.request.post(`/api${path}`, { headers: this.headers, data });
    expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }

  /**
   * In-stock products of the demo catalogue, one per distinct title, sold singly (a pack of 1 and a
   * minimum order of 1, read from each one's detail): the journeys add and step any quantity, and are not
   * about packs or minimums (docs/product.md §6.6).
   */
  async products(count: number, keyword = 'rice'): Promise<BuyerProduct[]> {
    const { productList } = await this.get<{ productList: (BuyerProduct & { qtyPerUOM: number })[] }>('/product/get', {
      keyword,
      currPage: 1,
      perPage: 100,
    });
    const found: BuyerProduct[] = [];
    for (const product of productList.filter((p) => p.avaQty > 10 && p.qtyPerUOM === 1)) {
      if (found.length === count) break;
      const detail = await this.get<{ product: { minBuy: number } }>('/product/get-detail', {
        idStyle: product.idStyle,
      });
      if (detail.product.minBuy <= 1) found.push(product);
    }
    expect(found.length, `in-stock products sold singly for "${keyword}"`).toBe(count);
    return found;
  }

  async emptyCart(): Promise<void> {
    await this.post('/cart/clear', {});
  }

  async addToCart(product: BuyerProduct, quantity: number): Promise<void> {
    await this.post('/cart/add', { idStyle: product.idStyle, color: product.color, totQty: quantity });
  }

  /** A fresh cart holding exactly these products, each at its quantity. */
  async fillCart(items: { product: BuyerProduct; quantity: number }[]): Promise<void> {
    await this.emptyCart();
    for (const { product, quantity } of items) await this.addToCart(product, quantity);
  }

  async cartLines(): Promise<{ idStyle: string; totQty: number }[]> {
    const { cart } = await this.get<{ cart: { cartList: { idStyle: string; totQty: number }[] } }>('/cart/get');
    return cart.cartList;
  }

  async clearFavorites(): Promise<void> {
    await this.post('/favorites/clear', {});
  }

  async addFavorite(product: BuyerProduct, quantity: number): Promise<void> {
    await this.post('/favorites/add', { idStyle: product.idStyle, color: product.color, quantity });
  }

  async favorites(): Promise<{ idStyle: string; totQty: number }[]> {
    const { favorites } = await this.get<{ favorites: { idStyle: string; totQty: number }[] }>('/favorites/get');
    return favorites;
  }

  async orders(): Promise<ServerOrder[]> {
    const { orderList } = await this.get<{ orderList: ServerOrder[] }>('/order/get');
    return orderList;
  }
}

/** A customer PO number no other journey of this run uses. */
export const uniquePo = (label: string): string =>
  `E2E-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** The checkout remote's part of the page. */
export const checkoutArea = (page: Page) => page.locator('[data-boundary="checkout"]');

/** A toast of the host's notification list with this exact text. */
export const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).last();

/** Closes the toasts, so a screenshot shows the page under them. */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Dismiss notification' });
  // A toast may close by itself meanwhile: a click that finds nothing is fine.
  while ((await close.count()) > 0)
    await close
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
}

/** Whether a message in the server's outbox (the data folder's .eml files) contains this text. */
export function outboxHas(text: string): boolean {
  const outbox = path.join(dataDir(), 'outbox');
  if (!fs.existsSync(outbox)) return false;
  return fs.readdirSync(outbox).some((name) => fs.readFileSync(path.join(outbox, name), 'utf8').includes(text));
}

/**
 * Journeys share one server and one demo buyer: each leaves the cart (and favorites) empty, so a
 * journey of another area that counts cart lines starts from a known state.
 */
export async function leaveCartEmpty(page: Page, { favorites = false }: { favorites?: boolean } = {}) {
  const api = await BuyerApi.forDemoBuyer(page);
  await api.emptyCart();
  if (favorites) await api.clearFavorites();
}
