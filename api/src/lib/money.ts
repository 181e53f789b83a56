import { formatMoney, fromCents } from '@storefront/shared-kernel/domain';

/** Integer cents as the pages show them: '$1,234.50' (the kernel's fromCents and formatMoney). */
export const formatUsd = (cents: number): string => formatMoney(fromCents(cents));
