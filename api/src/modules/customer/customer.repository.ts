import type { Registration } from '@storefront/shared-kernel/contracts';
import { sql, type Selectable } from 'kysely';
import { forgetCaller } from '../../plugins/auth';
import type { Db } from '../../db/database';
import type { CustomersTable } from '../../db/schema';

export type CustomerRow = Selectable<CustomersTable>;

export const findCustomerByEmail = (db: Db, email: string) =>
  db
    .selectFrom('customers')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();

export const findCustomerById = (db: Db, id: number) =>
  db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();

export const insertCustomer = (
  db: Db,
  input: Registration,
  passwordHash: string,
  status: CustomerRow['status'] = 'pending',
) =>
  db
    .insertInto('customers')
    .values({
      email: input.email,
      password_hash: passwordHash,
      status,
      firstname: input.firstname,
      lastname: input.lastname,
      company_nm: input.companyNm,
      tel: input.tel,
      cell_phone: input.cellPhone,
      fax: input.fax,
      addr: input.addr,
      city: input.city,
      zipcode: input.zipcode,
      state: input.state,
      country: input.country,
      ein: input.ein,
      b_type: input.bType,
      b_license_no: input.bLicenseNo,
      sp_no: input.spNo,
      // Until staff decide otherwise, a seller's permit on file is what makes an account tax-exempt.
      tax_exempt: input.spNo.trim() !== '',
      remark: input.remark,
      decided_at: status === 'pending' ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** Every reset link of the account still unused stops working. */
const voidResetLinks = (trx: Db, customerId: number) =>
  trx
    .updateTable('password_resets')
    .set({ used_at: new Date() })
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .execute();

/**
 * New hash and a new token version: every token signed before this stops working. So does every reset
 * link still unused: an older link from the mailbox must not undo the password just set.
 *
 * A change is authorised by the password as it was read (`readAtVersion`): if a reset or another change
 * wrote in between, nothing is written (undefined), or the change would silently undo what was just
 * set and answered. The update takes the account's row first, so writes to one account go one by one.
 */
export const updatePassword = (db: Db, id: number, passwordHash: string, readAtVersion: number) =>
  db
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .updateTable('customers')
        .set({ password_hash: passwordHash, token_version: sql<number>`token_version + 1` })
        .where('id', '=', id)
        .where('token_version', '=', readAtVersion)
        .returning('token_version')
        .executeTakeFirst();
      if (row) await voidResetLinks(trx, id);
      return row;
    })
    .then(forgetting(db, () => id));

const usableResetLink = (db: Db, tokenHash: string) =>
  db
    .selectFrom('password_resets')
    .select('customer_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date());

/** The account a reset link may still set a password for; undefined for a used, expired or unknown link. */
export const findUsableResetLink = (db: Db, tokenHash: string) => usableResetLink(db, tokenHash).executeTakeFirst();

/**
 * Sets the password a reset link asks for, using the link up: undefined, and nothing written, when the
 * link is no longer usable. The account's row is locked before the link is taken, so two links used at
 * once go one after the other and the second finds itself void (the first voids every other link),
 * instead of both answering success for two passwords of which one would work.
 */
export const resetPasswordByLink = (db: Db, tokenHash: string, passwordHash: string) =>
  db
    .transaction()
    .execute(async (trx) => {
      const link = await usableResetLink(trx, tokenHash).executeTakeFirst();
      if (!link) return undefined;
      await trx.selectFrom('customers').select('id').where('id', '=', link.customer_id).forUpdate().execute();
      const used = await trx
        .updateTable('password_resets')
        .set({ used_at: new Date() })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .returning('customer_id')
        .executeTakeFirst();
      if (!used) return undefined;
      const { email } = await trx
        .updateTable('customers')
        .set({ password_hash: passwordHash, token_version: sql<number>`token_version + 1` })
        .where('id', '=', used.customer_id)
        .returning('email')
        .executeTakeFirstOrThrow();
      await voidResetLinks(trx, used.customer_id);
      return { ...used, email };
    })
    .then(forgetting(db, (used) => used?.customer_id));

/** After a write to a customer row: the remembered caller (plugins/auth.ts) is read again next time. */
const forgetting =
  <R>(db: Db, idOf: (row: R) => number | undefined) =>
  (row: R): R => {
    const id = idOf(row);
    if (id !== undefined) forgetCaller(db, id);
    return row;
  };

export const updateCustomerInfo = (
  db: Db,
  id: number,
  info: {
    companyNm: string;
    firstname: string;
    lastname: string;
    email: string;
    tel?: string;
    fax?: string;
    cellPhone?: string;
  },
) =>
  db
    .updateTable('customers')
    .set({
      company_nm: info.companyNm,
      firstname: info.firstname,
      lastname: info.lastname,
      email: info.email,
      // Kysely leaves a column whose value is undefined out of the update: a phone not sent is kept.
      tel: info.tel,
      fax: info.fax,
      cell_phone: info.cellPhone,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
    .then(forgetting(db, () => id));

export const insertPasswordReset = (db: Db, customerId: number, tokenHash: string, expiresAt: Date) =>
  db
    .insertInto('password_resets')
    .values({ token_hash: tokenHash, customer_id: customerId, expires_at: expiresAt, used_at: null })
    .execute();

export const insertCsRequest = (
  db: Db,
  row: {
    customerId: number;
    firstname: string;
    lastname: string;
    email: string;
    message: string;
    destination: string;
    files: unknown[];
  },
) =>
  db
    .insertInto('cs_requests')
    .values({
      customer_id: row.customerId,
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      message: row.message,
      destination: row.destination,
      files: JSON.stringify(row.files),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

export const toProfile = (row: CustomerRow) => ({
  idCustomer: row.id,
  firstname: row.firstname,
  lastname: row.lastname,
  companyNm: row.company_nm,
  email: row.email,
  tel: row.tel,
  fax: row.fax,
  cellPhone: row.cell_phone,
  zipcode: row.zipcode,
  priceLev: row.price_lev,
  SPermit: row.sp_no,
});
