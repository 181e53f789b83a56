import {
  addHomeBannerCall,
  changeHomeBannerCall,
  deleteHomeBannerCall,
  moveHomeBannerCall,
  readHomeContentCall,
  setHomeRailCall,
  setHomeTilesCall,
  setPromoStripCall,
  uploadHomeBannerPictureCall,
  type CallContract,
  type HomeContent,
} from '@storefront/shared-kernel/contracts';
import { STAFF_AREAS } from '@storefront/shared-kernel/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { actorOf, type Actor } from '../audit';
import { givenPictures, readPictureForm } from '../catalogue/picture-form';
import { defineStaffRoute, type StaffRouteContext, type StaffRouteOptions } from '../staff-route';
import { addBanner, changeBanner, deleteBanner, moveBanner, setBannerPicture } from './home-banners';
import { setPromoStrip, setRail, setTiles } from './home-choices';
import { readHomeContent } from './home-content-read';

const roles = { roles: STAFF_AREAS.content };
const answer = (content: HomeContent) => ({ is_success: true as const, content });

/**
 * The home page's content (docs/product.md §13.8), for the `content` area's roles: banners, category tiles,
 * the promotional strip and the product rails. Every write is one transaction with its audit row, and answers
 * the whole content as the page shows it; buyers see the change on their next load.
 */
export function homeContentRoutes(api: FastifyInstance, deps: Deps): void {
  /** A home write: its handler is given the input, the member as the audit log names them, and the call. */
  const write = <C extends CallContract>(
    call: C,
    handler: (input: z.output<C['request']>, actor: Actor, ctx: StaffRouteContext) => Promise<HomeContent>,
    options: StaffRouteOptions = roles,
  ) =>
    defineStaffRoute(
      api,
      deps,
      call,
      options,
      // Every call of this area answers the content (readHomeContentCall's answer); the contract checks it.
      async (input, ctx) => answer(await handler(input, actorOf(ctx.staff), ctx)) as z.input<C['response']>,
    );
  // A banner's picture: one file, read by its content, resized with a thumbnail into uploads/banners.
  const withPicture = {
    ...roles,
    readInput: readPictureForm(deps, { fileField: 'picture', maxFiles: 1, folder: () => 'banners' }),
  };
  const pictureOf = (ctx: StaffRouteContext) => givenPictures(ctx.request)[0]!.stored;

  defineStaffRoute(api, deps, readHomeContentCall, roles, async () => answer(await readHomeContent(deps.db)));
  write(
    addHomeBannerCall,
    (input, actor, ctx) => addBanner(deps, actor, input.kind, input, pictureOf(ctx)),
    withPicture,
  );
  write(changeHomeBannerCall, (input, actor) => changeBanner(deps, actor, input.id, input));
  write(
    uploadHomeBannerPictureCall,
    (input, actor, ctx) => setBannerPicture(deps, actor, input.id, pictureOf(ctx)),
    withPicture,
  );
  write(moveHomeBannerCall, (input, actor) => moveBanner(deps, actor, input.id, input.direction));
  write(deleteHomeBannerCall, (input, actor) => deleteBanner(deps, actor, input.id));
  write(setHomeTilesCall, (input, actor) => setTiles(deps, actor, input.mode, input.categoryIds));
  write(setPromoStripCall, (input, actor) => setPromoStrip(deps, actor, input));
  write(setHomeRailCall, (input, actor) => setRail(deps, actor, input.rail, input.mode, input.skus));
}
