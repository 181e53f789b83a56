import {
  addServiceMessageCall,
  getServiceAttachmentCall,
  getServiceCaseCall,
  getServiceCasesCall,
} from '@storefront/shared-kernel/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { ATTACHMENT_NOT_FOUND, sendAttachment } from './customer-service-attachments';
import { CASE_NOT_FOUND } from './customer-service-cases';
import { keepUpload, serviceFormReader, uploadOf, type ReadField } from './customer-service-form';
import { addBuyerMessage, buyerAttachment, listBuyerCases, readBuyerCase } from './customer-service-messages';

/** The text parts of a message added to a case; its files are streamed to disk by the form reader. */
const readMessageField: ReadField = (name, value, fields) => {
  if (name === 'caseNo' || name === 'message') fields[name] = value;
};

/**
 * The buyer's Messages (docs/product.md §13.9): their cases, a case's thread, a message added to one
 * (with the contact form's attachments, §9.2), and a file they sent. Registered in the contact form's
 * upload scope (customer-service.routes.ts), whose hook removes the files of a message not stored.
 */
export function customerServiceMessagesRoutes(scope: FastifyInstance, deps: Deps): void {
  const auth = { auth: 'required' as const };
  const authLimit = deps.config.authRateLimit;
  defineRoute(scope, deps, getServiceCasesCall, auth, async (_input, { caller }) => ({
    is_success: true as const,
    cases: await listBuyerCases(deps, caller),
  }));
  defineRoute(scope, deps, getServiceCaseCall, auth, async (input, { caller }) => {
    const found = await readBuyerCase(deps.db, caller.id, input.caseNo);
    if (!found) throw notFound(CASE_NOT_FOUND, 'CASE_NOT_FOUND');
    return { is_success: true as const, case: found };
  });
  defineRoute(
    scope,
    deps,
    addServiceMessageCall,
    {
      ...auth,
      readInput: serviceFormReader(deps, readMessageField, { jsonToo: true }),
      rateLimit: authLimit,
      accountLimit: { max: authLimit, key: (_i, caller) => (caller ? `id:${caller.id}` : undefined) },
    },
    async (input, { caller, request }) => {
      const answer = await addBuyerMessage(deps, caller, input, uploadOf(request));
      keepUpload(request);
      return answer;
    },
  );
  // The answer is the file itself, sent by sendAttachment: the contract's response is not parsed.
  defineRoute(scope, deps, { ...getServiceAttachmentCall, response: z.unknown() }, auth, async (input, ctx) => {
    const file = await buyerAttachment(deps, ctx.caller, input.id);
    if (!file) throw notFound(ATTACHMENT_NOT_FOUND, 'FILE_NOT_FOUND');
    await sendAttachment(deps, ctx.reply, file);
    return ctx.reply;
  });
}
