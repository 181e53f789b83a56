import type * as contracts from '../contracts';
import type { CallContract } from '../contracts/common';
import type { ApiRoute } from '../contracts/route';

type Contracts = typeof contracts;

/** Every call contract the kernel defines, as one union (the schemas and other exports left out). */
type AnyCall = {
  [Name in keyof Contracts]: Contracts[Name] extends CallContract ? Contracts[Name] : never;
}[keyof Contracts];

/**
 * The contract of a route: the call whose method and path are the route's. A route that names no call
 * (a misspelt path, or a method the path is not called with) gives `never`, and so does one whose path
 * or method is not a literal: matching every call, it would let any call's input through.
 */
export type CallOf<R extends ApiRoute> = string extends R['path']
  ? never
  : [R['method']] extends ['GET'] | ['POST']
    ? Extract<AnyCall, { method: R['method']; path: R['path'] }>
    : never;
