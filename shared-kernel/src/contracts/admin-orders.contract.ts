// The back office's order desk calls (docs/product.md §13.3).
export {};
