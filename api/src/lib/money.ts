import { formatMoney, fromCents } from '@storefront/shared-kernel/domain';

/** Integer cents inside; dollars (2 decimals) only at the API edge, by the kernel's rule the pages use too. */
export const toDollars = fromCents;

/** Cents as the pages show them: '$1,234.50' (the kernel's formatMoney). */
export const formatUsd = (cents: number): string => formatMoney(toDollars(cents));
