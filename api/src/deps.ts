import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/database';
import type { BackgroundWork } from './lib/background-work';
import type { Mailer } from './lib/mailer';

/** What services need from the outside world, handed in once by buildApp. */
export interface Deps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  /** Work a request starts and does not wait for (lib/background-work.ts). */
  background: BackgroundWork;
  log: FastifyBaseLogger;
}

/** The signed-in customer behind a request, read from the token and the database. */
export interface Caller {
  id: number;
  email: string;
  priceLev: number;
  tokenVersion: number;
}
