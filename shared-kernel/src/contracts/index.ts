// One zod schema per call of spec section 7, grouped by domain (cart, product, system, favorites,
// customer, order, payment, ...). The API validates with them; the frontends import their types only.
export * from './common';
