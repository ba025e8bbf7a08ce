// Async boundary: shared singletons (React, antd, shared-ui…) are negotiated before any app code runs.
void import('./bootstrap.js');
