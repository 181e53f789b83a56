import type { z } from 'zod';
import type { CallOf } from '../api-client/call-of';
import * as contracts from '../contracts';
import type { CallContract } from '../contracts/common';
import type { ApiRoute } from '../contracts/route';

/** The contract whose method and path are the route's (never for a route no contract has): callApi's own. */
export type ContractOf<R extends ApiRoute> = CallOf<R>;

/** The input as the server's handler gets it: parsed by the contract (numbers from text, defaults in). */
export type InputOf<R extends ApiRoute> = z.output<ContractOf<R>['request']>;

/** An answer as the server's handler gives it, before the contract shapes it. */
export type AnswerOf<R extends ApiRoute> = z.input<ContractOf<R>['response']>;

const isCall = (value: unknown): value is CallContract => {
  const call = value as Partial<CallContract> | null;
  return (
    typeof call === 'object' &&
    call !== null &&
    typeof call.method === 'string' &&
    typeof call.path === 'string' &&
    typeof call.request?.safeParse === 'function' &&
    typeof call.response?.safeParse === 'function'
  );
};

/** How a call is named in messages and kept in tables: `POST /cart/add`. */
export const routeKey = (route: ApiRoute): string => `${route.method} ${route.path}`;

const byRoute = new Map<string, CallContract>();
for (const value of Object.values(contracts)) {
  if (isCall(value)) byRoute.set(routeKey(value), value);
}

/** The contract of a call the page made, found by its method and path. */
export const contractOf = (route: ApiRoute): CallContract | undefined => byRoute.get(routeKey(route));

/** Every call the contracts define, by routeKey. */
export const contractedRoutes = (): string[] => [...byRoute.keys()];
