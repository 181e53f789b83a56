import {
  changePasswordCall,
  getProfileCall,
  loginCall,
  registerCall,
  requestPasswordResetCall,
  resetPasswordCall,
  setCustomerCall,
} from '@storefront/shared-kernel/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';
import * as service from './customer.service';
import { setSessionCookie } from './session-cookie';

export function customerRoutes(app: FastifyInstance, deps: Deps): void {
  const authLimit = deps.config.authRateLimit;
  // Per address (the rate-limit plugin) and per account (the email or customer tried).
  const perEmail = <I>(key: (input: I) => string) => ({ max: authLimit, key });

  defineRoute(
    app,
    deps,
    loginCall,
    { auth: 'none', rateLimit: authLimit, accountLimit: perEmail((i: { userId: string }) => i.userId) },
    async (input, { reply, request }) => {
      const answer = await service.login(deps, input.userId, input.password, request.ip);
      setSessionCookie(reply, deps.config, { token: answer.user.token, exp: answer.user.tokenExp });
      return answer;
    },
  );
  defineRoute(
    app,
    deps,
    registerCall,
    {
      auth: 'none',
      rateLimit: authLimit,
      accountLimit: perEmail((i: { customerInfo: { email: string } }) => i.customerInfo.email),
    },
    (input, { request }) => service.registerCustomer(deps, input.customerInfo, request.ip),
  );
  defineRoute(app, deps, getProfileCall, { auth: 'required' }, (_input, { caller }) =>
    service.getProfile(deps, caller),
  );
  defineRoute(app, deps, setCustomerCall, { auth: 'required' }, (input, { caller }) =>
    service.setCustomerInfo(deps, caller, input.customerInfo),
  );
  defineRoute(
    app,
    deps,
    changePasswordCall,
    {
      auth: 'required',
      rateLimit: authLimit,
      accountLimit: { max: authLimit, key: (_i, caller) => (caller ? `id:${caller.id}` : undefined) },
    },
    async (input, { caller, reply, request }) => {
      const answer = await service.changePassword(deps, caller, input.cpassword, input.npassword, request.ip);
      // The old token in the page cookie ended with the password: page requests carry the new one.
      setSessionCookie(reply, deps.config, { token: answer.token, exp: answer.tokenExp });
      return answer;
    },
  );
  defineRoute(
    app,
    deps,
    requestPasswordResetCall,
    { auth: 'none', rateLimit: authLimit, accountLimit: perEmail((i: { email: string }) => i.email) },
    (input) => service.requestPasswordReset(deps, input.email),
  );
  defineRoute(app, deps, resetPasswordCall, { auth: 'none', rateLimit: authLimit }, (input, { request }) =>
    service.resetPassword(deps, input.token, input.newPassword, request.ip),
  );
}
