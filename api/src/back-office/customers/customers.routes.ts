import {
  approveRegistrationCall,
  customerDetailCall,
  deactivateCustomerCall,
  listCustomersCall,
  listRegistrationsCall,
  reactivateCustomerCall,
  registrationDetailCall,
  rejectRegistrationCall,
  sendCustomerPasswordResetCall,
  setCustomerTermsCall,
} from '@storefront/shared-kernel/contracts';
import { STAFF_AREAS } from '@storefront/shared-kernel/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { actorOf } from '../audit';
import { defineStaffRoute } from '../staff-route';
import {
  deactivateCustomer,
  reactivateCustomer,
  sendCustomerPasswordReset,
  setCustomerTerms,
} from './customer-actions';
import { customerPage, listCustomers } from './customers.service';
import {
  approveRegistration,
  listRegistrations,
  registrationDetail,
  rejectRegistration,
} from './registrations.service';

const ok = { is_success: true as const };

/** Registrations and customers (docs/product.md §13.2). */
export function customersRoutes(api: FastifyInstance, deps: Deps): void {
  const registrations = { roles: STAFF_AREAS.registrations };
  defineStaffRoute(api, deps, listRegistrationsCall, registrations, async () => ({
    ...ok,
    registrations: await listRegistrations(deps.db),
  }));
  defineStaffRoute(api, deps, registrationDetailCall, registrations, async (input) => ({
    ...ok,
    registration: await registrationDetail(deps.db, input.id),
  }));
  defineStaffRoute(api, deps, approveRegistrationCall, registrations, async (input, ctx) => ({
    ...ok,
    ...(await approveRegistration(deps, actorOf(ctx.staff), input)),
  }));
  defineStaffRoute(api, deps, rejectRegistrationCall, registrations, async (input, ctx) => ({
    ...ok,
    ...(await rejectRegistration(deps, actorOf(ctx.staff), input)),
  }));

  const customers = { roles: STAFF_AREAS.customers };
  defineStaffRoute(api, deps, listCustomersCall, customers, async (input) => ({
    ...ok,
    ...(await listCustomers(deps.db, input)),
  }));
  defineStaffRoute(api, deps, customerDetailCall, customers, async (input) => ({
    ...ok,
    ...(await customerPage(deps.db, input.id)),
  }));
  defineStaffRoute(api, deps, setCustomerTermsCall, customers, async (input, ctx) => ({
    ...ok,
    customer: await setCustomerTerms(deps, actorOf(ctx.staff), input),
  }));
  defineStaffRoute(api, deps, deactivateCustomerCall, customers, async (input, ctx) => ({
    ...ok,
    customer: await deactivateCustomer(deps, actorOf(ctx.staff), input.id),
  }));
  defineStaffRoute(api, deps, reactivateCustomerCall, customers, async (input, ctx) => ({
    ...ok,
    customer: await reactivateCustomer(deps, actorOf(ctx.staff), input.id),
  }));
  defineStaffRoute(api, deps, sendCustomerPasswordResetCall, customers, async (input, ctx) =>
    sendCustomerPasswordReset(deps, actorOf(ctx.staff), input.id),
  );
}
