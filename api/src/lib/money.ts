import { formatMoney } from '@storefront/shared-kernel/domain';

/** Integer cents inside; dollars (2 decimals) only at the API edge. */
export const toDollars = (cents: number): number => Math.round(cents) / 100;
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Cents as the pages show them: '$1,234.50' (the kernel's formatMoney). */
export const formatUsd = (cents: number): string => formatMoney(toDollars(cents));
