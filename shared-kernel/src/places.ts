// Countries and US states for an address form (`@storefront/shared-kernel/places`): their own entry,
// apart from the kernel's root, so only the pages with an address form (registration, checkout's new
// address) carry them, not every page's first load (docs/performance.md §7). Plain data and one pure
// helper; the API reads them here too.
export * from './domain/countries';
export * from './domain/us-states';
