/**
 * Where a call lives: its method and path, as a plain value without zod, so the browser can hold it
 * (the contracts' schemas stay on the server and in tests). Each area's routes sit beside its
 * contract (`cart.routes.ts` beside `cart.contract.ts`); the contract spreads its route into its
 * definition, so a path is written once. A page calls `callApi(cartRoutes.getCart, input)`, and the
 * input and answer types come from the contract whose route it is (CallOf).
 */
export interface ApiRoute<Method extends 'GET' | 'POST' = 'GET' | 'POST', Path extends string = string> {
  readonly method: Method;
  readonly path: Path;
}

export const route = <const Method extends 'GET' | 'POST', const Path extends string>(
  method: Method,
  path: Path,
): ApiRoute<Method, Path> => ({ method, path });
