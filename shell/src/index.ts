// The page's code is a lazy chunk, so main.js stays the small webpack runtime (it is not content-hashed and is
// fetched on every visit) and the hashed chunks behind it are cached.
void import('./bootstrap.js');
