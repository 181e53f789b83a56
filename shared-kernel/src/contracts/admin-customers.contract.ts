// The back office's registrations and customers calls (docs/product.md §13.2).
export {};
