// Entry of a remote's own dev server. The async boundary lets the federation runtime negotiate
// shared singletons before any of them load.
void import('./bootstrap');
