import type { Address } from '@storefront/shared-kernel/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { AddressesTable } from '../../db/schema';

export const toAddress = (r: Selectable<AddressesTable>): Address => ({
  idAddr: r.id,
  addressType: r.address_type,
  isDefault: r.is_default,
  firstNm: r.first_nm,
  lastNm: r.last_nm,
  companyNm: r.company_nm,
  addr: r.addr,
  addr2: r.addr2,
  city: r.city,
  states: r.states,
  zipcode: r.zipcode,
  country: r.country,
  tel: r.tel,
});

const addressesInListOrder = (db: Db, customerId: number, type: 'ship' | 'bill') =>
  db
    .selectFrom('addresses')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('address_type', 'in', [type, 'both'])
    .orderBy('is_default', 'desc')
    .orderBy('id');

export const listAddresses = (db: Db, customerId: number, type: 'ship' | 'bill') =>
  addressesInListOrder(db, customerId, type).execute();

/** The first of the ship-to list, the one checkout preselects. */
export const findPreselectedShipAddress = (db: Db, customerId: number) =>
  addressesInListOrder(db, customerId, 'ship').limit(1).executeTakeFirst();

export const findAddress = (db: Db, customerId: number, id: number) =>
  db.selectFrom('addresses').selectAll().where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();

export const insertAddress = (db: Db, row: Omit<Selectable<AddressesTable>, 'id' | 'created_at'>) =>
  db.transaction().execute(async (trx) => {
    // One default per customer: a new default demotes the old one. The account's row is taken first so
    // two defaults added at once go one after the other; each would otherwise demote only what was
    // committed before it, and both stay defaults (PostgreSQL; the embedded database runs one at a time).
    if (row.is_default) {
      await trx.selectFrom('customers').select('id').where('id', '=', row.customer_id).forUpdate().execute();
      await trx
        .updateTable('addresses')
        .set({ is_default: false })
        .where('customer_id', '=', row.customer_id)
        .execute();
    }
    return trx.insertInto('addresses').values(row).returning('id').executeTakeFirstOrThrow();
  });

export const listCards = (db: Db, customerId: number) =>
  db.selectFrom('payment_cards').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();

export const findCard = (db: Db, customerId: number, id: number) =>
  db
    .selectFrom('payment_cards')
    .select('id')
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();

export const insertCard = (
  db: Db,
  row: { customer_id: number; brand: string; last4: string; holder: string; exp_month: number; exp_year: number },
) => db.insertInto('payment_cards').values(row).returning('id').executeTakeFirstOrThrow();
