import {
  addEcatalogCall,
  contentPageDetailCall,
  contentPageVersionDetailCall,
  deleteEcatalogCall,
  exportSubscribersCall,
  listAdminEcatalogsCall,
  listContentPagesCall,
  listSubscribersCall,
  makeEcatalogCoverCall,
  moveEcatalogCall,
  renameEcatalogCall,
  restoreContentPageCall,
  saveContentPageCall,
  showEcatalogCall,
  uploadEcatalogCoverCall,
  type CallContract,
} from '@storefront/shared-kernel/contracts';
import { STAFF_AREAS } from '@storefront/shared-kernel/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { actorOf, type Actor } from '../audit';
import { defineStaffDownload, defineStaffRoute, type StaffRouteContext, type StaffRouteOptions } from '../staff-route';
import {
  listContentPages,
  readContentPage,
  readPageVersion,
  restoreContentPage,
  saveContentPage,
} from './content-pages';
import { givenEcatalogFiles, readEcatalogForm, removeStoredPdf } from './ecatalog-upload';
import {
  addEcatalog,
  deleteEcatalog,
  listAdminEcatalogs,
  makeEcatalogCover,
  moveEcatalog,
  renameEcatalog,
  setEcatalogCover,
  showEcatalog,
} from './ecatalogs';
import { canDrawCovers } from './pdf-cover';
import { forwardsToMailchimp, listSubscribers, sendSubscribersCsv } from './subscribers';

const ok = { is_success: true as const };
const roles = { roles: STAFF_AREAS.content };

/**
 * The storefront's content in the back office (docs/product.md §13.7), for admins and the catalogue role: the
 * information pages and their versions, the e-catalogs, and the email list. Every write is one transaction with
 * its audit row, and buyers see it on their next load.
 */
export function contentRoutes(api: FastifyInstance, deps: Deps): void {
  /** A content write: its handler is given the input, the member as the audit log names them, and the call. */
  const write = <C extends CallContract>(
    call: C,
    handler: (input: z.output<C['request']>, actor: Actor, ctx: StaffRouteContext) => Promise<z.input<C['response']>>,
    options: StaffRouteOptions = roles,
  ) => defineStaffRoute(api, deps, call, options, (input, ctx) => handler(input, actorOf(ctx.staff), ctx));

  defineStaffRoute(api, deps, listContentPagesCall, roles, async () => ({
    ...ok,
    pages: await listContentPages(deps.db),
  }));
  defineStaffRoute(api, deps, contentPageDetailCall, roles, async (input) => ({
    ...ok,
    ...(await readContentPage(deps.db, input.code)),
  }));
  defineStaffRoute(api, deps, contentPageVersionDetailCall, roles, async (input) => ({
    ...ok,
    version: await readPageVersion(deps.db, input.code, input.version),
  }));
  write(saveContentPageCall, async (input, actor) => ({ ...ok, ...(await saveContentPage(deps, actor, input)) }));
  write(restoreContentPageCall, async (input, actor) => ({
    ...ok,
    ...(await restoreContentPage(deps, actor, input)),
  }));

  /** The e-catalogs as every e-catalog call answers them, with what the member must still do. */
  const ecatalogs = async (notice?: string) => ({
    ...ok,
    ecatalogs: await listAdminEcatalogs(deps.db),
    coversFromPdf: await canDrawCovers(deps.log),
    ...(notice ? { notice } : {}),
  });
  defineStaffRoute(api, deps, listAdminEcatalogsCall, roles, () => ecatalogs());
  write(
    addEcatalogCall,
    async (input, actor, ctx) => {
      const { pdf, cover } = givenEcatalogFiles(ctx.request);
      try {
        const { notice } = await addEcatalog(deps, actor, { title: input.title, pdf: pdf!, cover });
        return await ecatalogs(notice);
      } catch (error) {
        await removeStoredPdf(pdf);
        throw error;
      }
    },
    { ...roles, readInput: readEcatalogForm(deps, { needsPdf: true, fields: addEcatalogCall.request }) },
  );
  write(renameEcatalogCall, async (input, actor) => {
    await renameEcatalog(deps, actor, input.id, input.title);
    return ecatalogs();
  });
  write(moveEcatalogCall, async (input, actor) => {
    await moveEcatalog(deps, actor, input.id, input.direction);
    return ecatalogs();
  });
  write(showEcatalogCall, async (input, actor) => {
    await showEcatalog(deps, actor, input.id, input.visible);
    return ecatalogs();
  });
  write(
    uploadEcatalogCoverCall,
    async (input, actor, ctx) => {
      await setEcatalogCover(deps, actor, input.id, givenEcatalogFiles(ctx.request).cover!);
      return ecatalogs();
    },
    { ...roles, readInput: readEcatalogForm(deps, { needsPdf: false, fields: uploadEcatalogCoverCall.request }) },
  );
  write(makeEcatalogCoverCall, async (input, actor) => {
    await makeEcatalogCover(deps, actor, input.id);
    return ecatalogs();
  });
  write(deleteEcatalogCall, async (input, actor) => {
    await deleteEcatalog(deps, actor, input.id);
    return ecatalogs();
  });

  defineStaffRoute(api, deps, listSubscribersCall, roles, async (input) => ({
    ...ok,
    ...(await listSubscribers(deps.db, input)),
    mailchimp: forwardsToMailchimp(deps),
  }));
  defineStaffDownload(api, deps, exportSubscribersCall, roles, async (input, ctx) => {
    sendSubscribersCsv(deps, input.q, ctx.reply);
  });
}
