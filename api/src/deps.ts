import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/database';
import type { Mailer } from './lib/mailer';

/** What services need from the outside world, handed in once by buildApp. */
export interface Deps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** The signed-in customer behind a request, read from the token and the database. */
export interface Caller {
  id: number;
  email: string;
  priceLev: number;
  tokenVersion: number;
}
