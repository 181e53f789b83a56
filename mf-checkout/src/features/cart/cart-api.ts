import {
  callApi,
  CART_CHANGE_FAILED,
  cartChangeFailure,
  type CartLine,
  cartRoutes,
  describeFailure,
  isNotFound,
  notify,
  refreshCart,
  userStore,
} from '@storefront/shared-kernel';

/** Reloads the shared cart (the header's count and preview follow); a failed reload changes nothing. */
const reload = () => refreshCart().catch(() => undefined);

/**
 * Saves a line's new quantity, tells the buyer, and reloads the cart. Rejects when the server
 * refuses, except for a line that no longer exists.
 */
export async function saveCartQuantity(line: CartLine, totQty: number): Promise<void> {
  const user = userStore.get();
  try {
    await callApi(cartRoutes.setCart, {
      idCustomer: user.idCustomer,
      idCartDtl: line.idCartDtl,
      idStyle: line.idStyle,
      idStyleDtl: line.idStyleDtl,
      zipcode: user.zipcode,
      totQty,
    });
  } catch (error) {
    // The line was removed meanwhile (Remove, another tab): nothing is left to save or to report.
    if (isNotFound(error)) return reload();
    notify(cartChangeFailure(error), 'error');
    await reload();
    throw error;
  }
  notify(`${line.webTitle} added to cart!`, 'success');
  await reload();
}

const removeOnServer = (line: CartLine) =>
  callApi(cartRoutes.removeFromCart, {
    idCustomer: userStore.get().idCustomer,
    idCartDtl: line.idCartDtl,
  });

/** Removes one line, tells the buyer, and reloads the cart. */
export async function removeCartLine(line: CartLine): Promise<void> {
  try {
    await removeOnServer(line);
    notify(`${line.webTitle} remove from cart!`, 'success');
  } catch {
    notify(CART_CHANGE_FAILED, 'error');
  }
  await reload();
}

/** The most lines one clear call takes (clearCartCall); a cart from before the 1,000-line cap may hold more. */
export const CLEAR_BATCH_SIZE = 1000;

/** One alert per line that could not be removed (docs/product.md §6.2); answers how many. */
async function removeLineByLine(lines: readonly CartLine[]): Promise<number> {
  const results = await Promise.allSettled(lines.map(removeOnServer));
  let failed = 0;
  results.forEach((result, index) => {
    // A line not found is gone, as asked: the clear call may have removed it before its answer was lost.
    if (result.status === 'fulfilled' || isNotFound(result.reason)) return;
    failed += 1;
    notify(`${CART_CHANGE_FAILED}: ${lines[index]?.webTitle ?? ''}`, 'error');
  });
  return failed;
}

/**
 * Clear Shopping Cart: the lines shown go in one call (a line added meanwhile elsewhere stays). When
 * that call gets no answer or a server error, its lines are removed one by one, so a line that fails is
 * named in its own alert (docs/product.md §6.2) while the others go. A refusal (the session ended, say) would
 * only be repeated line by line: it is said once, and nothing more is asked. Answers how many lines
 * could not be removed.
 */
export async function clearCartLines(lines: readonly CartLine[]): Promise<number> {
  let failed = 0;
  for (let start = 0; start < lines.length; start += CLEAR_BATCH_SIZE) {
    const batch = lines.slice(start, start + CLEAR_BATCH_SIZE);
    try {
      await callApi(cartRoutes.clearCart, {
        idCustomer: userStore.get().idCustomer,
        idCartDtls: batch.map((line) => line.idCartDtl),
      });
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.kind === 'exception' || failure.status >= 500) {
        failed += await removeLineByLine(batch);
        continue;
      }
      // The session's end is the shell's to tell (it sends the buyer to sign in).
      if (failure.status !== 401 && failure.status !== 403) notify(cartChangeFailure(error), 'error');
      failed += lines.length - start;
      break;
    }
  }
  await reload();
  return failed;
}
